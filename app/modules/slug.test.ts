import { describe, expect, it } from "vitest";
import { slugify } from "./slug";
import { paths } from "./urls";

describe("slugify", () => {
  it.each([
    ["San Francisco", "san-francisco"],
    ["Coeur d'Alene", "coeur-dalene"],
    ["St. Louis", "st-louis"],
    ["Winston-Salem", "winston-salem"],
    ["Washington", "washington"],
    ["Provence-Alpes-Côte d'Azur", "provence-alpes-cote-dazur"],
    ["São Paulo", "sao-paulo"],
    ["Île-de-France", "ile-de-france"],
    ["  New   York  ", "new-york"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe("paths.results for a city", () => {
  it("builds a city's results path from display names (the international tree outside the US)", () => {
    expect(paths.results({ country: "United States", state: "District of Columbia", city: "Washington" })).toBe(
      "/restaurants/united-states/district-of-columbia/washington",
    );
    expect(paths.results({ country: "Singapore", state: "Singapore", city: "Singapore" })).toBe(
      "/restaurants/international/singapore/singapore/singapore",
    );
  });
});
