/**
 * `npm run tiles:build` against a real local D1 (wrangler's, in a directory of its own), tilemaker and osmium-tool,
 * on a small OSM file written for the tests: the tiles it stores, how a rebuild replaces them, and that a file it
 * cannot read changes nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localD1, SCRIPT_TEST_MS } from "../tests/local-d1";
import { ImportError } from "./osm/d1";
import { buildTiles } from "./tiles-build";

const STREETS = path.join(__dirname, "../tests/fixtures/osm/harbour-streets.osm");
const d1 = localD1("tablescout-tiles-test-");
const { persistTo, query } = d1;
const quiet = () => {};

const tileset = async () =>
  (await query<{ generation: number; tiles: number; bytes: number }>("SELECT * FROM map_tilesets"))[0];

beforeAll(async () => {
  execFileSync("tilemaker", ["--help"]);
  await d1.migrate();
}, SCRIPT_TEST_MS);
afterAll(d1.remove);

describe("npm run tiles:build", () => {
  it(
    "stores the streets of an extract as gzipped vector tiles, zooms 8 to 14, and switches the map to them",
    async () => {
      const outcome = buildTiles({ file: STREETS, remote: false, persistTo, log: quiet });
      expect(outcome.tiles).toBeGreaterThan(7);
      expect(await tileset()).toMatchObject({ generation: 1, tiles: outcome.tiles, bytes: outcome.bytes });
      const zooms = await query<{ z: number; n: number }>(
        "SELECT z, count(*) AS n FROM map_tiles GROUP BY z ORDER BY z",
      );
      expect(zooms.map((r) => r.z)).toEqual([8, 9, 10, 11, 12, 13, 14]);
      // A zoom-14 tile over the grid: gzip of a vector tile with a 'road' layer (its name is in the protobuf).
      const [tile] = await query<{ hex: string }>(
        "SELECT hex(data) AS hex FROM map_tiles WHERE z = 14 AND x = 8529 AND y = 5974 AND part = 0",
      );
      const bytes = gunzipSync(Buffer.from(tile!.hex, "hex"));
      expect(bytes.includes(Buffer.from("road"))).toBe(true);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "replaces the tiles with a rebuild, and keeps them when a file cannot be read",
    async () => {
      buildTiles({ file: STREETS, remote: false, persistTo, log: quiet });
      expect((await tileset())?.generation).toBe(2);
      expect(await query("SELECT DISTINCT generation FROM map_tiles")).toEqual([{ generation: 2 }]);
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
      expect(await query("SELECT DISTINCT generation FROM map_tiles")).toEqual([{ generation: 2 }]);
    },
    SCRIPT_TEST_MS,
  );
});
