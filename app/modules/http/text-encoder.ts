/**
 * React's streaming renderer encodes every string it writes (a tag's attribute values, each text node)
 * with its own TextEncoder.encode call, thousands per page. On workerd each call crosses from JavaScript
 * into the runtime, and on a results page those crossings cost more CPU than building the markup. This
 * encoder answers short ASCII strings (nearly all of them) in JavaScript, byte for byte what UTF-8 gives,
 * and hands anything else to the runtime's encoder.
 */
const SHORT = 128;

const Native = globalThis.TextEncoder;

export class ShortAsciiTextEncoder extends Native {
  override encode(input = ""): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > SHORT) return super.encode(input);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return super.encode(input);
      bytes[i] = code;
    }
    return bytes;
  }
}

/** Makes every TextEncoder built from now on this one; server.ts calls it before React's module loads. */
export function installShortAsciiTextEncoder(): void {
  globalThis.TextEncoder = ShortAsciiTextEncoder;
}
