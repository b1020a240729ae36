/**
 * The guide's own basemap, read from D1 (db/schema.ts: map_tiles, written by `npm run tiles:build`): one tile
 * of the visible generation, its parts joined in order. Tiles exist for zooms 8 to 14; the map draws closer
 * zooms from the zoom-14 tiles.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { joinBytes } from "~/modules/http/bytes";
import { BASEMAP_MAX_ZOOM, BASEMAP_MIN_ZOOM, BASEMAP_TILESET } from "./index";

const { mapTiles, mapTilesets } = schema;

/** z/x/y of a tile the basemap may have, or null: zooms BASEMAP_MIN_ZOOM-BASEMAP_MAX_ZOOM, x and y on the grid. */
export function tileAddress(z: string, x: string, y: string): { z: number; x: number; y: number } | null {
  if (![z, x, y].every((n) => /^(0|[1-9][0-9]{0,5})$/.test(n))) return null;
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  if (zoom < BASEMAP_MIN_ZOOM || zoom > BASEMAP_MAX_ZOOM) return null;
  const size = 2 ** zoom;
  return column < size && row < size ? { z: zoom, x: column, y: row } : null;
}

/**
 * The tile's bytes (a Mapbox Vector Tile, gzipped as tilemaker stores it), or null where the basemap has
 * nothing (the open sea, a place no extract covers, or no basemap built at all).
 */
export async function readTile(
  db: Db,
  at: { z: number; x: number; y: number },
): Promise<Uint8Array<ArrayBuffer> | null> {
  const rows = await db
    .select({ data: sql<ArrayBuffer | number[]>`${mapTiles.data}` })
    .from(mapTiles)
    .where(
      and(
        sql`${mapTiles.generation} = (SELECT ${mapTilesets.generation} FROM ${mapTilesets} WHERE ${mapTilesets.name} = ${BASEMAP_TILESET})`,
        eq(mapTiles.z, at.z),
        eq(mapTiles.x, at.x),
        eq(mapTiles.y, at.y),
      ),
    )
    .orderBy(asc(mapTiles.part));
  if (!rows.length) return null;
  return joinBytes(rows.map((r) => new Uint8Array(r.data)));
}
