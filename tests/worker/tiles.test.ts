/**
 * The guide's own basemap, served from D1 (/tiles/{z}/{x}/{y}.mvt): the visible generation's tile, its parts
 * joined in order and sent gzipped as stored; an empty tile where the basemap has none; 404 off the grid.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getSettled } from "./helpers";

/** Gzipped bytes, as tilemaker stores a tile. */
async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The tile in an answer's body: sent gzipped as stored (the map unpacks it), and gzipped only once. */
async function tileBytes(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const body = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(body).arrayBuffer());
}

const TILE = new TextEncoder().encode("a vector tile's bytes ".repeat(40));
const OLD = new TextEncoder().encode("the previous build's tile");

beforeAll(async () => {
  const packed = await gzip(TILE);
  const half = Math.ceil(packed.length / 2);
  const insert = (generation: number, part: number, data: Uint8Array) =>
    env.DB.prepare("INSERT INTO map_tiles (generation, z, x, y, part, data) VALUES (?, 14, 8529, 5974, ?, ?)").bind(
      generation,
      part,
      data,
    );
  await env.DB.batch([
    insert(1, 0, await gzip(OLD)),
    // The visible build's tile, in two parts (as a tile larger than a statement is stored).
    insert(2, 1, packed.subarray(half)),
    insert(2, 0, packed.subarray(0, half)),
    env.DB.prepare(
      "INSERT INTO map_tilesets (name, generation, data_at, built_at, tiles, bytes) VALUES ('basemap', 2, NULL, ?, 1, ?)",
    ).bind(Date.now(), packed.length),
  ]);
});

describe("the basemap's tiles", () => {
  it("serves the visible build's tile, its parts in order, gzipped and cacheable, the same from the edge cache", async () => {
    for (const expected of ["MISS", "HIT"]) {
      // Settled: the edge cache stores the tile after the answer (waitUntil).
      const { res, bytes } = await getSettled("/tiles/14/8529/5974.mvt");
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
      expect(res.headers.get("Cache-Control")).toMatch(/public, max-age=\d+/);
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(await tileBytes(bytes)).toEqual(TILE);
      expect(res.headers.get("X-Cache")).toBe(expected);
    }
  });

  it("answers an empty tile where the basemap has nothing", async () => {
    const { res, bytes } = await getSettled("/tiles/14/8530/5974.mvt");
    expect(res.status).toBe(200);
    expect(bytes.byteLength).toBe(0);
  });

  it("answers 404 to an address off the grid or not a tile's", async () => {
    for (const path of [
      "/tiles/14/16384/0.mvt",
      "/tiles/15/0/0.mvt",
      "/tiles/7/0/0.mvt",
      "/tiles/14/-1/0.mvt",
      "/tiles/14/01/0.mvt",
      "/tiles/14/0/0.png",
      "/tiles/14/0/0",
      "/tiles/14/0/9999999.mvt",
      "/tiles/14/0/%3Cscript%3E.mvt",
    ]) {
      const { res, body } = await getSettled(path);
      expect(res.status, path).toBe(404);
      expect(body, path).not.toContain("<script>");
    }
  });
});
