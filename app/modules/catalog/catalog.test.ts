import { describe, expect, it } from "vitest";
import { slugify } from "~/modules/slug";
import {
  CUISINES,
  DEFAULT_NEARBY_FALLBACK,
  FEATURES,
  FEATURES_SHOWN,
  FOODS,
  FOOTER_INTERNATIONAL_CITIES,
  FOOTER_US_CITIES,
  findCatalogueCities,
  findCountry,
  findCuisine,
  findDivision,
  findFeature,
  findFood,
  findGuideCity,
  findGuideCountry,
  findNeighborhood,
  findUsCity,
  findUsState,
  GUIDE_COUNTRIES,
  guideCitiesIn,
  HOME_MORE_US,
  HOME_MORE_WORLD,
  HOME_TOP_US,
  HOME_TOP_WORLD,
  internationalNearby,
  NEARBY_LISTS,
  NEIGHBORHOOD_CITIES,
  neighborhoodsOf,
  STATE_GRID,
  US_STATES,
  usCities,
  usNearbyFallback,
} from "./index";

const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;

describe("US states and cities", () => {
  it("has the 50 states and DC with their USPS codes", () => {
    expect(US_STATES).toHaveLength(51);
    expect(unique(US_STATES.map((s) => s.code))).toBe(true);
    expect(findUsState("ca")?.name).toBe("California");
    expect(findUsState("CA")?.name).toBe("California");
    expect(findUsState("california")?.code).toBe("CA");
    expect(findUsState("District of Columbia")?.code).toBe("DC");
    expect(findUsState("new-york")?.code).toBe("NY");
    expect(findUsState("zz")).toBeUndefined();
  });

  it("has about 50 real cities per state, most populous first, with coordinates inside the US", () => {
    for (const s of US_STATES) {
      const cities = usCities(s.code);
      if (s.code === "DC") expect(cities[0]?.name).toBe("Washington");
      else expect(cities.length, s.name).toBeGreaterThanOrEqual(40);
      expect(cities.length).toBeLessThanOrEqual(50);
      expect(unique(cities.map((c) => c.slug)), s.name).toBe(true);
      for (let i = 1; i < cities.length; i++)
        expect(cities[i]!.population).toBeLessThanOrEqual(cities[i - 1]!.population);
      for (const c of cities) {
        expect(c.lat).toBeGreaterThan(18);
        expect(c.lat).toBeLessThan(72);
        expect(c.lng).toBeLessThan(-66);
      }
    }
    expect(usCities("CA")[0]?.name).toBe("Los Angeles");
    expect(usCities("NY")[0]?.name).toBe("New York");
    expect(
      usCities("TX")
        .slice(0, 4)
        .map((c) => c.name),
    ).toEqual(["Houston", "San Antonio", "Dallas", "Austin"]);
    expect(findUsCity("CA", "san-francisco")?.name).toBe("San Francisco");
  });

  it("leaves big-city neighbourhoods out of the city lists", () => {
    const ny = usCities("NY").map((c) => c.name);
    expect(ny).not.toContain("East Flatbush");
    expect(ny).toEqual(expect.arrayContaining(["Brooklyn", "Buffalo", "Yonkers"]));
    expect(usCities("DC").map((c) => c.name)).not.toContain("Adams Morgan");
  });
});

describe("countries and international guides", () => {
  it("knows the 11 countries of the state grid with their subdivisions", () => {
    expect(STATE_GRID.map((c) => c.slug)).toEqual([
      "united-states",
      "canada",
      "united-kingdom",
      "australia",
      "germany",
      "france",
      "italy",
      "spain",
      "brazil",
      "mexico",
      "japan",
    ]);
    const sizes = Object.fromEntries(STATE_GRID.map((c) => [c.slug, c.divisions.length]));
    expect(sizes).toMatchObject({
      "united-states": 51,
      canada: 13,
      "united-kingdom": 4,
      australia: 8,
      germany: 16,
      france: 13,
      italy: 20,
      spain: 17,
      brazil: 27,
      mexico: 32,
      japan: 47,
    });
    expect(findCountry("usa")?.name).toBe("United States");
    expect(findCountry("uk")?.name).toBe("United Kingdom");
    expect(findDivision(findCountry("france")!, "ile-de-france")).toBe("Île-de-France");
  });

  it("has the six guide countries with the spec's city counts and one capital each", () => {
    const counts = Object.fromEntries(GUIDE_COUNTRIES.map((g) => [g.name, g.cities.length]));
    expect(counts).toEqual({ Germany: 14, Thailand: 10, Singapore: 1, Japan: 20, France: 10, "United Kingdom": 10 });
    for (const g of GUIDE_COUNTRIES) {
      expect(
        g.cities.filter((c) => c.type === "capital"),
        g.name,
      ).toHaveLength(1);
      expect(["Europe", "Asia"]).toContain(g.region);
      for (const c of g.cities)
        expect(findDivision(findCountry(g.name)!, c.region), `${c.name} region ${c.region}`).toBeDefined();
    }
    const germany = findGuideCountry("germany")!;
    expect(findGuideCity(germany, "dusseldorf")?.name).toBe("Düsseldorf");
    expect(guideCitiesIn(germany, "bavaria").map((c) => c.name)).toEqual(["Munich", "Nuremberg"]);
  });
});

describe("neighbourhoods and nearby cities", () => {
  it("has neighbourhood lists for about 60 US cities and the ten international cities the spec names", () => {
    expect(NEIGHBORHOOD_CITIES.us.length).toBeGreaterThanOrEqual(55);
    expect(NEIGHBORHOOD_CITIES.international.map((l) => slugify(l.city)).sort()).toEqual([
      "amsterdam",
      "bangkok",
      "barcelona",
      "berlin",
      "london",
      "madrid",
      "paris",
      "rome",
      "singapore",
      "tokyo",
    ]);
    for (const l of [...NEIGHBORHOOD_CITIES.us, ...NEIGHBORHOOD_CITIES.international]) {
      expect(l.neighborhoods.length, l.city).toBeGreaterThanOrEqual(4);
      expect(unique(l.neighborhoods.map(slugify)), l.city).toBe(true);
    }
    expect(neighborhoodsOf("CA", "San Francisco")).toContain("Mission District");
    expect(neighborhoodsOf("ME", "Portland")).toContain("Old Port");
    expect(neighborhoodsOf("OR", "Portland")).toContain("Pearl District");
    expect(findNeighborhood("France", "Paris", "le-marais")).toBe("Le Marais");
    expect(neighborhoodsOf("KS", "Nowhere")).toEqual([]);
  });

  it("has nearby lists for about 30 international cities, 15 US fallbacks and the Bay Area default", () => {
    expect(NEARBY_LISTS.international.length).toBeGreaterThanOrEqual(28);
    expect(NEARBY_LISTS.us).toHaveLength(15);
    for (const l of NEARBY_LISTS.us) expect(l.nearby, l.city).toHaveLength(9);
    expect(internationalNearby("Japan", "Tokyo")).toContainEqual({ name: "Yokohama", where: "Japan" });
    expect(internationalNearby("Japan", "Naha")).toEqual([]);
    expect(usNearbyFallback("IL", "Chicago")).toContainEqual({ name: "Evanston", where: "IL" });
    expect(usNearbyFallback("KS", "Wichita").map((c) => c.name)).toEqual(DEFAULT_NEARBY_FALLBACK);
    expect(usNearbyFallback("KS", "Wichita")[0]).toEqual({ name: "Oakland", where: "CA" });
    expect(DEFAULT_NEARBY_FALLBACK).toHaveLength(9);
  });

  it("says where a nearby city across a border lies", () => {
    expect(usNearbyFallback("PA", "Philadelphia")).toContainEqual({ name: "Camden", where: "NJ" });
    expect(usNearbyFallback("PA", "Philadelphia")).toContainEqual({ name: "Chester", where: "PA" });
    expect(internationalNearby("Germany", "Munich")).toContainEqual({ name: "Salzburg", where: "Austria" });
    expect(internationalNearby("France", "Paris")).toContainEqual({ name: "Vincennes", where: "France" });
  });
});

describe("filter catalogues and home groups", () => {
  it("has 40 cuisines, 29 foods and 10 features with unique slugs, the first 8 features shown", () => {
    expect(CUISINES).toHaveLength(40);
    expect(CUISINES[0]).toBe("Argentinian");
    expect(CUISINES[39]).toBe("Vietnamese");
    expect(FOODS).toHaveLength(29);
    expect(FOODS[0]).toBe("Bagel");
    expect(FOODS[28]).toBe("Wrap");
    expect(FEATURES).toEqual([
      "Outdoor Seating",
      "Delivery",
      "Takeout",
      "Reservations",
      "Live Music",
      "Wi-Fi",
      "Parking",
      "Bar",
      "Brunch",
      "Late Night",
    ]);
    expect(FEATURES_SHOWN).toBe(8);
    expect(unique([...CUISINES, ...FOODS].map(slugify))).toBe(true);
    expect(findCuisine("middle-eastern")).toBe("Middle Eastern");
    expect(findFood("fish-and-chips")).toBe("Fish and Chips");
    expect(findFeature("wi-fi")).toBe("Wi-Fi");
  });

  it("has the home page's four groups (10, about 29, 10, about 30 cities)", () => {
    expect(HOME_TOP_US).toHaveLength(10);
    expect(HOME_MORE_US.length).toBeGreaterThanOrEqual(27);
    expect(HOME_TOP_WORLD).toHaveLength(10);
    expect(HOME_MORE_WORLD.length).toBeGreaterThanOrEqual(28);
    for (const c of [...HOME_TOP_US, ...HOME_MORE_US]) expect(findUsState(c.state), c.city).toBeDefined();
    for (const c of [...HOME_TOP_WORLD, ...HOME_MORE_WORLD]) {
      const country = findCountry(c.country);
      expect(country, c.country).toBeDefined();
      expect(findDivision(country!, c.region), `${c.city}: ${c.region}`).toBeDefined();
    }
  });

  it("has about 40 US and 40 international footer cities, all with known countries and states", () => {
    expect(FOOTER_US_CITIES.length).toBeGreaterThanOrEqual(38);
    expect(FOOTER_INTERNATIONAL_CITIES.length).toBeGreaterThanOrEqual(38);
    for (const c of [...FOOTER_US_CITIES, ...FOOTER_INTERNATIONAL_CITIES]) {
      const country = findCountry(c.country);
      expect(country, c.country).toBeDefined();
      expect(findDivision(country!, c.state), `${c.city}: ${c.state}`).toBeDefined();
    }
  });
});

describe("findCatalogueCities", () => {
  it("ranks an exact city name first, ignoring case and accents", () => {
    expect(findCatalogueCities("san francisco")[0]?.city).toBe("San Francisco");
    expect(findCatalogueCities("sao paulo")[0]?.city).toBe("São Paulo");
  });
  it("ranks prefix matches by population", () => {
    expect(
      findCatalogueCities("san")
        .slice(0, 4)
        .map((c) => c.city),
    ).toEqual(["San Antonio", "San Diego", "San Jose", "San Francisco"]);
  });
  it("returns nothing for blank text or no match", () => {
    expect(findCatalogueCities("   ")).toEqual([]);
    expect(findCatalogueCities("zzzz")).toEqual([]);
  });
});
