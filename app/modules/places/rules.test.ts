import { describe, expect, it } from "vitest";
import {
  defaultScore,
  distanceKm,
  isAcceptedResult,
  isCardVisible,
  listingQuery,
  matchesCuisine,
  matchesFeatures,
  matchesPrice,
  nameMatchStrength,
  parseSelection,
  placeText,
  RESULTS_CAP,
  rank,
  refineListing,
} from "./rules";
import type { Restaurant } from "./types";

const r = (over: Partial<Restaurant> & { name: string }): Restaurant => ({
  place_id: over.place_id ?? over.name.toLowerCase().replace(/\W+/g, "-"),
  types: ["restaurant", "food", "establishment"],
  source: "demo",
  ...over,
});

describe("listingQuery", () => {
  it.each([
    [{ business: "Zuni Café", location: "San Francisco, California" }, "Zuni Café San Francisco, California"],
    [{ cuisine: "Thai", location: "Chicago, Illinois" }, "Thai restaurants food dining in Chicago, Illinois"],
    [{ location: "Paris, France" }, "dining restaurants food Paris, France"],
    [{ business: "  ", cuisine: "Thai", location: "X" }, "Thai restaurants food dining in X"],
    [{ business: "Nopa", cuisine: "Thai", location: "X" }, "Nopa X"],
  ])("%j -> %s", (input, expected) => {
    expect(listingQuery(input)).toBe(expected);
  });

  it("joins place text as '{neighbourhood, city, state, country}'", () => {
    expect(
      placeText({
        neighborhood: "Mission District",
        city: "San Francisco",
        state: "California",
        country: "United States",
      }),
    ).toBe("Mission District, San Francisco, California, United States");
    expect(placeText({ city: "Singapore", country: "Singapore" })).toBe("Singapore, Singapore");
  });
});

describe("isAcceptedResult", () => {
  it.each([
    [{ name: "Anything", types: ["restaurant"] }, true],
    [{ name: "Anything", types: ["thai_restaurant"] }, true],
    [{ name: "Anything", types: ["wine_bar"] }, true],
    [{ name: "Anything", types: ["bakery", "store"] }, true],
    [{ name: "Golden Gate Deli", types: ["point_of_interest"] }, true],
    [{ name: "Blue Bottle Cafe", types: ["point_of_interest"] }, true],
    [{ name: "Tiffany Jewelry", types: ["jewelry_store", "point_of_interest"] }, false],
    [{ name: "Museum Cafe", types: ["museum"] }, false],
    [{ name: "Grand Hotel Restaurant", types: ["lodging"] }, false],
    [{ name: "City Bank", types: ["bank"] }, false],
    [{ name: "Barton Clinic", types: ["doctor"] }, false],
  ])("%j -> %s", (place, expected) => {
    expect(isAcceptedResult(place)).toBe(expected);
  });
});

describe("isCardVisible", () => {
  it.each([
    [[], true],
    [undefined, true],
    [["cafe"], true],
    [["meal_takeaway"], true],
    [["point_of_interest", "establishment"], true],
    [["point_of_interest", "store"], false],
    [["lodging"], false],
  ])("types %j -> %s", (types, expected) => {
    expect(isCardVisible({ types: types as string[] | undefined })).toBe(expected);
  });
});

describe("matchesPrice", () => {
  it.each([
    [2, undefined, true],
    [undefined, undefined, true],
    [2, "2", true],
    [3, "2", false],
    [undefined, "1", false],
  ])("price_level %s with filter %s -> %s", (level, filter, expected) => {
    expect(matchesPrice({ price_level: level }, filter)).toBe(expected);
  });
});

describe("matchesCuisine", () => {
  it.each([
    ["type map", r({ name: "Kin Khao", types: ["thai_restaurant", "restaurant"] }), "Thai", true],
    ["name contains", r({ name: "Thai Basil" }), "Thai", true],
    ["synonym in name", r({ name: "Taqueria Cancún" }), "Mexican", true],
    [
      "synonym in summary",
      r({ name: "Nopalito", editorial_summary: { overview: "Regional dishes with house-made mole." } }),
      "Mexican",
      true,
    ],
    [
      "synonym in 5th review",
      r({
        name: "Chez X",
        reviews: Array.from({ length: 5 }, (_, i) => ({
          author_name: "a",
          rating: 5,
          relative_time_description: "",
          text: i === 4 ? "best pho in town" : "nice",
        })),
      }),
      "Vietnamese",
      true,
    ],
    [
      "6th review ignored",
      r({
        name: "Chez X",
        reviews: Array.from({ length: 6 }, (_, i) => ({
          author_name: "a",
          rating: 5,
          relative_time_description: "",
          text: i === 5 ? "best pho in town" : "nice",
        })),
      }),
      "Vietnamese",
      false,
    ],
    [
      "breakfast by serves flag",
      r({ name: "Plain Diner", types: ["restaurant"], serves_breakfast: true }),
      "Breakfast",
      true,
    ],
    ["brunch without flag", r({ name: "Dinner Only", serves_brunch: false }), "Brunch", false],
    ["no match", r({ name: "Sushi Ran", types: ["sushi_restaurant"] }), "Italian", false],
    ["food via type", r({ name: "Tony's", types: ["pizza_restaurant"] }), "Pizza", true],
    ["no filter", r({ name: "Anything" }), undefined, true],
  ])("%s", (_label, place, cuisine, expected) => {
    expect(matchesCuisine(place, cuisine)).toBe(expected);
  });
});

describe("matchesFeatures", () => {
  it.each([
    ["delivery by type", r({ name: "a", types: ["restaurant", "meal_delivery"] }), ["Delivery"], true],
    ["delivery without", r({ name: "a" }), ["Delivery"], false],
    ["delivery reported by provider", r({ name: "a", delivery: true }), ["Delivery"], true],
    ["takeout by type", r({ name: "a", types: ["meal_takeaway"] }), ["Takeout"], true],
    ["takeout reported false", r({ name: "a", types: ["meal_takeaway"], takeout: false }), ["Takeout"], false],
    ["outdoor: restaurant rated 4.5", r({ name: "a", rating: 4.5 }), ["Outdoor Seating"], true],
    ["outdoor: rated exactly 4", r({ name: "a", rating: 4 }), ["Outdoor Seating"], false],
    ["outdoor: cafe", r({ name: "a", types: ["cafe"], rating: 4.8 }), ["Outdoor Seating"], false],
    ["other features pass", r({ name: "a" }), ["Live Music", "Wi-Fi", "Parking"], true],
    ["bar: a pub", r({ name: "a", types: ["pub", "bar"] }), ["Bar"], true],
    ["bar: a restaurant that serves wine", r({ name: "a", serves_wine: true }), ["Bar"], true],
    ["bar: a café that does not say", r({ name: "a", types: ["cafe"] }), ["Bar"], false],
    [
      "all must pass",
      r({ name: "a", types: ["restaurant", "meal_delivery"], rating: 3 }),
      ["Delivery", "Outdoor Seating"],
      false,
    ],
  ])("%s", (_label, place, features, expected) => {
    expect(matchesFeatures(place, features)).toBe(expected);
  });
});

describe("ranking", () => {
  it("measures distance on a 6371 km sphere", () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6371 * Math.PI) / 180, 6);
    expect(distanceKm({ lat: 37.7749, lng: -122.4194 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(559.1, 0);
  });

  it.each([
    ["Zuni Café", "zuni café", 3],
    ["Zuni Café", "zuni", 2],
    ["The Zuni Café", "zuni", 1],
    ["Nopa", "zuni", 0],
  ])("name match %s / %s = %s", (name, q, expected) => {
    expect(nameMatchStrength(name, q)).toBe(expected);
  });

  it("business mode: name match, then distance, then rating (over 0.1), then reviews", () => {
    const center = { lat: 37.77, lng: -122.42 };
    const near = { lat: 37.771, lng: -122.42 };
    const far = { lat: 37.8, lng: -122.42 };
    const places = [
      r({ name: "Other", rating: 5, geometry: { location: near } }),
      r({ name: "Zuni Café Annex", place_id: "annex", rating: 4, geometry: { location: near } }),
      r({ name: "Zuni Café", place_id: "z1", rating: 3, geometry: { location: far } }),
      r({ name: "Zuni Café", place_id: "z2", rating: 3, geometry: { location: near } }),
    ];
    expect(rank(places, { kind: "business", query: "Zuni Café", center }).map((p) => p.place_id)).toEqual([
      "z2",
      "z1",
      "annex",
      "other",
    ]);
  });

  it("cuisine mode: match in name/types first, then rating beyond 0.1, then review count", () => {
    const places = [
      r({ name: "Burger Spot", rating: 4.9, user_ratings_total: 900 }),
      r({ name: "Thai A", rating: 4.5, user_ratings_total: 10 }),
      r({ name: "Thai B", rating: 4.55, user_ratings_total: 500 }),
      r({ name: "Thai C", rating: 4.7, user_ratings_total: 5 }),
    ];
    expect(rank(places, { kind: "cuisine", cuisine: "Thai" }).map((p) => p.name)).toEqual([
      "Thai C",
      "Thai B",
      "Thai A",
      "Burger Spot",
    ]);
  });

  it("default mode: rating x 0.3 + min(reviews, 5000) x 0.001 beyond 0.01, then reviews beyond 10, then rating", () => {
    expect(defaultScore(r({ name: "a", rating: 4, user_ratings_total: 9000 }))).toBeCloseTo(6.2, 10);
    const places = [
      r({ name: "A", rating: 4.0, user_ratings_total: 100 }), // 1.3
      r({ name: "B", rating: 4.5, user_ratings_total: 50 }), // 1.4
      r({ name: "C", rating: 4.0, user_ratings_total: 105 }), // 1.305: within 0.01 of A, 5 more reviews (not > 10)
      r({ name: "D", rating: 4.02, user_ratings_total: 95 }), // 1.301: within 0.01 of A and C
    ];
    // A, C, D tie on score and on reviews (differences within 10): ordered by rating, stable otherwise.
    expect(rank(places, { kind: "default" }).map((p) => p.name)).toEqual(["B", "D", "A", "C"]);
  });

  it("refineListing keeps accepted, visible, filtered places and caps at 20", () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      r({ name: `Thai ${i}`, rating: 3 + (i % 20) / 10, price_level: (i % 4) + 1 }),
    );
    const shop = r({ name: "Corner Jewelry Store", types: ["jewelry_store"] });
    const out = refineListing([...many, shop], {}, { kind: "default" });
    expect(out).toHaveLength(RESULTS_CAP);
    expect(out).not.toContain(shop);
    const cheap = refineListing(many, { priceLevel: "1" }, { kind: "default" });
    expect(cheap.every((p) => p.price_level === 1)).toBe(true);
    expect(cheap).toHaveLength(8);
  });
});

describe("parseSelection", () => {
  it.each([
    [
      "city",
      { formatted_address: "San Francisco, CA, USA", name: "San Francisco", types: ["locality", "political"] },
      { state: "CA", city: "San Francisco" },
    ],
    [
      "zip 5",
      {
        formatted_address: "1658 Market St, San Francisco, CA 94102, USA",
        name: "Zuni Café",
        types: ["restaurant", "food", "establishment"],
      },
      { state: "CA", city: "San Francisco", query: "Zuni Café" },
    ],
    [
      "zip 5+4",
      {
        formatted_address: "1 Ferry Building, San Francisco, CA 94111-3407, USA",
        name: "Ferry Building",
        types: ["point_of_interest"],
      },
      { state: "CA", city: "San Francisco", query: "Ferry Building" },
    ],
    [
      "establishment",
      { formatted_address: "200 Clarendon St, Boston, MA 02116, USA", name: "Some Tower", types: ["establishment"] },
      { state: "MA", city: "Boston", query: "Some Tower" },
    ],
    [
      "region",
      {
        formatted_address: "Napa County, CA, USA",
        name: "Napa County",
        types: ["administrative_area_level_2", "political"],
      },
      { state: "CA", city: "Napa County" },
    ],
    [
      "fallback: no state code",
      { formatted_address: "Shibuya, Tokyo, Japan", name: "Shibuya", types: ["sublocality"] },
      { state: "Tokyo", city: "Shibuya" },
    ],
    [
      "fallback: long state part",
      { formatted_address: "Paris, Île-de-France Region Extra, France", name: "Paris", types: ["locality"] },
      null,
    ],
    ["state code but no city", { formatted_address: "CA 94102, USA", name: "x", types: ["postal_code"] }, null],
    ["too few parts", { formatted_address: "France", name: "France", types: ["country"] }, null],
    [
      "lowercase code: falls back to the second-to-last part",
      { formatted_address: "Main St, Springfield, il, USA", name: "x", types: ["route"] },
      { state: "il", city: "Springfield", query: "x" },
    ],
  ])("%s", (_label, place, expected) => {
    expect(parseSelection(place)).toEqual(expected);
  });
});
