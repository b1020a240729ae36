/**
 * `npm run tiles:build -- <extract.osm.pbf> [--ocean water_polygons.shp] [--remote] [--persist-to DIR]` (any file
 * osmium-tool reads: .osm.pbf, .osm, .osm.bz2): makes
 * the guide's own basemap from an OpenStreetMap extract: one PMTiles archive, stored in R2 (the local bucket by
 * default, the deployed one with --remote) and named in D1's map_tilesets, where /tiles/{z}/{x}/{y}.mvt reads it.
 *
 * - tilemaker (Debian: apt-get install tilemaker) cuts the extract into vector tiles, zooms 8 to 14, with the
 *   guide's own profile (scripts/osm/tiles/: streets, water, parks, land use, buildings, place names); the map
 *   draws zooms past 14 from the zoom-14 tiles.
 * - The sea is not in OpenStreetMap's objects (coastlines are lines): it is built from the extract's own
 *   coastline with osmcoastline (scripts/osm/tiles/sea.ts; apt-get install osmcoastline), or taken from the
 *   water polygons shapefile given with --ocean (osmdata.openstreetmap.de, "water-polygons-split-4326").
 * - The archive is written to the published PMTiles v3 layout (scripts/osm/tiles/pmtiles.ts): a header, a
 *   directory of tile ids, then the tiles, so the Worker reads a tile with one or two byte-range reads.
 * - Visitors never see half a build: each build's archive has a key of its own, and one statement switches the
 *   basemap to it when it is all in R2; the old archive is then deleted. Several regions make one basemap when
 *   their extracts are merged first (osmium merge).
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BASEMAP_TILESET, basemapArchive } from "../app/modules/maps/index";
import { mapTilesets } from "../db/schema";
import { r2Object } from "./lib/worker.mjs";
import { commandLine, isMain, runTool } from "./osm/cli";
import { type D1Target, d1, extractDate, ImportError, osmium, quote, upsertStatement } from "./osm/d1";
import { type ArchiveTile, writePmtiles } from "./osm/tiles/pmtiles";
import { seaShapefile } from "./osm/tiles/sea";

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

/** The visible build's generation (0: none yet). */
const VISIBLE = `SELECT generation FROM map_tilesets WHERE name = ${quote(BASEMAP_TILESET)}`;

/** What tilemaker says of its tiles (metadata.json: name, bounds, the layers and their fields), for the archive. */
function tileMetadata(dir: string): { bounds?: [number, number, number, number]; [key: string]: unknown } {
  try {
    return JSON.parse(readFileSync(path.join(dir, "metadata.json"), "utf8"));
  } catch {
    return {};
  }
}

/** The tiles tilemaker wrote into `dir` ({z}/{x}/{y}.pbf). */
function* tilesIn(dir: string): Generator<ArchiveTile> {
  const numbered = (d: string) => readdirSync(d).filter((n) => /^\d+(\.pbf)?$/.test(n));
  for (const z of numbered(dir))
    for (const x of numbered(path.join(dir, z)))
      for (const y of numbered(path.join(dir, z, x)))
        yield { z: Number(z), x: Number(x), y: Number.parseInt(y, 10), data: readFileSync(path.join(dir, z, x, y)) };
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
    const archive = path.join(work, "basemap.pmtiles");
    const metadata = tileMetadata(out);
    const info = {
      minZoom: config.settings.minzoom,
      maxZoom: config.settings.maxzoom,
      bounds: metadata.bounds,
      metadata,
    };
    // The writer holds a build in memory anyway (see decision 021 for the planet's).
    const tiles = [...tilesIn(out)];
    const count = tiles.length;
    const bytes = tiles.reduce((sum, tile) => sum + tile.data.length, 0);
    const size = writePmtiles(archive, tiles, info);
    if (!count) throw new ImportError(`${opts.file} has nothing the map draws: no tiles were made`);

    // The archive goes under a key of its own build; the map switches to it in one statement, then the
    // previous build's archive is deleted. A run that fails before the switch leaves the map as it was.
    const [row] = d1(opts, { command: VISIBLE }) as { generation: number }[];
    const visible = row?.generation ?? 0;
    const generation = visible + 1;
    log(`› Writing the archive (${(size / 1e6).toFixed(2)} MB, ${count.toLocaleString("en")} tiles) to R2`);
    try {
      r2Object(opts, "put", basemapArchive(generation), [
        "--file",
        archive,
        "--content-type",
        "application/vnd.pmtiles",
      ]);
    } catch (error) {
      throw new ImportError((error as Error).message);
    }
    d1(opts, {
      command: upsertStatement(mapTilesets, {
        name: quote(BASEMAP_TILESET),
        generation,
        dataAt: dataAt ? quote(dataAt) : null,
        builtAt: Date.now(),
        tiles: count,
        bytes,
      }),
    });
    if (visible) {
      try {
        r2Object(opts, "delete", basemapArchive(visible));
      } catch (error) {
        log(`  The previous archive stays in R2 (${(error as Error).message}): delete ${basemapArchive(visible)}`);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    log(
      `› The map's tiles: ${count.toLocaleString("en")} (${(bytes / 1e6).toFixed(2)} MB gzipped) in ${seconds.toFixed(1)} s`,
    );
    return { generation, tiles: count, bytes, dataAt, seconds };
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
