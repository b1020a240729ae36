import { describe, expect, it } from "vitest";
import { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, findCatalogueCities } from "./index";

describe("footer city lists", () => {
  it("has about 40 US and 40 international cities, no duplicates", () => {
    expect(FOOTER_US_CITIES.length).toBeGreaterThanOrEqual(38);
    expect(FOOTER_INTERNATIONAL_CITIES.length).toBeGreaterThanOrEqual(38);
    const keys = [...FOOTER_US_CITIES, ...FOOTER_INTERNATIONAL_CITIES].map((c) => `${c.country}/${c.state}/${c.city}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(FOOTER_US_CITIES.every((c) => c.country === "United States")).toBe(true);
  });
});

describe("findCatalogueCities", () => {
  it("ranks an exact city name first, ignoring case and accents", () => {
    expect(findCatalogueCities("san francisco")[0]?.city).toBe("San Francisco");
    expect(findCatalogueCities("sao paulo")[0]?.city).toBe("São Paulo");
  });
  it("matches prefixes and states", () => {
    expect(findCatalogueCities("san").map((c) => c.city)).toEqual(expect.arrayContaining(["San Antonio", "San Diego", "San Jose"]));
    expect(findCatalogueCities("texas").map((c) => c.city)).toContain("Austin");
  });
  it("returns nothing for blank text or no match", () => {
    expect(findCatalogueCities("   ")).toEqual([]);
    expect(findCatalogueCities("zzzz")).toEqual([]);
  });
});
