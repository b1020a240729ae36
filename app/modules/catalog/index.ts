/**
 * The built-in catalogues as typed data with lookups. Slugs follow the URL module's slug rule, so a
 * lookup by slug is the inverse of building a link from a name.
 */
import type { Translator } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";
import { own } from "~/modules/own";
import { slugify } from "~/modules/slug";
import { COUNTRIES, type Country, STATE_GRID_COUNTRIES } from "./countries";
import usCitiesByState from "./data/us-cities.json";
import worldCountries from "./data/world-countries.json";
import { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, type FooterCity } from "./footer";
import { HOME_MORE_US, HOME_MORE_WORLD, HOME_TOP_US, HOME_TOP_WORLD } from "./home";
import { INTERNATIONAL_COUNTRIES, type InternationalCity, type InternationalCountry } from "./international";
import { DEFAULT_NEARBY_FALLBACK, INTERNATIONAL_NEARBY, type NearbyList, US_NEARBY_FALLBACK } from "./nearby";
import { INTERNATIONAL_NEIGHBORHOODS, US_NEIGHBORHOODS } from "./neighborhoods";
import { type AddressPart, countryOfAddress, currencySign } from "./price";
import { CUISINES, cuisineLabel, FEATURES, FEATURES_SHOWN, FOODS, featureLabel, foodLabel } from "./taxonomy";
import { findUsState, US_STATES, type UsState } from "./us-states";

export { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, type FooterCity };
export { HOME_MORE_US, HOME_MORE_WORLD, HOME_TOP_US, HOME_TOP_WORLD };
export { CUISINES, cuisineLabel, FEATURES, FEATURES_SHOWN, FOODS, featureLabel, foodLabel };
export { findUsState, US_STATES, type UsState };
export { DEFAULT_NEARBY_FALLBACK };
export type { Country, InternationalCity, InternationalCountry };

export const NEIGHBORHOOD_CHIPS_MAX = 40;
export const NEARBY_CITIES_MAX = 20;
export const TOP_DESTINATIONS = 15;
export const ALL_CITIES_GRID = 50;

// ---------------------------------------------------------------- US states and cities

export interface UsCity {
  name: string;
  slug: string;
  stateCode: string;
  lat: number;
  lng: number;
  population: number;
}

// Built on first use, so that client bundles which only build links never carry the city data.
let usCitiesIndex: Map<string, readonly UsCity[]> | undefined;

/** The state's catalogue cities, most populous first (about 50; GeoNames data). */
export function usCities(stateCode: string): readonly UsCity[] {
  usCitiesIndex ??= new Map(
    Object.entries(
      usCitiesByState as Record<string, { name: string; lat: number; lng: number; population: number }[]>,
    ).map(([code, list]) => [code, list.map((c) => ({ ...c, slug: slugify(c.name), stateCode: code }))]),
  );
  return usCitiesIndex.get(stateCode.toUpperCase()) ?? [];
}

export function findUsCity(stateCode: string, citySlugOrName: string): UsCity | undefined {
  const slug = slugify(citySlugOrName);
  return usCities(stateCode).find((c) => c.slug === slug);
}

// ---------------------------------------------------------------- countries

export interface CountryEntry extends Country {
  slug: string;
}

const CATALOGUE_COUNTRIES: readonly CountryEntry[] = COUNTRIES.map((c) => ({ ...c, slug: slugify(c.name) }));
const CATALOGUE_CODES = new Set(COUNTRIES.map((c) => c.code));

/**
 * Every country: the catalogue's, then every other country and territory of ISO 3166-1 by its English name
 * (data/world-countries.json), with no divisions and no currency the guide vouches for. An imported region can
 * lie in any country, and its towns' pages need the country's name and slug.
 */
export const ALL_COUNTRIES: readonly CountryEntry[] = [
  ...CATALOGUE_COUNTRIES,
  ...(worldCountries as [string, string][])
    .filter(([code]) => !CATALOGUE_CODES.has(code))
    .map(([code, name]) => ({ name, code, currency: "", divisionLabel: "Region", divisions: [], slug: slugify(name) })),
];
export const US: CountryEntry = ALL_COUNTRIES[0]!;

const COUNTRY_BY_KEY = new Map<string, CountryEntry>();
for (const c of CATALOGUE_COUNTRIES) {
  COUNTRY_BY_KEY.set(c.slug, c);
  for (const alias of c.aliases ?? []) COUNTRY_BY_KEY.set(slugify(alias), c);
}
/** The other countries by slug: only where a country is asked for as one (see findWorldCountry). */
const WORLD_BY_SLUG = new Map(ALL_COUNTRIES.filter((c) => !COUNTRY_BY_KEY.has(c.slug)).map((c) => [c.slug, c]));

const COUNTRY_BY_CODE = new Map(ALL_COUNTRIES.map((c) => [c.code, c]));

/** The currency (ISO 4217) of a country by its ISO code ('FR' -> 'EUR'), when the catalogue knows it. */
export function currencyOfCountry(code: string | undefined): string | undefined {
  return (code && COUNTRY_BY_CODE.get(code.toUpperCase())?.currency) || undefined;
}

/** A country by its ISO 3166-1 alpha-2 code ('AD' -> Andorra). */
export function countryOfCode(code: string | undefined): CountryEntry | undefined {
  return code ? COUNTRY_BY_CODE.get(code.toUpperCase()) : undefined;
}

/**
 * The sign a place's price level is written in: the money of the country its address names; only when the
 * address names none, that of the page's country (`fallbackCurrency`). A country the catalogue does not know
 * has no sign, and its levels are said in words rather than in a money that is not its own.
 */
export function placePriceSign(
  place: { readonly address_components?: readonly AddressPart[] },
  fallbackCurrency?: string,
): string | undefined {
  const country = countryOfAddress(place.address_components);
  return currencySign(country ? currencyOfCountry(country) : fallbackCurrency || undefined);
}

/**
 * A country of the guide's catalogue by slug ('united-states'), alias ('usa', 'uk') or name. Text that may
 * name a state or a region as well ('Georgia', 'Hong Kong' in 'Hong Kong, China') is read against the
 * catalogue only; findWorldCountry reads where a country is meant.
 */
export function findCountry(key: string): CountryEntry | undefined {
  return COUNTRY_BY_KEY.get(slugify(key));
}

/**
 * Any country, where the text is known to name one (a URL's country segment, an address's country part): the
 * catalogue's first, then every other ISO 3166-1 country by its English name ('andorra').
 */
export function findWorldCountry(key: string): CountryEntry | undefined {
  const slug = slugify(key);
  return COUNTRY_BY_KEY.get(slug) ?? WORLD_BY_SLUG.get(slug);
}

export const isUs = (country: CountryEntry | undefined): boolean => country === US;

/** The countries of the /restaurants/{country} subdivision grid. */
export const STATE_GRID: readonly CountryEntry[] = STATE_GRID_COUNTRIES.map((name) => findCountry(name)!);

export function hasStateGrid(country: CountryEntry): boolean {
  return STATE_GRID.includes(country);
}

/** A state, province or region of a country by slug or name. */
export function findDivision(country: CountryEntry, key: string): string | undefined {
  if (isUs(country)) return findUsState(key)?.name;
  const slug = slugify(key);
  return country.divisions.find((d) => slugify(d) === slug);
}

// ---------------------------------------------------------------- international city guides

export interface GuideCountry extends InternationalCountry {
  slug: string;
}

export const GUIDE_COUNTRIES: readonly GuideCountry[] = INTERNATIONAL_COUNTRIES.map((c) => ({
  ...c,
  slug: slugify(c.name),
}));

export function findGuideCountry(key: string): GuideCountry | undefined {
  const country = findCountry(key);
  return country ? GUIDE_COUNTRIES.find((g) => g.name === country.name) : undefined;
}

export function findGuideCity(country: GuideCountry, key: string): InternationalCity | undefined {
  const slug = slugify(key);
  return country.cities.find((c) => slugify(c.name) === slug);
}

/**
 * The region a guide city is listed under ('Kanagawa' for Yokohama, Japan), which its results path carries;
 * undefined for a US place or a city the guide does not list.
 */
export function guideCityRegion(country: CountryEntry, city: string): string | undefined {
  const guide = isUs(country) ? undefined : findGuideCountry(country.slug);
  return guide && findGuideCity(guide, city)?.region;
}

/** The guide cities in a region (state/prefecture) of a guide country. */
export function guideCitiesIn(country: GuideCountry, region: string): readonly InternationalCity[] {
  const slug = slugify(region);
  return country.cities.filter((c) => slugify(c.region) === slug);
}

/** The regions of a guide country that have guide cities, in first-city order. */
export function guideRegions(country: GuideCountry): readonly string[] {
  return [...new Set(country.cities.map((c) => c.region))];
}

// ---------------------------------------------------------------- neighbourhoods and nearby cities

const sameCity = (a: { state: string; city: string }, state: string, city: string) =>
  slugify(a.city) === slugify(city) && (a.state === state || slugify(a.state) === slugify(state));

/** Popular neighbourhoods of a city (US: state is the USPS code; elsewhere the country name). Up to 40. */
export function neighborhoodsOf(state: string, city: string): readonly string[] {
  const list = [...US_NEIGHBORHOODS, ...INTERNATIONAL_NEIGHBORHOODS].find((l) => sameCity(l, state, city));
  return (list?.neighborhoods ?? []).slice(0, NEIGHBORHOOD_CHIPS_MAX);
}

export function findNeighborhood(state: string, city: string, key: string): string | undefined {
  const slug = slugify(key);
  return neighborhoodsOf(state, city).find((n) => slugify(n) === slug);
}

/** Cities with a neighbourhood list (for the catalogue's own tests and the sitemap). */
export const NEIGHBORHOOD_CITIES = { us: US_NEIGHBORHOODS, international: INTERNATIONAL_NEIGHBORHOODS };

/** A nearby city and where it lies: US, the USPS state code; elsewhere, the country's name. */
export interface NearbyCity {
  name: string;
  where: string;
}

const nearbyCities = (list: NearbyList | undefined, fallback: readonly string[], where: string): NearbyCity[] =>
  (list?.nearby ?? fallback).map((name) => ({
    name,
    where: (list?.elsewhere && own(list.elsewhere, name)) ?? list?.state ?? where,
  }));

/** Nearby cities for an international city's results page (up to 20); empty when none are listed. */
export function internationalNearby(country: string, city: string): readonly NearbyCity[] {
  return nearbyCities(
    INTERNATIONAL_NEARBY.find((l) => sameCity(l, country, city)),
    [],
    country,
  ).slice(0, NEARBY_CITIES_MAX);
}

/** The 'Near you' fallback list for a US city: its own for 15 big cities, else the Bay Area list (in California). */
export function usNearbyFallback(stateCode: string, city: string): readonly NearbyCity[] {
  return nearbyCities(
    US_NEARBY_FALLBACK.find((l) => sameCity(l, stateCode, city)),
    DEFAULT_NEARBY_FALLBACK,
    "CA",
  );
}

export const NEARBY_LISTS = { international: INTERNATIONAL_NEARBY, us: US_NEARBY_FALLBACK };

// ---------------------------------------------------------------- cuisines, foods, features

export function findCuisine(slug: string): string | undefined {
  return CUISINES.find((c) => slugify(c) === slug);
}
export function findFood(slug: string): string | undefined {
  return FOODS.find((f) => slugify(f) === slug);
}
export function findFeature(slug: string): string | undefined {
  return FEATURES.find((f) => slugify(f) === slug);
}

// ---------------------------------------------------------------- search over the catalogue

export interface CataloguePlace {
  city: string;
  /** US state name, or the region of an international city. */
  state: string;
  country: string;
}

let searchIndex: { place: CataloguePlace; folded: string; context: string; population: number }[] | undefined;

function index() {
  if (searchIndex) return searchIndex;
  const places: (CataloguePlace & { population?: number })[] = [];
  for (const s of US_STATES)
    for (const c of usCities(s.code))
      places.push({ city: c.name, state: s.name, country: US.name, population: c.population });
  for (const g of GUIDE_COUNTRIES)
    for (const c of g.cities)
      places.push({ city: c.name, state: c.region, country: g.name, population: parsePopulation(c.population) });
  for (const c of [
    ...FOOTER_INTERNATIONAL_CITIES,
    ...HOME_TOP_WORLD.map((w) => ({ city: w.city, state: w.region, country: w.country })),
    ...HOME_MORE_WORLD.map((w) => ({ city: w.city, state: w.region, country: w.country })),
  ])
    places.push(c);
  const seen = new Set<string>();
  searchIndex = [];
  for (const place of places) {
    const key = `${place.country}/${place.state}/${place.city}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { population = 0, ...rest } = place;
    searchIndex.push({
      place: rest,
      folded: fold(place.city),
      context: fold(`${place.state} ${place.country}`),
      population,
    });
  }
  return searchIndex;
}

/** Catalogue cities whose name (or state/country) contains the text, case- and accent-insensitive: exact, then prefix, then substring matches, larger cities first. */
export function findCatalogueCities(text: string, limit = 12): CataloguePlace[] {
  const needle = fold(text);
  if (!needle) return [];
  return index()
    .map((e, i) => ({
      e,
      i,
      score:
        e.folded === needle
          ? 3
          : e.folded.startsWith(needle)
            ? 2
            : e.folded.includes(needle)
              ? 1
              : e.context.includes(needle)
                ? 0.5
                : 0,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.e.population - a.e.population || a.i - b.i)
    .slice(0, limit)
    .map((s) => s.e.place);
}

/**
 * Catalogue cities named exactly this (case- and accent-insensitive), most populous first, with their
 * population (0 when the catalogue does not give it).
 */
export function catalogueCitiesNamed(name: string): readonly (CataloguePlace & { population: number })[] {
  if (!bySlug) {
    bySlug = new Map();
    for (const e of [...index()].sort((a, b) => b.population - a.population)) {
      const slug = slugify(e.place.city);
      bySlug.set(slug, [...(bySlug.get(slug) ?? []), { ...e.place, population: e.population }]);
    }
  }
  return bySlug.get(slugify(name)) ?? [];
}
let bySlug: Map<string, (CataloguePlace & { population: number })[]> | undefined;

/** '3.8 million' -> 3,800,000; '775,000' -> 775,000. */
export function parsePopulation(text: string): number {
  const n = Number.parseFloat(text.replace(/,/g, ""));
  if (!Number.isFinite(n)) return 0;
  return /million/i.test(text) ? n * 1_000_000 : n;
}

function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The country names of each language (the bound is over the guide's languages). */
const regionNames = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.DisplayNames([tag], { type: "region", fallback: "none" }),
);

/**
 * A country's name in the page's language, from the runtime's own CLDR names (Deutschland, Allemagne, ドイツ,
 * ألمانيا); English pages keep the catalogue's names, and a country the runtime does not name keeps its own.
 */
export function countryLabel(t: Translator, name: string): string {
  const { tag, prefix } = t.locale;
  const code = findWorldCountry(name)?.code;
  if (!prefix || !code) return name;
  return regionNames(tag).of(code) ?? name;
}
