import { describe, expect, it } from "vitest";
import { findCountry } from "~/modules/catalog";
import { canonicalResultsPath, isMobilePath, mobileTabOf, nearMissPage, parsePath, paths, type Route } from "./index";

/** A compact, comparable view of a parsed route. */
function view(route: Route): string {
  switch (route.kind) {
    case "home":
      return `home${route.mobile ? " mobile" : ""}`;
    case "static":
      return `static ${route.page}`;
    case "mobile-tab":
      return `tab ${route.tab}`;
    case "us-overview":
    case "international-index":
    case "not-found":
      return route.kind;
    case "country":
      return `country ${route.country.name}`;
    case "state":
      return `state ${route.country.name} / ${route.state}${route.stateCode ? ` (${route.stateCode})` : ""}`;
    case "international-country":
      return `intl-country${route.mobile ? " mobile" : ""} ${route.country.name}`;
    case "international-state":
      return `intl-state ${route.country.name} / ${route.state}`;
    case "user":
      return `user ${route.username}`;
    case "results":
    case "restaurant": {
      const l = route.location;
      const bt =
        route.businessType.kind === "restaurants" ? "" : ` [${route.businessType.kind}: ${route.businessType.name}]`;
      const where = [l.country.name, l.state, l.city, l.neighborhood].filter(Boolean).join(" / ");
      const head = `${route.kind}${route.mobile ? " mobile" : ""}${l.international ? " intl" : ""}${bt} ${where}`;
      return route.kind === "restaurant" ? `${head} :: ${route.name}` : head;
    }
  }
}

describe("parsePath: every row of the route table", () => {
  it.each([
    // Web routes
    ["/", "home"],
    ["/auth", "static auth"],
    ["/account", "static account"],
    ["/privacy-policy", "static privacy-policy"],
    ["/terms-of-use", "static terms-of-use"],
    ["/search", "static search"],
    ["/restaurants/united-states", "us-overview"],
    ["/restaurants/USA", "us-overview"],
    ["/restaurants", "us-overview"],
    ["/restaurants/international", "international-index"],
    ["/restaurants/international/japan", "intl-country Japan"],
    ["/restaurants/international/atlantis", "intl-country Atlantis"],
    ["/restaurants/international/germany/bavaria", "intl-state Germany / Bavaria"],
    ["/restaurants/international/japan/hokkaido", "intl-state Japan / Hokkaido"],
    // rule 1: a division that is also a guide city is the city's results
    ["/restaurants/international/germany/berlin", "results intl Germany / Berlin"],
    ["/restaurants/international/japan/tokyo", "results intl Japan / Tokyo"],
    ["/restaurants/international/france/paris", "results intl France / Paris"],
    ["/restaurants/international/france/ile-de-france/paris", "results intl France / Île-de-France / Paris"],
    [
      "/restaurants/international/france/ile-de-france/paris/le-marais",
      "results intl France / Île-de-France / Paris / Le Marais",
    ],
    // rule 2
    ["/restaurants/international/france/paris/le-marais", "results intl France / Paris / Le Marais"],
    ["/restaurants/international/germany/berlin/kreuzberg", "results intl Germany / Berlin / Kreuzberg"],
    ["/restaurants/international/germany/bavaria/munich", "results intl Germany / Bavaria / Munich"],
    ["/restaurants/international/singapore/singapore/singapore", "results intl Singapore / Singapore / Singapore"],
    ["/restaurants/international/italy/lazio/rome", "results intl Italy / Lazio / Rome"],
    ["/restaurants/canada", "country Canada"],
    ["/restaurants/japan", "country Japan"],
    ["/restaurants/narnia", "country Narnia"],
    ["/restaurants/united-states/california", "state United States / California (CA)"],
    ["/restaurants/USA/ca", "state United States / California (CA)"],
    ["/restaurants/united-states/nowhere", "state United States / Nowhere"],
    ["/restaurants/canada/ontario", "state Canada / Ontario"],
    ["/restaurants/united-states/california/san-francisco", "results United States / California / San Francisco"],
    ["/restaurants/USA/CA/San-Francisco", "results United States / California / San Francisco"],
    [
      "/restaurants/united-states/district-of-columbia/washington",
      "results United States / District of Columbia / Washington",
    ],
    [
      "/restaurants/united-states/california/san-francisco/mission-district",
      "results United States / California / San Francisco / Mission District",
    ],
    [
      "/restaurants/united-states/california/san-francisco/outer-mission",
      "results United States / California / San Francisco / Outer Mission",
    ],
    ["/restaurants/japan/tokyo/tokyo", "results Japan / Tokyo / Tokyo"],
    ["/restaurants/united-kingdom/england/london", "results United Kingdom / England / London"],
    [
      "/restaurants-with-outdoor-seating/united-states/california/san-francisco",
      "results [feature: Outdoor Seating] United States / California / San Francisco",
    ],
    [
      "/restaurants-with-wi-fi/usa/ny/new-york/soho",
      "results [feature: Wi-Fi] United States / New York / New York / SoHo",
    ],
    ["/restaurants-with-live-music/international/france/paris", "results intl [feature: Live Music] France / Paris"],
    [
      "/restaurants-with-bar/international/france/ile-de-france/paris/pigalle",
      "results intl [feature: Bar] France / Île-de-France / Paris / Pigalle",
    ],
    ["/thai-restaurants/united-states/illinois/chicago", "results [cuisine: Thai] United States / Illinois / Chicago"],
    [
      "/middle-eastern-restaurants/united-states/illinois/chicago/pilsen",
      "results [cuisine: Middle Eastern] United States / Illinois / Chicago / Pilsen",
    ],
    ["/pizza-restaurants/united-states/new-york/new-york", "results [food: Pizza] United States / New York / New York"],
    [
      "/fish-and-chips-restaurants/international/united-kingdom/london",
      "results intl [food: Fish and Chips] United Kingdom / London",
    ],
    // Restaurant profiles, with and without the literal 'profile' segment (rule 3)
    [
      "/restaurants/USA/CA/san-francisco/profile/zuni-cafe",
      "restaurant United States / California / San Francisco :: Zuni Cafe",
    ],
    [
      "/restaurants/united-states/california/san-francisco/mission-district/profile/la-taqueria",
      "restaurant United States / California / San Francisco / Mission District :: La Taqueria",
    ],
    [
      "/restaurants/united-states/california/san-francisco/mission-district/la-taqueria",
      "restaurant United States / California / San Francisco / Mission District :: La Taqueria",
    ],
    [
      "/restaurants/international/japan/tokyo/tokyo/profile/sushi-saito",
      "restaurant intl Japan / Tokyo / Tokyo :: Sushi Saito",
    ],
    ["/restaurants/international/japan/tokyo/profile/sushi-saito", "restaurant intl Japan / Tokyo :: Sushi Saito"],
    [
      "/restaurants/international/japan/tokyo/tokyo/ginza/sushi-saito",
      "restaurant intl Japan / Tokyo / Tokyo / Ginza :: Sushi Saito",
    ],
    [
      "/italian-restaurants/united-states/new-york/new-york/profile/carbone",
      "restaurant [cuisine: Italian] United States / New York / New York :: Carbone",
    ],
    // /{username}
    ["/ada_lovelace", "user ada_lovelace"],
    ["/foodie-42", "user foodie-42"],
    // Mobile routes
    ["/mobile", "home mobile"],
    ["/mobile/", "home mobile"],
    ["/mobile/search", "tab search"],
    ["/mobile/near-me", "tab near-me"],
    ["/mobile/favorites", "tab favorites"],
    ["/mobile/profile", "tab profile"],
    ["/mobile/restaurants/international/japan", "intl-country mobile Japan"],
    ["/mobile/restaurants/international/japan/tokyo", "results mobile intl Japan / Tokyo"],
    [
      "/mobile/restaurants/international/japan/tokyo/tokyo/shinjuku",
      "results mobile intl Japan / Tokyo / Tokyo / Shinjuku",
    ],
    [
      "/mobile/restaurants/united-states/california/san-francisco",
      "results mobile United States / California / San Francisco",
    ],
    [
      "/mobile/restaurants/united-states/california/san-francisco/castro",
      "results mobile United States / California / San Francisco / Castro",
    ],
    [
      "/mobile/restaurants/USA/CA/san-francisco/profile/zuni-cafe",
      "restaurant mobile United States / California / San Francisco :: Zuni Cafe",
    ],
    [
      "/mobile/restaurants/international/japan/tokyo/profile/sushi-saito",
      "restaurant mobile intl Japan / Tokyo :: Sushi Saito",
    ],
  ])("%s -> %s", (path, expected) => {
    expect(view(parsePath(path))).toBe(expected);
  });
});

describe("parsePath: everything else is not found", () => {
  it.each([
    ["/restaurants/united-states/narnia/some-city", "unknown US state in a results path"],
    ["/restaurants/atlantis/a/b", "unknown country in a results path"],
    ["/restaurants/international/atlantis/a", "unknown international country below its page"],
    ["/klingon-restaurants/united-states/california/san-francisco", "unknown cuisine"],
    ["/restaurants-with-helipad/united-states/california/san-francisco", "unknown feature"],
    ["/thai-restaurants", "business type alone"],
    ["/thai-restaurants/united-states/california", "business type without a city"],
    ["/restaurants/usa/ca/sf/a/b/c", "too deep without 'profile'"],
    ["/restaurants/usa/ca/sf/profile", "'profile' without a name"],
    ["/restaurants/usa/ca/sf/profile/a/b", "'profile' not before the last segment"],
    ["/mobile/restaurants/usa/ca/sf/castro/la-taqueria", "mobile restaurant without 'profile' (rule 6)"],
    ["/mobile/restaurants/united-states", "no mobile US overview"],
    ["/mobile/unknown-tab", "unknown mobile tab"],
    ["/mobile/account", "web-only page under /mobile"],
    ["/restaurants/<script>", "markup in a segment"],
    ["/%E0%A4%A", "malformed percent-encoding"],
    ["/a%2Fb", "an encoded slash"],
    [`/${"a".repeat(101)}`, "a 101-character segment"],
    [`/restaurants/${"a/".repeat(300)}`, "an overlong path"],
    ["/api", "reserved name as username"],
    ["/mobile", "(control) mobile home is found"],
  ])("%s (%s)", (path, label) => {
    const expected = label.startsWith("(control)") ? "home mobile" : "not-found";
    expect(view(parsePath(path))).toBe(expected);
  });
});

describe("paths build what parsePath reads back", () => {
  const us = findCountry("united-states")!.name;
  it.each([
    [paths.unitedStates(), "us-overview"],
    [paths.international(), "international-index"],
    [paths.country("Canada"), "country Canada"],
    [paths.country("United States"), "us-overview"],
    [paths.state(us, "California"), "state United States / California (CA)"],
    [paths.state(us, "DC"), "state United States / District of Columbia (DC)"],
    [paths.state("Japan", "Hokkaido"), "state Japan / Hokkaido"],
    [paths.internationalCountry("United Kingdom"), "intl-country United Kingdom"],
    [paths.internationalCountry("Japan", { mobile: true }), "intl-country mobile Japan"],
    [paths.internationalState("Germany", "Bavaria"), "intl-state Germany / Bavaria"],
    [
      paths.results({ country: us, state: "California", city: "San Francisco" }),
      "results United States / California / San Francisco",
    ],
    [
      paths.results({ country: us, state: "CA", city: "San Francisco", neighborhood: "Hayes Valley" }),
      "results United States / California / San Francisco / Hayes Valley",
    ],
    [
      paths.results(
        { country: us, state: "NY", city: "New York" },
        { businessType: { kind: "cuisine", name: "Middle Eastern" } },
      ),
      "results [cuisine: Middle Eastern] United States / New York / New York",
    ],
    [
      paths.results(
        { country: us, state: "NY", city: "New York" },
        { businessType: { kind: "feature", name: "Outdoor Seating" }, mobile: true },
      ),
      "results mobile [feature: Outdoor Seating] United States / New York / New York",
    ],
    [
      paths.results({ country: "France", state: "Île-de-France", city: "Paris", neighborhood: "Le Marais" }),
      "results intl France / Île-de-France / Paris / Le Marais",
    ],
    [
      paths.results({ country: "Japan", city: "Osaka" }, { businessType: { kind: "food", name: "Ramen" } }),
      "results intl [food: Ramen] Japan / Osaka",
    ],
    [
      paths.results({ country: us, state: "District of Columbia", city: "Washington" }),
      "results United States / District of Columbia / Washington",
    ],
    [
      paths.results({ country: "Singapore", state: "Singapore", city: "Singapore" }),
      "results intl Singapore / Singapore / Singapore",
    ],
    [
      paths.restaurant({ name: "Zuni Café", country: us, state: "California", city: "San Francisco" }),
      "restaurant United States / California / San Francisco :: Zuni Cafe",
    ],
    [
      paths.restaurant({ name: "Sushi Saitō", country: "Japan", state: "Tokyo", city: "Tokyo" }, { mobile: true }),
      "restaurant mobile intl Japan / Tokyo / Tokyo :: Sushi Saito",
    ],
    [paths.user("ada_lovelace"), "user ada_lovelace"],
  ])("%s -> %s", (path, expected) => {
    expect(view(parsePath(path))).toBe(expected);
  });

  it("builds the spec's card URL shapes", () => {
    expect(paths.restaurant({ name: "Zuni Café", country: "United States", state: "CA", city: "San Francisco" })).toBe(
      "/restaurants/USA/CA/san-francisco/profile/zuni-cafe",
    );
    expect(paths.restaurant({ name: "Joe's Pizza" })).toBe("/restaurants/USA/CA/san-francisco/profile/joes-pizza");
    expect(paths.restaurant({ name: "Le Comptoir", country: "France", city: "Paris" }, { mobile: true })).toBe(
      "/mobile/restaurants/international/france/paris/profile/le-comptoir",
    );
    expect(
      paths.results(
        { country: "United States", state: "California", city: "San Francisco" },
        { businessType: { kind: "cuisine", name: "Thai" } },
      ),
    ).toBe("/thai-restaurants/united-states/california/san-francisco");
    expect(
      paths.results(
        { country: "United States", state: "California", city: "San Francisco" },
        { businessType: { kind: "feature", name: "Wi-Fi" } },
      ),
    ).toBe("/restaurants-with-wi-fi/united-states/california/san-francisco");
    expect(paths.home({ mobile: true })).toBe("/mobile");
    expect(paths.mobileTab("near-me")).toBe("/mobile/near-me");
  });
});

describe("the mobile version's paths", () => {
  it("knows which paths are mobile and which bottom-bar tab they belong to", () => {
    expect(isMobilePath("/mobile")).toBe(true);
    expect(isMobilePath("/mobile/search")).toBe(true);
    expect(isMobilePath("/mobiles")).toBe(false);
    expect(isMobilePath("/restaurants/mobile")).toBe(false);
    expect(mobileTabOf("/mobile")).toBe("home");
    expect(mobileTabOf("/mobile/near-me")).toBe("near-me");
    expect(mobileTabOf("/mobile/favorites/")).toBe("favorites");
    expect(mobileTabOf("/mobile/favorites/import")).toBe("favorites");
    expect(mobileTabOf("/mobile/restaurants/united-states/texas/austin")).toBe("home");
  });

  it("turns web paths into their /mobile/ twins, once", () => {
    expect(paths.mobile("/")).toBe("/mobile");
    expect(paths.mobile("/restaurants/USA/TX/austin?q=Franklin")).toBe("/mobile/restaurants/USA/TX/austin?q=Franklin");
    expect(paths.mobile("/mobile/search")).toBe("/mobile/search");
    expect(paths.results({ country: "United States", state: "TX", city: "Round Rock" }, { mobile: true })).toBe(
      "/mobile/restaurants/united-states/texas/round-rock",
    );
  });
});

describe("canonicalResultsPath: one path per results page", () => {
  const canonical = (path: string) => {
    const route = parsePath(path);
    if (route.kind !== "results") throw new Error(`${path} is not a results page`);
    return canonicalResultsPath(route);
  };
  it.each([
    ["/restaurants/USA/CA/san-francisco", "/restaurants/united-states/california/san-francisco"],
    [
      "/restaurants/us/ca/san-francisco/mission-district",
      "/restaurants/united-states/california/san-francisco/mission-district",
    ],
    ["/Restaurants/United-States/California/San-Francisco", "/restaurants/united-states/california/san-francisco"],
    ["/restaurants/japan/tokyo/tokyo", "/restaurants/international/japan/tokyo/tokyo"],
    ["/restaurants/international/japan/tokyo", "/restaurants/international/japan/tokyo/tokyo"],
    ["/mobile/restaurants/japan/tokyo/tokyo", "/mobile/restaurants/international/japan/tokyo/tokyo"],
    ["/sushi-restaurants/usa/wa/seattle", "/sushi-restaurants/united-states/washington/seattle"],
    ["/restaurants/canada/ontario/toronto", "/restaurants/international/canada/ontario/toronto"],
  ])("%s answers under %s", (path, expected) => {
    expect(canonical(path)).toBe(expected);
    expect(canonical(expected)).toBe(expected);
  });

  it("never sends a page to a path that reads as another place", () => {
    // 'Kreuzberg' typed as a city in the state of Berlin: its international path reads as the city
    // Berlin's neighbourhood Kreuzberg, so the page keeps its own path.
    expect(view(parsePath("/restaurants/germany/berlin/kreuzberg"))).toBe("results Germany / Berlin / Kreuzberg");
    expect(view(parsePath("/restaurants/international/germany/berlin/kreuzberg"))).toBe(
      "results intl Germany / Berlin / Kreuzberg",
    );
    expect(parsePath("/restaurants/germany/berlin/kreuzberg")).toMatchObject({
      location: { state: "Berlin", city: "Kreuzberg" },
    });
    expect(canonical("/restaurants/germany/berlin/kreuzberg")).toBeUndefined();
  });
});

describe("nearMissPage", () => {
  it.each([
    ["privacy-polcy", "/privacy-policy"],
    ["privacypolicy", "/privacy-policy"],
    ["terms-of-us", "/terms-of-use"],
    ["serch", "/search"],
    ["acount", "/account"],
    ["restaurant", "/restaurants/united-states"],
  ])("reads /%s as a mistyped %s", (typed, path) => {
    expect(nearMissPage(typed)?.path).toBe(path);
  });

  it.each(["ada_lovelace", "foodie42", "paris", "searchlight"])("leaves /%s to be a username", (name) => {
    expect(nearMissPage(name)).toBeNull();
  });
});
