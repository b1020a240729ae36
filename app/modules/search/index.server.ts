/**
 * Where a search goes. Typed text is read as what and where first (understand.server.ts), then as a
 * restaurant's name, then as a place the catalogues lack (resolveSearch); a chosen suggestion follows its
 * own place: a city or region to its results page, a restaurant to its own page (resolveChoice).
 */
import {
  catalogueCitiesNamed,
  countryLabel,
  countryOfCode,
  cuisineLabel,
  featureLabel,
  findCatalogueCities,
  findCountry,
  findGuideCountry,
  findUsState,
  findWorldCountry,
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
import {
  foldName,
  LISTING_RADIUS_M,
  nameMatchStrength,
  parseSelection,
  umlautsWrittenOut,
} from "~/modules/places/rules";
import { type LocationInput, paths } from "~/modules/urls";
import { CONNECTOR, type Reading, readQuery, readWhat, type Topic } from "./understand.server";

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

/**
 * The results page's location of a town or area outside the US (its country, region and town from its
 * address components); null in the US (whose paths need a state code: targetFor) or without a town.
 */
function areaLocation(place: Pick<GeocodeResult, "address_components">): LocationInput | null {
  const countryPart = component(place, "country");
  const country = countryPart
    ? (countryOfCode(countryPart.short_name) ?? findWorldCountry(countryPart.long_name))
    : undefined;
  if (!country || isUs(country)) return null;
  const city = (component(place, "locality") ?? component(place, "postal_town"))?.long_name;
  const neighborhood = component(place, "neighborhood")?.long_name;
  if (!city) return neighborhood ? { country: country.name, city: neighborhood } : null;
  const region = component(place, "administrative_area_level_1")?.long_name;
  return { country: country.name, state: region, city, neighborhood };
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
      : (countryOfCode(countryPart.short_name) ?? findWorldCountry(countryPart.long_name))
    : undefined;
  const selection = parseSelection({
    formatted_address: place.formatted_address ?? "",
    name: place.name,
    types: place.types,
  });
  const query = selection?.query;
  const withQuery = (path: string) => (query ? `${path}?${new URLSearchParams({ q: query })}` : path);
  if (country && !isUs(country)) {
    // The town and, for a neighbourhood, the neighbourhood of that town ('Monte-Carlo, Monaco').
    const area = place.address_components ? areaLocation({ address_components: place.address_components }) : null;
    if (area) return withQuery(paths.results(area));
    if (!selection?.city) return null;
    return withQuery(paths.results({ country: country.name, city: selection.city }));
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

/**
 * Towns to offer: where the places provider's data is the geography (OpenStreetMap), the towns with the most
 * places in its countries; else the catalogue's biggest cities.
 */
async function popularPlaces(places: Places): Promise<LocationInput[]> {
  const own = places.geography;
  if (!own) return popularCities();
  const countries = (await own.countries()).sort((a, b) => b.places - a.places).slice(0, 4);
  const towns = await Promise.all(
    countries.map(async ({ code }) => {
      const country = countryOfCode(code);
      if (!country) return [];
      return (await own.towns(code)).map((town) => ({ country: country.name, city: town.name, places: town.places }));
    }),
  );
  return towns
    .flat()
    .sort((a, b) => b.places - a.places)
    .slice(0, 8)
    .map(({ country, city }) => ({ country, city }));
}

/** What a reading's what and where give, before any provider call; headings in the page's language. */
function outcomeOf(
  reading: Reading,
  home: LocationInput | undefined,
  t: Translator,
  popular: readonly LocationInput[],
): SearchOutcome | null {
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
  if (home) return { kind: "go", path: target(home) };
  return choose(t.t("shell.search.chooseCity", topicOf(reading, t)), popular);
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
  const popular = await popularPlaces(places);
  // The visitor's town, where it has a page: a catalogue city, or with the provider's own geography one of
  // its towns (a catalogue city without places would be an empty page).
  const home = places.geography
    ? popular.find((p) => visitor && foldName(p.city) === foldName(visitor.city))
    : visitorCity(visitor);
  // Places to try when nothing matches: the visitor's city first, then the biggest ones.
  const suggestions = (): SearchChoice[] =>
    [...(home ? [home] : []), ...popular.slice(0, 4)].map((l) => choiceOf(l, paths.results(l)));
  if (!q) return { kind: "none", suggestions: suggestions() };
  const reading = readQuery(q);
  const ownCountry = reading?.where?.kind === "country" ? await ownCountryOutcome(places, reading, t) : null;
  if (ownCountry) return ownCountry;
  const read = reading ? outcomeOf(reading, home, t, popular) : null;
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
  // The best match by name; among equals the provider's order (nearest the visitor first, where known).
  const named = found
    .map((p, i) => ({ p, i, strength: namedAs(p, wanted) }))
    .filter((x) => x.strength > 0)
    .sort((a, b) => b.strength - a.strength || a.i - b.i)[0]?.p;
  // A town of the provider's own data named exactly comes before a place whose name only begins so
  // ('Monte-Carlo' is the quarter, not the Monte-Carlo Bar).
  if (places.geography && named && namedAs(named, wanted) < 3) {
    const town = await areaPath(places, q);
    if (town) return { kind: "go", path: town };
  }
  const restaurant = named ? restaurantPath(named, named.place_id) : null;
  if (restaurant) return { kind: "go", path: restaurant };

  // A name and a town the catalogues lack ('La Chaumière Vila Alta', 'beefbar in monaco'), where the
  // provider's own data has its towns: the place of that name near the town.
  if (places.geography) {
    const inTown = await namedInTown(places, wanted);
    if (inTown) return { kind: "go", path: inTown };
  }

  // A cuisine or keyword and a place the catalogues lack ('pizza in Andorra la Vella'): the provider's town.
  const topical = topicAndPlace(q);
  if (topical) {
    const [area] = (await places.geocode(topical.where)).value;
    const loc = area && isAreaNamed(area, topical.where) ? areaLocation(area) : null;
    if (loc) {
      const { topic, keyword } = topical.what;
      const path = paths.results(loc, { businessType: topic });
      return { kind: "go", path: keyword ? `${path}?${new URLSearchParams({ q: keyword })}` : path };
    }
  }

  const partial = findCatalogueCities(q);
  if (partial.length) {
    return {
      kind: "choose",
      heading: t.t("shell.search.placesMatching", { q }),
      choices: partial.map((p) => choiceOf(p, paths.results(p))),
    };
  }
  const area = await areaPath(places, q);
  if (area) return { kind: "go", path: area };
  return { kind: "none", suggestions: suggestions() };
}

/** The results page of the town or area the provider geocodes the text to, if it is one. */
async function areaPath(places: Places, text: string): Promise<string | null> {
  const [area] = (await places.geocode(text)).value;
  return area?.types?.some((t) => AREA_TYPES.includes(t))
    ? targetFor({ ...area, name: undefined, types: area.types })
    : null;
}

/**
 * A country named where the places provider's data is the geography (OpenStreetMap): its page, or with a
 * cuisine or keyword the choice of its towns. Null when the data has no town there.
 */
async function ownCountryOutcome(places: Places, reading: Reading, t: Translator): Promise<SearchOutcome | null> {
  if (reading.where?.kind !== "country" || !places.geography) return null;
  const country = reading.where.country;
  const towns = await places.geography.towns(country.code);
  if (!towns.length) return null;
  if (!reading.topic && !reading.keyword) return { kind: "go", path: paths.internationalCountry(country.name) };
  const target = (loc: LocationInput) =>
    paths.results(loc, { businessType: reading.topic }) +
    (reading.keyword ? `?${new URLSearchParams({ q: reading.keyword })}` : "");
  return {
    kind: "choose",
    heading: t.t("shell.search.chooseCityIn", { ...topicOf(reading, t), place: countryLabel(t, country.name) }),
    choices: towns.slice(0, CHOICES_MAX).map((town) => {
      const loc = { country: country.name, city: town.name };
      return choiceOf(loc, target(loc));
    }),
  };
}

/**
 * How strongly a result is the place typed (0: not it): its name exactly (3) or as the text's beginning (2),
 * or its name followed by its town or country ('beefbar monaco', 'krua siam in san francisco': 2). Names and
 * text are folded (case, accents, apostrophes: 'mcdonalds' is "McDonald's", 'lera' is "L'era").
 */
function namedAs(
  p: { name: string; address_components?: GeocodeResult["address_components"] },
  wanted: string,
): number {
  const name = foldName(p.name);
  // 'Hoefli' for 'Höfli': the name as typed without umlauts matches as well as the name itself.
  const strength = Math.max(
    nameMatchStrength(name, wanted),
    nameMatchStrength(foldName(umlautsWrittenOut(p.name)), wanted),
  );
  if (strength >= 2) return strength;
  if (!wanted.startsWith(`${name} `)) return 0;
  const rest = wanted.slice(name.length + 1).replace(/^(?:in|at|near) /, "");
  const where = (p.address_components ?? [])
    .filter((c) => ["locality", "postal_town", "neighborhood", "country"].some((type) => c.types.includes(type)))
    .flatMap((c) => [foldName(c.long_name), foldName(c.short_name)]);
  return where.includes(rest) ? 2 : 0;
}

/** How many of the text's last words are tried as a town's name ('Andorra la Vella' has three). */
const TOWN_WORDS_MAX = 3;

/**
 * Folded text as a place's name followed by its town ('la chaumiere vila alta', 'la chaumiere in vila alta'):
 * the town geocoded by the provider, then the place of that name near it; the longest town name first.
 */
async function namedInTown(places: Places, wanted: string): Promise<string | null> {
  const words = wanted.split(" ").filter(Boolean);
  for (let n = Math.min(TOWN_WORDS_MAX, words.length - 1); n >= 1; n--) {
    const town = words.slice(-n).join(" ");
    const head = words.slice(0, -n);
    const name = (CONNECTOR.has(head[head.length - 1] ?? "") ? head.slice(0, -1) : head).join(" ");
    if (!name) continue;
    const [area] = (await places.geocode(town)).value;
    if (!area || !isAreaNamed(area, town)) continue;
    const { value: found } = await places.search({ query: name, location: area.location, radius: LISTING_RADIUS_M });
    const best = found
      .map((p) => ({ p, strength: namedAs(p, name) }))
      .filter((x) => x.strength >= 2)
      .sort((a, b) => b.strength - a.strength)[0]?.p;
    const path = best ? restaurantPath(best, best.place_id) : null;
    if (path) return path;
  }
  return null;
}

/** Text as a cuisine, food, feature or keyword and the place after it ('pizza in andorra la vella'). */
function topicAndPlace(text: string): { what: Pick<Reading, "topic" | "keyword">; where: string } | null {
  const words = foldName(text).split(" ").filter(Boolean);
  for (let cut = 1; cut < words.length; cut++) {
    const what = readWhat(words.slice(0, cut));
    if (!what || (!what.topic && !what.keyword)) continue;
    const rest = words.slice(cut);
    const where = (CONNECTOR.has(rest[0]!) ? rest.slice(1) : rest).join(" ");
    if (where) return { what, where };
  }
  return null;
}

/** Whether a geocoded area is the place typed (its own name), not somewhere the geocoder guessed. */
function isAreaNamed(area: GeocodeResult, typed: string): boolean {
  const [own] = area.address_components;
  return Boolean(own && AREA_TYPES.some((type) => own.types.includes(type)) && foldName(own.long_name).includes(typed));
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
      country: us
        ? US.name
        : ((countryOfCode(country.short_name) ?? findWorldCountry(country.long_name))?.name ?? country.long_name),
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
