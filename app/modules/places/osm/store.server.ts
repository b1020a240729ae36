/**
 * Reading the OpenStreetMap places and localities an import wrote (db/schema.ts: osm_places, osm_localities,
 * osm_regions): by id, near a point, and by name. Only a region's current generation is ever read, so a visitor never sees half of an
 * import. Near a point, the rows come from the squares of about 1 km around it through the cell index (one
 * range of squares a row of latitude), never from a whole region; by name, from the full-text index.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { distanceKm } from "~/modules/places/rules";
import type { OpeningPeriod } from "~/modules/places/types";
import { cellRanges } from "./cell";
import { OSM_NODE_ID, OSM_OBJECT_ID } from "./ids";
import type { OsmLocality, OsmPlace } from "./tags";

const { osmPlaces, osmLocalities, osmRegions } = schema;

/** The two tables an import writes: places and localities, read the same way. */
type Written = typeof osmPlaces | typeof osmLocalities;

/**
 * A stored place: what tags.ts keeps, with the weekly hours parsed at import (null when not known) and the
 * IANA time zone at its point (absent in rows imported before it was kept).
 */
export type StoredOsmPlace = OsmPlace & { periods: OpeningPeriod[] | null; timeZone?: string };

/** Rows of a region's current generation only. */
const currentOf = (table: Written) =>
  sql`${table.generation} = (SELECT ${osmRegions.generation} FROM ${osmRegions} WHERE ${osmRegions.region} = ${table.region})`;
const current = currentOf(osmPlaces);
const currentLocality = currentOf(osmLocalities);

/** Rows in the squares around a point (one range of cells a row of latitude): the cell index, never a region. */
const inCellsOf = (table: Written, at: { lat: number; lng: number }, radiusM: number) =>
  sql`(${sql.join(
    cellRanges(at, radiusM).map(([from, to]) => sql`${table.cell} BETWEEN ${from} AND ${to}`),
    sql` OR `,
  )})`;

/** Rows with their distance from a point, those within `radiusM` only, nearest first, at most `limit`. */
function nearestFirst<T>(
  rows: readonly { data: unknown; lat: number; lng: number }[],
  at: { lat: number; lng: number },
  radiusM: number,
  limit: number,
): { data: T; distanceM: number }[] {
  return rows
    .map((r) => ({ data: r.data as T, distanceM: distanceKm(at, r) * 1000 }))
    .filter((r) => r.distanceM <= radiusM)
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, limit);
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
 * The places within `radiusM` of a point, nearest first, at most `limit`; with `name`, only those whose names
 * hold its words.
 */
export async function osmPlacesNear(
  db: Db,
  at: { lat: number; lng: number },
  radiusM: number,
  opts: { name?: string; limit: number },
): Promise<{ place: StoredOsmPlace; distanceM: number }[]> {
  const match = opts.name ? nameQuery(opts.name) : null;
  if (opts.name && !match) return [];
  const rows = await db
    .select({ data: osmPlaces.data, lat: osmPlaces.lat, lng: osmPlaces.lng })
    .from(osmPlaces)
    .where(
      and(
        inCellsOf(osmPlaces, at, radiusM),
        current,
        match
          ? sql`${osmPlaces.rowid} IN (SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH ${match})`
          : undefined,
      ),
    );
  return nearestFirst<StoredOsmPlace>(rows, at, radiusM, opts.limit).map((r) => ({
    place: r.data,
    distanceM: r.distanceM,
  }));
}

/** Places whose names begin with what a person is typing (autocomplete), at most `limit`. */
export async function osmNameSuggestions(db: Db, text: string, limit: number): Promise<StoredOsmPlace[]> {
  const match = nameQuery(text);
  if (!match) return [];
  const rows = await db
    .select({ data: osmPlaces.data })
    .from(osmPlaces)
    .where(
      and(sql`${osmPlaces.rowid} IN (SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH ${match})`, current),
    )
    .limit(limit);
  return rows.map(place);
}

/** The towns and neighbourhoods within `radiusM` of a point, nearest first, at most `limit`. */
export async function osmLocalitiesNear(
  db: Db,
  at: { lat: number; lng: number },
  radiusM: number,
  limit: number,
): Promise<{ locality: OsmLocality; distanceM: number }[]> {
  const rows = await db
    .select({ data: osmLocalities.data, lat: osmLocalities.lat, lng: osmLocalities.lng })
    .from(osmLocalities)
    .where(and(inCellsOf(osmLocalities, at, radiusM), currentLocality));
  return nearestFirst<OsmLocality>(rows, at, radiusM, limit).map((r) => ({
    locality: r.data,
    distanceM: r.distanceM,
  }));
}

/** Towns and neighbourhoods whose names begin with what a person is typing, at most `limit`. */
export async function osmLocalitiesNamed(db: Db, text: string, limit: number): Promise<OsmLocality[]> {
  const match = nameQuery(text);
  if (!match) return [];
  const rows = await db
    .select({ data: osmLocalities.data })
    .from(osmLocalities)
    .where(
      and(
        sql`${osmLocalities.rowid} IN (SELECT rowid FROM osm_localities_fts WHERE osm_localities_fts MATCH ${match})`,
        currentLocality,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.data as OsmLocality);
}

/** A town or neighbourhood by its id ('n123'), or null. */
export async function osmLocalityById(db: Db, id: string): Promise<OsmLocality | null> {
  if (!OSM_NODE_ID.test(id)) return null;
  const [row] = await db
    .select({ data: osmLocalities.data })
    .from(osmLocalities)
    .where(and(eq(osmLocalities.id, id), currentLocality))
    .limit(1);
  return row ? (row.data as OsmLocality) : null;
}
