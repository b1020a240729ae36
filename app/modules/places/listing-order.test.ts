import { describe, expect, it } from "vitest";
import { withOpenNow } from "./hours";
import { refineListing, sortListing, unknownHours, weightedRating } from "./rules";
import type { OpeningPeriod, Restaurant } from "./types";

const r = (over: Partial<Restaurant> & { name: string }): Restaurant => ({
  place_id: over.name.toLowerCase().replace(/\W+/g, "-"),
  types: ["restaurant", "food", "establishment"],
  source: "demo",
  rating: 4.2,
  user_ratings_total: 100,
  ...over,
});
const daily = (openH: number, closeH: number, closeNextDay = false): OpeningPeriod[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    open: { day, hour: openH, minute: 0 },
    close: { day: closeNextDay ? (day + 1) % 7 : day, hour: closeH, minute: 0 },
  }));
const hours = (periods: OpeningPeriod[], utcOffset: number) => ({
  opening_hours: { periods, weekday_text: [] },
  utc_offset_minutes: utcOffset,
});

describe("'open now' on a listing", () => {
  // 2026-11-23 is a Monday. 07:30 UTC is 23:30 Sunday in San Francisco and 16:30 Monday in Tokyo.
  const now = new Date("2026-11-23T07:30:00Z");
  const places = [
    r({ name: "Late Bar SF", ...hours(daily(18, 2, true), -480) }), // Sunday 18:00 to Monday 02:00: open
    r({ name: "Lunch Spot SF", ...hours(daily(11, 15), -480) }), // closed at 23:30
    r({ name: "Tokyo Diner", ...hours(daily(11, 22), 540) }), // 16:30 in its own time zone: open
    r({
      name: "Closed Mondays Tokyo",
      ...hours(
        daily(9, 22).filter((p) => p.open.day !== 1),
        540,
      ),
    }),
    r({ name: "Always Open", ...hours([{ open: { day: 0, hour: 0, minute: 0 } }], -480) }),
    r({ name: "No Hours" }),
    r({ name: "Hours Without Zone", opening_hours: { periods: daily(0, 23), weekday_text: [] } }),
  ].map((p) => withOpenNow(p, now));

  it("keeps the places open now, in each place's own time zone, and never guesses unknown hours", () => {
    const open = refineListing(places, { openNow: true }, { kind: "default" }).map((p) => p.name);
    expect(open.sort()).toEqual(["Always Open", "Late Bar SF", "Tokyo Diner"]);
    expect(unknownHours(places, { openNow: true })).toBe(2);
    // Without the filter every place is listed.
    expect(refineListing(places, {}, { kind: "default" })).toHaveLength(places.length);
  });

  it("combines with the other filters", () => {
    const priced = places.map((p) => ({ ...p, price_level: p.name === "Tokyo Diner" ? 2 : 1 }));
    expect(refineListing(priced, { openNow: true, priceLevel: "2" }, { kind: "default" }).map((p) => p.name)).toEqual([
      "Tokyo Diner",
    ]);
  });
});

describe("sort orders", () => {
  const center = { lat: 37.7749, lng: -122.4194 };
  const set = [
    r({ name: "Newcomer", rating: 5.0, user_ratings_total: 3, geometry: { location: { lat: 37.8, lng: -122.42 } } }),
    r({
      name: "Institution",
      rating: 4.7,
      user_ratings_total: 2000,
      geometry: { location: { lat: 37.76, lng: -122.41 } },
    }),
    r({ name: "Busy", rating: 4.1, user_ratings_total: 5000, geometry: { location: { lat: 37.7749, lng: -122.419 } } }),
    r({
      name: "Unrated",
      rating: undefined,
      user_ratings_total: 0,
      geometry: { location: { lat: 37.9, lng: -122.5 } },
    }),
  ];
  const names = (list: readonly Restaurant[]) => list.map((p) => p.name);

  it("Top rated weighs a rating by its number of reviews: 5.0 from 3 does not top 4.7 from 2,000", () => {
    expect(weightedRating(set[0]!)).toBeCloseTo((3 * 5 + 50 * 4) / 53, 6);
    expect(names(sortListing(set, "rating"))).toEqual(["Institution", "Busy", "Newcomer", "Unrated"]);
  });

  it("Most reviewed, Nearest to the centre, and Best match keeps the ranking", () => {
    expect(names(sortListing(set, "reviews"))).toEqual(["Busy", "Institution", "Newcomer", "Unrated"]);
    expect(names(sortListing(set, "distance", center))).toEqual(["Busy", "Institution", "Newcomer", "Unrated"]);
    expect(names(sortListing(set, "best"))).toEqual(names(set));
  });

  it("sorts before the listing is capped at 20", () => {
    const many = Array.from({ length: 30 }, (_, i) => r({ name: `Place ${i}`, user_ratings_total: i * 10 }));
    const top = refineListing(many, {}, { kind: "default" }, { sort: "reviews" });
    expect(top).toHaveLength(20);
    expect(top[0]!.name).toBe("Place 29");
  });
});
