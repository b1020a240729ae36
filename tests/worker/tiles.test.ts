/**
 * The guide's own basemap, read from its PMTiles archive in R2 (/tiles/{z}/{x}/{y}.mvt): the visible build's
 * tile, sent gzipped as stored; an empty tile where the basemap has none; 404 off the grid; a rebuild seen at
 * once; and an archive that cannot be read (missing, corrupt, cut short, of another kind) answered 404, never
 * a 500, and never cached.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { basemapArchive } from "~/modules/maps";
import { type ArchiveTile, pmtilesArchive } from "../../scripts/osm/tiles/pmtiles";
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

const text = (s: string) => new TextEncoder().encode(s);
const TILE = text("a vector tile's bytes ".repeat(40));
const REBUILT = text("the next build's tile");

/** A build: its archive in R2 under `generation`'s key, made visible as map_tilesets says. */
async function build(generation: number, archive: Uint8Array | string | null) {
  if (archive !== null) await env.TILES.put(basemapArchive(generation), archive);
  await env.DB.prepare(
    "INSERT INTO map_tilesets (name, generation, data_at, built_at, tiles, bytes) VALUES ('basemap', ?, NULL, ?, 1, 1) " +
      "ON CONFLICT (name) DO UPDATE SET generation = excluded.generation",
  )
    .bind(generation, Date.now())
    .run();
}

const archiveOf = async (tiles: { z: number; x: number; y: number; data: Uint8Array<ArrayBuffer> }[]) =>
  pmtilesArchive(
    await Promise.all(tiles.map(async (t): Promise<ArchiveTile> => ({ ...t, data: await gzip(t.data) }))),
    { minZoom: 8, maxZoom: 14 },
  );

let good: Uint8Array;

beforeAll(async () => {
  good = await archiveOf([
    { z: 14, x: 8529, y: 5974, data: TILE },
    // Tiles the unreadable archives' checks ask for: each address is asked once per state, so none is cached.
    ...[8600, 8601, 8602, 8603, 8604].map((x) => ({ z: 14, x, y: 5974, data: text(`tile ${x}`) })),
  ]);
  await build(2, good);
});

describe("the basemap's tiles", () => {
  it("serves the visible build's tile from its archive, gzipped and cacheable, the same from the edge cache", async () => {
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

  it("draws a rebuild's tiles as soon as it is switched in", async () => {
    await build(3, await archiveOf([{ z: 14, x: 8531, y: 5974, data: REBUILT }]));
    const { res, bytes } = await getSettled("/tiles/14/8531/5974.mvt");
    expect(res.status).toBe(200);
    expect(await tileBytes(bytes)).toEqual(REBUILT);
    await build(2, null);
  });

  it("answers 404, uncached, for an archive it cannot read, and the tile once the archive is whole again", async () => {
    const otherKind = good.slice();
    otherKind[99] = 2; // the header's tile type: PNG images, not vector tiles
    const unreadable: [string, Uint8Array | string | null][] = [
      ["missing", null],
      ["not an archive", "<html>an error page saved under the archive's name</html>"],
      // Cut a few bytes into its tiles (the header gives where they start, at byte 56).
      ["cut short", good.slice(0, Number(new DataView(good.buffer).getBigUint64(56, true)) + 10)],
      ["corrupt directory", good.map((b, i) => (i >= 127 && i < 160 ? b ^ 0xff : b))],
      ["another kind", otherKind],
    ];
    for (const [i, [what, archive]] of unreadable.entries()) {
      await build(10 + i, archive);
      const path = `/tiles/14/${8600 + i}/5974.mvt`;
      for (const round of [1, 2]) {
        const { res, body } = await getSettled(path);
        expect(res.status, `${what}, request ${round}`).toBe(404);
        expect(res.headers.get("Cache-Control"), what).toBe("no-store");
        expect(body, what).not.toMatch(/Error|at /);
      }
      await build(2, null);
      const { res, bytes } = await getSettled(path);
      expect(res.status, `${what}, repaired`).toBe(200);
      expect(await tileBytes(bytes)).toEqual(text(`tile ${8600 + i}`));
    }
  });

  it("answers empty tiles before any basemap is built", async () => {
    await env.DB.prepare("DELETE FROM map_tilesets").run();
    try {
      const { res, bytes } = await getSettled("/tiles/13/4264/2987.mvt");
      expect(res.status).toBe(200);
      expect(bytes.byteLength).toBe(0);
    } finally {
      await build(2, null);
    }
  });
});
