/**
 * tablescout-og: renders a list's or profile's share image (og:image), 1200x630 PNG.
 * Internal: reached only through the page Worker's service binding OG (no route, no workers.dev URL).
 *
 *   POST /render  {ShareCard as JSON}  →  200 image/png | 400 text/plain (malformed body)
 *                                         | 500 text/plain (a font could not be fetched, resvg failed)
 *   anything else                      →  404
 */

import { MAX_BODY_BYTES, parseCard } from "./card";
import { FontCache } from "./fonts";
import { renderPng } from "./render";
import { cardSvg } from "./svg";

export type { ShareCard } from "./card";

export interface OgEnv {
  /** og/assets: the fonts (og/assets/fonts). */
  ASSETS: Fetcher;
}

let fonts: FontCache | undefined;

/** The isolate's font cache, reading og/assets/fonts through the assets binding. */
function fontCache(env: OgEnv): FontCache {
  fonts ??= new FontCache(async (path) => {
    const res = await env.ASSETS.fetch(new Request(`https://assets.internal${path}`));
    if (!res.ok) throw new Error(`font ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return new Uint8Array(await res.arrayBuffer());
  });
  return fonts;
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/** The body as text, or null when it is over MAX_BODY_BYTES (read no further than that). */
async function readBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

export async function handle(request: Request, env: OgEnv): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/render" || request.method !== "POST") return text(404, "Not found");
  const body = await readBody(request);
  if (body === null) return text(400, `The body is over ${MAX_BODY_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return text(400, "The body is not JSON.");
  }
  const card = parseCard(json);
  if (typeof card === "string") return text(400, `Malformed card: ${card}.`);
  try {
    const { svg, fonts: used } = await cardSvg(card, fontCache(env));
    const png = await renderPng(svg, used);
    return new Response(png, { headers: { "content-type": "image/png", "content-length": String(png.byteLength) } });
  } catch (error) {
    // A font that could not be fetched, or resvg failing: the caller shows its stand-in picture.
    console.error("share image failed", error);
    return text(500, "The share image could not be rendered.");
  }
}

export default {
  fetch: (request, env) => handle(request, env),
} satisfies ExportedHandler<OgEnv>;
