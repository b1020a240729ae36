/**
 * The guide's own basemap, read from one PMTiles archive in R2 (written by `npm run tiles:build`): the archive
 * of the visible build (map_tilesets names it), and in it one tile. Tiles exist for zooms 8 to 14; the map
 * draws closer zooms from the zoom-14 tiles.
 *
 * A tile read costs one D1 read (which build is visible) and R2 reads of byte ranges: the archive's first
 * 16 kB (its header and root directory) once per isolate, a leaf directory once per isolate for each part of
 * the world visited, then the tile itself. The directories are kept in the isolate (pmtiles' cache), so a warm
 * isolate pays one R2 read (a class B operation) a tile. The edge cache answers the rest.
 */
import { eq } from "drizzle-orm";
import { EtagMismatch, PMTiles, type RangeResponse, SharedPromiseCache, type Source, TileType } from "pmtiles";
import { boundedCache } from "~/modules/bounded-cache";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { BASEMAP_MAX_ZOOM, BASEMAP_MIN_ZOOM, BASEMAP_TILESET, basemapArchive } from "./index";

const { mapTilesets } = schema;

/** z/x/y of a tile the basemap may have, or null: zooms BASEMAP_MIN_ZOOM-BASEMAP_MAX_ZOOM, x and y on the grid. */
export function tileAddress(z: string, x: string, y: string): { z: number; x: number; y: number } | null {
  if (![z, x, y].every((n) => /^(0|[1-9][0-9]{0,5})$/.test(n))) return null;
  const [zoom, column, row] = [Number(z), Number(x), Number(y)];
  if (zoom < BASEMAP_MIN_ZOOM || zoom > BASEMAP_MAX_ZOOM) return null;
  const size = 2 ** zoom;
  return column < size && row < size ? { z: zoom, x: column, y: row } : null;
}

/** An archive that cannot be read as the guide's basemap: missing, cut short, corrupt, or of another kind. */
export class BadArchive extends Error {}

/** Byte ranges of one R2 object, for the pmtiles reader; a read of a changed object is refused (its etag). */
class R2Source implements Source {
  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
  ) {}

  getKey(): string {
    return this.key;
  }

  async getBytes(offset: number, length: number, _signal?: AbortSignal, etag?: string): Promise<RangeResponse> {
    const object = await this.bucket.get(this.key, {
      range: { offset, length },
      ...(etag ? { onlyIf: { etagMatches: etag } } : {}),
    });
    if (!object) throw new BadArchive(`no archive ${this.key}`);
    // The object changed since its header was read (rewritten under the same key): the reader reads it afresh.
    if (!("body" in object)) throw new EtagMismatch();
    const data = await object.arrayBuffer();
    // The reader's first read asks for 16 kB whatever the archive's size; any other range is a directory or a
    // tile the header places, and one that comes back short is from an archive cut short.
    if (offset > 0 && data.byteLength !== length)
      throw new BadArchive(`${this.key} is cut short at ${offset + data.byteLength}`);
    return { data, etag: object.etag };
  }
}

/**
 * The isolate's readers, one per archive. The tiles' bytes are handed on as stored (gzipped by tilemaker:
 * the map unpacks them), so the reader's tile decompression is the identity; its directories are unpacked.
 */
const readers = boundedCache<string, PMTiles>({ max: 4 });
const reader = (bucket: R2Bucket, key: string) =>
  readers.getOrSet(key, () => new PMTiles(new R2Source(bucket, key), new SharedPromiseCache(64), async (b) => b));

/** The visible build's archive key: read on each tile the edge cache does not have, so a switch shows at once. */
async function visibleArchive(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ generation: mapTilesets.generation })
    .from(mapTilesets)
    .where(eq(mapTilesets.name, BASEMAP_TILESET));
  return row ? basemapArchive(row.generation) : null;
}

/**
 * The tile's bytes (a Mapbox Vector Tile, gzipped as tilemaker made it), or null where the basemap has
 * nothing (the open sea, a place no extract covers, or no basemap built at all). An archive that cannot be
 * read as vector tiles throws BadArchive.
 */
export async function readTile(
  db: Db,
  bucket: R2Bucket,
  at: { z: number; x: number; y: number },
): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = await visibleArchive(db);
  if (!key) return null;
  const archive = reader(bucket, key);
  try {
    const header = await archive.getHeader();
    if (header.tileType !== TileType.Mvt) throw new BadArchive(`${key} holds tiles of type ${header.tileType}`);
    const tile = await archive.getZxy(at.z, at.x, at.y);
    return tile ? new Uint8Array(tile.data) : null;
  } catch (error) {
    // The next request reads the archive afresh (it may be replaced by then), not a broken header kept here.
    readers.delete(key);
    throw error instanceof BadArchive ? error : new BadArchive(`${key}: ${(error as Error).message}`);
  }
}
