/**
 * `npm run places:import -- <extract.osm.pbf> [--region NAME] [--remote] [--persist-to DIR]`: loads an
 * OpenStreetMap extract's eat/drink places into D1 (the local one by default, the deployed one with
 * --remote), as one region. Run it again with a newer extract of the same region: places gone from it are
 * removed and changed ones updated.
 *
 * - osmium-tool reads the file (Debian: apt-get install osmium-tool): it keeps the eat/drink objects
 *   (tags-filter), then writes them one per line with a way at its centre (export). This script reads that
 *   stream line by line and writes SQL in chunks, so its memory does not grow with the extract.
 * - Visitors never see half an import: the places are written under a new generation of the region, and only
 *   when all are in does one statement make it the region's generation (osm_regions); the old one is then
 *   deleted. A run that fails leaves the region as it was (and the next run clears what it left).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import tzlookup from "@photostructure/tz-lookup";
import { cellOf } from "../app/modules/places/osm/cell";
import type { StoredOsmPlace } from "../app/modules/places/osm/store.server";
import {
  EAT_DRINK,
  LOCALITY_KINDS,
  type OsmLocality,
  type OsmPlace,
  osmLocality,
  osmPlace,
} from "../app/modules/places/osm/tags";
import { type D1Target, d1, d1Statements, extractDate, ImportError, osmium, quote, STATEMENT_MAX } from "./osm/d1";
import { type WeeklyHours, weeklyHours } from "./osm/hours";

/** Places a SQL chunk holds: one `wrangler d1 execute` each. */
const CHUNK = 20_000;

export interface ImportOptions extends D1Target {
  file: string;
  region: string;
  log?: (line: string) => void;
}

export interface ImportOutcome {
  region: string;
  generation: number;
  places: number;
  /** Towns and neighbourhoods (place=city ... neighbourhood nodes with a name). */
  localities: number;
  skipped: Record<string, number>;
  hours: { read: number; unread: number };
  dataAt: string | null;
  seconds: number;
}

export { ImportError };

/** A region's name: lower-case letters, digits and dashes, as in a file name. */
export function regionOf(file: string): string {
  return path
    .basename(file)
    .replace(/\.osm(\.pbf|\.bz2|\.gz)?$|\.pbf$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
}

/**
 * The row of one place: its search names are every name it has, in any language. Its time zone (the IANA
 * zone at its point, from @photostructure/tz-lookup) lets the Worker tell whether it is open now, daylight
 * saving included.
 */
function rowSql(place: OsmPlace, hours: WeeklyHours | null, region: string, generation: number): string {
  const names = [place.name, ...Object.values(place.names)].join(" ");
  const stored: StoredOsmPlace = {
    ...place,
    periods: hours?.ok ? hours.periods : null,
    timeZone: tzlookup(place.lat, place.lng),
  };
  const data = JSON.stringify(stored);
  return `(${[
    quote(place.id),
    quote(region),
    generation,
    cellOf(place.lat, place.lng),
    place.lat,
    place.lng,
    quote(place.name),
    quote(names),
    quote(data),
  ].join(", ")})`;
}

/** A town's or neighbourhood's row. */
function localitySql(locality: OsmLocality, region: string, generation: number): string {
  const names = [locality.name, ...Object.values(locality.names)].join(" ");
  return `(${[
    quote(locality.id),
    quote(region),
    generation,
    quote(locality.kind),
    cellOf(locality.lat, locality.lng),
    locality.lat,
    locality.lng,
    quote(locality.name),
    quote(names),
    quote(JSON.stringify(locality)),
  ].join(", ")})`;
}

/** Rows as few INSERTs as D1's statement limit allows. */
function inserts(head: string, rows: readonly string[]): string[] {
  const statements: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const row of rows) {
    if (batch.length && size + row.length > STATEMENT_MAX) {
      statements.push(`${head}\n${batch.join(",\n")};`);
      batch = [];
      size = 0;
    }
    batch.push(row);
    size += row.length + 2;
  }
  if (batch.length) statements.push(`${head}\n${batch.join(",\n")};`);
  return statements;
}

/** Deletes a region's places and localities of the generations `which` selects ('> 3', '<> 4'). */
const deleteGenerations = (region: string, which: string) =>
  `DELETE FROM osm_places WHERE region = ${quote(region)} AND generation ${which}; DELETE FROM osm_localities WHERE region = ${quote(region)} AND generation ${which}`;

/** Where a feature of osmium's export is: a node's point, or the centre of a way's points. */
function centreOf(geometry: { type: string; coordinates: unknown }): { lat: number; lng: number } {
  const points: number[][] =
    geometry.type === "Point"
      ? [geometry.coordinates as number[]]
      : geometry.type === "LineString"
        ? (geometry.coordinates as number[][])
        : geometry.type === "Polygon"
          ? (geometry.coordinates as number[][][])[0]!
          : (geometry.coordinates as number[][][][])[0]![0]!;
  const lng = points.reduce((n, p) => n + p[0]!, 0) / points.length;
  const lat = points.reduce((n, p) => n + p[1]!, 0) / points.length;
  return { lat, lng };
}

/**
 * The object a feature is: osmium names a node 'n…', an open way 'w…' and an area 'a…' (a closed way's area
 * is its id times two; a relation's, times two plus one: relations are not listed).
 */
function objectOf(id: unknown): { type: "node" | "way"; id: string } | null {
  const m = typeof id === "string" ? /^([nwa])(\d+)$/.exec(id) : null;
  if (!m) return null;
  if (m[1] === "n") return { type: "node", id: m[2]! };
  if (m[1] === "w") return { type: "way", id: m[2]! };
  const area = BigInt(m[2]!);
  return area % 2n === 0n ? { type: "way", id: String(area / 2n) } : null;
}

export async function importPlaces(opts: ImportOptions): Promise<ImportOutcome> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(opts.region))
    throw new ImportError(`A region's name is lower-case letters, digits and dashes: "${opts.region}" is not one.`);
  const dataAt = extractDate(opts.file);

  // What a run that failed before left behind, then the generation this run writes.
  const [current] = d1(opts, {
    command: `SELECT (SELECT generation FROM osm_regions WHERE region = ${quote(opts.region)}) AS visible, (SELECT max(generation) FROM osm_places WHERE region = ${quote(opts.region)}) AS highest`,
  }) as { visible: number | null; highest: number | null }[];
  const visible = current?.visible ?? 0;
  if ((current?.highest ?? 0) > visible) d1(opts, { command: deleteGenerations(opts.region, `> ${visible}`) });
  const generation = visible + 1;
  log(`› ${opts.region}: reading ${path.basename(opts.file)} (data of ${dataAt ?? "an unknown date"})`);

  const work = mkdtempSync(path.join(tmpdir(), "tablescout-osm-"));
  try {
    const filtered = path.join(work, "eat-drink.osm.pbf");
    const filter = osmium([
      "tags-filter",
      "-O",
      "-o",
      filtered,
      opts.file,
      `nw/amenity=${EAT_DRINK.join(",")}`,
      `n/place=${LOCALITY_KINDS.join(",")}`,
    ]);
    if (filter.status !== 0)
      throw new ImportError(`osmium could not read ${opts.file} to the end: ${filter.stderr.trim().split("\n")[0]}`);

    const exporter = spawn("osmium", [
      "export",
      filtered,
      "-f",
      "geojsonseq",
      "-x",
      "print_record_separator=false",
      "--add-unique-id=type_id",
      "--geometry-types=point,linestring,polygon",
      "-o",
      "-",
    ]);
    let stderr = "";
    exporter.stderr.on("data", (d) => (stderr += d));
    const exited = new Promise<number>((resolve) => exporter.on("close", (code) => resolve(code ?? 1)));

    const seen = new Set<string>();
    const skipped: Record<string, number> = {};
    const hoursCount = { read: 0, unread: 0 };
    let rows: string[] = [];
    let localityRows: string[] = [];
    let places = 0;
    let localities = 0;
    let chunkNo = 0;
    const flush = () => {
      if (!rows.length && !localityRows.length) return;
      const statements = [
        ...inserts("INSERT INTO osm_places (id, region, generation, cell, lat, lng, name, names, data) VALUES", rows),
        ...inserts(
          "INSERT INTO osm_localities (id, region, generation, kind, cell, lat, lng, name, names, data) VALUES",
          localityRows,
        ),
      ];
      const file = path.join(work, `chunk-${chunkNo++}.sql`);
      d1Statements(opts, file, statements);
      rmSync(file);
      log(`  ${places.toLocaleString("en")} places written (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      rows = [];
      localityRows = [];
    };
    for await (const line of createInterface({ input: exporter.stdout })) {
      if (!line.trim()) continue;
      const feature = JSON.parse(line) as {
        id?: unknown;
        geometry: { type: string; coordinates: unknown };
        properties: Record<string, unknown>;
      };
      const object = objectOf(feature.id);
      if (!object) {
        skipped.relation = (skipped.relation ?? 0) + 1;
        continue;
      }
      // A closed way comes twice (its line and its area): once is enough.
      const key = `${object.type}${object.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (feature.properties?.place !== undefined && feature.properties.amenity === undefined) {
        const locality = osmLocality(object, feature.properties, centreOf(feature.geometry));
        if (locality) {
          localityRows.push(localitySql(locality, opts.region, generation));
          localities++;
        }
        continue;
      }
      const outcome = osmPlace(object, feature.properties ?? {}, centreOf(feature.geometry));
      if (!outcome.ok) {
        skipped[outcome.reason] = (skipped[outcome.reason] ?? 0) + 1;
        continue;
      }
      const hours = outcome.place.openingHours ? weeklyHours(outcome.place.openingHours) : null;
      if (hours) hoursCount[hours.ok ? "read" : "unread"]++;
      rows.push(rowSql(outcome.place, hours, opts.region, generation));
      places++;
      if (rows.length >= CHUNK) flush();
    }
    if ((await exited) !== 0)
      throw new ImportError(`osmium could not read ${opts.file} to the end: ${stderr.trim().split("\n")[0]}`);
    flush();

    // The switch: the region's places are the new generation's from this one statement on.
    d1(opts, {
      command: `INSERT INTO osm_regions (region, generation, data_at, imported_at, places) VALUES (${quote(opts.region)}, ${generation}, ${dataAt ? quote(dataAt) : "NULL"}, ${Date.now()}, ${places}) ON CONFLICT(region) DO UPDATE SET generation = excluded.generation, data_at = excluded.data_at, imported_at = excluded.imported_at, places = excluded.places`,
    });
    d1(opts, { command: deleteGenerations(opts.region, `<> ${generation}`) });
    const seconds = (Date.now() - started) / 1000;
    log(
      `› ${opts.region}: ${places.toLocaleString("en")} places and ${localities.toLocaleString("en")} towns and neighbourhoods in ${seconds.toFixed(1)} s; not listed: ${
        Object.entries(skipped)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ") || "none"
      }; opening hours read ${hoursCount.read}, not understood ${hoursCount.unread}`,
    );
    return { region: opts.region, generation, places, localities, skipped, hours: hoursCount, dataAt, seconds };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The command line (Node's own argument parser: an unknown option is an error, not ignored). */
async function main(args: string[]) {
  const usage = "Usage: npm run places:import -- <extract.osm.pbf> [--region NAME] [--remote] [--persist-to DIR]";
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const file = positionals[0]!;
  try {
    await importPlaces({
      file,
      region: values.region ?? regionOf(file),
      remote: values.remote ?? false,
      persistTo: values["persist-to"],
    });
  } catch (error) {
    console.error(error instanceof ImportError ? `The import stopped, and changed nothing: ${error.message}` : error);
    process.exit(1);
  }
}

const parseCommand = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: { region: { type: "string" }, remote: { type: "boolean" }, "persist-to": { type: "string" } },
  });

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv.slice(2));
