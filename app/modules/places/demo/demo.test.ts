import { describe, expect, it } from "vitest";
import {
  FOOTER_INTERNATIONAL_CITIES,
  FOOTER_US_CITIES,
  findUsState,
  GUIDE_COUNTRIES,
  HOME_MORE_US,
  HOME_MORE_WORLD,
  HOME_TOP_US,
  HOME_TOP_WORLD,
  internationalNearby,
  NEARBY_LISTS,
  NEIGHBORHOOD_CITIES,
  usNearbyFallback,
} from "~/modules/catalog";
import { slugify } from "~/modules/slug";
import { distanceKm, isAcceptedResult, isCardVisible, listingQuery, placeText } from "../rules";
import { demoGeocode, findDemoCity } from "./geo";
import { DEMO_PER_CITY, DemoProvider, demoCityRestaurants } from "./index.server";
import { demoPhotoSvg } from "./photo";

const demo = new DemoProvider();

describe("demo geocoder", () => {
  const places = [
    ...FOOTER_US_CITIES.map((c) => placeText({ city: c.city, state: c.state, country: c.country })),
    ...[...HOME_TOP_US, ...HOME_MORE_US].map((c) =>
      placeText({ city: c.city, state: findUsState(c.state)!.name, country: "United States" }),
    ),
    ...FOOTER_INTERNATIONAL_CITIES.map((c) => placeText({ city: c.city, state: c.state, country: c.country })),
    ...[...HOME_TOP_WORLD, ...HOME_MORE_WORLD].map((c) =>
      placeText({ city: c.city, state: c.region, country: c.country }),
    ),
    ...GUIDE_COUNTRIES.flatMap((g) =>
      g.cities.map((c) => placeText({ city: c.name, state: c.region, country: g.name })),
    ),
  ];

  it.each(places)("resolves %s", (text) => {
    const [hit] = demoGeocode(text);
    expect(hit, text).toBeDefined();
    expect(hit!.address_components.some((c) => c.types.includes("locality"))).toBe(true);
  });

  it("resolves every listed neighbourhood to a point near its city", () => {
    for (const list of NEIGHBORHOOD_CITIES.us) {
      const state = findUsState(list.state)!;
      for (const n of list.neighborhoods) {
        const [hit] = demoGeocode(
          placeText({ neighborhood: n, city: list.city, state: state.name, country: "United States" }),
        );
        expect(hit?.types, `${n}, ${list.city}`).toContain("neighborhood");
      }
    }
  });

  // Each nearby city is geocoded as its results page does: the name, its state or country.
  const nearbyCities = [
    ...NEARBY_LISTS.international.map((l) => ({ list: l, cities: internationalNearby(l.state, l.city) })),
    ...NEARBY_LISTS.us.map((l) => ({ list: l, cities: usNearbyFallback(l.state, l.city) })),
    { list: { state: "CA", city: "San Francisco" }, cities: usNearbyFallback("KS", "Wichita") },
  ].flatMap(({ list, cities }) => cities.map((c) => ({ hub: list, ...c })));
  const textOf = (city: string, where: string) => {
    const state = findUsState(where);
    return state ? placeText({ city, state: state.name, country: "United States" }) : `${city}, ${where}`;
  };

  it.each(nearbyCities)("knows $name near $hub.city, in $where, as the namesake near it", async ({
    hub,
    name,
    where,
  }) => {
    const [centre] = await demo.geocode(textOf(hub.city, hub.state));
    const [hit] = await demo.geocode(textOf(name, where));
    expect(hit, name).toBeDefined();
    const state = findUsState(where);
    const component = (type: string) => hit!.address_components.find((c) => c.types.includes(type));
    expect(slugify(component("locality")?.long_name ?? "")).toBe(slugify(name));
    if (state) expect(component("administrative_area_level_1")?.short_name).toBe(state.code);
    else expect(component("country")?.long_name).toBe(where);
    expect(distanceKm(centre!.location, hit!.location)).toBeLessThan(250);
  });

  it("finds a town the catalogues do not list, and still prefers the catalogues' namesake", async () => {
    const [cedarPark] = await demo.geocode("Cedar Park, Texas, United States");
    expect(cedarPark?.formatted_address).toBe("Cedar Park, TX, USA");
    const [richmond] = await demo.geocode("Richmond, United Kingdom");
    expect(distanceKm(richmond!.location, { lat: 51.46, lng: -0.3 })).toBeLessThan(5);
    expect((await demo.geocode("Portland, Oregon, United States"))[0]!.location.lng).toBeLessThan(-120);
    expect(await demo.geocode("Qwzxv, Nowhereland")).toEqual([]);
  });

  it("tells Portland, Oregon from Portland, Maine and finds nothing for nonsense", () => {
    const or = demoGeocode("Portland, Oregon, United States")[0]!;
    const me = demoGeocode("Portland, ME, USA")[0]!;
    expect(or.location.lng).toBeLessThan(-120);
    expect(me.location.lng).toBeGreaterThan(-72);
    expect(demoGeocode("Qwzxv, Nowhereland")).toEqual([]);
  });
});

describe("demo restaurants", () => {
  const sf = findDemoCity("United States", "CA", "San Francisco")!;
  const list = demoCityRestaurants(sf);

  it("gives a city 48 stable, realistic restaurants", () => {
    expect(list).toHaveLength(DEMO_PER_CITY);
    expect(demoCityRestaurants(sf)).toEqual(list);
    expect(new Set(list.map((p) => p.place_id)).size).toBe(DEMO_PER_CITY);
    for (const p of list) {
      expect(p.source).toBe("demo");
      expect(isAcceptedResult(p) && isCardVisible(p)).toBe(true);
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(4.9);
      expect(p.price_level).toBeGreaterThanOrEqual(1);
      expect(p.price_level).toBeLessThanOrEqual(4);
      expect(p.opening_hours?.weekday_text).toHaveLength(7);
      expect(p.reviews).toHaveLength(5);
      expect(p.formatted_phone_number).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(p.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
      expect(p.formatted_address).toMatch(/San Francisco, CA \d{5}, USA$/);
      // Inside the city: within 6.5 km of its centre.
      const { lat, lng } = p.geometry!.location;
      expect(Math.hypot((lat - sf.lat) * 111, (lng - sf.lng) * 88)).toBeLessThan(6.5);
    }
    expect(new Set(list.map((p) => p.types![0])).size).toBeGreaterThan(8);
  });

  it("finds a listed place by id, and nothing for a forged or unknown id", async () => {
    expect(await demo.details(list[5]!.place_id)).toEqual(list[5]);
    expect(await demo.details("demo~united-states~ca~san-francisco~99")).toBeNull();
    expect(await demo.details("demo~united-states~zz~san-francisco~01")).toBeNull();
    expect(await demo.details("ChIJ-not-a-demo-id")).toBeNull();
  });

  it("answers the spec's listing queries for a neighbourhood with nearby places", async () => {
    const location = placeText({
      neighborhood: "Mission District",
      city: "San Francisco",
      state: "California",
      country: "United States",
    });
    const [geo] = await demo.geocode(location);
    const results = await demo.textSearch({ query: listingQuery({ location }), location: geo!.location, radius: 5000 });
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(results.length).toBeLessThanOrEqual(20);
    const tokyo = await demo.textSearch({ query: listingQuery({ cuisine: "Japanese", location: "Tokyo, Japan" }) });
    expect(tokyo.length).toBeGreaterThan(0);
    expect(tokyo[0]!.formatted_address).toContain("Tokyo, Japan");
  });

  it("finds a business by name in its city", async () => {
    const target = list[3]!;
    const found = await demo.textSearch({
      query: listingQuery({ business: target.name, location: "San Francisco, California, United States" }),
    });
    expect(found.map((p) => p.place_id)).toContain(target.place_id);
  });

  // A place's page without the place-id hint (its canonical address) finds the place by name in its town:
  // 'Seoul Han Portland, Oregon' must not be read as the town of Oregon, Ohio.
  it.each([
    ["Portland", "Oregon"],
    ["San Francisco", "California"],
  ])("finds every place of %s, %s by its name alone", async (town, state) => {
    const city = findDemoCity("United States", state, town)!;
    for (const target of demoCityRestaurants(city)) {
      const found = await demo.textSearch({
        query: listingQuery({ business: target.name, location: `${town}, ${state}, United States` }),
      });
      expect(
        found.map((p) => p.place_id),
        target.name,
      ).toContain(target.place_id);
    }
  });

  it("suggests cities (and restaurants) for autocomplete, nearby localities and reverse geocoding", async () => {
    const s = await demo.autocomplete({ input: "San Fr" });
    expect(s[0]?.structured_formatting.main_text).toBe("San Francisco");
    expect(s[0]?.description).toBe("San Francisco, CA, USA");
    const near = await demo.nearbyLocalities({ lat: sf.lat, lng: sf.lng }, 80_000);
    expect(near.map((n) => n.name)).toEqual(expect.arrayContaining(["Oakland", "San Jose"]));
    const [rev] = await demo.reverseGeocode({ lat: 37.78, lng: -122.41 });
    expect(rev?.address_components.find((c) => c.types.includes("locality"))?.long_name).toBe("San Francisco");
  });

  it("draws photos as SVG and rejects unknown references", () => {
    const ref = list[0]!.photos![0]!.photo_reference;
    const svg = demoPhotoSvg(ref, 400)!;
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('width="400" height="300"');
    expect(demoPhotoSvg(ref, 400)).toBe(svg);
    expect(demoPhotoSvg("demo:99:abc", 400)).toBeNull();
    expect(demoPhotoSvg("<script>", 400)).toBeNull();
  });
});
