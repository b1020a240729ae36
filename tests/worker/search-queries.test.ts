import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import type { VisitorPlace } from "~/modules/location/index.server";
import { findDemoCity } from "~/modules/places/demo/geo";
import { DemoProvider, demoCityRestaurants } from "~/modules/places/demo/index.server";
import { Places } from "~/modules/places/index.server";
import { resolveSearch, type SearchOutcome } from "~/modules/search/index.server";
import { slugify } from "~/modules/urls";

/** The visitor's edge location in these tests (wrangler's local default is Austin too). */
const AUSTIN: VisitorPlace = {
  city: "Austin",
  state: "Texas",
  country: "United States",
  location: { lat: 30.2672, lng: -97.7431 },
};

async function resolve(text: string, visitor: VisitorPlace | null = AUSTIN): Promise<SearchOutcome> {
  const ctx = createExecutionContext();
  const places = new Places(new DemoProvider(), {
    kv: env.CACHE,
    waitUntil: (p) => ctx.waitUntil(p),
    env,
    provider: "demo",
  });
  const outcome = await resolveSearch(places, text, visitor, serverTranslator(ENGLISH));
  await waitOnExecutionContext(ctx);
  return outcome;
}

const US = "/restaurants/united-states";
const austin = (type = "restaurants") => `/${type}/united-states/texas/austin`;
const sf = `${US}/california/san-francisco`;
const seattle = `${US}/washington/seattle`;

/** What people type, and the page it must lead to ('choose: X' when a choice led by X is right). */
const QUERIES: [string, string][] = [
  // Places
  ["seattle", seattle],
  ["Seattle, WA", seattle],
  ["seattle washington", seattle],
  ["restaurants in seattle", seattle],
  ["SF", sf],
  ["San Francisco, CA, USA", sf],
  ["nyc", `${US}/new-york/new-york`],
  ["new york city", `${US}/new-york/new-york`],
  ["LA", `${US}/california/los-angeles`],
  ["philly", `${US}/pennsylvania/philadelphia`],
  ["vegas", `${US}/nevada/las-vegas`],
  ["St. Louis", `${US}/missouri/st-louis`],
  ["st louis", `${US}/missouri/st-louis`],
  ["portland oregon", `${US}/oregon/portland`],
  ["Portland, ME", `${US}/maine/portland`],
  ["portland", "choose: Portland"],
  ["springfield", "choose: Springfield"],
  ["tokyo", "/restaurants/international/japan/tokyo/tokyo"],
  ["paris", "/restaurants/international/france/ile-de-france/paris"],
  ["london", "/restaurants/international/united-kingdom/england/london"],
  // Not a catalogue city: found by geocoding.
  ["zürich", "/restaurants/international/switzerland/zurich"],
  ["mission district sf", `${sf}/mission-district`],
  ["Mission District, San Francisco", `${sf}/mission-district`],
  ["mission sf", `${sf}/mission-district`],
  ["hayes valley", `${sf}/hayes-valley`],
  ["soho", "choose: SoHo"],
  ["texas", `${US}/texas`],
  ["japan", "/restaurants/international/japan"],
  ["usa", US],
  // What, in the visitor's city
  ["sushi", austin("sushi-restaurants")],
  ["SUSHI restaurants", austin("sushi-restaurants")],
  ["pizza", austin("pizza-restaurants")],
  ["best pizza near me", austin("pizza-restaurants")],
  ["pizza nearby", austin("pizza-restaurants")],
  ["mexican food", austin("mexican-restaurants")],
  ["thai", austin("thai-restaurants")],
  ["bbq", austin("barbecue-restaurants")],
  ["burgers", austin("burger-restaurants")],
  ["taco", austin("tacos-restaurants")],
  ["dumpling", austin("dumplings-restaurants")],
  ["brunch", austin("brunch-restaurants")],
  ["outdoor seating", austin("restaurants-with-outdoor-seating")],
  ["patio", austin("restaurants-with-outdoor-seating")],
  ["wifi", austin("restaurants-with-wi-fi")],
  ["late night food", austin("restaurants-with-late-night")],
  ["vegan", `${austin()}?q=vegan`],
  ["gluten free", `${austin()}?q=gluten+free`],
  ["coffee near me", `${austin()}?q=coffee`],
  ["near me", austin()],
  ["restaurants", austin()],
  ["best food", austin()],
  // What and where
  ["ramen in seattle", `/ramen-restaurants/united-states/washington/seattle`],
  ["seattle ramen", `/ramen-restaurants/united-states/washington/seattle`],
  ["ramen seattle", `/ramen-restaurants/united-states/washington/seattle`],
  ["Ramen in Seattle, WA", `/ramen-restaurants/united-states/washington/seattle`],
  ["pizza in nyc", `/pizza-restaurants/united-states/new-york/new-york`],
  ["best tacos in LA", `/tacos-restaurants/united-states/california/los-angeles`],
  ["dim sum sf", `/dim-sum-restaurants/united-states/california/san-francisco`],
  ["sushi in mission district sf", `/sushi-restaurants/united-states/california/san-francisco/mission-district`],
  ["italian restaurants in chicago", `/italian-restaurants/united-states/illinois/chicago`],
  ["vegan in portland oregon", `${US}/oregon/portland?q=vegan`],
  ["outdoor seating in austin", austin("restaurants-with-outdoor-seating")],
  ["cajun new orleans", `/cajun-restaurants/united-states/louisiana/new-orleans`],
  ["sushi in tokyo", "/sushi-restaurants/international/japan/tokyo/tokyo"],
  ["fish & chips in london", "/fish-and-chips-restaurants/international/united-kingdom/england/london"],
  ["bbq in texas", "choose: Barbecue restaurants in Texas"],
  ["ramen in japan", "choose: Ramen restaurants in Japan"],
  ["pizza in portland", "choose: Portland"],
  // Nothing to find
  ["qwzxvk", "none"],
  ["<script>alert(1)</script>", "none"],
  // Words that name properties every JavaScript object inherits are just words.
  ["constructor", "none"],
  ["pizza in constructor", "none"],
  ["tostring", "none"],
];

function summary(outcome: SearchOutcome): string {
  if (outcome.kind === "go") return outcome.path;
  if (outcome.kind === "none") return "none";
  return `choose: ${outcome.heading}`;
}

describe("the search resolver reads what people type", () => {
  it(`has at least 60 real-world queries`, () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(QUERIES)("%s -> %s", async (text, expected) => {
    const got = summary(await resolve(text));
    if (expected.startsWith("choose: ")) expect(got).toMatch(new RegExp(`^choose: .*${expected.slice(8)}`));
    else expect(got).toBe(expected);
  });

  it("takes a restaurant's name to its own page, in the visitor's city", async () => {
    const [place] = demoCityRestaurants(findDemoCity("United States", "TX", "Austin")!);
    const path = `/restaurants/USA/TX/austin/profile/${slugify(place!.name)}?${new URLSearchParams({ pid: place!.place_id })}`;
    expect(summary(await resolve(place!.name))).toBe(path);
    expect(summary(await resolve(place!.name.toLowerCase()))).toBe(path);
  });

  it("offers a choice of cities for a dish when the visitor's city is unknown", async () => {
    const outcome = await resolve("sushi", null);
    expect(outcome.kind).toBe("choose");
    if (outcome.kind !== "choose") return;
    expect(outcome.heading).toBe("Sushi restaurants: choose a city");
    expect(outcome.choices[0]).toEqual({
      label: "New York",
      detail: "United States",
      to: "/sushi-restaurants/united-states/new-york/new-york",
    });
  });

  it("offers a choice between same-named cities, each with the dish", async () => {
    const outcome = await resolve("pizza in portland");
    expect(outcome.kind === "choose" && outcome.choices.map((c) => c.to)).toEqual(
      expect.arrayContaining([
        "/pizza-restaurants/united-states/oregon/portland",
        "/pizza-restaurants/united-states/maine/portland",
      ]),
    );
  });
});
