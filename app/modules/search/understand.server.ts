/**
 * Reads search text the way people write it, against the guide's own catalogues (no provider call):
 * - what: a cuisine, food or feature of the filter catalogues, by name or common synonym ('bbq',
 *   'burgers', 'patio', 'wifi'), or a dietary/venue keyword the filters lack ('vegan', 'seafood');
 * - where: a catalogue city ('seattle', 'portland oregon', 'sf'), a neighbourhood with or without its
 *   city ('mission district sf', 'williamsburg'), a US state or a country; or 'near me';
 * - both, in either order, joined or not by 'in', 'near', 'around' or 'at' ('ramen in seattle',
 *   'seattle ramen', 'pizza near me').
 * Generic words ('best', 'restaurants', 'food', 'places') are ignored. Text it cannot read this way is
 * left to the caller (a restaurant's name, or a place the catalogues lack).
 */
import {
  type CataloguePlace,
  type CountryEntry,
  CUISINES,
  catalogueCitiesNamed,
  FEATURES,
  FOODS,
  findCountry,
  findUsState,
  findWorldCountry,
  guideCityRegion,
  isUs,
  NEIGHBORHOOD_CITIES,
  US,
  type UsState,
} from "~/modules/catalog";
import { foldName } from "~/modules/places/rules";
import type { BusinessType, LocationInput } from "~/modules/urls/paths";

export type Topic = Exclude<BusinessType, { kind: "restaurants" }>;

export type Where =
  | { kind: "place"; places: readonly LocationInput[] }
  | { kind: "state"; state: UsState }
  | { kind: "country"; country: CountryEntry }
  | { kind: "near-me" };

export interface Reading {
  /** A catalogue cuisine, food or feature. */
  topic?: Topic;
  /** A word the filters lack, searched as text on the results page ('vegan'). */
  keyword?: string;
  where?: Where;
}

// ---------------------------------------------------------------- what

const TOPIC_SYNONYMS: Record<string, string> = {
  bbq: "Barbecue",
  "bar b q": "Barbecue",
  barbeque: "Barbecue",
  smokehouse: "Barbecue",
  hamburger: "Burger",
  hamburgers: "Burger",
  cheeseburger: "Burger",
  cheeseburgers: "Burger",
  taco: "Tacos",
  taqueria: "Tacos",
  doughnut: "Donut",
  doughnuts: "Donut",
  wings: "Chicken Wings",
  "buffalo wings": "Chicken Wings",
  dumpling: "Dumplings",
  noodle: "Noodles",
  subs: "Sandwich",
  deli: "Sandwich",
  steakhouse: "Steak",
  steakhouses: "Steak",
  kabob: "Kebab",
  kebap: "Kebab",
  gelato: "Ice Cream",
  "fish chips": "Fish and Chips",
  "fish n chips": "Fish and Chips",
  dimsum: "Dim Sum",
  "poke bowl": "Poke",
  wifi: "Wi-Fi",
  "wi fi": "Wi-Fi",
  "free wifi": "Wi-Fi",
  "outdoor dining": "Outdoor Seating",
  outdoor: "Outdoor Seating",
  patio: "Outdoor Seating",
  terrace: "Outdoor Seating",
  "al fresco": "Outdoor Seating",
  "take out": "Takeout",
  takeaway: "Takeout",
  "take away": "Takeout",
  "to go": "Takeout",
  reservation: "Reservations",
  "open late": "Late Night",
  "late night food": "Late Night",
  "soul food": "Southern",
  creole: "Cajun",
  szechuan: "Chinese",
  sichuan: "Chinese",
  cantonese: "Chinese",
  tapas: "Spanish",
  "tex mex": "Tex-Mex",
};

/** Searched as text on a results page: what people ask for that the filter catalogues do not list. */
const KEYWORDS = [
  "vegan",
  "vegetarian",
  "gluten free",
  "halal",
  "kosher",
  "seafood",
  "coffee",
  "cafe",
  "bakery",
  "dessert",
  "desserts",
  "cocktails",
  "wine bar",
  "brewery",
  "pub",
  "diner",
  "buffet",
  "fine dining",
  "oysters",
  "bagels and coffee",
];

const GENERIC = new Set([
  "best",
  "good",
  "great",
  "top",
  "cheap",
  "the",
  "a",
  "some",
  "find",
  "restaurant",
  "restaurants",
  "food",
  "foods",
  "place",
  "places",
  "spot",
  "spots",
  "joint",
  "joints",
  "cuisine",
  "dining",
  "eats",
  "shop",
  "shops",
  "and",
]);

let topics: Map<string, Topic> | undefined;

export function topicIndex(): Map<string, Topic> {
  if (topics) return topics;
  topics = new Map();
  const add = (key: string, topic: Topic) => {
    if (!topics!.has(key)) topics!.set(key, topic);
  };
  const all: Topic[] = [
    // Foods before features: 'Brunch' is both, and the food page is the one people mean.
    ...FOODS.map((name) => ({ kind: "food" as const, name })),
    ...CUISINES.map((name) => ({ kind: "cuisine" as const, name })),
    ...FEATURES.map((name) => ({ kind: "feature" as const, name })),
  ];
  for (const topic of all) {
    const key = foldName(topic.name);
    add(key, topic);
    // Plurals and singulars: 'burgers', 'tacos' -> 'taco', 'noodles' -> 'noodle'.
    add(`${key}s`, topic);
    add(`${key}es`, topic);
    if (key.endsWith("s")) add(key.slice(0, -1), topic);
  }
  for (const [synonym, name] of Object.entries(TOPIC_SYNONYMS)) {
    const topic = all.find((t) => t.name === name);
    if (topic) add(synonym, topic);
  }
  return topics;
}

/** Words with the generic ones dropped, then the topic or keyword they name as a whole, if any. */
export function readWhat(words: readonly string[]): Pick<Reading, "topic" | "keyword"> | null {
  const kept = words.filter((w) => !GENERIC.has(w)).join(" ");
  if (!kept) return {};
  const topic = topicIndex().get(kept);
  if (topic) return { topic };
  if (KEYWORDS.includes(kept)) return { keyword: kept };
  return null;
}

// ---------------------------------------------------------------- where

/** A Map, so text such as 'constructor' can never find an inherited property. */
const CITY_ALIASES = new Map<string, LocationInput>(
  Object.entries({
    sf: { country: US.name, state: "California", city: "San Francisco" },
    "san fran": { country: US.name, state: "California", city: "San Francisco" },
    nyc: { country: US.name, state: "New York", city: "New York" },
    "new york city": { country: US.name, state: "New York", city: "New York" },
    manhattan: { country: US.name, state: "New York", city: "New York" },
    la: { country: US.name, state: "California", city: "Los Angeles" },
    dc: { country: US.name, state: "District of Columbia", city: "Washington" },
    "washington dc": { country: US.name, state: "District of Columbia", city: "Washington" },
    philly: { country: US.name, state: "Pennsylvania", city: "Philadelphia" },
    vegas: { country: US.name, state: "Nevada", city: "Las Vegas" },
    nola: { country: US.name, state: "Louisiana", city: "New Orleans" },
    atl: { country: US.name, state: "Georgia", city: "Atlanta" },
    slc: { country: US.name, state: "Utah", city: "Salt Lake City" },
  }),
);

const NEAR_ME = /\b(?:near me|nearby|near by|around me|close to me|close by|around here|near here)\b/;

function toLocation(place: CataloguePlace, neighborhood?: string): LocationInput {
  return { country: place.country, state: place.state, city: place.city, neighborhood };
}

/** Catalogue cities named by the words, optionally qualified by a trailing state or country ('portland or'). */
function citiesOf(text: string): LocationInput[] {
  const alias = CITY_ALIASES.get(text);
  if (alias) return [alias];
  const exact = catalogueCitiesNamed(text);
  // A namesake twenty times the size of the next is the one people mean ('paris': France, not Texas).
  const [first, second] = exact;
  if (first && second && first.population >= 20 * second.population) return [toLocation(first)];
  if (exact.length) return exact.map((p) => toLocation(p));
  const words = text.split(" ");
  // A trailing country, as in a pasted address ('san francisco ca usa', 'paris france').
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const country = findCountry(words.slice(cut).join(" "));
    if (!country) continue;
    const within = citiesOf(words.slice(0, cut).join(" ")).filter((p) => p.country === country.name);
    if (within.length) return within;
  }
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const city = words.slice(0, cut).join(" ");
    const qualifier = words.slice(cut).join(" ");
    const named = CITY_ALIASES.has(city)
      ? [CITY_ALIASES.get(city)!]
      : catalogueCitiesNamed(city).map((p) => toLocation(p));
    if (!named.length) continue;
    const state = findUsState(qualifier);
    const country = findCountry(qualifier) ?? (qualifier === "uk" ? findCountry("United Kingdom") : undefined);
    const kept = named.filter(
      (p) =>
        (state && p.country === US.name && findUsState(p.state ?? "") === state) ||
        (country && p.country === country.name) ||
        (!state && !country && p.state && foldName(p.state) === qualifier),
    );
    if (kept.length) return kept;
  }
  return [];
}

interface NeighborhoodEntry {
  name: string;
  place: LocationInput;
}
let neighborhoods: Map<string, NeighborhoodEntry[]> | undefined;

function neighborhoodIndex(): Map<string, NeighborhoodEntry[]> {
  if (neighborhoods) return neighborhoods;
  neighborhoods = new Map();
  const add = (name: string, place: LocationInput) => {
    const key = foldName(name);
    neighborhoods!.set(key, [...(neighborhoods!.get(key) ?? []), { name, place }]);
  };
  for (const list of NEIGHBORHOOD_CITIES.us) {
    const state = findUsState(list.state)!;
    for (const n of list.neighborhoods) add(n, { country: US.name, state: state.name, city: list.city });
  }
  for (const list of NEIGHBORHOOD_CITIES.international) {
    const country = findCountry(list.state);
    if (!country) continue;
    const state = guideCityRegion(country, list.city);
    for (const n of list.neighborhoods) add(n, { country: country.name, state, city: list.city });
  }
  return neighborhoods;
}

/** A neighbourhood by its name, or by its first word when that is the name's only distinctive part. */
function neighborhoodsNamed(text: string, within?: readonly LocationInput[]): LocationInput[] {
  const sameCity = (a: LocationInput, b: LocationInput) => a.city === b.city && a.country === b.country;
  const inScope = (e: NeighborhoodEntry) => !within || within.some((w) => sameCity(w, e.place));
  let found = (neighborhoodIndex().get(text) ?? []).filter(inScope);
  if (!found.length && within) {
    // 'mission sf': 'Mission District' in San Francisco (one neighbourhood there starting with the words).
    const starts = [...neighborhoodIndex().entries()]
      .filter(([key]) => key.startsWith(`${text} `))
      .flatMap(([, list]) => list.filter(inScope));
    if (starts.length === 1) found = starts;
  }
  return found.map((e) => ({ ...e.place, neighborhood: e.name }));
}

/** Where the words point: a neighbourhood (with its city or alone), a city, a US state or a country. */
function readWhere(words: readonly string[]): Where | null {
  const text = words.join(" ");
  if (!text) return null;
  if (NEAR_ME.test(text) && !text.replace(NEAR_ME, "").trim()) return { kind: "near-me" };
  // 'mission district sf', 'shibuya tokyo': a neighbourhood followed by its city.
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const cities = citiesOf(words.slice(cut).join(" "));
    if (!cities.length) continue;
    const found = neighborhoodsNamed(words.slice(0, cut).join(" "), cities);
    if (found.length) return { kind: "place", places: found };
  }
  const cities = citiesOf(text);
  const areas = neighborhoodsNamed(text);
  if (cities.length || areas.length) {
    // A city of some size comes before a neighbourhood elsewhere of the same name; otherwise list both.
    return { kind: "place", places: [...cities, ...areas] };
  }
  const state = findUsState(text);
  if (state && text.length > 2) return { kind: "state", state };
  // A country the catalogue does not list is still a country ('andorra'): states and cities come first.
  const country = findWorldCountry(text);
  if (country && !isUs(country) && text.length > 2) return { kind: "country", country };
  if (text === "usa" || text === "united states" || text === "us") return { kind: "country", country: US };
  return null;
}

// ---------------------------------------------------------------- both

export const CONNECTOR = new Set(["in", "near", "around", "at", "by"]);

/** The text read as what and where; null when it is neither (a restaurant's name, an unknown place). */
export function readQuery(text: string): Reading | null {
  let folded = foldName(text.replace(/&/g, " and "));
  const nearMe = NEAR_ME.test(folded);
  folded = folded.replace(NEAR_ME, " ").replace(/\s+/g, " ").trim();
  const words = folded ? folded.split(" ") : [];
  const withNear = (r: Reading): Reading => (nearMe && !r.where ? { ...r, where: { kind: "near-me" } } : r);
  if (!words.length) return nearMe ? { where: { kind: "near-me" } } : null;

  // 'ramen in seattle', 'pizza near union square': split at a connector.
  for (let i = words.length - 2; i >= 1; i--) {
    if (!CONNECTOR.has(words[i]!)) continue;
    const what = readWhat(words.slice(0, i));
    const where = readWhere(words.slice(i + 1));
    if (what && where) return { ...what, where };
  }
  // The whole text as a place, then as a topic.
  const where = readWhere(words.filter((w) => !GENERIC.has(w)));
  if (where) return withNear({ where });
  const what = readWhat(words);
  if (what && (what.topic || what.keyword)) return withNear(what);
  // Only generic words ('restaurants', 'best food'): restaurants where the visitor is.
  if (what) return { where: { kind: "near-me" } };
  // 'seattle ramen' or 'ramen seattle': a place and a topic side by side.
  for (let cut = 1; cut < words.length; cut++) {
    const [head, tail] = [words.slice(0, cut), words.slice(cut)];
    for (const [w, p] of [
      [head, tail],
      [tail, head],
    ] as const) {
      const whatPart = readWhat(w);
      if (!whatPart || (!whatPart.topic && !whatPart.keyword)) continue;
      const wherePart = readWhere(p.filter((x) => !GENERIC.has(x)));
      if (wherePart) return { ...whatPart, where: wherePart };
    }
  }
  return null;
}
