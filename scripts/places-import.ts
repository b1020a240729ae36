/**
 * `npm run places:import -- <extract.osm.pbf> [--region NAME] [--force] [--remote] [--persist-to DIR]`: loads
 * an OpenStreetMap extract's eat/drink places and its towns into D1 (the local one by default, migrated first;
 * the deployed one with --remote), as one region. Run it again with a newer extract of the same region: places
 * gone from it are removed and changed ones updated; an extract that would remove most of the region's places
 * is refused (saying which) unless --force. Regions may overlap (a country and its neighbour's extract): the
 * pages show an OpenStreetMap object once, whichever region brought it.
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
import tzlookup from "@photostructure/tz-lookup";
import { cellOf } from "../app/modules/places/osm/cell";
import type { StoredOsmLocality, StoredOsmPlace } from "../app/modules/places/osm/store.server";
import {
  EAT_DRINK,
  LOCALITY_KINDS,
  type OsmPlace,
  osmLocality,
  osmPlace,
  searchNames,
} from "../app/modules/places/osm/tags";
import { slugify } from "../app/modules/slug";
import { osmLocalities, osmPlaces, osmRegions } from "../db/schema";
import { commandLine, isMain, runTool } from "./osm/cli";
import {
  type D1Target,
  d1,
  d1Statements,
  extractDate,
  type Generations,
  ImportError,
  insertStatements,
  nextGeneration,
  osmium,
  prepareLocal,
  quote,
  type SqlRow,
  switchGeneration,
  upsertStatement,
} from "./osm/d1";
import { countryAt, isTownKind, type Town, TownIndex } from "./osm/geography";
import { type WeeklyHours, weeklyHours } from "./osm/hours";

/** Places a SQL chunk holds: one `wrangler d1 execute` each. */
const CHUNK = 20_000;

export interface ImportOptions extends D1Target {
  file: string;
  region: string;
  /** Replace the region even when the extract would remove most of its places. */
  force?: boolean;
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

/** A place's or locality's town as its data keeps it: the id (its results page is found by it) and name. */
const townRef = (town: Town | undefined) => (town ? { id: town.id, name: town.name } : undefined);

/**
 * The columns a place's row and a locality's share: the object, the region's generation it belongs to, its
 * square and point, its name, and its search names: every name it has, in any language.
 */
function locatedColumns(
  object: Pick<OsmPlace, "id" | "name" | "names" | "lat" | "lng">,
  region: string,
  generation: number,
) {
  return {
    id: quote(object.id),
    region: quote(region),
    generation,
    cell: cellOf(object.lat, object.lng),
    lat: object.lat,
    lng: object.lng,
    name: quote(object.name),
    names: quote(searchNames([object.name, ...Object.values(object.names)])),
  };
}

/**
 * The row of one place. Its time zone (the IANA zone at its point, from @photostructure/tz-lookup) lets the
 * Worker tell whether it is open now, daylight saving included; its country and town (geography.ts) give it
 * its address and its one URL.
 */
function placeRow(
  place: OsmPlace,
  hours: WeeklyHours | null,
  where: { country?: string; town?: Town },
  region: string,
  generation: number,
): SqlRow<typeof osmPlaces> {
  const stored: StoredOsmPlace = {
    ...place,
    periods: hours?.ok ? hours.periods : null,
    timeZone: tzlookup(place.lat, place.lng),
    ...(where.country ? { country: where.country } : {}),
    ...(where.town ? { town: townRef(where.town) } : {}),
  };
  return {
    ...locatedColumns(place, region, generation),
    data: quote(JSON.stringify(stored)),
    country: where.country ? quote(where.country) : null,
    town: where.town ? quote(where.town.id) : null,
  };
}

/** A town's or neighbourhood's row (a neighbourhood keeps the town it is part of). */
function localityRow(
  locality: StoredOsmLocality,
  region: string,
  generation: number,
  places: number | null,
): SqlRow<typeof osmLocalities> {
  return {
    ...locatedColumns(locality, region, generation),
    kind: quote(locality.kind),
    data: quote(JSON.stringify(locality)),
    country: locality.country ? quote(locality.country) : null,
    slug: quote(slugify(locality.name)),
    places,
  };
}

/** A region's generations: its entry in osm_regions names the visible one; its places and localities carry theirs. */
const regionGenerations = (region: string): Generations => ({
  visible: `SELECT generation FROM osm_regions WHERE region = ${quote(region)}`,
  highest: `SELECT max(generation) FROM osm_places WHERE region = ${quote(region)}`,
  deleteRows: (which) =>
    `DELETE FROM osm_places WHERE region = ${quote(region)} AND generation ${which}; DELETE FROM osm_localities WHERE region = ${quote(region)} AND generation ${which}`,
});

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

type OsmObject = { type: "node" | "way" | "relation"; id: string };

/**
 * The object a feature is: osmium names a node 'n…', an open way 'w…' and an area 'a…' (a closed way's area
 * is its id times two; a multipolygon relation's, times two plus one).
 */
function objectOf(id: unknown): OsmObject | null {
  const m = typeof id === "string" ? /^([nwa])(\d+)$/.exec(id) : null;
  if (!m) return null;
  if (m[1] === "n") return { type: "node", id: m[2]! };
  if (m[1] === "w") return { type: "way", id: m[2]! };
  const area = BigInt(m[2]!);
  return area % 2n === 0n ? { type: "way", id: String(area / 2n) } : { type: "relation", id: String(area / 2n) };
}

/** The places of a region's visible generation that a new one lacks: how many, of how many, a few names. */
function removedBy(
  target: D1Target,
  region: string,
  visible: number,
  next: number,
): { count: number; of: number; names: string[] } {
  const gone = `FROM osm_places o WHERE o.region = ${quote(region)} AND o.generation = ${visible} AND NOT EXISTS (SELECT 1 FROM osm_places n WHERE n.region = o.region AND n.generation = ${next} AND n.id = o.id)`;
  const [counts] = d1(target, {
    command: `SELECT (SELECT count(*) ${gone}) AS count, (SELECT count(*) FROM osm_places WHERE region = ${quote(region)} AND generation = ${visible}) AS of`,
  }) as { count: number; of: number }[];
  const names = (d1(target, { command: `SELECT o.name ${gone} ORDER BY o.name LIMIT 5` }) as { name: string }[]).map(
    (r) => r.name,
  );
  return { count: counts?.count ?? 0, of: counts?.of ?? 0, names };
}

/** Keeps the objects of an extract that match osmium tag expressions, in a file of their own. */
function filterTo(file: string, out: string, expressions: string[]): void {
  const filter = osmium(["tags-filter", "-O", "-o", out, file, ...expressions]);
  if (filter.status !== 0)
    throw new ImportError(`osmium could not read ${file} to the end: ${filter.stderr.trim().split("\n")[0]}`);
}

/** How many relations a file holds (osmium fileinfo). */
function relationsIn(file: string): number {
  const info = osmium(["fileinfo", "-e", "-g", "data.count.relations", file]);
  return info.status === 0 ? Number(info.stdout.trim()) || 0 : 0;
}

/**
 * The objects of a file one by one, as osmium's export writes them (a way at the centre of its points), read
 * line by line so that memory does not grow with the extract.
 */
async function* features(file: string): AsyncGenerator<{
  object: OsmObject;
  properties: Record<string, unknown>;
  at: { lat: number; lng: number };
}> {
  const exporter = spawn("osmium", [
    "export",
    file,
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
  for await (const line of createInterface({ input: exporter.stdout })) {
    if (!line.trim()) continue;
    const feature = JSON.parse(line) as {
      id?: unknown;
      geometry: { type: string; coordinates: unknown };
      properties: Record<string, unknown> | null;
    };
    const object = objectOf(feature.id);
    if (object) yield { object, properties: feature.properties ?? {}, at: centreOf(feature.geometry) };
  }
  if ((await exited) !== 0)
    throw new ImportError(`osmium could not read ${file} to the end: ${stderr.trim().split("\n")[0]}`);
}

export async function importPlaces(opts: ImportOptions): Promise<ImportOutcome> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(opts.region))
    throw new ImportError(`A region's name is lower-case letters, digits and dashes: "${opts.region}" is not one.`);
  const dataAt = extractDate(opts.file);
  await prepareLocal(opts);

  const generations = regionGenerations(opts.region);
  const { visible, generation } = nextGeneration(opts, generations);
  log(`› ${opts.region}: reading ${path.basename(opts.file)} (data of ${dataAt ?? "an unknown date"})`);

  const work = mkdtempSync(path.join(tmpdir(), "tablescout-osm-"));
  try {
    // Two passes over the extract: its towns first (few), since each place is filed under one of them.
    const townsFile = path.join(work, "towns.osm.pbf");
    const placesFile = path.join(work, "eat-drink.osm.pbf");
    filterTo(opts.file, townsFile, [`n/place=${LOCALITY_KINDS.join(",")}`]);
    filterTo(opts.file, placesFile, [`nwr/amenity=${EAT_DRINK.join(",")}`]);

    const seen = new Set<string>();
    const skipped: Record<string, number> = {};
    const hoursCount = { read: 0, unread: 0 };
    const towns = new TownIndex();
    const found: StoredOsmLocality[] = [];
    for await (const { object, properties, at } of features(townsFile)) {
      if (object.type !== "node" || seen.has(`n${object.id}`)) continue;
      seen.add(`n${object.id}`);
      const locality = osmLocality(object, properties, at);
      if (!locality) continue;
      const country = countryAt(locality.lat, locality.lng);
      const stored: StoredOsmLocality = { ...locality, ...(country ? { country } : {}) };
      towns.add(stored);
      found.push(stored);
    }
    // How many places each town is given: written with the towns, after the places.
    const placesOf = new Map<string, number>();
    const localities = found.length;
    let localityRows: SqlRow<typeof osmLocalities>[] = [];

    let rows: SqlRow<typeof osmPlaces>[] = [];
    let places = 0;
    let chunkNo = 0;
    const flush = () => {
      if (!rows.length && !localityRows.length) return;
      const statements = [...insertStatements(osmPlaces, rows), ...insertStatements(osmLocalities, localityRows)];
      const file = path.join(work, `chunk-${chunkNo++}.sql`);
      d1Statements(opts, file, statements);
      rmSync(file);
      log(`  ${places.toLocaleString("en")} places written (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      rows = [];
      localityRows = [];
    };
    for await (const { object, properties, at } of features(placesFile)) {
      // A closed way comes twice (its line and its area): once is enough.
      const key = `${object.type[0]}${object.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const outcome = osmPlace(object, properties, at);
      if (!outcome.ok) {
        skipped[outcome.reason] = (skipped[outcome.reason] ?? 0) + 1;
        continue;
      }
      const hours = outcome.place.openingHours ? weeklyHours(outcome.place.openingHours) : null;
      if (hours) hoursCount[hours.ok ? "read" : "unread"]++;
      const country = countryAt(outcome.place.lat, outcome.place.lng);
      const town = towns.townOf({ ...outcome.place, country, city: outcome.place.address.city });
      rows.push(placeRow(outcome.place, hours, { country, town }, opts.region, generation));
      if (town) placesOf.set(town.id, (placesOf.get(town.id) ?? 0) + 1);
      places++;
      if (rows.length >= CHUNK) flush();
    }
    // Relations the export could not make an area of (a 'site' relation, a broken multipolygon) are counted.
    const relations = relationsIn(placesFile) - [...seen].filter((k) => k.startsWith("r")).length;
    if (relations > 0) skipped["relation-without-area"] = relations;
    localityRows = found.map((l) => {
      if (isTownKind(l.kind)) return localityRow(l, opts.region, generation, placesOf.get(l.id) ?? 0);
      // A neighbourhood is part of the town that reaches it (the same rule as a place's).
      const town = towns.townOf(l);
      return localityRow(town ? { ...l, town: townRef(town) } : l, opts.region, generation, null);
    });
    flush();

    // An extract that would take most of a region away (an empty or truncated download, the wrong file) is
    // refused unless the operator says so: what it would remove is named, and nothing changes.
    if (visible > 0 && !opts.force) {
      const gone = removedBy(opts, opts.region, visible, generation);
      if (gone.count > 0 && gone.count * 2 > gone.of) {
        d1(opts, { command: generations.deleteRows(`= ${generation}`) });
        throw new ImportError(
          `${path.basename(opts.file)} would remove ${gone.count.toLocaleString("en")} of the ${gone.of.toLocaleString("en")} places of region "${opts.region}" (${gone.names.join(", ")}${gone.count > gone.names.length ? ", …" : ""}). If that is right, run it again with --force.`,
        );
      }
    }

    // The switch: the region's places are the new generation's from this one statement on.
    const entry = upsertStatement(osmRegions, {
      region: quote(opts.region),
      generation,
      dataAt: dataAt ? quote(dataAt) : null,
      importedAt: Date.now(),
      places,
    });
    switchGeneration(opts, generations, generation, entry);
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

if (isMain(import.meta.url)) {
  const usage =
    "Usage: npm run places:import -- <extract.osm.pbf> [--region NAME] [--force] [--remote] [--persist-to DIR]";
  const {
    arg: file,
    values,
    target,
  } = commandLine(process.argv.slice(2), usage, {
    region: { type: "string" },
    force: { type: "boolean" },
  });
  await runTool(
    () => importPlaces({ ...target, file, region: values.region ?? regionOf(file), force: values.force ?? false }),
    "The import stopped, and changed nothing: ",
  );
}
