/**
 * `npm run tiles:build -- <extract.osm.pbf> [--ocean water_polygons.shp] [--remote] [--persist-to DIR]` (any file
 * osmium-tool reads: .osm.pbf, .osm, .osm.bz2): makes
 * the guide's own basemap from an OpenStreetMap extract and stores it in D1 (the local one by default, the
 * deployed one with --remote), where /tiles/{z}/{x}/{y}.mvt serves it.
 *
 * - tilemaker (Debian: apt-get install tilemaker) cuts the extract into vector tiles, zooms 8 to 14, with the
 *   guide's own profile (scripts/osm/tiles/: streets, water, parks, land use, buildings, place names); the map
 *   draws zooms past 14 from the zoom-14 tiles.
 * - The sea is not in OpenStreetMap's objects (coastlines are lines): it is built from the extract's own
 *   coastline with osmcoastline (scripts/osm/tiles/sea.ts; apt-get install osmcoastline), or taken from the
 *   water polygons shapefile given with --ocean (osmdata.openstreetmap.de, "water-polygons-split-4326").
 * - Visitors never see half a build: tiles are written under a new generation, and one statement switches the
 *   basemap to it when all are in; the old one is then deleted. Several regions make one basemap when their
 *   extracts are merged first (osmium merge).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASEMAP_TILESET } from "../app/modules/maps/index";
import { mapTiles, mapTilesets } from "../db/schema";
import { commandLine, isMain, runTool } from "./osm/cli";
import {
  blobLiteral,
  type D1Target,
  d1Statements,
  extractDate,
  type Generations,
  ImportError,
  insertStatements,
  nextGeneration,
  osmium,
  quote,
  STATEMENT_MAX,
  switchGeneration,
  upsertStatement,
} from "./osm/d1";
import { seaShapefile } from "./osm/tiles/sea";

/** Bytes of a tile a row holds: its hex literal stays under D1's statement limit. */
export const PART_BYTES = Math.floor((STATEMENT_MAX - 200) / 2);
/** Statements a file of SQL holds: one `wrangler d1 execute` each. */
const FILE_STATEMENTS = 400;

const PROFILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "osm", "tiles");

export interface BuildOptions extends D1Target {
  file: string;
  /** The water polygons shapefile (.shp, with its .shx/.dbf beside it), for the sea. */
  ocean?: string;
  log?: (line: string) => void;
}

export interface BuildOutcome {
  generation: number;
  tiles: number;
  bytes: number;
  dataAt: string | null;
  seconds: number;
}

/** The basemap's generations: map_tilesets names the visible one; every tile carries its own. */
const TILE_GENERATIONS: Generations = {
  visible: `SELECT generation FROM map_tilesets WHERE name = ${quote(BASEMAP_TILESET)}`,
  highest: "SELECT max(generation) FROM map_tiles",
  deleteRows: (which) => `DELETE FROM map_tiles WHERE generation ${which}`,
};

/** The tiles tilemaker wrote into `dir` ({z}/{x}/{y}.pbf), in order. */
function tilesIn(dir: string): { z: number; x: number; y: number; file: string }[] {
  const found: { z: number; x: number; y: number; file: string }[] = [];
  const numbered = (d: string) => readdirSync(d).filter((n) => /^\d+(\.pbf)?$/.test(n));
  for (const z of numbered(dir))
    for (const x of numbered(path.join(dir, z)))
      for (const y of numbered(path.join(dir, z, x)))
        found.push({ z: Number(z), x: Number(x), y: Number.parseInt(y, 10), file: path.join(dir, z, x, y) });
  return found.sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
}

export function buildTiles(opts: BuildOptions): BuildOutcome {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const dataAt = extractDate(opts.file);
  const work = mkdtempSync(path.join(tmpdir(), "tablescout-tiles-"));
  try {
    // The profile, with the sea: the shapefile given, else the one the extract's coastline makes (if any).
    const config = JSON.parse(readFileSync(path.join(PROFILE, "config.json"), "utf8"));
    if (opts.ocean && (!opts.ocean.endsWith(".shp") || !statSync(opts.ocean, { throwIfNoEntry: false })?.isFile()))
      throw new ImportError(`--ocean must name the water polygons shapefile (.shp): ${opts.ocean} is not one`);
    const sea = opts.ocean ?? seaShapefile(opts.file, work, log);
    if (sea) {
      config.layers.ocean = {
        minzoom: 8,
        maxzoom: 14,
        source: path.resolve(sea),
        write_to: "water",
        index: true,
        simplify_below: 13,
        simplify_level: 0.0001,
        simplify_ratio: 2,
      };
    }
    writeFileSync(path.join(work, "config.json"), JSON.stringify(config));
    // tilemaker reads .osm.pbf only: any file osmium reads is written as one first (which reads it to the end).
    const input = path.join(work, "extract.osm.pbf");
    const copied = osmium(["cat", "-O", "-o", input, opts.file]);
    if (copied.status !== 0)
      throw new ImportError(`osmium could not read ${opts.file} to the end: ${copied.stderr.trim().split("\n")[0]}`);
    copyFileSync(path.join(PROFILE, "process.lua"), path.join(work, "process.lua"));
    const out = path.join(work, "tiles");
    log(`› Cutting ${path.basename(opts.file)} into tiles (data of ${dataAt ?? "an unknown date"})`);
    const made = spawnSync(
      "tilemaker",
      ["--input", input, "--output", out, "--config", "config.json", "--process", "process.lua"],
      { cwd: work, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (made.error) throw new ImportError("tilemaker is needed to build the map's tiles: apt-get install tilemaker");
    if (made.status !== 0)
      throw new ImportError(`tilemaker could not read ${opts.file}: ${made.stderr.trim().split("\n").pop() ?? ""}`);
    const tiles = tilesIn(out);
    if (!tiles.length) throw new ImportError(`${opts.file} has nothing the map draws: no tiles were made`);

    const { generation } = nextGeneration(opts, TILE_GENERATIONS);

    let statements: string[] = [];
    let bytes = 0;
    let written = 0;
    const flush = () => {
      d1Statements(opts, path.join(work, "tiles.sql"), statements);
      statements = [];
      log(`  ${written.toLocaleString("en")} of ${tiles.length.toLocaleString("en")} tiles written`);
    };
    for (const tile of tiles) {
      const data = readFileSync(tile.file);
      bytes += data.length;
      for (let part = 0, at = 0; at < data.length; part++, at += PART_BYTES) {
        const row = {
          generation,
          z: tile.z,
          x: tile.x,
          y: tile.y,
          part,
          data: blobLiteral(data.subarray(at, at + PART_BYTES)),
        };
        statements.push(...insertStatements(mapTiles, [row]));
      }
      written++;
      if (statements.length >= FILE_STATEMENTS) flush();
    }
    flush();

    // The switch: the map draws the new generation from this one statement on.
    const tileset = upsertStatement(mapTilesets, {
      name: quote(BASEMAP_TILESET),
      generation,
      dataAt: dataAt ? quote(dataAt) : null,
      builtAt: Date.now(),
      tiles: tiles.length,
      bytes,
    });
    switchGeneration(opts, TILE_GENERATIONS, generation, tileset);
    const seconds = (Date.now() - started) / 1000;
    log(
      `› The map's tiles: ${tiles.length.toLocaleString("en")} (${(bytes / 1e6).toFixed(2)} MB gzipped) in ${seconds.toFixed(1)} s`,
    );
    return { generation, tiles: tiles.length, bytes, dataAt, seconds };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const usage =
    "Usage: npm run tiles:build -- <extract.osm.pbf> [--ocean water_polygons.shp] [--remote] [--persist-to DIR]";
  const { arg: file, values, target } = commandLine(process.argv.slice(2), usage, { ocean: { type: "string" } });
  await runTool(() => buildTiles({ ...target, file, ocean: values.ocean }), "✗ ");
}
