/**
 * A PMTiles version 3 archive writer: one file holding a whole tileset, which a reader (the `pmtiles` package)
 * answers tile requests from with byte-range reads. The layout, in file order:
 *
 *   header (127 bytes) | root directory | JSON metadata | leaf directories | tile data
 *
 * - The header and the root directory fit in the first 16,384 bytes, so one read of that size finds either a
 *   tile or the leaf directory that lists it.
 * - A directory lists entries (tile id, offset, length, run length) sorted by tile id; directories and the
 *   metadata are gzipped (the archive's internal compression), tiles are stored as given.
 * - Tile ids number the tiles of every zoom along a Hilbert curve, zoom 0 first (`zxyToTileId`).
 */
import { createHash, randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { zxyToTileId } from "pmtiles";

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
}

export interface ArchiveInfo {
  /** What the tiles' bytes are: gzip-compressed Mapbox Vector Tiles (tilemaker's output) by default. */
  tileCompression?: "gzip" | "none";
  minZoom: number;
  maxZoom: number;
  /** [west, south, east, north] in degrees; default: the whole world. */
  bounds?: [number, number, number, number];
  center?: [number, number, number]; // lon, lat, zoom; default: middle of bounds at minZoom
  metadata?: Record<string, unknown>; // JSON metadata (name, vector_layers...)
}

const HEADER_BYTES = 127;
/** A reader's first read: the header and the whole root directory are within it. */
const FIRST_READ_BYTES = 16_384;
/** The deepest zoom whose tile ids (up to 4^27 / 3) a JavaScript number holds exactly; the reader's limit too. */
const MAX_ZOOM = 26;
/** The web map's world: Web Mercator ends at 85.0511° north and south. */
const WORLD: [number, number, number, number] = [-180, -85.0511287798, 180, 85.0511287798];

/** Codes the header uses. */
const COMPRESSION = { none: 1, gzip: 2 } as const;
const TILE_TYPE_MVT = 1;

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  /** How many consecutive tile ids share this content; 0 marks an entry pointing at a leaf directory. */
  runLength: number;
}

/** Unsigned LEB128: 7 bits a byte, low bits first, high bit set on every byte but the last. */
function pushVarint(out: number[], value: number): void {
  let n = value;
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80); // not `>>>`: values pass 2^32
  }
  out.push(n);
}

/**
 * A directory's bytes, gzipped: the number of entries, then each column in turn: tile ids as the difference
 * from the previous entry's, run lengths, lengths, and offsets, where 0 means "right after the previous entry's
 * bytes" and anything else is offset + 1.
 */
function serializeDirectory(entries: Entry[]): Uint8Array {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let lastId = 0;
  for (const e of entries) {
    pushVarint(out, e.tileId - lastId);
    lastId = e.tileId;
  }
  for (const e of entries) pushVarint(out, e.runLength);
  for (const e of entries) pushVarint(out, e.length);
  entries.forEach((e, i) => {
    const previous = entries[i - 1];
    pushVarint(out, previous && e.offset === previous.offset + previous.length ? 0 : e.offset + 1);
  });
  return gzipSync(Uint8Array.from(out));
}

/**
 * The root directory and the leaf directories. The root is the whole directory when it fits beside the header
 * in the first read; otherwise the entries are cut into leaves of equal count, starting at 4,096 entries (or
 * the count that makes about 3,500 leaves) and growing by a fifth until the root, one entry per leaf, fits.
 */
function directories(entries: Entry[]): { root: Uint8Array; leaves: Uint8Array[] } {
  const rootLimit = FIRST_READ_BYTES - HEADER_BYTES;
  const whole = serializeDirectory(entries);
  if (whole.length <= rootLimit) return { root: whole, leaves: [] };
  for (let leafSize = Math.max(4096, entries.length / 3500); ; leafSize *= 1.2) {
    const size = Math.floor(leafSize);
    const leaves: Uint8Array[] = [];
    const rootEntries: Entry[] = [];
    let offset = 0; // from the start of the leaf directories
    for (let i = 0; i < entries.length; i += size) {
      const leaf = serializeDirectory(entries.slice(i, i + size));
      rootEntries.push({ tileId: entries[i]!.tileId, offset, length: leaf.length, runLength: 0 });
      leaves.push(leaf);
      offset += leaf.length;
    }
    const root = serializeDirectory(rootEntries);
    if (root.length <= rootLimit) return { root, leaves };
  }
}

function checkZoom(name: string, z: number): void {
  if (!Number.isInteger(z) || z < 0 || z > MAX_ZOOM) throw new Error(`${name} ${z} is not a zoom of 0 to ${MAX_ZOOM}`);
}

/** Degrees as the header stores them: a signed 32-bit integer of ten-millionths. */
function e7(degrees: number, limit: number, what: string): number {
  if (!Number.isFinite(degrees) || Math.abs(degrees) > limit) throw new Error(`${what} ${degrees} is out of range`);
  return Math.round(degrees * 1e7);
}

/** The archive's bytes. */
export function pmtilesArchive(tiles: Iterable<ArchiveTile>, info: ArchiveInfo): Uint8Array {
  checkZoom("minZoom", info.minZoom);
  checkZoom("maxZoom", info.maxZoom);
  if (info.minZoom > info.maxZoom) throw new Error(`minZoom ${info.minZoom} is above maxZoom ${info.maxZoom}`);

  // Every tile on its zoom's grid, within the archive's zooms (a reader asks for no other), at most once.
  const byId = new Map<number, ArchiveTile>();
  for (const tile of tiles) {
    const { z, x, y } = tile;
    const address = `tile ${z}/${x}/${y}`;
    if (!Number.isInteger(z) || z < info.minZoom || z > info.maxZoom) {
      throw new Error(`${address}: zoom is not within the archive's zooms ${info.minZoom} to ${info.maxZoom}`);
    }
    if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z) {
      throw new Error(`${address} is not on the zoom ${z} grid (x and y from 0 to ${2 ** z - 1})`);
    }
    const id = zxyToTileId(z, x, y);
    if (byId.has(id)) throw new Error(`${address} is given twice`);
    byId.set(id, tile);
  }

  // Tile data in tile-id order (a "clustered" archive). Identical contents are stored once: a later tile with
  // the same bytes points at the first copy, and when it also follows the previous entry's tile id and shares
  // its content, that entry's run length grows instead of a new entry being made.
  const entries: Entry[] = [];
  const chunks: Uint8Array[] = [];
  const stored = new Map<string, number>(); // content's SHA-256 -> its offset in the tile data
  let dataLength = 0;
  for (const id of [...byId.keys()].sort((a, b) => a - b)) {
    const data = byId.get(id)!.data;
    const key = createHash("sha256").update(data).digest("base64");
    let offset = stored.get(key);
    if (offset === undefined) {
      offset = dataLength;
      stored.set(key, offset);
      chunks.push(data);
      dataLength += data.byteLength;
    }
    const last = entries.at(-1);
    if (last && last.offset === offset && last.length === data.byteLength && last.tileId + last.runLength === id) {
      last.runLength++;
    } else {
      entries.push({ tileId: id, offset, length: data.byteLength, runLength: 1 });
    }
  }

  const { root, leaves } = directories(entries);
  const metadata = gzipSync(new TextEncoder().encode(JSON.stringify(info.metadata ?? {})));
  const leavesLength = leaves.reduce((sum, leaf) => sum + leaf.length, 0);
  const metadataOffset = HEADER_BYTES + root.length;
  const leavesOffset = metadataOffset + metadata.length;
  const dataOffset = leavesOffset + leavesLength;

  const [west, south, east, north] = info.bounds ?? WORLD;
  const [centerLon, centerLat, centerZoom] = info.center ?? [(west + east) / 2, (south + north) / 2, info.minZoom];
  checkZoom("center zoom", centerZoom);

  // The header: the magic "PMTiles" and version 3, then little-endian fields at fixed offsets.
  const archive = new Uint8Array(dataOffset + dataLength);
  const header = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode("PMTiles"), 0);
  header.setUint8(7, 3);
  const u64s = [
    HEADER_BYTES, // root directory offset, then length
    root.length,
    metadataOffset, // JSON metadata
    metadata.length,
    leavesOffset, // leaf directories
    leavesLength,
    dataOffset, // tile data
    dataLength,
    byId.size, // addressed tiles: every tile a reader finds
    entries.length, // tile entries: directory entries pointing at tiles (runs count once)
    stored.size, // tile contents: distinct contents stored
  ];
  u64s.forEach((value, i) => {
    header.setBigUint64(8 + 8 * i, BigInt(value), true);
  });
  header.setUint8(96, 1); // clustered: tile data in tile-id order
  header.setUint8(97, COMPRESSION.gzip); // internal compression (directories, metadata)
  header.setUint8(98, COMPRESSION[info.tileCompression ?? "gzip"]);
  header.setUint8(99, TILE_TYPE_MVT);
  header.setUint8(100, info.minZoom);
  header.setUint8(101, info.maxZoom);
  header.setInt32(102, e7(west, 180, "west"), true);
  header.setInt32(106, e7(south, 90, "south"), true);
  header.setInt32(110, e7(east, 180, "east"), true);
  header.setInt32(114, e7(north, 90, "north"), true);
  header.setUint8(118, centerZoom);
  header.setInt32(119, e7(centerLon, 180, "center longitude"), true);
  header.setInt32(123, e7(centerLat, 90, "center latitude"), true);

  let at = HEADER_BYTES;
  for (const part of [root, metadata, ...leaves, ...chunks]) {
    archive.set(part, at);
    at += part.length;
  }
  return archive;
}

/** Writes the archive to `file` (via a temporary file renamed into place, so a failed write leaves no half file). Returns its size in bytes. */
export function writePmtiles(file: string, tiles: Iterable<ArchiveTile>, info: ArchiveInfo): number {
  const archive = pmtilesArchive(tiles, info);
  // Beside the target, so the rename stays on one file system and replaces the file in one step.
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temporary, archive);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return archive.length;
}
