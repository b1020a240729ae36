/**
 * The demo places provider: deterministic, offline, and realistic enough to use the whole guide
 * without a Google key. Every catalogue city gets 48 restaurants (names, cuisines, ratings, prices,
 * hours, contacts, reviews, summaries, service flags, coordinates inside the city, generated photos);
 * the same city always gets the same restaurants. Everything it returns has `source: "demo"`, and the
 * UI labels it as demo data. Phone numbers use the 555-01xx fictional range, websites the reserved
 * .example domain.
 */
import { cuisineLabel, isUs } from "~/modules/catalog";
import { loadGazetteer } from "~/modules/catalog/gazetteer.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import type { Translator } from "~/modules/i18n/translator";
import { own } from "~/modules/own";
import { slugify } from "~/modules/slug";
import { openingHours } from "../hours";
import { distanceKm, foldName } from "../rules";
import type {
  AutocompleteParams,
  GeocodeResult,
  Locality,
  OpeningPeriod,
  PhotoImage,
  PlacesProvider,
  Prediction,
  Restaurant,
  Review,
  TextSearchParams,
} from "../types";
import {
  CUISINE_PROFILES,
  type CuisineProfile,
  FIRST_NAMES,
  LOCAL_LEAN,
  RELATIVE_TIMES,
  REVIEW_TEMPLATES,
  REVIEWERS,
} from "./cuisines";
import {
  addressComponents,
  citiesNear,
  citiesStartingWith,
  type DemoCity,
  demoGeocode,
  findDemoCity,
  formattedCity,
  gazetteerCityNear,
  offset,
} from "./geo";
import { demoPhotoSvg } from "./photo";
import { hashString, rng } from "./random";

export const DEMO_PER_CITY = 48;
/** Bumped whenever generation changes, so cached answers from older demo data are not reused. */
export const DEMO_DATA_VERSION = 3;
const STREETS = [
  "Main St",
  "Market St",
  "Oak Ave",
  "Union St",
  "Mission Rd",
  "Park Ave",
  "Harbor Blvd",
  "Elm St",
  "Broadway",
  "Pine St",
  "Cedar Ln",
  "Maple Ave",
  "Lake St",
  "Hill St",
  "Mill Rd",
  "Church St",
];
const INTL_STREETS = [
  "High Street",
  "Station Road",
  "Market Square",
  "Riverside",
  "Old Town Lane",
  "Garden Row",
  "Harbour Walk",
  "King Street",
  "Church Lane",
  "Bridge Street",
];

const US_OFFSETS: Record<string, number> = {
  HI: -600,
  AK: -540,
  CA: -480,
  WA: -480,
  OR: -480,
  NV: -480,
  AZ: -420,
  CO: -420,
  UT: -420,
  NM: -420,
  MT: -420,
  WY: -420,
  ID: -420,
  TX: -360,
  IL: -360,
  MN: -360,
  WI: -360,
  MO: -360,
  LA: -360,
  AL: -360,
  MS: -360,
  TN: -360,
  OK: -360,
  KS: -360,
  NE: -360,
  IA: -360,
  AR: -360,
  SD: -360,
  ND: -360,
};
const COUNTRY_OFFSETS: Record<string, number> = {
  "United Kingdom": 0,
  Ireland: 0,
  Portugal: 0,
  Greece: 120,
  Turkey: 180,
  "South Africa": 120,
  Japan: 540,
  "South Korea": 540,
  China: 480,
  Singapore: 480,
  Thailand: 420,
  Vietnam: 420,
  India: 330,
  "United Arab Emirates": 240,
  Australia: 600,
  Brazil: -180,
  Argentina: -180,
  Peru: -300,
  Mexico: -360,
  Canada: -300,
};

/** Standard-time UTC offset (no daylight saving): close enough for an open-now badge on demo data. */
function utcOffset(city: DemoCity): number {
  if (isUs(city.country)) return own(US_OFFSETS, city.stateCode ?? "") ?? -300;
  return own(COUNTRY_OFFSETS, city.country.name) ?? 60;
}

function cityKey(city: DemoCity): string {
  return [slugify(city.country.name), (city.stateCode ?? "").toLowerCase(), slugify(city.name)].join("~");
}

/** Demo place ids: demo~{country}~{state code}~{city}~{nn}. */
export function demoPlaceId(city: DemoCity, index: number): string {
  return `demo~${cityKey(city)}~${String(index).padStart(2, "0")}`;
}

const PLACE_ID = /^demo~([a-z0-9-]+)~([a-z]{0,2})~([a-z0-9-]+)~(\d{2})$/;

function hours(r: ReturnType<typeof rng>, profile: CuisineProfile): OpeningPeriod[] {
  const style = r.int(0, 3);
  const closedDay = r.chance(0.45) ? r.pick([1, 2]) : -1;
  const periods: OpeningPeriod[] = [];
  for (let day = 0; day < 7; day++) {
    if (day === closedDay) continue;
    const weekend = day === 5 || day === 6;
    if (profile.servesBreakfast) {
      periods.push({ open: { day, hour: 7, minute: 0 }, close: { day, hour: weekend ? 16 : 15, minute: 0 } });
    } else if (style === 0) {
      periods.push({ open: { day, hour: 11, minute: 30 }, close: { day, hour: 14, minute: 30 } });
      periods.push({ open: { day, hour: 17, minute: 0 }, close: { day, hour: weekend ? 23 : 22, minute: 0 } });
    } else if (style === 1 && profile.bar) {
      periods.push({
        open: { day, hour: 16, minute: 0 },
        close: { day: (day + 1) % 7, hour: weekend ? 2 : 0, minute: 0 },
      });
    } else {
      periods.push({ open: { day, hour: 11, minute: 0 }, close: { day, hour: weekend ? 23 : 22, minute: 0 } });
    }
  }
  return periods;
}

function phone(r: ReturnType<typeof rng>, city: DemoCity): { national: string; international: string } {
  const line = `01${r.int(0, 9)}${r.int(0, 9)}`;
  if (isUs(city.country)) {
    const area = String(200 + (hashString(city.name) % 700));
    return { national: `(${area}) 555-${line}`, international: `+1 ${area}-555-${line}` };
  }
  return { national: `555 ${line}`, international: `+00 555 ${line}` };
}

function makeName(r: ReturnType<typeof rng>, profile: CuisineProfile, city: DemoCity): string {
  return r
    .pick(profile.names)
    .replace("{w}", r.pick(profile.words))
    .replace("{n}", r.pick(FIRST_NAMES))
    .replace("{c}", city.name)
    .replace("{d}", r.pick(profile.dishes));
}

function photoRef(placeId: string, i: number, profile: CuisineProfile): string {
  return `demo:${CUISINE_PROFILES.indexOf(profile)}:${hashString(`${placeId}/${i}`).toString(36)}`;
}

export function photoUrl(reference: string, maxWidth = 400): string {
  return `/api/places/photo?${new URLSearchParams({ ref: reference, maxwidth: String(maxWidth) })}`;
}

const ENGLISH_WORDS = serverTranslator(ENGLISH);

/**
 * The restaurant at `index` of a city: a pure function of (city, index), its words (description, photo credit)
 * in the given language. Reviews keep the language they were written in (English), and say so.
 */
export function demoRestaurant(city: DemoCity, index: number, t: Translator = ENGLISH_WORDS): Restaurant {
  const placeId = demoPlaceId(city, index);
  const r = rng(placeId);
  const lean = own(LOCAL_LEAN, city.country.name) ?? [];
  // The first places cover every cuisine profile once (so every city has a Thai, a pizza, a café...);
  // the rest lean towards the country's own food scene.
  const rotation = CUISINE_PROFILES[(index + hashString(city.name)) % CUISINE_PROFILES.length]!;
  const leanProfile =
    r.chance(0.45) && lean.length ? CUISINE_PROFILES.find((p) => p.cuisine === r.pick(lean)) : undefined;
  const profile = index < CUISINE_PROFILES.length ? rotation : (leanProfile ?? r.pick(CUISINE_PROFILES));
  const name = makeName(r, profile, city);
  // Most places cluster near the centre, some farther out: 0.2 to 6 km.
  const km = 0.2 + r.next() ** 1.6 * 5.8;
  const location = offset(city, km, r.next() * 2 * Math.PI);
  const price = Math.min(4, Math.max(1, r.int(profile.price[0], profile.price[1])));
  const rating = Math.round((3.5 + r.next() ** 0.7 * 1.4) * 10) / 10;
  const reviewsTotal = Math.round(Math.exp(3 + r.next() * 5.2));
  const streetNo = r.int(10, 2999);
  const street = isUs(city.country) ? r.pick(STREETS) : r.pick(INTL_STREETS);
  const zip = isUs(city.country) ? ` ${String(10000 + (hashString(city.name) % 89999)).padStart(5, "0")}` : "";
  const formatted = isUs(city.country)
    ? `${streetNo} ${street}, ${city.name}, ${city.stateCode}${zip}, USA`
    : `${streetNo} ${street}, ${city.name}, ${city.country.name}`;
  const periods = hours(r, profile);
  const tel = phone(r, city);
  const dishA = r.pick(profile.dishes);
  const dishB = r.pick(profile.dishes.filter((d) => d !== dishA));
  const reviews: Review[] = Array.from({ length: 5 }, (_, i) => {
    // Five different templates per place, starting at a place-specific one.
    const review = REVIEW_TEMPLATES[(hashString(placeId) + i) % REVIEW_TEMPLATES.length]!(i % 2 ? dishA : dishB, name);
    return {
      author_name: REVIEWERS[(hashString(placeId) + i * 5) % REVIEWERS.length]!,
      rating: review.rating,
      relative_time_description: RELATIVE_TIMES[(index + i * 2) % RELATIVE_TIMES.length]!,
      text: review.text,
      language: "en",
    };
  });
  const photos = Array.from({ length: 8 }, (_, i) => {
    const ref = photoRef(placeId, i, profile);
    return {
      photo_reference: ref,
      photo_url: photoUrl(ref),
      width: 1200,
      height: 900,
      html_attributions: [],
      authors: [{ name: t.t("restaurant.demo.artwork") }],
    };
  });
  const types = [
    profile.type,
    ...(profile.extraTypes ?? []),
    ...(profile.type === "cafe" ? [] : ["restaurant"]),
    "food",
    "point_of_interest",
    "establishment",
  ];
  return {
    place_id: placeId,
    name,
    formatted_address: formatted,
    address_components: addressComponents(city),
    vicinity: `${streetNo} ${street}, ${city.name}`,
    rating,
    user_ratings_total: reviewsTotal,
    price_level: price,
    types: [...new Set(types)],
    geometry: { location },
    formatted_phone_number: tel.national,
    international_phone_number: tel.international,
    website: `https://www.${slugify(name)}.example`,
    business_status: index % 17 === 16 ? "CLOSED_TEMPORARILY" : "OPERATIONAL",
    permanently_closed: false,
    opening_hours: openingHours(periods),
    utc_offset_minutes: utcOffset(city),
    photos,
    reviews,
    editorial_summary: {
      overview: t.t("restaurant.demo.summary", {
        cafe: profile.cuisine === "Cafe" ? "yes" : "no",
        cuisine: cuisineLabel(t, profile.cuisine),
        city: city.name,
        dishA,
        dishB,
      }),
      language: t.locale.tag,
    },
    reservable: price >= 2 && r.chance(0.8),
    takeout: (profile.extraTypes ?? []).includes("meal_takeaway") || r.chance(0.5),
    delivery: (profile.extraTypes ?? []).includes("meal_delivery") || r.chance(0.3),
    dine_in: true,
    outdoor_seating: r.chance(0.4),
    live_music: Boolean(profile.bar) && r.chance(0.3),
    serves_wine: profile.cuisine !== "Cafe" && r.chance(0.75),
    serves_beer: r.chance(0.8),
    serves_vegetarian_food: r.chance(0.7),
    serves_breakfast: Boolean(profile.servesBreakfast),
    serves_brunch: Boolean(profile.servesBreakfast) || r.chance(0.2),
    serves_lunch: periods.some((p) => p.open.hour <= 12),
    serves_dinner: periods.some((p) => (p.close?.hour ?? 24) >= 20 || (p.close?.hour ?? 24) < 4),
    source: "demo",
  };
}

export function demoCityRestaurants(city: DemoCity, t: Translator = ENGLISH_WORDS): Restaurant[] {
  return Array.from({ length: DEMO_PER_CITY }, (_, i) => demoRestaurant(city, i, t));
}

// The provider's answers draw on the gazetteer of smaller towns besides the catalogues: each method that
// looks a place up loads it first (once per isolate), so an answer never depends on what ran before.

/** The city a demo id names by its key parts ('united-states', 'ca', 'san-francisco'), if it names one exactly. */
function cityOfKey(country: string, state: string, citySlug: string): DemoCity | undefined {
  const city = findDemoCity(country, state || undefined, citySlug, true);
  return city && cityKey(city) === `${country}~${state}~${citySlug}` ? city : undefined;
}

function cityFromPlaceId(placeId: string): { city: DemoCity; index: number } | undefined {
  const m = PLACE_ID.exec(placeId);
  if (!m) return undefined;
  const [, country, state, citySlug, idx] = m;
  const city = cityOfKey(country!, state!, citySlug!);
  if (!city) return undefined;
  const index = Number(idx);
  return index < DEMO_PER_CITY ? { city, index } : undefined;
}

/** Splits 'dining restaurants food Mission District, San Francisco, CA' into the place part and the rest. */
function locateQuery(query: string): { place?: GeocodeResult; words: string } {
  // 'Mission District, San Francisco restaurant': the trailing word is what, not where.
  const parts = query
    .replace(/\s+(restaurants?|food|dining)\s*$/i, "")
    .split(",")
    .map((p) => p.trim());
  // 'Name, 12 Street, City, ST 00000': like Google, a name followed by a street address is that place.
  if (parts.length >= 3 && /^\d/.test(parts[1]!)) {
    for (let k = 2; k < parts.length; k++) {
      const [place] = demoGeocode(parts.slice(k).join(", "), true);
      if (place) return { place, words: parts[0]! };
    }
  }
  const firstWords = parts[0]!.split(/\s+/);
  // The place may start inside the first comma part: try its longest tails first. A tail that is the found
  // place's own name wins ('Seoul Han Portland, Oregon' is Portland, and 'Seoul Han' the words, though the
  // geocoder also answers the whole text with Oregon, Ohio); else the longest tail the geocoder places.
  let loose: { place: GeocodeResult; words: string } | undefined;
  for (let i = 0; i < firstWords.length; i++) {
    const head = firstWords.slice(i).join(" ");
    const text = [head, ...parts.slice(1)].join(", ");
    const [place] = demoGeocode(text, true);
    if (!place) continue;
    const words = firstWords.slice(0, i).join(" ");
    if (foldName(place.formatted_address.split(",")[0]!) === foldName(head)) return { place, words };
    loose ??= { place, words };
  }
  return loose ?? { words: query };
}

const FILLER = new Set(["dining", "restaurants", "restaurant", "food", "in", "near", "the", "best"]);

/**
 * A listing query's place (geocoded from the gazetteer) and its searched words, folded, without the words
 * every listing query has ('dining', 'restaurants', 'in'...): 'Italian restaurants food dining in Rome, Italy'
 * is Rome and ['italian'].
 */
export function listingQueryParts(query: string): { place?: GeocodeResult; words: string[] } {
  const located = locateQuery(query);
  const words = foldName(located.words)
    .split(" ")
    .filter((w) => w.length > 1 && !FILLER.has(w));
  return { place: located.place, words };
}

/** Towns whose names begin with `text`, as search suggestions (their ids: 'demo-geo~{country}~{state}~{town}'). */
export function townPredictions(text: string, limit: number): Prediction[] {
  return citiesStartingWith(text.trim(), limit).map((c) => ({
    place_id: `demo-geo~${cityKey(c)}`,
    description: formattedCity(c),
    types: ["locality", "political", "geocode"],
    structured_formatting: { main_text: c.name, secondary_text: formattedCity(c).slice(c.name.length + 2) },
  }));
}

/** The cities whose restaurants the demo suggests and finds by name alone (no place, no visitor position). */
const HUBS = ["New York", "San Francisco", "Los Angeles", "Chicago"];

function hubRestaurants(t: Translator): Restaurant[] {
  return HUBS.flatMap((n) => demoCityRestaurants(findDemoCity("United States", undefined, n)!, t));
}

/** Whether a place's name holds every one of the (folded) words. */
const named = (words: readonly string[]) => (p: Restaurant) => words.every((w) => foldName(p.name).includes(w));

/** Whether every one of the (folded) words is a whole word of a place's name ('san' is not 'Sanraku'). */
const namedInWords = (words: readonly string[]) => (p: Restaurant) => {
  const own = new Set(foldName(p.name).split(" "));
  return words.every((w) => own.has(w));
};

export class DemoProvider implements PlacesProvider {
  readonly name = "demo" as const;

  /** `t`: the page's language, in which the provider writes its descriptions (as Google answers in `languageCode`). */
  constructor(private readonly t: Translator = ENGLISH_WORDS) {}

  async textSearch({ query, location, radius = 5000 }: TextSearchParams): Promise<Restaurant[]> {
    await loadGazetteer();
    const located = listingQueryParts(query);
    const center = location ?? located.place?.location;
    // A name with no place and no visitor's position: the places so named in the cities the suggestions
    // come from (the autocomplete's hubs), so that choosing a suggested name by typing it finds it too.
    if (!center) return located.words.length ? hubRestaurants(this.t).filter(namedInWords(located.words)) : [];
    // The nearest catalogue city's restaurants; a town far from all of them has its own.
    const city = citiesNear(center, 40)[0] ?? gazetteerCityNear(center, 40);
    if (!city) return [];
    const { words } = located;
    const all = demoCityRestaurants(city, this.t);
    const byName = words.length ? all.filter(named(words)) : [];
    if (byName.length) return byName;
    // Like a text search: places whose name, type or summary mention the query's words first, then the
    // nearest within the radius (widened when a neighbourhood has few); at most 20, like Google.
    const text = (p: Restaurant) =>
      foldName(`${p.name} ${(p.types ?? []).join(" ")} ${p.editorial_summary?.overview ?? ""}`);
    const scored = all
      .map((p) => ({
        p,
        d: distanceKm(center, p.geometry!.location),
        s: words.filter((w) => text(p).includes(w)).length,
      }))
      .sort((a, b) => b.s - a.s || a.d - b.d);
    const within = scored.filter((x) => x.s > 0 || x.d * 1000 <= radius);
    return (within.length >= 12 ? within : scored).slice(0, 20).map((x) => x.p);
  }

  async details(placeId: string): Promise<Restaurant | null> {
    await loadGazetteer();
    const hit = cityFromPlaceId(placeId);
    return hit ? demoRestaurant(hit.city, hit.index, this.t) : null;
  }

  async placeAddress(placeId: string): Promise<GeocodeResult | null> {
    const geo = /^demo-geo~([a-z0-9-]+)~([a-z]{0,2})~([a-z0-9-]+)$/.exec(placeId);
    if (geo) {
      const [, country, state, citySlug] = geo;
      await loadGazetteer();
      const city = cityOfKey(country!, state!, citySlug!);
      if (!city) return null;
      return {
        place_id: placeId,
        formatted_address: formattedCity(city),
        location: { lat: city.lat, lng: city.lng },
        address_components: addressComponents(city),
        types: ["locality", "political"],
      };
    }
    const place = await this.details(placeId);
    if (!place?.geometry) return null;
    return {
      place_id: place.place_id,
      formatted_address: place.formatted_address ?? "",
      location: place.geometry.location,
      address_components: place.address_components ?? [],
      types: place.types ?? [],
    };
  }

  async photo(reference: string, size: { maxWidth: number; maxHeight?: number }): Promise<PhotoImage | null> {
    const svg = demoPhotoSvg(reference, size.maxWidth, size.maxHeight);
    return svg ? { body: svg, contentType: "image/svg+xml" } : null;
  }

  async autocomplete({ input }: AutocompleteParams): Promise<Prediction[]> {
    const text = input.trim();
    const cities = townPredictions(text, 5);
    // Restaurants in the biggest matching city whose names start with the text, e.g. 'Trattoria'.
    const restaurants: Prediction[] = [];
    if (text.length >= 3) {
      for (const p of hubRestaurants(this.t)) {
        if (p.name.toLowerCase().startsWith(text.toLowerCase()) && restaurants.length < 3) {
          restaurants.push({
            place_id: p.place_id,
            description: `${p.name}, ${p.formatted_address}`,
            types: ["restaurant", "food", "establishment"],
            structured_formatting: { main_text: p.name, secondary_text: p.formatted_address ?? "" },
          });
        }
      }
    }
    return [...cities, ...restaurants].slice(0, 5);
  }

  async geocode(address: string): Promise<GeocodeResult[]> {
    await loadGazetteer();
    return demoGeocode(address, true);
  }

  async reverseGeocode(location: { lat: number; lng: number }): Promise<GeocodeResult[]> {
    const [city] = citiesNear(location, 30);
    if (!city) return [];
    return [
      {
        formatted_address: formattedCity(city),
        location: { lat: city.lat, lng: city.lng },
        address_components: addressComponents(city),
        types: ["locality", "political"],
      },
    ];
  }

  async nearbyLocalities(location: { lat: number; lng: number }, radius: number): Promise<Locality[]> {
    return citiesNear(location, radius / 1000)
      .slice(0, 20)
      .map((c) => ({
        name: c.name,
        location: { lat: c.lat, lng: c.lng },
        country: c.country.name,
        ...(c.stateCode ? { state: c.stateCode } : {}),
      }));
  }
}
