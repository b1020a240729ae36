/**
 * OpenStreetMap places as the pages will read them, against the real D1 (the migrations' tables, FTS5 index
 * and triggers): only a region's current generation, by id, near a point through the cell index, and by name.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { cellOf, cellRanges } from "~/modules/places/osm/cell";
import { nameQuery, osmNameSuggestions, osmPlaceById, osmPlacesNear } from "~/modules/places/osm/store.server";
import { osmPlace } from "~/modules/places/osm/tags";

const db = createDb(env.DB);
const HARBOUR = { lat: 43.7329, lng: 7.4258 };

/** Writes places as the import does, under a region's generation. */
async function write(region: string, generation: number, places: [number, Record<string, string>, number, number][]) {
  await env.DB.batch(
    places.map(([id, tags, lat, lng]) => {
      const outcome = osmPlace({ type: "node", id }, tags, { lat, lng });
      if (!outcome.ok) throw new Error(`fixture ${id}: ${outcome.reason}`);
      const p = outcome.place;
      return env.DB.prepare(
        "INSERT INTO osm_places (id, region, generation, cell, lat, lng, name, names, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        p.id,
        region,
        generation,
        cellOf(p.lat, p.lng),
        p.lat,
        p.lng,
        p.name,
        [p.name, ...Object.values(p.names)].join(" "),
        JSON.stringify({ ...p, periods: null }),
      );
    }),
  );
}

beforeAll(async () => {
  // Generation 1 was replaced by 2: its rows must never be read (as after an import that is being switched).
  await write("harbour-test", 1, [[901, { amenity: "cafe", name: "Old Café" }, 43.733, 7.426]]);
  await write("harbour-test", 2, [
    [902, { amenity: "pub", name: "Stars n Bars", "name:ja": "スターズ" }, 43.7329, 7.4258],
    [903, { amenity: "restaurant", name: "Café de Paris", cuisine: "french" }, 43.7394, 7.4274],
    [904, { amenity: "restaurant", name: "Pizzeria du Port" }, 43.7335, 7.4199],
    // Outside the radius searched below (Nice, 15 km away).
    [905, { amenity: "cafe", name: "Café de Nice" }, 43.6961, 7.2715],
  ]);
  // An import still writing generation 3: not switched in, so not visible.
  await write("harbour-test", 3, [[906, { amenity: "bar", name: "Half Imported" }, 43.7329, 7.4258]]);
  await env.DB.prepare(
    "INSERT INTO osm_regions (region, generation, data_at, imported_at, places) VALUES ('harbour-test', 2, NULL, ?, 4)",
  )
    .bind(Date.now())
    .run();
});

describe("OpenStreetMap places in D1", () => {
  it("finds a place by id only in its region's current generation", async () => {
    expect((await osmPlaceById(db, "n902"))?.name).toBe("Stars n Bars");
    expect(await osmPlaceById(db, "n901")).toBeNull();
    expect(await osmPlaceById(db, "n906")).toBeNull();
    for (const forged of ["x1", "n0", "n-1", "n1 OR 1=1", ""]) expect(await osmPlaceById(db, forged)).toBeNull();
  });

  it("lists the places near a point, nearest first, within the radius, and by name among them", async () => {
    const near = await osmPlacesNear(db, HARBOUR, 2000, { limit: 20 });
    expect(near.map((n) => n.place.id)).toEqual(["n902", "n904", "n903"]);
    expect(near[0]!.distanceM).toBeLessThan(5);
    const named = await osmPlacesNear(db, HARBOUR, 2000, { limit: 20, name: "cafe" });
    expect(named.map((n) => n.place.name)).toEqual(["Café de Paris"]);
    // Every name a place has is searched: its Japanese one too.
    expect((await osmPlacesNear(db, HARBOUR, 2000, { limit: 20, name: "スターズ" })).map((n) => n.place.id)).toEqual([
      "n902",
    ]);
    // Nice is found from Nice, not from the harbour.
    expect((await osmPlacesNear(db, { lat: 43.696, lng: 7.2715 }, 1000, { limit: 5 })).map((n) => n.place.id)).toEqual([
      "n905",
    ]);
  });

  it("suggests places as a name is typed, and reads anything typed as words, never as query syntax", async () => {
    expect((await osmNameSuggestions(db, "Pizz", 5)).map((p) => p.name)).toEqual(["Pizzeria du Port"]);
    expect(nameQuery('caf" OR name:*')).toBe('"caf" "OR" "name"*');
    for (const hostile of ['"', "*", "NEAR(a b)", "a AND", "-", "^x", "'; DROP TABLE osm_places; --"])
      await expect(osmNameSuggestions(db, hostile, 5), hostile).resolves.toBeInstanceOf(Array);
    expect(nameQuery("  ;;  ")).toBeNull();
  });

  it("covers a circle with one range of cells a row of latitude", () => {
    const ranges = cellRanges(HARBOUR, 2000);
    // 2 km is about 0.018 degree of latitude each way: 4 or 5 rows of 0.01 degree.
    expect(ranges.length).toBeGreaterThanOrEqual(4);
    expect(ranges.length).toBeLessThanOrEqual(5);
    for (const [from, to] of ranges) expect(to - from).toBeLessThanOrEqual(6);
    expect(
      ranges.some(([from, to]) => cellOf(HARBOUR.lat, HARBOUR.lng) >= from && cellOf(HARBOUR.lat, HARBOUR.lng) <= to),
    ).toBe(true);
  });
});
