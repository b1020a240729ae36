/** SVG to PNG with resvg (WebAssembly): text shaped by rustybuzz, bidi-ordered, with the fonts given. */

import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { LoadedFont } from "./fonts";

let ready: Promise<void> | undefined;

/** Instantiates resvg's WebAssembly once per isolate (a failed start is retried by the next request). */
function init(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** Renders the SVG with exactly these fonts (no system fonts exist in a Worker). */
export async function renderPng(svg: string, fonts: LoadedFont[]): Promise<Uint8Array<ArrayBuffer>> {
  await init();
  const resvg = new Resvg(svg, {
    font: { fontBuffers: fonts.map((f) => f.data), defaultFontFamily: "Noto Sans" },
  });
  try {
    const image = resvg.render();
    try {
      // wasm-bindgen copies the PNG out of WebAssembly memory into a fresh ArrayBuffer.
      return image.asPng() as Uint8Array<ArrayBuffer>;
    } finally {
      // wasm-bindgen objects hold WebAssembly memory until freed.
      image.free();
    }
  } finally {
    resvg.free();
  }
}
