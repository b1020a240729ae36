/** Reads the PNGs resvg writes (8-bit RGBA or RGB, non-interlaced) back into pixels, in the Workers runtime. */

export interface Png {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the IHDR chunk, which must come first after the signature. */
export function header(bytes: Uint8Array): { width: number; height: number; colorType: number; bitDepth: number } {
  if (PNG_SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Error("not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(...bytes.subarray(12, 16));
  if (type !== "IHDR") throw new Error(`first chunk is ${type}`);
  return { width: view.getUint32(16), height: view.getUint32(20), bitDepth: bytes[24]!, colorType: bytes[25]! };
}

async function inflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function decode(bytes: Uint8Array<ArrayBuffer>): Promise<Png> {
  const { width, height, colorType, bitDepth } = header(bytes);
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2))
    throw new Error(`unsupported PNG ${colorType}/${bitDepth}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array<ArrayBuffer>[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === "IDAT") idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = await inflate(new Uint8Array(await new Blob(idat).arrayBuffer()));
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = out.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? out.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? row[i - channels]! : 0;
      const b = prev[i]!;
      const c = i >= channels ? prev[i - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[i] = (line[i]! + predictor) & 255;
    }
  }
  if (channels === 4) return { width, height, pixels: out };
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    rgba.set(out.subarray(p * 3, p * 3 + 3), p * 4);
    rgba[p * 4 + 3] = 255;
  }
  return { width, height, pixels: rgba };
}

/** Pixels in the box [x0, x1) × [y0, y1) that are ink: dark enough to be text (luma under 140 of 255). */
export function ink(png: Png, box: { x0: number; y0: number; x1: number; y1: number }): number {
  let count = 0;
  for (let y = Math.max(0, box.y0); y < Math.min(png.height, box.y1); y++)
    for (let x = Math.max(0, box.x0); x < Math.min(png.width, box.x1); x++) {
      const i = (y * png.width + x) * 4;
      const luma = 0.299 * png.pixels[i]! + 0.587 * png.pixels[i + 1]! + 0.114 * png.pixels[i + 2]!;
      if (luma < 140) count++;
    }
  return count;
}

/** Pixels in the box that differ from the card's background colour (anything drawn at all). */
export function painted(png: Png, box: { x0: number; y0: number; x1: number; y1: number }, background: number[]) {
  let count = 0;
  for (let y = Math.max(0, box.y0); y < Math.min(png.height, box.y1); y++)
    for (let x = Math.max(0, box.x0); x < Math.min(png.width, box.x1); x++) {
      const i = (y * png.width + x) * 4;
      if (background.some((v, k) => Math.abs(png.pixels[i + k]! - v) > 8)) count++;
    }
  return count;
}
