import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { Compression, PMTiles, type RangeResponse, type Source, tileIdToZxy, zxyToTileId } from "pmtiles";
import { afterAll, describe, expect, it } from "vitest";
import { type ArchiveTile, pmtilesArchive, writePmtiles } from "./pmtiles";

/** An archive in memory, as the map's reader sees a file: byte ranges. It remembers the ranges it was asked for. */
class MemorySource implements Source {
  reads: { offset: number; length: number }[] = [];
  constructor(
    private readonly bytes: Uint8Array,
    private readonly key = "memory.pmtiles",
  ) {}
  getKey() {
    return this.key;
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.reads.push({ offset, length });
    return { data: new Uint8Array(this.bytes.subarray(offset, offset + length)).buffer };
  }
}

/**
 * The archive opened as the map's reader opens it. It gunzips with node:zlib (the reader takes a decompression
 * function; its default, the DecompressionStream, is about ten times slower per tile).
 */
function open(archive: Uint8Array) {
  const source = new MemorySource(archive);
  const decompress = async (bytes: ArrayBuffer, compression: Compression) =>
    compression === Compression.Gzip ? new Uint8Array(gunzipSync(bytes)).buffer : bytes;
  return { source, reader: new PMTiles(source, undefined, decompress) };
}

/** The bytes of the archive the reader fetched last: a tile's, after getZxy found one. */
function lastRead(archive: Uint8Array, source: MemorySource): Uint8Array {
  const read = source.reads.at(-1)!;
  return archive.slice(read.offset, read.offset + read.length);
}

const text = (s: string) => new TextEncoder().encode(s);
/** Plain Uint8Arrays (zlib returns Buffers, which toEqual tells apart from the reader's bytes). */
const gzip = (s: string) => new Uint8Array(gzipSync(text(s)));
const gunzip = (bytes: Uint8Array) => new Uint8Array(gunzipSync(bytes));

/**
 * Deterministic pseudo-random numbers, so every run builds the same archive: the Park-Miller generator, whose
 * products stay below 2^53 and so are exact in a JavaScript number.
 */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

describe("pmtilesArchive (the basemap's tiles as one PMTiles file)", () => {
  // A city's tiles at zooms 8 to 10, gzipped as tilemaker writes them; two share their content.
  const cityTiles: ArchiveTile[] = [];
  for (let z = 8; z <= 10; z++) {
    const scale = 2 ** (z - 8);
    for (let x = 40 * scale; x < 41 * scale; x++) {
      for (let y = 98 * scale; y < 99 * scale + 1; y++) {
        cityTiles.push({ z, x, y, data: gzip(`streets and parks of ${z}/${x}/${y}`) });
      }
    }
  }
  cityTiles.push({ z: 8, x: 0, y: 0, data: cityTiles[0]!.data });
  const metadata = {
    name: "TableScout basemap",
    vector_layers: [{ id: "water", minzoom: 8, maxzoom: 10, fields: {} }],
  };
  const info = {
    minZoom: 8,
    maxZoom: 10,
    bounds: [-122.52, 37.7, -122.35, 37.83] as [number, number, number, number],
    center: [-122.4194, 37.7749, 9] as [number, number, number],
    metadata,
  };
  const cityArchive = pmtilesArchive(cityTiles, info);

  it("serves every tile the build made back byte for byte, and the map decodes each one", async () => {
    // The reader exactly as the map's code makes it, with its own decompression.
    const source = new MemorySource(cityArchive);
    const reader = new PMTiles(source);
    for (const tile of cityTiles) {
      const response = await reader.getZxy(tile.z, tile.x, tile.y);
      // The reader gunzips a gzip archive's tiles for its caller: what the map draws is the original tile.
      expect(new Uint8Array(response!.data)).toEqual(gunzip(tile.data));
      // And the range it read is the build's gzipped bytes exactly, as a server sends them.
      expect(lastRead(cityArchive, source)).toEqual(tile.data);
    }
  });

  it("has no tile where the build made none, so the map shows nothing there rather than a wrong place", async () => {
    const { reader } = open(cityArchive);
    expect(await reader.getZxy(8, 39, 98)).toBeUndefined();
    expect(await reader.getZxy(9, 0, 0)).toBeUndefined();
    expect(await reader.getZxy(10, 1023, 1023)).toBeUndefined();
    expect(await reader.getZxy(7, 20, 49)).toBeUndefined(); // below the archive's zooms
  });

  it("tells the map its zooms, area, starting view, tile format and metadata", async () => {
    const { reader } = open(cityArchive);
    const header = await reader.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 8,
      maxZoom: 10,
      tileType: 1, // Mapbox Vector Tiles
      tileCompression: 2, // gzip
      internalCompression: 2,
      clustered: true,
      numAddressedTiles: cityTiles.length,
      numTileEntries: cityTiles.length,
      numTileContents: cityTiles.length - 1, // the copy at 8/0/0 is stored once
      centerZoom: 9,
    });
    expect(header.minLon).toBeCloseTo(-122.52, 7);
    expect(header.minLat).toBeCloseTo(37.7, 7);
    expect(header.maxLon).toBeCloseTo(-122.35, 7);
    expect(header.maxLat).toBeCloseTo(37.83, 7);
    expect(header.centerLon).toBeCloseTo(-122.4194, 7);
    expect(header.centerLat).toBeCloseTo(37.7749, 7);
    expect(await reader.getMetadata()).toEqual(metadata);

    // Header, root directory, metadata, leaf directories (none here), tile data: in that order, end to end.
    expect(header.rootDirectoryOffset).toBe(127);
    expect(header.jsonMetadataOffset).toBe(127 + header.rootDirectoryLength);
    expect(header.leafDirectoryOffset).toBe(header.jsonMetadataOffset + header.jsonMetadataLength);
    expect(header.leafDirectoryLength).toBe(0);
    expect(header.tileDataOffset).toBe(header.leafDirectoryOffset);
    expect(header.tileDataOffset + header.tileDataLength!).toBe(cityArchive.length);
  });

  it("covers the whole world from its first zoom when the build gives no area, and stores uncompressed tiles as such", async () => {
    const tile = text("raw tile");
    const archive = pmtilesArchive([{ z: 2, x: 1, y: 2, data: tile }], {
      minZoom: 2,
      maxZoom: 5,
      tileCompression: "none",
    });
    const { reader } = open(archive);
    const header = await reader.getHeader();
    expect(header).toMatchObject({
      tileCompression: 1,
      minZoom: 2,
      maxZoom: 5,
      centerZoom: 2,
      minLon: -180,
      maxLon: 180,
    });
    expect(header.minLat).toBeCloseTo(-85.0511288, 7);
    expect(header.maxLat).toBeCloseTo(85.0511288, 7);
    expect(header.centerLon).toBe(0);
    expect(header.centerLat).toBe(0);
    expect(new Uint8Array((await reader.getZxy(2, 1, 2))!.data)).toEqual(tile);
    expect(await reader.getMetadata()).toEqual({});
  });

  it("serves every tile of a large build through leaf directories, its index still within the first read", async () => {
    // 40,000 distinct small tiles scattered over zooms 0 to 9 (349,525 places), in no particular order.
    const next = random(7);
    const ids = new Set<number>();
    while (ids.size < 40_000) ids.add(Math.floor(next() * 349_525));
    const tiles = [...ids].map((id) => {
      const [z, x, y] = tileIdToZxy(id);
      return { z, x, y, data: text(`tile ${z}/${x}/${y}`) };
    });
    const archive = pmtilesArchive(tiles, { minZoom: 0, maxZoom: 9, tileCompression: "none" });
    const { source, reader } = open(archive);
    const header = await reader.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header).toMatchObject({ numAddressedTiles: 40_000, numTileEntries: 40_000, numTileContents: 40_000 });

    for (const tile of tiles) {
      const response = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(response && new Uint8Array(response.data)).toEqual(tile.data);
    }
    // Places between the build's tiles (and before the first) are empty, not a neighbour's tile.
    let empty = 0;
    for (let id = 0; id < 349_525 && empty < 2_000; id += 97) {
      if (ids.has(id)) continue;
      empty++;
      expect(await reader.getZxy(...tileIdToZxy(id))).toBeUndefined();
    }
    // A reader reaches any tile with at most the first read, one leaf directory and the tile itself.
    source.reads = [];
    const fresh = new PMTiles(source);
    await fresh.getZxy(tiles[0]!.z, tiles[0]!.x, tiles[0]!.y);
    expect(source.reads).toHaveLength(3);
    expect(source.reads[1]!.offset).toBeGreaterThanOrEqual(header.leafDirectoryOffset);
    console.info(
      `40,000 tiles: archive ${archive.length} bytes, root ${header.rootDirectoryLength}, leaves ${header.leafDirectoryLength}, data ${header.tileDataLength}`,
    );
  }, 120_000);

  it("stores the open sea's one tile once and still draws sea everywhere around the land", async () => {
    // Zoom 6: a 4 x 4 block of land tiles, a column of 8 places the build skipped, the rest the same sea tile.
    const sea = gzip("ocean polygon covering the whole tile");
    const isLand = (x: number, y: number) => x >= 30 && x < 34 && y >= 20 && y < 24;
    const isSkipped = (x: number, y: number) => x === 50 && y < 8;
    const tiles: ArchiveTile[] = [];
    for (let x = 0; x < 64; x++) {
      for (let y = 0; y < 64; y++) {
        if (!isSkipped(x, y)) tiles.push({ z: 6, x, y, data: isLand(x, y) ? gzip(`coast ${x}/${y}`) : sea });
      }
    }
    const archive = pmtilesArchive(tiles, { minZoom: 6, maxZoom: 6 });
    // The sea's runs along the tile numbering: a new entry for each land tile, and where the sea resumes after
    // land or a skipped place.
    let runs = 0;
    let previousWasSea = false;
    const first = zxyToTileId(6, 0, 0);
    for (let id = first; id < first + 4096; id++) {
      const [, x, y] = tileIdToZxy(id);
      const seaHere = !isLand(x, y) && !isSkipped(x, y);
      if (!isSkipped(x, y) && (!seaHere || !previousWasSea)) runs++;
      previousWasSea = seaHere;
    }
    expect(runs).toBeLessThan(100);

    const { source, reader } = open(archive);
    const header = await reader.getHeader();
    expect(header).toMatchObject({ numAddressedTiles: 4096 - 8, numTileContents: 1 + 16, numTileEntries: runs });
    expect(header.tileDataLength).toBe(
      sea.length + tiles.filter((t) => isLand(t.x, t.y)).reduce((n, t) => n + t.data.length, 0),
    );
    const seaReads = new Set<number>();
    for (const tile of tiles) {
      const response = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(lastRead(archive, source)).toEqual(tile.data);
      expect(new Uint8Array(response!.data)).toEqual(gunzip(tile.data));
      if (tile.data === sea) seaReads.add(source.reads.at(-1)!.offset);
    }
    expect(seaReads.size).toBe(1); // every sea tile is the same bytes of the file
    for (let y = 0; y < 8; y++) expect(await reader.getZxy(6, 50, y)).toBeUndefined();
    console.info(`4,088 tiles (17 distinct): archive ${archive.length} bytes, ${runs} directory entries`);
  });

  it("makes an archive with no tiles that the map opens and finds empty", async () => {
    const archive = pmtilesArchive([], { minZoom: 0, maxZoom: 14 });
    const { reader } = open(archive);
    expect(await reader.getHeader()).toMatchObject({
      numAddressedTiles: 0,
      numTileEntries: 0,
      numTileContents: 0,
      tileDataLength: 0,
    });
    expect(await reader.getZxy(0, 0, 0)).toBeUndefined();
    expect(await reader.getZxy(14, 2620, 6332)).toBeUndefined();
    expect(await reader.getMetadata()).toEqual({});
    console.info(`empty archive: ${archive.length} bytes`);
  });

  it("refuses tiles off the map's grid or outside its zooms, and a place given twice", () => {
    const data = text("x");
    const info = { minZoom: 0, maxZoom: 14 };
    const build =
      (...tiles: ArchiveTile[]) =>
      () =>
        pmtilesArchive(tiles, info);
    expect(build({ z: 3, x: 8, y: 0, data })).toThrow("tile 3/8/0 is not on the zoom 3 grid (x and y from 0 to 7)");
    expect(build({ z: 3, x: 0, y: -1, data })).toThrow(/not on the zoom 3 grid/);
    expect(build({ z: 3, x: 1.5, y: 0, data })).toThrow(/not on the zoom 3 grid/);
    expect(build({ z: 15, x: 0, y: 0, data })).toThrow(/zoom is not within the archive's zooms 0 to 14/);
    expect(build({ z: -1, x: 0, y: 0, data })).toThrow(/zoom is not within/);
    expect(build({ z: 5, x: 3, y: 4, data }, { z: 4, x: 3, y: 4, data }, { z: 5, x: 3, y: 4, data })).toThrow(
      "tile 5/3/4 is given twice",
    );
    expect(() => pmtilesArchive([], { minZoom: 0, maxZoom: 27 })).toThrow(/maxZoom 27 is not a zoom of 0 to 26/);
    expect(() => pmtilesArchive([], { minZoom: 5, maxZoom: 4 })).toThrow(/minZoom 5 is above maxZoom 4/);
    expect(() => pmtilesArchive([], { ...info, bounds: [-190, 0, 10, 10] })).toThrow(/west -190 is out of range/);
  });
});

describe("writePmtiles (the archive as a file)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "pmtiles-test-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const tiles = [{ z: 1, x: 1, y: 0, data: gzip("a tile") }];
  const info = { minZoom: 0, maxZoom: 1, metadata: { name: "file test" } };

  it("writes the archive's bytes and says how many", () => {
    const file = path.join(directory, "basemap.pmtiles");
    const size = writePmtiles(file, tiles, info);
    expect(new Uint8Array(readFileSync(file))).toEqual(pmtilesArchive(tiles, info));
    expect(size).toBe(readFileSync(file).length);
    expect(readdirSync(directory)).toEqual(["basemap.pmtiles"]);
  });

  it("keeps the previous basemap file whole when a build fails, and leaves no partial file", () => {
    const file = path.join(directory, "kept.pmtiles");
    writeFileSync(file, "previous archive");
    expect(() => writePmtiles(file, [...tiles, ...tiles], info)).toThrow(/given twice/);
    expect(() => writePmtiles(path.join(directory, "missing", "x.pmtiles"), tiles, info)).toThrow(/ENOENT/);
    // The bytes are written, then the rename fails (a directory has the name): the written bytes are removed.
    mkdirSync(path.join(directory, "taken.pmtiles"));
    expect(() => writePmtiles(path.join(directory, "taken.pmtiles"), tiles, info)).toThrow();
    expect(readFileSync(file, "utf8")).toBe("previous archive");
    expect(readdirSync(directory).sort()).toEqual(["basemap.pmtiles", "kept.pmtiles", "taken.pmtiles"]);
  });
});
