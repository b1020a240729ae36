/**
 * The spec's search rules as pure functions: listing query composition, result
 * acceptance, card visibility, price, cuisine and feature filters, the three ranking modes and the cap
 * of 20, and the address parsing of a chosen search suggestion.
 */

import { own } from "~/modules/own";
import type { Restaurant } from "./types";

export const LISTING_RADIUS_M = 5_000;
export const RESULTS_CAP = 20;
export const EARTH_RADIUS_KM = 6371;

// ---------------------------------------------------------------- query composition

export interface ListingQueryInput {
  /** 'Sushi Saito' when the visitor searched a business by name (?q=). */
  business?: string;
  /** A cuisine or food name from the catalogue. */
  cuisine?: string;
  /** 'Mission District, San Francisco, California, United States' */
  location: string;
}

export function listingQuery({ business, cuisine, location }: ListingQueryInput): string {
  if (business?.trim()) return `${business.trim()} ${location}`;
  if (cuisine?.trim()) return `${cuisine.trim()} restaurants food dining in ${location}`;
  return `dining restaurants food ${location}`;
}

/** The place text a listing searches and geocodes: '{neighbourhood, city, state, country}'. */
export function placeText(parts: { neighborhood?: string; city: string; state?: string; country?: string }): string {
  return [parts.neighborhood, parts.city, parts.state, parts.country].filter((p) => p?.trim()).join(", ");
}

// ---------------------------------------------------------------- acceptance and visibility

/** Food and drink venue types (Google Places types, legacy and New API). */
export const FOOD_VENUE_TYPES: ReadonlySet<string> = new Set([
  "restaurant",
  "food",
  "cafe",
  "bar",
  "bakery",
  "meal_takeaway",
  "meal_delivery",
  "coffee_shop",
  "tea_house",
  "ice_cream_shop",
  "dessert_shop",
  "dessert_restaurant",
  "donut_shop",
  "bagel_shop",
  "juice_shop",
  "sandwich_shop",
  "deli",
  "diner",
  "bistro",
  "food_court",
  "pub",
  "wine_bar",
  "brewpub",
  "brewery",
  "winery",
  "cafeteria",
  "steak_house",
  "pizza_restaurant",
  "hamburger_restaurant",
  "fast_food_restaurant",
  "seafood_restaurant",
  "sushi_restaurant",
  "ramen_restaurant",
  "barbecue_restaurant",
  "breakfast_restaurant",
  "brunch_restaurant",
  "vegan_restaurant",
  "vegetarian_restaurant",
  "fine_dining_restaurant",
  "buffet_restaurant",
  "chocolate_shop",
  "confectionery",
  "acai_shop",
  "cat_cafe",
  "dog_cafe",
  "gastropub",
  "food_store",
  "snack_bar",
  "noodle_shop",
  "tapas_restaurant",
  "taco_restaurant",
  "dumpling_restaurant",
  "hot_pot_restaurant",
  "izakaya_restaurant",
]);

const FOOD_TYPE_WORDS = ["restaurant", "food", "bar", "cafe", "bakery", "deli"];

const FOOD_NAME_WORDS = [
  "restaurant",
  "ristorante",
  "trattoria",
  "osteria",
  "bistro",
  "brasserie",
  "cafe",
  "café",
  "kitchen",
  "grill",
  "diner",
  "eatery",
  "pizzeria",
  "pizza",
  "sushi",
  "ramen",
  "noodle",
  "taqueria",
  "tacos",
  "bbq",
  "barbecue",
  "steakhouse",
  "burger",
  "bakery",
  "boulangerie",
  "patisserie",
  "deli",
  "bar",
  "pub",
  "tavern",
  "cantina",
  "izakaya",
  "dim sum",
  "dumpling",
  "curry",
  "pho",
  "thai",
  "bagel",
  "brunch",
  "breakfast",
  "creperie",
  "gastropub",
  "taverna",
  "chophouse",
  "smokehouse",
  "canteen",
  "food",
  "cuisine",
  "biergarten",
  "wok",
  "tandoori",
  "kebab",
];

const NON_FOOD_NAME_WORDS = [
  "jewelry",
  "jewellery",
  "museum",
  "store",
  "hotel",
  "motel",
  "bank",
  "clinic",
  "school",
  "church",
  "hospital",
  "pharmacy",
  "salon",
  "spa",
  "gym",
  "fitness",
  "dentist",
  "dental",
  "laundry",
  "bookstore",
  "gallery",
  "library",
  "insurance",
  "realty",
  "real estate",
  "apartments",
  "parking",
  "garage",
  "auto",
  "repair",
  "law",
  "attorney",
  "university",
  "college",
  "academy",
  "temple",
  "mosque",
  "synagogue",
  "office",
  "hardware",
  "boutique",
];

function containsWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "iu").test(text);
}

/** Food venue types, or a food word and no non-food word in the name. */
export function isAcceptedResult(place: Pick<Restaurant, "types" | "name">): boolean {
  const types = place.types ?? [];
  if (types.some((t) => FOOD_VENUE_TYPES.has(t) || FOOD_TYPE_WORDS.some((w) => t.includes(w)))) return true;
  const name = place.name ?? "";
  return FOOD_NAME_WORDS.some((w) => containsWord(name, w)) && !NON_FOOD_NAME_WORDS.some((w) => containsWord(name, w));
}

const CARD_TYPES = ["restaurant", "food", "meal_takeaway", "meal_delivery", "cafe"];

/** A card is hidden when it has types, none of the food ones, and not 'establishment'. */
export function isCardVisible(place: Pick<Restaurant, "types">): boolean {
  const types = place.types ?? [];
  if (types.length === 0) return true;
  return types.some((t) => CARD_TYPES.includes(t)) || types.includes("establishment");
}

// ---------------------------------------------------------------- filters

/** Exact price level match; places without one are excluded once a price is chosen. */
export function matchesPrice(place: Pick<Restaurant, "price_level">, priceLevel?: string): boolean {
  if (!priceLevel) return true;
  return place.price_level !== undefined && String(place.price_level) === priceLevel;
}

/** Cuisine (and food) to provider place types. */
export const CUISINE_TYPES: Readonly<Record<string, readonly string[]>> = {
  american: ["american_restaurant"],
  brazilian: ["brazilian_restaurant"],
  chinese: ["chinese_restaurant"],
  french: ["french_restaurant"],
  greek: ["greek_restaurant"],
  indian: ["indian_restaurant"],
  indonesian: ["indonesian_restaurant"],
  italian: ["italian_restaurant"],
  japanese: ["japanese_restaurant", "sushi_restaurant", "ramen_restaurant"],
  korean: ["korean_restaurant"],
  lebanese: ["lebanese_restaurant"],
  mediterranean: ["mediterranean_restaurant"],
  mexican: ["mexican_restaurant"],
  "middle eastern": ["middle_eastern_restaurant"],
  spanish: ["spanish_restaurant"],
  thai: ["thai_restaurant"],
  turkish: ["turkish_restaurant"],
  vietnamese: ["vietnamese_restaurant"],
  afghan: ["afghani_restaurant"],
  ethiopian: ["african_restaurant"],
  barbecue: ["barbecue_restaurant"],
  breakfast: ["breakfast_restaurant"],
  brunch: ["brunch_restaurant"],
  burger: ["hamburger_restaurant"],
  pizza: ["pizza_restaurant"],
  ramen: ["ramen_restaurant"],
  sushi: ["sushi_restaurant"],
  steak: ["steak_house"],
  sandwich: ["sandwich_shop"],
  "ice cream": ["ice_cream_shop"],
  donut: ["donut_shop"],
  bagel: ["bagel_shop"],
  seafood: ["seafood_restaurant"],
  "fish and chips": ["seafood_restaurant"],
};

/** Words that signal a cuisine or food in a name, type, summary or review (about 70 entries). */
export const CUISINE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  argentinian: ["argentinian", "argentine", "parrilla", "asado", "empanada"],
  brazilian: ["brazilian", "churrascaria", "rodizio", "feijoada", "picanha"],
  british: ["british", "gastropub", "pie and mash", "sunday roast", "english"],
  cajun: ["cajun", "creole", "gumbo", "jambalaya", "crawfish", "po' boy", "po boy"],
  caribbean: ["caribbean", "jerk", "roti", "plantain", "trinidadian"],
  chinese: ["chinese", "szechuan", "sichuan", "cantonese", "dim sum", "dumpling", "hunan", "peking", "wok"],
  cuban: ["cuban", "cubano", "ropa vieja", "havana"],
  ethiopian: ["ethiopian", "injera", "eritrean", "habesha"],
  filipino: ["filipino", "adobo", "lechon", "sinigang", "lumpia"],
  french: ["french", "bistro", "brasserie", "boulangerie", "patisserie", "creperie", "bouchon"],
  german: ["german", "biergarten", "beer hall", "schnitzel", "bratwurst"],
  greek: ["greek", "gyro", "souvlaki", "taverna", "ouzeri"],
  hawaiian: ["hawaiian", "poke", "loco moco", "plate lunch"],
  indian: ["indian", "curry", "tandoori", "masala", "biryani", "dosa", "punjabi", "tikka"],
  indonesian: ["indonesian", "nasi goreng", "rendang", "satay", "warung"],
  irish: ["irish", "guinness", "shepherd's pie"],
  italian: ["italian", "trattoria", "osteria", "ristorante", "pasta", "pizzeria", "enoteca"],
  jamaican: ["jamaican", "jerk", "patty", "oxtail"],
  japanese: ["japanese", "sushi", "ramen", "izakaya", "omakase", "yakitori", "udon", "tempura", "kaiseki"],
  korean: ["korean", "bbq", "bibimbap", "kimchi", "bulgogi", "soju"],
  lebanese: ["lebanese", "mezze", "shawarma", "falafel", "manakish"],
  malaysian: ["malaysian", "laksa", "nasi lemak", "roti canai", "satay"],
  mediterranean: ["mediterranean", "mezze", "hummus", "falafel"],
  mexican: ["mexican", "taqueria", "tacos", "burrito", "cantina", "mezcal", "enchilada", "mole"],
  "middle eastern": ["middle eastern", "shawarma", "falafel", "kebab", "hummus", "persian", "lebanese"],
  moroccan: ["moroccan", "tagine", "couscous"],
  nepalese: ["nepalese", "nepali", "momo", "himalayan"],
  pakistani: ["pakistani", "karahi", "nihari", "biryani"],
  persian: ["persian", "iranian", "kabob", "tahdig"],
  peruvian: ["peruvian", "ceviche", "pisco", "lomo saltado", "anticucho"],
  polish: ["polish", "pierogi", "kielbasa"],
  portuguese: ["portuguese", "pastel de nata", "bacalhau", "piri piri", "peri peri"],
  russian: ["russian", "pelmeni", "borscht", "blini"],
  southern: ["southern", "soul food", "fried chicken", "biscuits", "grits", "barbecue"],
  spanish: ["spanish", "tapas", "paella", "pintxos", "jamón"],
  taiwanese: ["taiwanese", "beef noodle", "bubble tea", "gua bao", "xiao long bao"],
  "tex-mex": ["tex-mex", "tex mex", "fajita", "queso", "nachos"],
  thai: ["thai", "pad thai", "som tam", "tom yum", "khao soi"],
  turkish: ["turkish", "kebab", "doner", "döner", "pide", "baklava", "meze"],
  vietnamese: ["vietnamese", "pho", "banh mi", "bún", "bun bo"],
  bagel: ["bagel", "bagels"],
  barbecue: ["barbecue", "bbq", "smokehouse", "brisket", "ribs"],
  burger: ["burger", "burgers", "hamburger"],
  burrito: ["burrito", "burritos", "taqueria"],
  "chicken wings": ["wings", "chicken wings", "buffalo wings"],
  curry: ["curry", "curries", "masala"],
  "dim sum": ["dim sum", "yum cha", "dumpling"],
  donut: ["donut", "doughnut", "donuts"],
  dumplings: ["dumpling", "dumplings", "gyoza", "xiao long bao", "momo", "pierogi"],
  falafel: ["falafel"],
  "fish and chips": ["fish and chips", "chippy", "fish & chips"],
  "fried chicken": ["fried chicken", "chicken shack"],
  gyro: ["gyro", "gyros", "souvlaki"],
  "hot dog": ["hot dog", "hot dogs", "frankfurter"],
  "ice cream": ["ice cream", "gelato", "creamery", "frozen custard"],
  kebab: ["kebab", "kabob", "doner", "shawarma"],
  noodles: ["noodle", "noodles", "ramen", "udon", "pho", "soba"],
  pho: ["pho", "phở"],
  pizza: ["pizza", "pizzeria", "slice"],
  poke: ["poke", "poké"],
  ramen: ["ramen", "tonkotsu"],
  salad: ["salad", "salads", "greens"],
  sandwich: ["sandwich", "sandwiches", "deli", "hoagie", "sub"],
  steak: ["steak", "steakhouse", "chophouse", "grill"],
  sushi: ["sushi", "omakase", "sashimi", "nigiri"],
  tacos: ["taco", "tacos", "taqueria"],
  wrap: ["wrap", "wraps", "shawarma"],
};

/** First N reviews read by the cuisine check. */
export const CUISINE_REVIEWS_READ = 5;

/** Type map, type or name containing it, or its synonyms in name/types/summary/reviews. */
export function matchesCuisine(place: Restaurant, cuisine?: string): boolean {
  if (!cuisine) return true;
  const key = cuisine.toLowerCase();
  if (key === "breakfast" && place.serves_breakfast) return true;
  if (key === "brunch" && place.serves_brunch) return true;
  const types = place.types ?? [];
  if ((own(CUISINE_TYPES, key) ?? []).some((t) => types.includes(t))) return true;
  const compact = key.replace(/[^a-z]/g, "");
  if (types.some((t) => t.replace(/_/g, "").includes(compact)) || containsWord(place.name, key)) return true;
  const words = own(CUISINE_SYNONYMS, key) ?? [key];
  const texts = [
    place.name,
    types.join(" ").replace(/_/g, " "),
    place.editorial_summary?.overview ?? "",
    ...(place.reviews ?? []).slice(0, CUISINE_REVIEWS_READ).map((r) => r.text),
  ];
  return words.some((w) => texts.some((t) => containsWord(t, w)));
}

/**
 * Delivery needs type meal_delivery, takeout meal_takeaway, outdoor seating type
 * restaurant and a rating above 4; the other features pass. Where the provider reports the attribute
 * itself (delivery, takeout, outdoor seating), its answer is used instead of the type heuristic.
 */
export function matchesFeatures(place: Restaurant, features: readonly string[] = []): boolean {
  const types = place.types ?? [];
  return features.every((feature) => {
    switch (feature.toLowerCase()) {
      case "delivery":
        return place.delivery ?? types.includes("meal_delivery");
      case "takeout":
        return place.takeout ?? types.includes("meal_takeaway");
      case "outdoor seating":
        return place.outdoor_seating ?? (types.includes("restaurant") && (place.rating ?? 0) > 4);
      // A bar or pub, or a place the provider says serves beer or wine.
      case "bar":
        return (
          types.includes("bar") || types.includes("pub") || place.serves_beer === true || place.serves_wine === true
        );
      default:
        return true;
    }
  });
}

// ---------------------------------------------------------------- ranking

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Lower-case, accents folded, punctuation as spaces: 'Zuni Café' and 'zuni-cafe' compare equal. */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** German umlauts as people type them without the key: 'Höfli' is 'Hoefli' too. */
const UMLAUTS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" };

/** A name with its umlauts written out ('Höfli' -> 'Hoefli'); the same text when it has none. */
export const umlautsWrittenOut = (name: string) => name.replace(/[äöüÄÖÜß]/g, (c) => UMLAUTS[c]!);

/** Exact 3, prefix 2, contains 1, else 0 (case-insensitive). */
export function nameMatchStrength(name: string, query: string): number {
  const n = name.trim().toLowerCase();
  const q = query.trim().toLowerCase();
  if (!q) return 0;
  if (n === q) return 3;
  if (n.startsWith(q)) return 2;
  return n.includes(q) ? 1 : 0;
}

export function cuisineMatchInNameOrTypes(place: Restaurant, cuisine: string): boolean {
  const key = cuisine.toLowerCase();
  const words = [key, ...(own(CUISINE_SYNONYMS, key) ?? [])];
  const types = (place.types ?? []).join(" ").replace(/_/g, " ");
  return (
    words.some((w) => containsWord(place.name, w) || containsWord(types, w)) ||
    (own(CUISINE_TYPES, key) ?? []).some((t) => place.types?.includes(t))
  );
}

export type RankMode =
  | { kind: "business"; query: string; center?: { lat: number; lng: number } }
  | { kind: "cuisine"; cuisine: string }
  | { kind: "default" };

/** Compares by the first key whose difference exceeds its threshold; higher is better unless noted. */
function byKeys(
  a: Restaurant,
  b: Restaurant,
  keys: ReadonlyArray<[(r: Restaurant) => number, number, "asc" | "desc"]>,
): number {
  for (const [get, threshold, order] of keys) {
    const diff = get(a) - get(b);
    if (Math.abs(diff) > threshold) return order === "desc" ? -diff : diff;
  }
  return 0;
}

const rating = (r: Restaurant) => r.rating ?? 0;
const reviews = (r: Restaurant) => r.user_ratings_total ?? 0;

export function defaultScore(r: Restaurant): number {
  return rating(r) * 0.3 + Math.min(reviews(r), 5000) * 0.001;
}

/** The three ranking modes (a business-name search, a cuisine, everything else), stable for ties. */
export function rank(places: readonly Restaurant[], mode: RankMode): Restaurant[] {
  const keyed = places.map((p, i) => ({ p, i }));
  let compare: (a: Restaurant, b: Restaurant) => number;
  if (mode.kind === "business") {
    const dist = (r: Restaurant) =>
      mode.center && r.geometry ? distanceKm(mode.center, r.geometry.location) : Number.POSITIVE_INFINITY;
    compare = (a, b) =>
      byKeys(a, b, [
        [(r) => nameMatchStrength(r.name, mode.query), 0, "desc"],
        [(r) => (Number.isFinite(dist(r)) ? dist(r) : 1e9), 0, "asc"],
        [rating, 0.1, "desc"],
        [reviews, 0, "desc"],
      ]);
  } else if (mode.kind === "cuisine") {
    compare = (a, b) =>
      byKeys(a, b, [
        [(r) => (cuisineMatchInNameOrTypes(r, mode.cuisine) ? 1 : 0), 0, "desc"],
        [rating, 0.1, "desc"],
        [reviews, 0, "desc"],
      ]);
  } else {
    compare = (a, b) =>
      byKeys(a, b, [
        [defaultScore, 0.01, "desc"],
        [reviews, 10, "desc"],
        [rating, 0, "desc"],
      ]);
  }
  return keyed.sort((x, y) => compare(x.p, y.p) || x.i - y.i).map((x) => x.p);
}

export interface ListingFilters {
  cuisine?: string;
  priceLevel?: string;
  features?: readonly string[];
  /** Only places open now (their `opening_hours.isOpen`, computed per request in the place's time zone). */
  openNow?: boolean;
  /** Only places whose members' average is at least this (MEMBERS_MIN), from the listing's `members`. */
  membersMin?: number;
}

/** How a listing is ordered: the guide's ranking, or one the visitor chose ('members': by members' ratings). */
export const SORT_ORDERS = ["best", "rating", "reviews", "members", "distance"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * 'Top rated' ranks by a weighted rating: the place's average pulled towards a typical 4.0 as if it had
 * 50 more reviews at that score, (n·r + 50·4.0) / (n + 50). A 5.0 from 3 reviews scores 4.06, below a
 * 4.7 from 2,000 (4.68); with many reviews the score approaches the place's own average.
 */
export const RATING_PRIOR = { mean: 4.0, weight: 50 } as const;

export function weightedRating(p: Pick<Restaurant, "rating" | "user_ratings_total">): number {
  if (p.rating === undefined) return 0;
  const n = p.user_ratings_total ?? 0;
  return (n * p.rating + RATING_PRIOR.weight * RATING_PRIOR.mean) / (n + RATING_PRIOR.weight);
}

/** A place's members' rating: how many counted reviews, and their average. */
export interface MembersAverage {
  count: number;
  average: number;
}
/** The members' ratings of a listing's places, by place id. */
export type MembersAverages = ReadonlyMap<string, MembersAverage>;

/**
 * The members' ratings rank by a damped average: the place's average pulled towards a typical 3.8 as if it had
 * five more reviews at that score, (n·r + 5·3.8) / (n + 5). One 5-star review scores 4.0; forty at 4.6 score
 * 4.51, so a single enthusiast never outranks forty. The weight is five, not the fifty the provider's ratings
 * get (RATING_PRIOR): members' counts are small, and fifty would flatten every place to the prior. A place
 * without members' reviews scores 0 (after every reviewed place).
 */
export const MEMBERS_PRIOR = { mean: 3.8, weight: 5 } as const;

export function membersScore(rating: MembersAverage | undefined): number {
  if (!rating?.count) return 0;
  return (
    (rating.count * rating.average + MEMBERS_PRIOR.weight * MEMBERS_PRIOR.mean) / (rating.count + MEMBERS_PRIOR.weight)
  );
}

/** The "4 stars and up by members" filter: an average of at least this from at least one counted review. */
export const MEMBERS_MIN = 4;

/**
 * The rating the guide's own ranking reads: the provider's, where it rates places (Google, the demo); else the
 * members' damped average and count (OpenStreetMap has no ratings). Never a mix of the two for one place.
 */
function withMembers(places: readonly Restaurant[], members: MembersAverages | undefined): readonly Restaurant[] {
  if (!members?.size) return places;
  return places.map((p) => {
    const m = members.get(p.place_id);
    return p.rating === undefined && m?.count ? { ...p, rating: membersScore(m), user_ratings_total: m.count } : p;
  });
}

/** Reorders a ranked listing as the visitor asked; ties keep the guide's order. */
export function sortListing(
  places: readonly Restaurant[],
  order: SortOrder,
  center?: { lat: number; lng: number },
  members?: MembersAverages,
): Restaurant[] {
  const key: ((p: Restaurant) => number) | undefined =
    order === "rating"
      ? (p) => -weightedRating(p)
      : order === "members"
        ? (p) => -membersScore(members?.get(p.place_id))
        : order === "reviews"
          ? (p) => -(p.user_ratings_total ?? 0)
          : order === "distance" && center
            ? (p) => (p.geometry ? distanceKm(center, p.geometry.location) : Number.POSITIVE_INFINITY)
            : undefined;
  if (!key) return [...places];
  return places
    .map((p, i) => ({ p, i, k: key(p) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.p);
}

function matchesAll(p: Restaurant, filters: ListingFilters): boolean {
  return (
    isAcceptedResult(p) &&
    isCardVisible(p) &&
    matchesPrice(p, filters.priceLevel) &&
    matchesCuisine(p, filters.cuisine) &&
    matchesFeatures(p, filters.features)
  );
}

/**
 * The whole listing pipeline: accept, show, filter, rank, sort as asked, cap (at 20 unless a provider pages
 * its listings: see Places.pagesListings). With `openNow`, places
 * whose hours are unknown are left out: never shown as open (`unknownHours` counts them for the page).
 */
export function refineListing(
  places: readonly Restaurant[],
  filters: ListingFilters,
  mode: RankMode,
  order: { sort?: SortOrder; center?: { lat: number; lng: number }; members?: MembersAverages } = {},
  cap = RESULTS_CAP,
): Restaurant[] {
  const { members } = order;
  const kept = places.filter(
    (p) =>
      matchesAll(p, filters) &&
      (!filters.openNow || p.opening_hours?.isOpen === true) &&
      (!filters.membersMin || (members?.get(p.place_id)?.average ?? 0) >= filters.membersMin),
  );
  // Ranked with the members' ratings where the provider has none; the places themselves are returned.
  const rated = withMembers(kept, members);
  const byId = new Map(kept.map((p) => [p.place_id, p]));
  const ranked = rank(rated, mode);
  const sorted = order.sort && order.sort !== "best" ? sortListing(ranked, order.sort, order.center, members) : ranked;
  return sorted.slice(0, cap).map((p) => byId.get(p.place_id) ?? p);
}

/** How many places an 'open now' listing leaves out because their opening hours are unknown. */
export function unknownHours(places: readonly Restaurant[], filters: ListingFilters): number {
  return places.filter((p) => matchesAll(p, filters) && p.opening_hours?.isOpen === undefined).length;
}

// ---------------------------------------------------------------- search selection

export interface SelectedPlace {
  formatted_address: string;
  name?: string;
  types?: readonly string[];
}

export interface SelectionTarget {
  state: string;
  city: string;
  /** Set for businesses and other non-area places: the results page's ?q=. */
  query?: string;
}

const STATE_CODE = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/;
const BUSINESS_TYPES = ["restaurant", "food", "establishment"];
const AREA_TYPES = [
  "locality",
  "administrative_area_level_1",
  "administrative_area_level_2",
  "administrative_area_level_3",
  "sublocality",
  "neighborhood",
  "postal_code",
  "country",
  "political",
  "colloquial_area",
];

/**
 * Where a chosen suggestion leads: the address part that is a two-letter capital state code (optionally
 * with a 5 or 5+4 digit zip) gives the state, the part before it the city. Without one, the
 * second-to-last part is the state (if 15 characters or fewer) and the third-to-last the city.
 * Returns null when either cannot be found.
 */
export function parseSelection(place: SelectedPlace): SelectionTarget | null {
  const parts = place.formatted_address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  let state: string | undefined;
  let city: string | undefined;
  const at = parts.findIndex((p) => STATE_CODE.test(p));
  if (at >= 0) {
    state = STATE_CODE.exec(parts[at]!)![1];
    city = at > 0 ? parts[at - 1] : undefined;
  } else {
    const candidate = parts[parts.length - 2];
    state = candidate && candidate.length <= 15 ? candidate : undefined;
    city = parts[parts.length - 3];
  }
  if (!state || !city) return null;
  const types = place.types ?? [];
  const name = place.name?.trim();
  let query: string | undefined;
  if (types.some((t) => BUSINESS_TYPES.includes(t)) && name) query = name;
  else if (types.some((t) => AREA_TYPES.includes(t))) query = undefined;
  else query = name || undefined;
  return { state, city, query };
}
