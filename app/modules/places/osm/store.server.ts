/**
 * Reading the OpenStreetMap places and localities an import wrote (db/schema.ts: osm_places, osm_localities,
 * osm_regions): by id, near a point, and by name. Only a region's current generation is ever read, so a visitor never sees half of an
 * import. Near a point, the rows come from the squares of about 1 km around it through the cell index (one
 * range of squares a row of latitude), never from a whole region; by name, from the full-text index.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { distanceKm } from "~/modules/places/rules";
import type { OpeningPeriod } from "~/modules/places/types";
import { cellRanges } from "./cell";
import { OSM_NODE_ID, OSM_OBJECT_ID } from "./ids";
import type { OsmLocality, OsmPlace } from "./tags";

const { osmPlaces, osmLocalities, osmRegions } = schema;
/** The places table under another name, for the subquery that chooses the nearest rows (see osmPlacesNear). */
const near = alias(osmPlaces, "near");

/** The two tables an import writes: places and localities, read the same way. */
type Written = typeof osmPlaces | typeof osmLocalities | typeof near;

/**
 * A stored place: what tags.ts keeps, with the weekly hours parsed at import (null when not known) and the
 * IANA time zone at its point (absent in rows imported before it was kept).
 */
export type StoredOsmPlace = OsmPlace & {
  periods: OpeningPeriod[] | null;
  timeZone?: string;
  /** The ISO 3166-1 code of the country its point is in, and its town (the import's choice; absent in older rows). */
  country?: string;
  town?: TownRef;
};

/** A town as a place or neighbourhood refers to it: its id in osm_localities and its name. */
export interface TownRef {
  id: string;
  name: string;
}

/** A stored town or neighbourhood: with its country, and a neighbourhood with the town it is part of. */
export type StoredOsmLocality = OsmLocality & { country?: string; town?: TownRef };

/** Rows of a region's current generation only. */
const currentOf = (table: Written) =>
  sql`${table.generation} = (SELECT ${osmRegions.generation} FROM ${osmRegions} WHERE ${osmRegions.region} = ${table.region})`;
const current = currentOf(osmPlaces);
const currentLocality = currentOf(osmLocalities);

/**
 * Rows in the squares around a point (one range of cells a row of latitude): the cell index, never a region.
 * The ranges go to D1 as one JSON value that json_each turns into rows, each joined to the index by a range:
 * an 80 km circle spans some 150 rows of latitude, more ORs than SQLite's expression depth (100) and more
 * values than D1 binds (100).
 */
const inCellsOf = (table: Written, at: { lat: number; lng: number }, radiusM: number) =>
  sql`${table.rowid} IN (SELECT t.rowid FROM json_each(${JSON.stringify(cellRanges(at, radiusM))}) AS r JOIN ${table} AS t ON t.cell BETWEEN r.value ->> 0 AND r.value ->> 1)`;

/**
 * A row's distance from a point, squared, in degrees of latitude (an equirectangular approximation, good to
 * well under 1% within 100 km): D1 orders and cuts by it, so only the rows asked for leave the database.
 */
const nearness = (table: Written, at: { lat: number; lng: number }) => {
  const k = Math.cos((at.lat * Math.PI) / 180);
  return sql`((${table.lat} - ${at.lat}) * (${table.lat} - ${at.lat}) + (${table.lng} - ${at.lng}) * (${table.lng} - ${at.lng}) * ${k * k})`;
};
/** The same bound in those units, a little wide: the exact distance is checked on the rows that come back. */
const within = (table: Written, at: { lat: number; lng: number }, radiusM: number) =>
  sql`${nearness(table, at)} <= ${((radiusM * 1.01) / 111_195) ** 2}`;

/**
 * Rows with their distance from a point, those within `radiusM` only, nearest first; one row an object
 * (overlapping regions may both hold it: an OpenStreetMap object is one place whichever extract brought it).
 */
function nearestFirst<T>(
  rows: readonly { id: string; data: unknown; lat: number; lng: number }[],
  at: { lat: number; lng: number },
  radiusM: number,
): { data: T; distanceM: number }[] {
  return oncePerId(rows)
    .map((r) => ({ data: r.data as T, distanceM: distanceKm(at, r) * 1000 }))
    .filter((r) => r.distanceM <= radiusM)
    .sort((a, b) => a.distanceM - b.distanceM);
}

/** The first row of each object: several regions may hold the same one. */
function oncePerId<R extends { id: string }>(rows: readonly R[]): R[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/**
 * A person's words as a full-text query: each word as a quoted term (nothing they type is FTS syntax), the
 * last one as a prefix ('caf' finds 'Café'). Null when no word is left.
 */
export function nameQuery(text: string): string | null {
  const words = text
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? "*" : ""}`).join(" ");
}

const place = (row: { data: unknown }) => row.data as StoredOsmPlace;

/** A place by its id ('n123', 'w456'), or null (unknown, or removed by a later import). */
export async function osmPlaceById(db: Db, id: string): Promise<StoredOsmPlace | null> {
  if (!OSM_OBJECT_ID.test(id)) return null;
  const [row] = await db
    .select({ data: osmPlaces.data })
    .from(osmPlaces)
    .where(and(eq(osmPlaces.id, id), current))
    .limit(1);
  return row ? place(row) : null;
}

/**
 * The circles a search near a point reads in turn, the last the one asked for: when a smaller one already
 * holds as many places as are wanted, they are the nearest of the larger one too, and the larger is never
 * read. In a dense region an 80 km circle holds some 15,000 rows and its nearest 500 lie within a few
 * kilometres; in a sparse one each circle holds few rows, so reading it costs little.
 */
const STEPS_M = [10_000, 30_000];

/**
 * The places within `radiusM` of a point, nearest first, at most `limit` after the first `offset`; with
 * `name`, only those whose names hold its words (the full-text index narrows them: one circle is enough).
 */
export async function osmPlacesNear(
  db: Db,
  at: { lat: number; lng: number },
  radiusM: number,
  opts: { name?: string; limit: number; offset?: number },
): Promise<{ place: StoredOsmPlace; distanceM: number }[]> {
  const match = opts.name ? nameQuery(opts.name) : null;
  if (opts.name && !match) return [];
  const offset = opts.offset ?? 0;
  const wanted = offset + opts.limit;
  const circles = [...(match ? [] : STEPS_M.filter((r) => r < radiusM)), radiusM];
  for (const [i, circle] of circles.entries()) {
    const rows = await nearestRows(db, at, circle, wanted, match);
    if (rows.length < wanted && i < circles.length - 1) continue;
    return nearestFirst<StoredOsmPlace>(rows, at, circle)
      .slice(offset, wanted)
      .map((r) => ({ place: r.data, distanceM: r.distanceM }));
  }
  return [];
}

/**
 * The `count` rows nearest a point within `radiusM` (one an object), in two steps: they are chosen from the
 * index alone (osm_places_near_idx holds each row's square, point, generation and object id), and only the
 * rows chosen are read whole.
 */
function nearestRows(db: Db, at: { lat: number; lng: number }, radiusM: number, count: number, match: string | null) {
  const chosen = db
    .select({ rowid: sql`min(${near.rowid})` })
    .from(sql`json_each(${JSON.stringify(cellRanges(at, radiusM))}) AS r`)
    .innerJoin(near, sql`${near.cell} BETWEEN r.value ->> 0 AND r.value ->> 1`)
    .where(
      and(
        within(near, at, radiusM),
        currentOf(near),
        match
          ? sql`${near.rowid} IN (SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH ${match})`
          : undefined,
      ),
    )
    .groupBy(near.id)
    .orderBy(sql`min(${nearness(near, at)})`)
    .limit(count);
  return db
    .select({ id: osmPlaces.id, data: osmPlaces.data, lat: osmPlaces.lat, lng: osmPlaces.lng })
    .from(osmPlaces)
    .where(inArray(osmPlaces.rowid, chosen));
}

/**
 * Places whose names hold what a person typed (the last word as a prefix: autocomplete), at most `limit`;
 * the nearest to `near` first when given.
 */
export async function osmNameSuggestions(
  db: Db,
  text: string,
  limit: number,
  near?: { lat: number; lng: number },
): Promise<StoredOsmPlace[]> {
  const match = nameQuery(text);
  if (!match) return [];
  const query = db
    .select({ id: osmPlaces.id, data: osmPlaces.data })
    .from(osmPlaces)
    .where(
      and(sql`${osmPlaces.rowid} IN (SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH ${match})`, current),
    );
  const rows = await (near ? query.orderBy(nearness(osmPlaces, near)) : query).limit(limit * 2);
  return oncePerId(rows).slice(0, limit).map(place);
}

/** The towns and neighbourhoods within `radiusM` of a point, nearest first, at most `limit`. */
export async function osmLocalitiesNear(
  db: Db,
  at: { lat: number; lng: number },
  radiusM: number,
  limit: number,
): Promise<{ locality: StoredOsmLocality; distanceM: number }[]> {
  const rows = await db
    .select({ id: osmLocalities.id, data: osmLocalities.data, lat: osmLocalities.lat, lng: osmLocalities.lng })
    .from(osmLocalities)
    .where(and(inCellsOf(osmLocalities, at, radiusM), within(osmLocalities, at, radiusM), currentLocality));
  return nearestFirst<StoredOsmLocality>(rows, at, radiusM)
    .slice(0, limit)
    .map((r) => ({
      locality: r.data,
      distanceM: r.distanceM,
    }));
}

/** Towns and neighbourhoods whose names begin with what a person is typing, at most `limit`. */
export async function osmLocalitiesNamed(db: Db, text: string, limit: number): Promise<StoredOsmLocality[]> {
  const match = nameQuery(text);
  if (!match) return [];
  const rows = await db
    .select({ id: osmLocalities.id, data: osmLocalities.data })
    .from(osmLocalities)
    .where(
      and(
        sql`${osmLocalities.rowid} IN (SELECT rowid FROM osm_localities_fts WHERE osm_localities_fts MATCH ${match})`,
        currentLocality,
      ),
    )
    .orderBy(sql`CASE ${osmLocalities.kind} WHEN 'city' THEN 0 WHEN 'town' THEN 1 WHEN 'village' THEN 2 ELSE 3 END`)
    .limit(limit * 2);
  return oncePerId(rows)
    .slice(0, limit)
    .map((r) => r.data as StoredOsmLocality);
}

/** A town or neighbourhood by its id ('n123'), or null. */
export async function osmLocalityById(db: Db, id: string): Promise<StoredOsmLocality | null> {
  if (!OSM_NODE_ID.test(id)) return null;
  const [row] = await db
    .select({ data: osmLocalities.data })
    .from(osmLocalities)
    .where(and(eq(osmLocalities.id, id), currentLocality))
    .limit(1);
  return row ? (row.data as StoredOsmLocality) : null;
}

/** The kinds of locality that are towns; the others are neighbourhoods of one. */
const TOWN_KINDS = sql`${osmLocalities.kind} IN ('city', 'town', 'village')`;

/**
 * A town row's places: the count the import wrote with it, else (a row imported before it counted) its places
 * counted, each object once. Written out with the tables named: inside the subquery a bare "id" would be the
 * place's own.
 */
const townPlaces = sql<number>`coalesce(${osmLocalities.places}, (SELECT count(DISTINCT p.id) FROM osm_places p WHERE p.town = osm_localities.id AND p.generation = (SELECT r.generation FROM osm_regions r WHERE r.region = p.region)))`;

/**
 * The towns of a country with how many places each has, most first: every city and town, and the villages
 * that have a place (a village page with nothing near it helps nobody). Two regions that overlap both hold
 * a town: its count is the larger of theirs (the region that holds the other holds all of its places).
 */
export async function osmTownsOf(db: Db, country: string): Promise<{ town: StoredOsmLocality; places: number }[]> {
  const rows = await db
    .select({ data: osmLocalities.data, places: sql<number>`max(${townPlaces})` })
    .from(osmLocalities)
    .where(and(eq(osmLocalities.country, country), TOWN_KINDS, currentLocality))
    .groupBy(osmLocalities.id);
  return rows
    .filter((r) => r.places > 0 || (r.data as StoredOsmLocality).kind !== "village")
    .map((r) => ({ town: r.data as StoredOsmLocality, places: r.places }))
    .sort((a, b) => b.places - a.places || a.town.name.localeCompare(b.town.name));
}

/**
 * The countries the imported places are in (ISO codes), with how many places their towns have: read from the
 * towns (a few thousand rows for a country), never by counting every place.
 */
export async function osmCountries(db: Db): Promise<{ code: string; places: number }[]> {
  const towns = db
    .select({ country: osmLocalities.country, places: sql<number>`max(${townPlaces})`.as("places") })
    .from(osmLocalities)
    .where(and(sql`${osmLocalities.country} IS NOT NULL`, TOWN_KINDS, currentLocality))
    .groupBy(osmLocalities.id)
    .as("towns");
  const rows = await db
    .select({ country: towns.country, places: sql<number>`sum(${towns.places})` })
    .from(towns)
    .groupBy(towns.country);
  return rows.flatMap((r) => (r.country && r.places > 0 ? [{ code: r.country, places: r.places }] : []));
}

/** A town or neighbourhood of a country by its slug ('andorra-la-vella'): a town first, then the most places. */
export async function osmLocalityBySlug(db: Db, country: string, slug: string): Promise<StoredOsmLocality | null> {
  const [row] = await db
    .select({ data: osmLocalities.data })
    .from(osmLocalities)
    .where(and(eq(osmLocalities.country, country), eq(osmLocalities.slug, slug), currentLocality))
    .orderBy(sql`CASE ${osmLocalities.kind} WHEN 'city' THEN 0 WHEN 'town' THEN 1 WHEN 'village' THEN 2 ELSE 3 END`)
    .limit(1);
  return row ? (row.data as StoredOsmLocality) : null;
}
