/**
 * The OpenStreetMap import against a real local D1 (wrangler's, in a directory of its own) and osmium-tool, on
 * small OSM files written for the tests (tests/fixtures/osm): what it keeps, how a newer extract replaces a
 * region, and that a file it cannot read changes nothing.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellOf } from "../app/modules/places/osm/cell";
import { localD1, SCRIPT_TEST_MS } from "../tests/local-d1";
import { ImportError, importPlaces, regionOf } from "./places-import";
import { removeRegion } from "./places-remove";

const FIXTURES = path.join(__dirname, "../tests/fixtures/osm");
const d1 = localD1("tablescout-osm-test-");
const { persistTo, query } = d1;
const quiet = () => {};

/** The places visitors can see: the rows of each region's current generation. */
const visible = () =>
  query<{ id: string; name: string; data: string; cell: number }>(
    "SELECT p.id, p.name, p.data, p.cell FROM osm_places p JOIN osm_regions r ON r.region = p.region AND r.generation = p.generation ORDER BY p.id",
  );

beforeAll(async () => {
  execFileSync("osmium", ["--version"]);
  await d1.migrate();
}, SCRIPT_TEST_MS);
afterAll(d1.remove);

describe("npm run places:import", () => {
  it(
    "keeps a region's named eat/drink places, a building at its centre, hostile names made safe",
    async () => {
      const outcome = await importPlaces({
        file: path.join(FIXTURES, "harbour-v1.osm"),
        region: "harbour",
        remote: false,
        persistTo,
        log: quiet,
      });
      expect(outcome).toMatchObject({
        region: "harbour",
        generation: 1,
        places: 4,
        localities: 2,
        skipped: { "no-name": 1 },
      });
      expect(outcome.hours).toEqual({ read: 1, unread: 1 });
      const places = await visible();
      expect(places.map((p) => p.id)).toEqual(["n101", "n102", "n103", "w301"]);
      const [pub, quai, cafe, building] = places.map((p) => ({ ...p, data: JSON.parse(p.data) }));
      expect(pub!.data).toMatchObject({
        amenity: "pub",
        names: { ja: "スターズ・アンド・バーズ" },
        foods: ["Burger"],
        otherCuisines: ["american"],
        takeout: true,
        outdoorSeating: false,
        website: "http://www.starsnbars.example/",
        // Its time zone, for open-now in its own time (daylight saving included).
        timeZone: "Europe/Monaco",
        periods: expect.arrayContaining([
          { open: { day: 1, hour: 11, minute: 0 }, close: { day: 2, hour: 0, minute: 0 } },
        ]),
      });
      // Hours no parser understands: kept as written, no periods.
      expect(quai!.data).toMatchObject({
        cuisines: ["French"],
        openingHours: "whenever the chef is in",
        periods: null,
      });
      // Markup stays text (pages escape it); the direction override is gone.
      expect(cafe!.name).toBe("<script>alert(1)</script> Café");
      expect(building!.data).toMatchObject({ name: "La Salle à Manger", cuisines: ["Italian"], foods: ["Pizza"] });
      expect(building!.data.lat).toBeCloseTo(43.7304, 3);
      expect(building!.cell).toBe(cellOf(building!.data.lat, building!.data.lng));
      // Full-text search over every name, diacritics folded.
      const found = await query<{ id: string }>(
        "SELECT p.id FROM osm_places p WHERE p.rowid IN (SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH 'manger')",
      );
      expect(found.map((f) => f.id)).toEqual(["w301"]);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "replaces the region with a newer extract: gone places removed, changed ones updated, new ones added",
    async () => {
      const outcome = await importPlaces({
        file: path.join(FIXTURES, "harbour-v2.osm"),
        region: "harbour",
        remote: false,
        persistTo,
        log: quiet,
      });
      expect(outcome).toMatchObject({ generation: 2, places: 3, localities: 1 });
      expect((await visible()).map((p) => [p.id, p.name])).toEqual([
        ["n102", "Le Quai"],
        ["n106", "Gelateria del Porto"],
        ["w301", "La Salle à Manger"],
      ]);
      // Its towns and neighbourhoods too: the quarter gone, the town with its Japanese name.
      expect(
        await query(
          "SELECT l.id, l.kind, l.names FROM osm_localities l JOIN osm_regions r ON r.region = l.region AND r.generation = l.generation",
        ),
      ).toEqual([{ id: "n9002", kind: "town", names: "Beausoleil ボーソレイユ" }]);
      expect(await query("SELECT id FROM osm_localities WHERE generation = 1")).toEqual([]);
      // The old generation is gone, from the table and its search index.
      expect(await query("SELECT id FROM osm_places WHERE generation = 1")).toEqual([]);
      expect(await query("SELECT rowid FROM osm_places_fts WHERE osm_places_fts MATCH 'stars'")).toEqual([]);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "stops on a file it cannot read, a truncated extract or a bad region name, and the region stays as it was",
    async () => {
      const before = await visible();
      const dir = mkdtempSync(path.join(tmpdir(), "tablescout-osm-bad-"));
      const notOsm = path.join(dir, "notes.osm.pbf");
      writeFileSync(notOsm, "this is not an OpenStreetMap file");
      const truncated = path.join(dir, "harbour.osm");
      const xml = await import("node:fs").then((fs) => fs.readFileSync(path.join(FIXTURES, "harbour-v1.osm"), "utf8"));
      writeFileSync(truncated, xml.slice(0, Math.floor(xml.length * 0.6)));
      for (const file of [notOsm, truncated, path.join(dir, "missing.osm.pbf")])
        await expect(
          importPlaces({ file, region: "harbour", remote: false, persistTo, log: quiet }),
          file,
        ).rejects.toBeInstanceOf(ImportError);
      await expect(
        importPlaces({ file: notOsm, region: "Harbour; DROP TABLE", remote: false, persistTo, log: quiet }),
      ).rejects.toThrow(/region's name/);
      expect(await visible()).toEqual(before);
      expect(await query("SELECT generation FROM osm_regions WHERE region = 'harbour'")).toEqual([{ generation: 2 }]);
      rmSync(dir, { recursive: true, force: true });
    },
    SCRIPT_TEST_MS,
  );

  it(
    "writes a region larger than one D1 statement may be, and names that read like SQL as they are",
    async () => {
      // What wrangler reads as its own SQL, what ends a quoted value, and what reads as a comment or a dollar quote.
      const SQL_LIKE = [
        "BEGIN TRANSACTION; COMMIT; Bistro",
        "O'Brien''s'); DROP TABLE osm_places; --",
        "Café $$ /* 'x' */",
      ];
      const dir = mkdtempSync(path.join(tmpdir(), "tablescout-osm-big-"));
      const file = path.join(dir, "big.osm");
      const nodes = Array.from(
        { length: 600 },
        (_, i) =>
          `<node id="${1000 + i}" version="1" lat="${(43.7 + i / 10_000).toFixed(6)}" lon="7.42"><tag k="amenity" v="restaurant"/><tag k="name" v="${SQL_LIKE[i] ?? `Trattoria ${i} ${"della nonna ".repeat(15)}`}"/></node>`,
      );
      writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6">\n${nodes.join("\n")}\n</osm>\n`);
      const outcome = await importPlaces({ file, region: "big", remote: false, persistTo, log: quiet });
      expect(outcome).toMatchObject({ places: 600, generation: 1 });
      expect(await query("SELECT count(*) AS n FROM osm_places WHERE region = 'big'")).toEqual([{ n: 600 }]);
      expect(
        await query("SELECT id, name FROM osm_places WHERE id IN ('n1000', 'n1001', 'n1002') ORDER BY id"),
      ).toEqual(SQL_LIKE.map((name, i) => ({ id: `n${1000 + i}`, name })));
      rmSync(dir, { recursive: true, force: true });
    },
    SCRIPT_TEST_MS,
  );

  it(
    "files each place under its country and the town that reaches it, lists a multipolygon, counts a relation it cannot",
    async () => {
      const outcome = await importPlaces({
        file: path.join(FIXTURES, "valley.osm"),
        region: "valley",
        remote: false,
        persistTo,
        log: quiet,
      });
      expect(outcome).toMatchObject({ places: 5, localities: 3, skipped: { "relation-without-area": 1 } });
      const rows = await query<{ id: string; country: string; town: string; data: string }>(
        "SELECT id, country, town, data FROM osm_places WHERE region = 'valley' ORDER BY id",
      );
      const where = Object.fromEntries(rows.map((r) => [r.id, [r.country, r.town, JSON.parse(r.data).town?.name]]));
      expect(where).toEqual({
        n8101: ["AD", "n8001", "Vila Alta"],
        // Nearer the village, but a town reaches twice as far.
        n8102: ["AD", "n8001", "Vila Alta"],
        // Its address names the village.
        n8103: ["AD", "n8002", "les Fonts"],
        n8104: ["AD", "n8001", "Vila Alta"],
        r8401: ["AD", "n8001", "Vila Alta"],
      });
      // Named only in Japanese: listed, by that name.
      expect(JSON.parse(rows.find((r) => r.id === "n8104")!.data).name).toBe("すし処");
      // Towns and neighbourhoods keep their country and their address's slug; a neighbourhood its town; a town
      // how many places were filed under it.
      const localities = await query<{
        id: string;
        country: string;
        slug: string;
        data: string;
        places: number | null;
      }>("SELECT id, country, slug, data, places FROM osm_localities WHERE region = 'valley' ORDER BY id");
      expect(localities.map((l) => [l.id, l.country, l.slug, JSON.parse(l.data).town?.name ?? null, l.places])).toEqual(
        [
          ["n8001", "AD", "vila-alta", null, 4],
          ["n8002", "AD", "les-fonts", null, 1],
          ["n8003", "AD", "barri-vell", "Vila Alta", null],
        ],
      );
    },
    SCRIPT_TEST_MS,
  );

  it(
    "refuses an extract that would remove most of a region, naming what it would remove, unless --force",
    async () => {
      const emptied = path.join(FIXTURES, "valley-empty.osm");
      const refused = importPlaces({ file: emptied, region: "valley", remote: false, persistTo, log: quiet });
      await expect(refused).rejects.toBeInstanceOf(ImportError);
      await expect(refused).rejects.toThrow(
        /would remove 5 of the 5 places of region "valley" \(.*Cal Pati.*\)\. .*--force/,
      );
      expect(await query("SELECT count(*) AS n FROM osm_places WHERE region = 'valley'")).toEqual([{ n: 5 }]);
      expect(await query("SELECT generation FROM osm_regions WHERE region = 'valley'")).toEqual([{ generation: 1 }]);
      const forced = await importPlaces({
        file: emptied,
        region: "valley",
        force: true,
        remote: false,
        persistTo,
        log: quiet,
      });
      expect(forced).toMatchObject({ places: 0, generation: 2 });
      expect(await query("SELECT count(*) AS n FROM osm_places WHERE region = 'valley'")).toEqual([{ n: 0 }]);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "removes one region with npm run places:remove, and says which regions there are for an unknown one",
    async () => {
      await expect(removeRegion({ region: "nowhere", remote: false, persistTo })).rejects.toThrow(
        /no region "nowhere": the regions are .*harbour.*valley/,
      );
      expect(await removeRegion({ region: "valley", remote: false, persistTo })).toEqual({ places: 0 });
      expect(await query("SELECT region FROM osm_regions WHERE region = 'valley'")).toEqual([]);
      expect(await query("SELECT count(*) AS n FROM osm_localities WHERE region = 'valley'")).toEqual([{ n: 0 }]);
      // The other regions are untouched.
      expect((await visible()).length).toBeGreaterThan(0);
    },
    SCRIPT_TEST_MS,
  );

  it("names a region after its file", () => {
    expect(regionOf("/data/monaco-2016.osm.pbf")).toBe("monaco-2016");
    expect(regionOf("Île de France.osm")).toBe("le-de-france");
  });
});
