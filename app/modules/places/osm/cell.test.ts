import { describe, expect, it } from "vitest";
import { cellOf, cellRanges } from "./cell";

/** Whether a search around `at` reads the square a place at `place` is filed under. */
const reaches = (at: { lat: number; lng: number }, place: { lat: number; lng: number }, radiusM = 1000) => {
  const cell = cellOf(place.lat, place.lng);
  return cellRanges(at, radiusM).some(([from, to]) => cell >= from && cell <= to);
};

describe("the squares places are filed under", () => {
  it("finds a place at the pole or on the antimeridian from a search beside it", () => {
    expect(reaches({ lat: 89.999, lng: 10 }, { lat: 90, lng: 10 })).toBe(true);
    expect(reaches({ lat: -16.5, lng: 179.999 }, { lat: -16.5, lng: 180 })).toBe(true);
    expect(reaches({ lat: -89.999, lng: -180 }, { lat: -90, lng: -180 })).toBe(true);
  });

  it("reads one range a row of latitude, and no square far outside the circle", () => {
    const ranges = cellRanges({ lat: 42.5, lng: 1.5 }, 80_000);
    expect(ranges.length).toBeGreaterThan(140);
    expect(reaches({ lat: 42.5, lng: 1.5 }, { lat: 43.1, lng: 1.5 }, 80_000)).toBe(true);
    expect(reaches({ lat: 42.5, lng: 1.5 }, { lat: 44, lng: 1.5 }, 80_000)).toBe(false);
  });
});
