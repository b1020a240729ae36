import { describe, expect, it } from "vitest";
import { mapConfig, markerLabel, OWN_TILES } from "./index";

describe("mapConfig (Google's terms: Google data only on a Google map)", () => {
  it.each([
    [{}, { kind: "open", tileUrl: OWN_TILES }],
    [
      { PLACES_PROVIDER: "osm", GOOGLE_MAPS_API_KEY: "k" },
      { kind: "open", tileUrl: OWN_TILES },
    ],
    [
      { MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png" },
      { kind: "open", tileUrl: "https://tiles.example/{z}/{x}/{y}.png" },
    ],
    [{ GOOGLE_MAPS_API_KEY: "k" }, { kind: "google-static" }],
    [{ GOOGLE_MAPS_API_KEY: "k", GOOGLE_MAPS_BROWSER_KEY: "b" }, { kind: "google" }],
    [{ GOOGLE_MAPS_BROWSER_KEY: "b" }, { kind: "open" }],
  ])("%j -> %j", (env, expected) => {
    expect(mapConfig(env)).toMatchObject(expected);
  });

  it("labels static markers 1-9 then A-Z", () => {
    expect([0, 8, 9, 19].map(markerLabel)).toEqual(["1", "9", "A", "K"]);
  });
});
