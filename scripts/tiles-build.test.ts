/**
 * `npm run tiles:build` against a real local D1 and R2 (wrangler's, in a directory of its own), tilemaker,
 * osmcoastline and osmium-tool, on a small OSM file written for the tests: the archive it stores, read back with
 * the pmtiles library as the Worker reads it; how a rebuild replaces it; and that a file it cannot read changes
 * nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { PMTiles, type Source } from "pmtiles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basemapArchive } from "../app/modules/maps/index";
import { localD1, SCRIPT_TEST_MS } from "../tests/local-d1";
import { ImportError } from "./osm/d1";
import { buildTiles } from "./tiles-build";

const STREETS = path.join(__dirname, "../tests/fixtures/osm/harbour-streets.osm");
const d1 = localD1("tablescout-tiles-test-");
const { persistTo, query, tilesObject } = d1;
const quiet = () => {};

/** The archive in the local bucket, read as the Worker reads it (the tiles' bytes as stored: gzipped). */
function archive(generation: number): PMTiles | null {
  const bytes = tilesObject(basemapArchive(generation));
  if (!bytes) return null;
  const source: Source = {
    getKey: () => "archive",
    getBytes: async (offset, length) => ({ data: new Uint8Array(bytes.subarray(offset, offset + length)).buffer }),
  };
  return new PMTiles(source, undefined, async (b) => b);
}

const tileset = async () =>
  (await query<{ generation: number; tiles: number; bytes: number }>("SELECT * FROM map_tilesets"))[0];

beforeAll(async () => {
  execFileSync("tilemaker", ["--help"]);
  await d1.migrate();
}, SCRIPT_TEST_MS);
afterAll(d1.remove);

describe("npm run tiles:build", () => {
  it(
    "stores the streets of an extract as one archive of gzipped vector tiles, zooms 8 to 14, and switches the map to it",
    async () => {
      const outcome = buildTiles({ file: STREETS, remote: false, persistTo, log: quiet });
      expect(outcome.tiles).toBeGreaterThan(7);
      expect(await tileset()).toMatchObject({ generation: 1, tiles: outcome.tiles, bytes: outcome.bytes });
      const built = archive(1);
      const header = await built!.getHeader();
      expect([header.minZoom, header.maxZoom, header.numAddressedTiles]).toEqual([8, 14, outcome.tiles]);
      // A zoom-14 tile over the grid: gzip of a vector tile with a 'road' layer (its name is in the protobuf).
      const tile = await built!.getZxy(14, 8529, 5974);
      const bytes = gunzipSync(Buffer.from(tile!.data));
      expect(bytes.includes(Buffer.from("road"))).toBe(true);
      // Streets are named on the map: their names are in the tile.
      expect(bytes.includes(Buffer.from("name"))).toBe(true);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "replaces the archive with a rebuild, and keeps it when a file cannot be read",
    async () => {
      buildTiles({ file: STREETS, remote: false, persistTo, log: quiet });
      expect((await tileset())?.generation).toBe(2);
      // The previous build's archive is gone; the new one is there.
      expect(archive(1)).toBeNull();
      expect(archive(2)).not.toBeNull();
      const dir = mkdtempSync(path.join(tmpdir(), "tablescout-tiles-bad-"));
      try {
        const notOsm = path.join(dir, "photo.osm.pbf");
        writeFileSync(notOsm, "not an OpenStreetMap file");
        const truncated = path.join(dir, "streets.osm");
        const xml = readFileSync(STREETS, "utf8");
        writeFileSync(truncated, xml.slice(0, Math.floor(xml.length * 0.6)));
        for (const file of [notOsm, truncated, path.join(dir, "missing.osm.pbf")])
          expect(() => buildTiles({ file, remote: false, persistTo, log: quiet }), file).toThrow(ImportError);
        expect(() =>
          buildTiles({ file: STREETS, ocean: path.join(dir, "nowhere.shp"), remote: false, persistTo, log: quiet }),
        ).toThrow(ImportError);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      expect((await tileset())?.generation).toBe(2);
      expect(await archive(2)?.getZxy(14, 8529, 5974)).toBeDefined();
    },
    SCRIPT_TEST_MS,
  );
});
