/**
 * OpenStreetMap places as the pages will read them, against the real D1 (the migrations' tables, FTS5 index
 * and triggers): only a region's current generation, by id, near a point through the cell index, and by name.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import { placesFor } from "~/modules/places/index.server";
import { cellOf, cellRanges } from "~/modules/places/osm/cell";
import { OsmProvider } from "~/modules/places/osm/provider.server";
import { utcOffsetMinutes } from "~/modules/places/osm/restaurant";
import { nameQuery, osmNameSuggestions, osmPlaceById, osmPlacesNear } from "~/modules/places/osm/store.server";
import { osmLocality, osmPlace } from "~/modules/places/osm/tags";
import type { OpeningPeriod } from "~/modules/places/types";
import { shareCardOf } from "~/modules/share/image.server";
import { paths } from "~/modules/urls/paths";
import { forgetGeography, osmPage, signedInCookie } from "./helpers";

const db = createDb(env.DB);
const HARBOUR = { lat: 43.7329, lng: 7.4258 };

/** What the import adds to a place: its weekly hours and time zone. */
type Extra = { periods?: OpeningPeriod[]; timeZone?: string };

/** Writes places as the import does, under a region's generation. */
async function write(
  region: string,
  generation: number,
  places: [number, Record<string, string>, number, number, Extra?][],
) {
  await env.DB.batch(
    places.map(([id, tags, lat, lng, extra]) => {
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
        JSON.stringify({ ...p, periods: null, ...extra }),
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
  // A second region, 2.1 km from the harbour (outside the searches around it above): an Italian restaurant
  // open around the clock, with its time zone as the import writes it.
  await write("cap-test", 1, [
    [
      907,
      {
        amenity: "restaurant",
        name: "Le Nautique",
        "name:ja": "ル・ノーティック",
        cuisine: "italian;pizza",
        takeaway: "yes",
        outdoor_seating: "yes",
        "addr:street": "Avenue Prince Pierre",
        "addr:housenumber": "3",
      },
      43.7225,
      7.4037,
      { periods: [{ open: { day: 0, hour: 0, minute: 0 } }], timeZone: "Europe/Monaco" },
    ],
    [908, { amenity: "cafe", name: "<b>Bold</b> Café", cuisine: "coffee_shop" }, 43.7226, 7.4038],
  ]);
  await env.DB.prepare(
    "INSERT INTO osm_regions (region, generation, data_at, imported_at, places) VALUES ('cap-test', 1, '2016-05-01T00:00:00Z', ?, 2)",
  )
    .bind(Date.now())
    .run();
  // Towns and neighbourhoods, as the import writes them with the places; one of a replaced generation.
  const localities: [string, number, number, Record<string, string>, number, number][] = [
    ["cap-test", 1, 950, { place: "town", name: "Beausoleil" }, 43.7431, 7.4226],
    ["cap-test", 1, 951, { place: "quarter", name: "Monte-Carlo" }, 43.7397, 7.4273],
    ["cap-test", 1, 952, { place: "village", name: "Cap-d'Ail", "name:ja": "カップダイユ" }, 43.7214, 7.4047],
    ["harbour-test", 1, 953, { place: "town", name: "Old Town" }, 43.733, 7.426],
  ];
  await env.DB.batch(
    localities.map(([region, generation, id, tags, lat, lng]) => {
      const l = osmLocality({ type: "node", id }, tags, { lat, lng });
      if (!l) throw new Error(`fixture ${id}`);
      return env.DB.prepare(
        "INSERT INTO osm_localities (id, region, generation, kind, cell, lat, lng, name, names, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      ).bind(
        l.id,
        region,
        generation,
        l.kind,
        cellOf(l.lat, l.lng),
        l.lat,
        l.lng,
        l.name,
        [l.name, ...Object.values(l.names)].join(" "),
        JSON.stringify(l),
      );
    }),
  );
  forgetGeography();
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

/** Monaco, as the gazetteer places it (the results page's point). */
const MONACO = { lat: 43.7333, lng: 7.4167 };
const MONACO_RESULTS = paths.results({ country: "Monaco", city: "Monaco" });

describe("the OpenStreetMap provider", () => {
  const english = new OsmProvider(db, "en");

  it("lists the places around a results page's point, nearest first, and only what OpenStreetMap says", async () => {
    const listed = await english.textSearch({ query: "dining restaurants food Monaco, Monaco", location: MONACO });
    const ids = listed.map((p) => p.place_id);
    expect(ids).toEqual(expect.arrayContaining(["osm~n902", "osm~n903", "osm~n904", "osm~n907"]));
    // Replaced, half-imported and far-away places are not listed.
    for (const gone of ["osm~n901", "osm~n906", "osm~n905"]) expect(ids).not.toContain(gone);
    for (const p of listed) {
      expect(p.source).toBe("osm");
      expect(p.rating).toBeUndefined();
      expect(p.price_level).toBeUndefined();
      expect(p.photos).toBeUndefined();
      expect(p.reviews).toBeUndefined();
    }
    const nautique = listed.find((p) => p.place_id === "osm~n907")!;
    expect(nautique.formatted_address).toBe("3 Avenue Prince Pierre, Monaco, Monaco");
    expect(nautique.takeout).toBe(true);
    expect(nautique.outdoor_seating).toBe(true);
    expect(nautique.delivery).toBeUndefined();
    expect(nautique.types).toEqual(expect.arrayContaining(["restaurant", "italian_restaurant", "pizza_restaurant"]));
  });

  it("puts a cuisine's places first, and a name's places alone", async () => {
    const italian = await english.textSearch({
      query: "Italian restaurants food dining in Monaco, Monaco",
      location: MONACO,
    });
    expect(italian[0]?.name).toBe("Le Nautique");
    const named = await english.textSearch({ query: "Pizzeria Monaco, Monaco", location: MONACO });
    expect(named.map((p) => p.name)).toEqual(["Pizzeria du Port"]);
  });

  it("answers a place by id in the page's language, with its hours in its own time zone", async () => {
    const ja = await new OsmProvider(db, "ja").details("osm~n907");
    expect(ja?.name).toBe("ル・ノーティック");
    expect(ja?.url).toBe("https://www.openstreetmap.org/node/907");
    // Monaco is an hour ahead of UTC in winter and two in summer.
    expect([60, 120]).toContain(ja?.utc_offset_minutes);
    expect(ja?.utc_offset_minutes).toBe(utcOffsetMinutes("Europe/Monaco", new Date()));
    const osmEnv = { ...env, PLACES_PROVIDER: "osm" };
    const places = placesFor({ cloudflare: { env: osmEnv, ctx: createExecutionContext(), cf: undefined } });
    expect((await places.details("osm~n907")).value?.opening_hours?.isOpen).toBe(true);
    for (const unknown of [
      "osm~n901",
      "osm~n906",
      "osm~x1",
      "osm~n0",
      "demo~united-states~ca~san-francisco~01",
      "n902",
    ])
      expect(await english.details(unknown), unknown).toBeNull();
  });

  it("suggests towns and places as a name is typed", async () => {
    const places = await english.autocomplete({ input: "Pizz" });
    expect(places.map((p) => [p.place_id, p.structured_formatting.main_text])).toContainEqual([
      "osm~n904",
      "Pizzeria du Port",
    ]);
    const towns = await english.autocomplete({ input: "Monac" });
    expect(towns.map((p) => p.structured_formatting.main_text)).toContain("Monaco");
    expect(await english.autocomplete({ input: '"*' })).toBeInstanceOf(Array);
  });

  it("serves results and restaurant pages that credit OpenStreetMap and show no empty ratings", async () => {
    const { res, body } = await osmPage(MONACO_RESULTS);
    expect(res.status).toBe(200);
    expect(body).toContain("Le Nautique");
    expect(body).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(body).not.toContain("No rating yet");
    expect(body).not.toContain("Price not available");
    // No sorting by ratings OpenStreetMap never gave, and no price filter that would leave nothing: its ratings
    // are the members'.
    expect(body).toContain("Nearest");
    expect(body).not.toContain(">Top rated<");
    expect(body).toContain(">Top rated by members<");
    expect(body).not.toContain("Apply price");
    // A name written as HTML in OpenStreetMap is shown as text.
    expect(body).toContain("&lt;b&gt;Bold&lt;/b&gt; Café");
    expect(body).not.toContain("<b>Bold</b>");
    const link = /href="([^"]+\/profile\/le-nautique\?pid=osm%7En907)"/.exec(body)?.[1];
    expect(link, "the card links to the restaurant page").toBeTruthy();
    const restaurant = await osmPage(link!.replace(/&amp;/g, "&"));
    expect(restaurant.res.status).toBe(200);
    expect(restaurant.body).toContain('href="https://www.openstreetmap.org/edit?node=907"');
    expect(restaurant.body).toContain("Fix this place on OpenStreetMap");
    // OpenStreetMap has no ratings: the page's are the members', and nothing of Google's is offered.
    expect(restaurant.body).toContain("Members&#x27; reviews");
    expect(restaurant.body).toContain("No member has reviewed this place yet.");
    expect(restaurant.body).not.toContain("Reviews from Google");
    expect(restaurant.body).not.toContain("View on Google Maps");
  });

  it("answers 404 for a place a later import removed", async () => {
    const oldCafe = paths.restaurant({ name: "Old Café", country: "Monaco", city: "Monaco" }, { placeId: "osm~n901" });
    const removed = await osmPage(oldCafe);
    expect(removed.res.status).toBe(404);
  });

  it("says on the data page which regions are imported and of when their data is", async () => {
    const { res, body } = await osmPage("/about/data");
    expect(res.status).toBe(200);
    expect(body).toContain('href="https://www.openstreetmap.org/copyright"');
    // Each region with the date of its data, in the page's language.
    expect(body).toMatch(/cap-test<\/bdi><\/th><td[^>]*>May 1, 2016<\/td>/);
    expect(body).toContain("harbour-test");
    const ja = await osmPage("/ja/about/data");
    expect(ja.body).toContain("2016年5月1日");
  });

  it("credits OpenStreetMap in a list's export, and links Google Maps by name and address, not by a place id", async () => {
    const { cookie, id } = await signedInCookie("osm-export@example.com", "Osm Export");
    const added = await osmPage("/favorites", { cookie, form: { intent: "add", place_id: "osm~n907", returnTo: "/" } });
    expect([302, 303]).toContain(added.res.status);
    const csv = await osmPage("/account/export/csv", { cookie });
    expect(csv.res.status).toBe(200);
    const [header, row] = csv.body.trim().split("\r\n");
    expect(header).toMatch(/,credit$/);
    expect(row).toContain("Le Nautique");
    expect(row).toContain("© OpenStreetMap contributors (ODbL)");
    expect(row).not.toContain("query_place_id");
    const geojson = JSON.parse((await osmPage("/account/export/geojson", { cookie })).body);
    expect(geojson.features[0].properties.credit).toMatch(/OpenStreetMap contributors/);
    // The share image of the published favorites credits OpenStreetMap too.
    const published = await osmPage("/favorites", {
      cookie,
      form: { intent: "publish", published: "on", returnTo: "/" },
    });
    expect([302, 303]).toContain(published.res.status);
    const [profile] = await env.DB.prepare("SELECT username FROM profiles WHERE id = ?").bind(id).raw<[string]>();
    const card = await shareCardOf(db, serverTranslator(ENGLISH), "profile", profile![0]);
    expect(card?.card.credit).toBe("Places © OpenStreetMap contributors");
  });

  it("answers nearby towns, reverse geocoding and town suggestions from the extract's own towns", async () => {
    const near = await english.nearbyLocalities(MONACO, 10_000);
    // Towns and villages of the visible generations, not a quarter (part of a town) nor a replaced town.
    expect(near.map((n) => n.name).sort()).toEqual(["Beausoleil", "Cap-d'Ail"]);
    expect(near[0]).toMatchObject({ country: "Monaco" });
    const [here] = await english.reverseGeocode({ lat: 43.7216, lng: 7.405 });
    expect(here?.address_components.find((c) => c.types.includes("locality"))?.long_name).toBe("Cap-d'Ail");
    // A town the gazetteer does not know is found in the extract, in the gazetteer's country.
    const [beausoleil] = await english.geocode("Beausoleil, Monaco");
    expect(beausoleil).toMatchObject({ place_id: "osm-geo~n950", location: { lat: 43.7431, lng: 7.4226 } });
    expect(await english.geocode("Old Town, Monaco")).toEqual([]);
    // The gazetteer's own towns keep their answer (a results URL means the same town with every provider).
    expect((await english.geocode("Monaco, Monaco"))[0]?.place_id).toMatch(/^demo-geo~/);
    const typed = await english.autocomplete({ input: "Beau" });
    expect(typed[0]).toMatchObject({ place_id: "osm-geo~n950", structured_formatting: { main_text: "Beausoleil" } });
    expect((await english.autocomplete({ input: "カップ" }))[0]?.place_id).toBe("osm-geo~n952");
    expect((await english.placeAddress("osm-geo~n950"))?.formatted_address).toBe("Beausoleil, Monaco");
    // A neighbourhood is in its town (a suggestion of it leads to the town's page for it).
    expect((await english.placeAddress("osm-geo~n951"))?.address_components.map((c) => c.long_name)).toEqual([
      "Monte-Carlo",
      "Monaco",
      "Monaco",
    ]);
    for (const unknown of ["osm-geo~n953", "osm-geo~n0", "osm-geo~w950", "osm-geo~n950 OR 1"])
      expect(await english.placeAddress(unknown), unknown).toBeNull();
  });
});
