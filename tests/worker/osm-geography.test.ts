/**
 * The guide's geography from the regions it imports (PLACES_PROVIDER=osm), against the real D1: a country the
 * built-in catalogue does not list has its pages (the international index, its towns, a town's results, paged),
 * a place has one address derived from its own town and country, the search box finds what people type (names
 * with or without accents and apostrophes, a town alone, a cuisine in a town), and a place two regions both
 * hold is one place. The region below is written for the tests (not OpenStreetMap data), in Andorra's borders.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { cellOf } from "~/modules/places/osm/cell";
import { OsmProvider } from "~/modules/places/osm/provider.server";
import { osmPlacesNear, type StoredOsmLocality, type TownRef } from "~/modules/places/osm/store.server";
import { osmLocality, osmPlace, searchNames } from "~/modules/places/osm/tags";
import { slugify } from "~/modules/slug";
import { placePath } from "~/modules/urls/place";
import { forgetGeography, ORIGIN, osmPage, signedInCookie } from "./helpers";

const db = createDb(env.DB);
const REGION = "valley-test";
/** A town of the test region, its village, and a village with no place (left off its country's page). */
const TOWN = { id: 7001, name: "Vila Alta", kind: "town", lat: 42.545, lng: 1.55 };
const VILLAGE = { id: 7002, name: "les Fonts", kind: "village", lat: 42.58, lng: 1.6 };
const EMPTY = { id: 7003, name: "Coma Buida", kind: "village", lat: 42.47, lng: 1.49 };
/** How many places Vila Alta has: more than one page of results. */
const IN_TOWN = 25;

async function writeLocalities(region: string, towns: (typeof TOWN)[]) {
  await env.DB.batch(
    towns.map((t) => {
      const l = osmLocality({ type: "node", id: t.id }, { place: t.kind, name: t.name }, t)!;
      const stored: StoredOsmLocality = { ...l, country: "AD" };
      return env.DB.prepare(
        "INSERT INTO osm_localities (id, region, generation, kind, cell, lat, lng, name, names, data, country, slug) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, 'AD', ?)",
      ).bind(
        l.id,
        region,
        l.kind,
        cellOf(l.lat, l.lng),
        l.lat,
        l.lng,
        l.name,
        searchNames([l.name]),
        JSON.stringify(stored),
        slugify(l.name),
      );
    }),
  );
}

async function writePlaces(region: string, places: [number, Record<string, string>, number, number, TownRef][]) {
  await env.DB.batch(
    places.map(([id, tags, lat, lng, town]) => {
      const outcome = osmPlace({ type: "node", id }, tags, { lat, lng });
      if (!outcome.ok) throw new Error(`fixture ${id}: ${outcome.reason}`);
      const p = outcome.place;
      return env.DB.prepare(
        "INSERT INTO osm_places (id, region, generation, cell, lat, lng, name, names, data, country, town) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, 'AD', ?)",
      ).bind(
        p.id,
        region,
        cellOf(p.lat, p.lng),
        p.lat,
        p.lng,
        p.name,
        searchNames([p.name, ...Object.values(p.names)]),
        JSON.stringify({ ...p, periods: null, country: "AD", town }),
        town.id,
      );
    }),
  );
}

const townRef = { id: `n${TOWN.id}`, name: TOWN.name };
const villageRef = { id: `n${VILLAGE.id}`, name: VILLAGE.name };

beforeAll(async () => {
  await writeLocalities(REGION, [TOWN, VILLAGE, EMPTY]);
  await writePlaces(REGION, [
    [7101, { amenity: "restaurant", name: "La Chaumière", cuisine: "french" }, 42.5452, 1.5502, townRef],
    [7102, { amenity: "restaurant", name: "L'Era del Rossell" }, 42.5455, 1.5505, townRef],
    [7103, { amenity: "fast_food", name: "McDonald's" }, 42.5448, 1.5498, townRef],
    [7104, { amenity: "restaurant", name: "Bierstube Höfli", cuisine: "pizza" }, 42.5446, 1.5508, townRef],
    [7105, { amenity: "cafe", name: "Cafè del Poble" }, 42.5801, 1.6002, villageRef],
    // A name that holds a town's name from elsewhere (Bella Vista, Arkansas).
    [7106, { amenity: "restaurant", name: "Trattoria Bella Vista" }, 42.5444, 1.5496, townRef],
    ...Array.from({ length: IN_TOWN - 5 }, (_, i): [number, Record<string, string>, number, number, TownRef] => [
      7200 + i,
      { amenity: "restaurant", name: `Fonda ${i + 1}` },
      42.546 + i / 10_000,
      1.551,
      townRef,
    ]),
  ]);
  await env.DB.prepare(
    "INSERT INTO osm_regions (region, generation, data_at, imported_at, places) VALUES (?, 1, NULL, ?, ?)",
  )
    .bind(REGION, Date.now(), IN_TOWN + 1)
    .run();
  // A neighbouring region's extract that overlaps this one (as a country's and its neighbour's do): it holds
  // the same Chaumière. An OpenStreetMap object is one place, whichever region brought it.
  await writeLocalities("valley-overlap", [TOWN]);
  await writePlaces("valley-overlap", [
    [7101, { amenity: "restaurant", name: "La Chaumière", cuisine: "french" }, 42.5452, 1.5502, townRef],
  ]);
  await env.DB.prepare(
    "INSERT INTO osm_regions (region, generation, data_at, imported_at, places) VALUES ('valley-overlap', 1, NULL, ?, 1)",
  )
    .bind(Date.now())
    .run();
  forgetGeography();
});

/** A page in OpenStreetMap mode past the edge page cache (see osmPage). */
const uncachedPage = (path: string, opts: { cookie?: string; form?: Record<string, string> } = {}) =>
  osmPage(path, { ...opts, pageCache: false });

const TOWN_PAGE = "/restaurants/international/andorra/vila-alta";
const CHAUMIERE = `${TOWN_PAGE}/profile/la-chaumiere`;

describe("a country the catalogue does not list, from the imported region", () => {
  it("is on the international index, and its page lists its towns with their places", async () => {
    const index = await uncachedPage("/restaurants/international");
    expect(index.res.status).toBe(200);
    expect(index.body).toContain('href="/restaurants/international/andorra"');
    const country = await uncachedPage("/restaurants/international/andorra");
    expect(country.res.status).toBe(200);
    expect(country.body).toContain("Best Restaurants in Andorra");
    expect(country.body).toContain(`href="${TOWN_PAGE}"`);
    expect(country.body).toContain(`${IN_TOWN} places`);
    expect(country.body).toContain('href="/restaurants/international/andorra/les-fonts"');
    // A village with no place has no tile.
    expect(country.body).not.toContain("Coma Buida");
    // The country in the page's language, as every country is named.
    expect((await uncachedPage("/ja/restaurants/international/andorra")).body).toContain("アンドラ");
    expect((await uncachedPage("/ar/restaurants/international")).body).toContain("أندورا");
  });

  it("is what the home pages offer, with its towns, instead of catalogue cities the data does not cover", async () => {
    for (const [home, prefix] of [
      ["/", ""],
      ["/mobile", "/mobile"],
    ] as const) {
      const { res, body } = await uncachedPage(home);
      expect(res.status).toBe(200);
      expect(body).toContain(`href="${prefix}${TOWN_PAGE}"`);
      expect(body).toContain(`${IN_TOWN} places`);
      expect(body).not.toContain("/california/san-francisco");
      // Nothing promised that the data does not have: no reviews, ratings or prices.
      expect(body).not.toMatch(/Verified Reviews|Compare ratings/);
    }
    expect((await uncachedPage("/")).body).toContain('href="/restaurants/international/andorra"');
  });

  it("gives a town its results page, named as the data names it, and pages through all its places", async () => {
    const first = await uncachedPage(TOWN_PAGE);
    expect(first.res.status).toBe(200);
    expect(first.body).toContain("Restaurants 1-20 of");
    expect(first.body).toContain(`href="${TOWN_PAGE}?page=2"`);
    // Every place of the town, each once although two regions hold the Chaumière (the village is 5.6 km off).
    const total = IN_TOWN;
    expect(first.body).toContain(`Restaurants 1-20 of ${total}<`);
    const second = await uncachedPage(`${TOWN_PAGE}?page=2`);
    expect(second.res.status).toBe(200);
    expect(second.body).toContain(`Restaurants 21-${total} of ${total}<`);
    expect(second.body).toContain(`<link rel="canonical" href="${ORIGIN}${TOWN_PAGE}?page=2"`);
    const past = await uncachedPage(`${TOWN_PAGE}?page=3`);
    expect(past.res.status).toBe(404);
    expect(past.body).toContain("Pages of these results: 2.");
    expect((await uncachedPage(`${TOWN_PAGE}?page=abc`)).res.status).toBe(400);
    // Page 1 has one address: the page without ?page.
    expect((await uncachedPage(`${TOWN_PAGE}?page=1`)).location).toBe(TOWN_PAGE);
  });

  it("lists each place once when two regions hold it", async () => {
    const provider = new OsmProvider(db, "en");
    const near = await osmPlacesNear(db, TOWN, 1000, { limit: 100 });
    expect(near.filter((n) => n.place.id === "n7101")).toHaveLength(1);
    const listed = await provider.textSearch({ query: "dining restaurants food", location: TOWN, radius: 1000 });
    expect(listed.filter((p) => p.place_id === "osm~n7101")).toHaveLength(1);
  });
});

describe("a place's one address", () => {
  it("is derived from its own town and country, answers without ?pid=, and any other path redirects there", async () => {
    const place = await new OsmProvider(db, "en").details("osm~n7101");
    expect(place?.formatted_address).toBe("Vila Alta, Andorra");
    // Its address as each language writes one, its country in that language.
    expect((await new OsmProvider(db, "ja").details("osm~n7101"))?.formatted_address).toBe("アンドラ Vila Alta");
    expect((await new OsmProvider(db, "de").details("osm~n7101"))?.formatted_address).toBe("Vila Alta, Andorra");
    expect((await new OsmProvider(db, "fr").details("osm~n7101"))?.formatted_address).toBe("Vila Alta, Andorre");
    expect(placePath(place!, { withId: false })).toBe(CHAUMIERE);
    const shared = await uncachedPage(CHAUMIERE);
    expect(shared.res.status).toBe(200);
    expect(shared.body).toContain(`<link rel="canonical" href="${ORIGIN}${CHAUMIERE}"`);
    // Directions to its point (a name, or a street without its town, leads a maps app astray).
    expect(shared.body).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=42.5452%2C1.5502");
    // A made-up path with the place's id: to its own address (the breadcrumb and canonical never say Tokyo).
    const madeUp = await uncachedPage("/restaurants/international/japan/tokyo/profile/anything?pid=osm~n7101");
    expect(madeUp.res.status).toBe(301);
    expect(madeUp.location).toBe(`${CHAUMIERE}?pid=osm%7En7101`);
    // Its own address with the id: answered there (the cards link so), no redirect.
    expect((await uncachedPage(`${CHAUMIERE}?pid=osm~n7101`)).res.status).toBe(200);
    // A name no place of the town has.
    expect((await uncachedPage(`${TOWN_PAGE}/profile/made-up-bistro`)).res.status).toBe(404);
  });

  it("is shared a minute at most, so a place an import removes leaves every cached page within a minute", async () => {
    const page = await osmPage(CHAUMIERE);
    const fresh = Number(/s-maxage=(\d+)/.exec(page.res.headers.get("Cache-Control") ?? "")?.[1]);
    expect(fresh).toBeGreaterThan(0);
    expect(fresh).toBeLessThanOrEqual(60);
    expect(page.res.headers.get("Cache-Control")).not.toContain("stale-while-revalidate");
  });
});

describe("the search box, without JavaScript", () => {
  const search = async (q: string) => (await uncachedPage(`/search?${new URLSearchParams({ q })}`)).location;

  it("finds a restaurant by its name with no town, typed without accents or apostrophes, or with its town", async () => {
    expect(await search("La Chaumiere")).toBe(`${CHAUMIERE}?pid=osm%7En7101`);
    expect(await search("la chaumière")).toBe(`${CHAUMIERE}?pid=osm%7En7101`);
    expect(await search("Lera del Rossell")).toBe(`${TOWN_PAGE}/profile/lera-del-rossell?pid=osm%7En7102`);
    expect(await search("mcdonalds")).toBe(`${TOWN_PAGE}/profile/mcdonalds?pid=osm%7En7103`);
    expect(await search("Bierstube Hoefli")).toBe(`${TOWN_PAGE}/profile/bierstube-hofli?pid=osm%7En7104`);
    expect(await search("La Chaumiere Vila Alta")).toBe(`${CHAUMIERE}?pid=osm%7En7101`);
    expect(await search("Trattoria Bella Vista")).toBe(`${TOWN_PAGE}/profile/trattoria-bella-vista?pid=osm%7En7106`);
  });

  it("finds a town alone (its leading article optional), a cuisine in a town, and a country", async () => {
    expect(await search("Vila Alta")).toBe(TOWN_PAGE);
    expect(await search("Fonts")).toBe("/restaurants/international/andorra/les-fonts");
    expect(await search("pizza in Vila Alta")).toBe("/pizza-restaurants/international/andorra/vila-alta");
    expect(await search("Andorra")).toBe("/restaurants/international/andorra");
  });

  it("goes where a chosen suggestion says", async () => {
    const resolve = async (params: Record<string, string>) => {
      const { res, body } = await osmPage(`/api/search/resolve?${new URLSearchParams(params)}`);
      return { status: res.status, body: JSON.parse(body) as { path?: string } };
    };
    const restaurant = await resolve({
      q: "La Chaumière, Vila Alta, Andorra",
      place_id: "osm~n7101",
      name: "La Chaumière",
      types: "restaurant,food,establishment",
    });
    expect(restaurant).toEqual({ status: 200, body: { path: `${CHAUMIERE}?pid=osm%7En7101` } });
    const town = await resolve({ q: "Vila Alta, Andorra", place_id: "osm-geo~n7001", types: "locality,political" });
    expect(town).toEqual({ status: 200, body: { path: TOWN_PAGE } });
  });
});

describe("a saved place and the suggestions", () => {
  it("keeps its true town and country on the account page and the profile (not San Francisco)", async () => {
    const { cookie } = await signedInCookie("valley@example.com", "Valley Saver");
    const added = await uncachedPage("/favorites", {
      cookie,
      form: { intent: "add", place_id: "osm~n7105", returnTo: "/" },
    });
    expect([302, 303]).toContain(added.res.status);
    const account = await uncachedPage("/account", { cookie });
    expect(account.body).toContain("les Fonts");
    expect(account.body).toContain(
      'href="/restaurants/international/andorra/les-fonts/profile/cafe-del-poble?pid=osm%7En7105"',
    );
    expect(account.body).not.toContain("San Francisco/profile");
    expect(account.body).not.toContain("Unknown City");
  });

  it("names a town's country in its suggestion, and offers the data's towns for a cuisine alone", async () => {
    const [town] = await new OsmProvider(db, "en").autocomplete({ input: "Vila Al" });
    expect(town).toMatchObject({ place_id: "osm-geo~n7001", description: "Vila Alta, Andorra" });
    const pizza = await uncachedPage("/search?q=pizza");
    expect(pizza.res.status).toBe(200);
    expect(pizza.body).toContain('href="/pizza-restaurants/international/andorra/vila-alta"');
    expect(pizza.body).not.toContain('href="/pizza-restaurants/united-states/texas/austin"');
  });
});

describe("near you", () => {
  it("links a visitor in Andorra to the data's towns, each a page that answers (never a catalogue city's 404)", async () => {
    const { body } = await uncachedPage(`/api/near?location=${TOWN.lat},${TOWN.lng}`);
    const near = (
      JSON.parse(body) as {
        near: { city: string; state: string; cityLink: { to: string }; chips: { to: string }[] } | null;
      }
    ).near;
    // 'Near you in Vila Alta, Andorra': the data files its towns under their country alone.
    expect(near).toMatchObject({ city: "Vila Alta", state: "Andorra", cityLink: { to: TOWN_PAGE } });
    const links = [near!.cityLink.to, ...near!.chips.map((n) => n.to)];
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect((await uncachedPage(link)).res.status, link).toBe(200);
  });
});

describe("wide areas", () => {
  it("answers a listing 80 km around a point and the towns 80 km around (more cells than D1 binds)", async () => {
    const provider = new OsmProvider(db, "en");
    const wide = await osmPlacesNear(db, TOWN, 80_000, { limit: 500 });
    expect(wide.length).toBeGreaterThanOrEqual(IN_TOWN);
    // The nearest first, whether the first circle read holds enough or not (20 km off: it holds none).
    const distances = (found: { distanceM: number }[]) => found.map((f) => Math.round(f.distanceM));
    expect(distances(await osmPlacesNear(db, TOWN, 80_000, { limit: 3 }))).toEqual(distances(wide.slice(0, 3)));
    const away = { lat: TOWN.lat + 0.18, lng: TOWN.lng };
    const all = await osmPlacesNear(db, away, 80_000, { limit: 500 });
    expect(all.length).toBe(wide.length);
    expect(distances(await osmPlacesNear(db, away, 80_000, { limit: 5 }))).toEqual(distances(all.slice(0, 5)));
    expect(distances(await osmPlacesNear(db, away, 80_000, { limit: 5, offset: 5 }))).toEqual(
      distances(all.slice(5, 10)),
    );
    const towns = await provider.nearbyLocalities(TOWN, 80_000);
    expect(towns.map((t) => t.name)).toEqual(expect.arrayContaining(["les Fonts"]));
    expect(towns.find((t) => t.name === "les Fonts")?.country).toBe("Andorra");
  });
});
