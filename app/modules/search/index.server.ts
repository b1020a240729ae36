/**
 * Where a search goes. Typed text is read as what and where first (understand.server.ts), then as a
 * restaurant's name, then as a place the catalogues lack (resolveSearch); a chosen suggestion follows its
 * own place: a city or region to its results page, a restaurant to its own page (resolveChoice).
 */
import {
  catalogueCitiesNamed,
  cuisineLabel,
  featureLabel,
  findCatalogueCities,
  findCountry,
  findGuideCountry,
  findUsState,
  foodLabel,
  HOME_TOP_US,
  hasStateGrid,
  isUs,
  US,
  usCities,
} from "~/modules/catalog";
import { catalogueCentre } from "~/modules/catalog/world";
import type { Translator } from "~/modules/i18n/translator";
import type { VisitorPlace } from "~/modules/location/index.server";
import type { GeocodeResult, Places } from "~/modules/places/index.server";
import { foldName, nameMatchStrength, parseSelection } from "~/modules/places/rules";
import { type LocationInput, paths } from "~/modules/urls";
import { type Reading, readQuery, type Topic } from "./understand.server";

const AREA_TYPES = [
  "locality",
  "sublocality",
  "neighborhood",
  "administrative_area_level_1",
  "administrative_area_level_2",
  "colloquial_area",
  "political",
  "postal_code",
];

function component(place: Pick<GeocodeResult, "address_components">, type: string) {
  return place.address_components?.find((c) => c.types.includes(type));
}

/** The results path for a place and an optional business name. */
export function targetFor(place: {
  formatted_address?: string;
  name?: string;
  types?: readonly string[];
  address_components?: GeocodeResult["address_components"];
}): string | null {
  const countryPart = place.address_components
    ? component({ address_components: place.address_components }, "country")
    : undefined;
  const country = countryPart
    ? countryPart.short_name === "US"
      ? findCountry("United States")
      : findCountry(countryPart.long_name)
    : undefined;
  const selection = parseSelection({
    formatted_address: place.formatted_address ?? "",
    name: place.name,
    types: place.types,
  });
  const query = selection?.query;
  const withQuery = (path: string) => (query ? `${path}?${new URLSearchParams({ q: query })}` : path);
  if (country && !isUs(country)) {
    const city =
      (place.address_components &&
        (
          component({ address_components: place.address_components }, "locality") ??
          component({ address_components: place.address_components }, "postal_town")
        )?.long_name) ??
      selection?.city;
    if (!city) return null;
    const region =
      place.address_components &&
      component({ address_components: place.address_components }, "administrative_area_level_1")?.long_name;
    return withQuery(paths.results({ country: country.name, state: region, city }));
  }
  if (!selection) return null;
  const state = findUsState(selection.state);
  if (!state) return null;
  return withQuery(paths.results({ country: US.name, state: state.name, city: selection.city }));
}

export interface SearchChoice {
  label: string;
  detail?: string;
  to: string;
}

/** Where typed text leads: one page, a choice of pages, or nothing (with pages worth trying). */
export type SearchOutcome =
  | { kind: "go"; path: string }
  | { kind: "choose"; heading: string; choices: SearchChoice[] }
  | { kind: "none"; suggestions: SearchChoice[] };

const CHOICES_MAX = 12;

/** How a results place reads in a list: 'Portland', 'Oregon, United States'. */
function choiceOf(loc: LocationInput, to: string): SearchChoice {
  const label = loc.neighborhood ? `${loc.neighborhood}, ${loc.city}` : loc.city;
  const detail = [loc.state !== loc.city ? loc.state : undefined, loc.country].filter(Boolean).join(", ");
  return { label, detail, to };
}

/** The visitor's edge city as a catalogue city, if it is one (results pages exist for those). */
export function visitorCity(visitor: VisitorPlace | null): LocationInput | undefined {
  if (!visitor) return undefined;
  const state = findUsState(visitor.state);
  const named = catalogueCitiesNamed(visitor.city).filter((p) =>
    state && p.country === US.name ? p.state === state.name : p.country === visitor.country,
  );
  return named[0];
}

/** Cities to offer when a search names no place and the visitor's city is unknown. */
function popularCities(): LocationInput[] {
  return HOME_TOP_US.slice(0, 8).map((c) => ({ country: US.name, state: findUsState(c.state)!.name, city: c.city }));
}

/** A cuisine's, dish's or feature's name in the page's language (its English name stays its value). */
export function topicLabel(t: Translator, topic: Topic): string {
  if (topic.kind === "feature") return featureLabel(t, topic.name);
  return topic.kind === "cuisine" ? cuisineLabel(t, topic.name) : foodLabel(t, topic.name);
}

/**
 * What a heading's restaurants are, for its message's select: with a feature ('Restaurants with Wi-Fi'),
 * named by a cuisine, dish or keyword ('Ramen restaurants'), or just restaurants.
 */
function topicOf(reading: Reading, t: Translator): { kind: "feature" | "named" | "none"; name: string } {
  if (reading.topic)
    return { kind: reading.topic.kind === "feature" ? "feature" : "named", name: topicLabel(t, reading.topic) };
  if (reading.keyword)
    return { kind: "named", name: `${reading.keyword[0]!.toUpperCase()}${reading.keyword.slice(1)}` };
  return { kind: "none", name: "" };
}

/** What a reading's what and where give, before any provider call; headings in the page's language. */
function outcomeOf(reading: Reading, visitor: VisitorPlace | null, t: Translator): SearchOutcome | null {
  const businessType = reading.topic;
  const target = (loc: LocationInput) =>
    paths.results(loc, { businessType }) + (reading.keyword ? `?${new URLSearchParams({ q: reading.keyword })}` : "");
  const choose = (heading: string, locs: readonly LocationInput[]): SearchOutcome => ({
    kind: "choose",
    heading,
    choices: locs.slice(0, CHOICES_MAX).map((l) => choiceOf(l, target(l))),
  });
  const where = reading.where;
  const hasWhat = Boolean(reading.topic || reading.keyword);
  if (where?.kind === "place") {
    const [only] = where.places;
    if (where.places.length === 1 && only) return { kind: "go", path: target(only) };
    return choose(
      t.t("shell.search.whichPlace", { place: where.places[0]!.neighborhood ?? where.places[0]!.city }),
      where.places,
    );
  }
  if (where?.kind === "state") {
    if (!hasWhat) return { kind: "go", path: paths.state(US.name, where.state.name) };
    const cities = usCities(where.state.code).map((c) => ({ country: US.name, state: where.state.name, city: c.name }));
    return choose(t.t("shell.search.chooseCityIn", { ...topicOf(reading, t), place: where.state.name }), cities);
  }
  if (where?.kind === "country") {
    const guide = findGuideCountry(where.country.name);
    if (hasWhat && guide) {
      const cities = guide.cities.map((c) => ({ country: guide.name, state: c.region, city: c.name }));
      return choose(t.t("shell.search.chooseCityIn", { ...topicOf(reading, t), place: guide.name }), cities);
    }
    if (isUs(where.country)) return { kind: "go", path: paths.unitedStates() };
    if (guide) return { kind: "go", path: paths.internationalCountry(guide.name) };
    if (hasStateGrid(where.country)) return { kind: "go", path: paths.country(where.country.name) };
    return null;
  }
  // A topic alone, or 'near me': the visitor's city when the edge knows it, else a choice of cities.
  const home = visitorCity(visitor);
  if (home) return { kind: "go", path: target(home) };
  return choose(t.t("shell.search.chooseCity", topicOf(reading, t)), popularCities());
}

/**
 * Resolves typed text: first as what and where against the catalogues (a city, neighbourhood, cuisine or
 * a combination, no provider call); else as a restaurant's name (one text search near the visitor, its
 * page when a result's name starts with the text); else catalogue cities whose names contain it; else a
 * geocoded area (places the catalogues lack). 'None' only when all of these find nothing. Headings are in
 * the language of `t`.
 */
export async function resolveSearch(
  places: Places,
  text: string,
  visitor: VisitorPlace | null,
  t: Translator,
): Promise<SearchOutcome> {
  const q = text.trim();
  const home = visitorCity(visitor);
  // Places to try when nothing matches: the visitor's city first, then the biggest ones.
  const suggestions = (): SearchChoice[] =>
    [...(home ? [home] : []), ...popularCities().slice(0, 4)].map((l) => choiceOf(l, paths.results(l)));
  if (!q) return { kind: "none", suggestions: suggestions() };
  const reading = readQuery(q);
  const read = reading ? outcomeOf(reading, visitor, t) : null;
  if (read) return read;

  const wanted = foldName(q);
  // Near the visitor: their edge coordinates, else their city's centre.
  const near =
    visitor?.location ??
    (home &&
      catalogueCentre({
        country: findCountry(home.country)!,
        stateCode: findUsState(home.state ?? "")?.code,
        city: home.city,
      }));
  const { value: found } = await places.search({ query: q, location: near });
  const named = found.find((p) => nameMatchStrength(foldName(p.name), wanted) >= 2);
  const restaurant = named ? restaurantPath(named, named.place_id) : null;
  if (restaurant) return { kind: "go", path: restaurant };

  const partial = findCatalogueCities(q);
  if (partial.length) {
    return {
      kind: "choose",
      heading: t.t("shell.search.placesMatching", { q }),
      choices: partial.map((p) => choiceOf(p, paths.results(p))),
    };
  }
  const [area] = (await places.geocode(q)).value;
  const areaPath = area?.types?.some((t) => AREA_TYPES.includes(t))
    ? targetFor({ ...area, name: undefined, types: area.types })
    : null;
  if (areaPath) return { kind: "go", path: areaPath };
  return { kind: "none", suggestions: suggestions() };
}

/**
 * A restaurant's own page from its name and address; null when the address names no city (or, in the
 * US, no state) to put in its path.
 */
function restaurantPath(
  place: { name: string; address_components?: GeocodeResult["address_components"]; formatted_address?: string },
  placeId: string,
): string | null {
  const address = { address_components: place.address_components ?? [] };
  const country = component(address, "country");
  const city = (component(address, "locality") ?? component(address, "postal_town"))?.long_name;
  if (!country || !city) {
    // Listing answers carry the formatted address only: 'street, City, ST 12345, USA'.
    const selection = place.formatted_address ? parseSelection({ formatted_address: place.formatted_address }) : null;
    const state = selection && findUsState(selection.state);
    if (!selection || !state || !/\b(?:USA|United States)$/.test(place.formatted_address ?? "")) return null;
    return paths.restaurant(
      { name: place.name, country: US.name, state: state.name, city: selection.city },
      { placeId },
    );
  }
  const us = country.short_name === "US";
  const region = component(address, "administrative_area_level_1");
  const state = us ? findUsState(region?.short_name ?? "")?.name : region?.long_name;
  if (us && !state) return null;
  return paths.restaurant(
    {
      name: place.name,
      country: us ? US.name : (findCountry(country.long_name)?.name ?? country.long_name),
      state: state && state !== city ? state : undefined,
      city,
    },
    { placeId },
  );
}

const RESTAURANT_TYPES = ["restaurant", "food", "cafe", "bar", "bakery", "meal_takeaway", "establishment"];

/**
 * A chosen suggestion with its place id: one Place Details call (address only, with the typing session's
 * token, which ends that session) routes it. A city or area goes to its results page; a restaurant
 * straight to its own page, named as the suggestion showed it. Null when no state or city is found.
 */
export async function resolveChoice(
  places: Places,
  choice: { placeId: string; sessionToken?: string; name?: string; types: readonly string[] },
): Promise<string | null> {
  const { value: address } = await places.placeAddress(choice.placeId, choice.sessionToken);
  if (!address) return null;
  const isArea = choice.types.some((t) => AREA_TYPES.includes(t)) && !choice.types.some((t) => t === "restaurant");
  const results = targetFor({ ...address, name: undefined });
  if (isArea || !choice.name || !choice.types.some((t) => RESTAURANT_TYPES.includes(t))) return results;
  return restaurantPath({ ...address, name: choice.name }, choice.placeId) ?? results;
}
