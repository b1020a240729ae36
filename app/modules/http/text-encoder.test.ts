import { describe, expect, it } from "vitest";
import { ShortAsciiTextEncoder } from "./text-encoder";

describe("ShortAsciiTextEncoder", () => {
  const encoder = new ShortAsciiTextEncoder();
  const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

  it.each([
    ["", "empty"],
    ['<a class="block rounded-md" href="/restaurants?q=1&amp;x=2">', "markup"],
    ["Café Zoë – 5★ 寿司", "accents, a dash, a star and CJK"],
    ["😀 emoji", "a surrogate pair"],
    ["x".repeat(5_000), "a long string"],
    [`${"a".repeat(100)}é`, "non-ASCII at the end"],
  ])("gives the same bytes as UTF-8 for %j (%s)", (input) => {
    expect(encoder.encode(input)).toEqual(utf8(input));
  });

  it("replaces a lone surrogate as the standard encoder does", () => {
    expect(encoder.encode("a\ud800b")).toEqual(new Uint8Array([0x61, 0xef, 0xbf, 0xbd, 0x62]));
  });

  it("still encodes into a buffer and reports itself as UTF-8", () => {
    const into = new Uint8Array(8);
    expect(encoder.encodeInto("hé", into)).toEqual({ read: 2, written: 3 });
    expect(encoder.encoding).toBe("utf-8");
  });
});
