/**
 * The demo provider's geocoder: resolves text like 'Mission District, San Francisco, California, United
 * States' against the built-in catalogues (GeoNames coordinates for about 2,500 US and 4,000 other
 * cities, the neighbourhood lists), else against the gazetteer of smaller towns. Neighbourhoods get a
 * stable point a few kilometres from the centre.
 */
import {
  type CountryEntry,
  findCountry,
  findUsState,
  isUs,
  neighborhoodsOf,
  US,
  US_STATES,
  usCities,
} from "~/modules/catalog";
import { type GazetteerPlace, gazetteerPlace, gazetteerPlaces } from "~/modules/catalog/gazetteer.server";
import { largestWorldCity, worldCitiesBySlug } from "~/modules/catalog/world";
import { slugify } from "~/modules/slug";
import { distanceKm } from "../rules";
import type { AddressComponent, GeocodeResult } from "../types";
import { hashString } from "./random";

export interface DemoCity {
  name: string;
  country: CountryEntry;
  /** US: USPS code; elsewhere undefined (the region is not known for every city). */
  stateCode?: string;
  stateName?: string;
  lat: number;
  lng: number;
  population: number;
}

function usCity(stateCode: string, slug: string): DemoCity | undefined {
  const c = usCities(stateCode).find((x) => x.slug === slug);
  const state = findUsState(stateCode);
  return c && state
    ? {
        name: c.name,
        country: US,
        stateCode: state.code,
        stateName: state.name,
        lat: c.lat,
        lng: c.lng,
        population: c.population,
      }
    : undefined;
}

function fromGazetteer(p: GazetteerPlace): DemoCity {
  const state = p.stateCode ? findUsState(p.stateCode) : undefined;
  return {
    name: p.name,
    country: p.country,
    ...(state ? { stateCode: state.code, stateName: state.name } : {}),
    lat: p.lat,
    lng: p.lng,
    population: p.population,
  };
}

/** The nearest gazetteer place within `radiusKm` (none until the gazetteer is loaded). */
export function gazetteerCityNear(point: { lat: number; lng: number }, radiusKm: number): DemoCity | undefined {
  let best: { p: GazetteerPlace; d: number } | undefined;
  for (const p of gazetteerPlaces()) {
    const d = distanceKm(point, p);
    if (d <= radiusKm && (!best || d < best.d)) best = { p, d };
  }
  return best && fromGazetteer(best.p);
}

/**
 * A city by country, optional state and name (any of its slugs or English names): a catalogue city, else
 * (`withGazetteer`, once the provider has loaded it) a town of the gazetteer.
 */
export function findDemoCity(
  countryKey: string | undefined,
  stateKey: string | undefined,
  cityKey: string,
  withGazetteer = false,
): DemoCity | undefined {
  const listed = findCatalogueCity(countryKey, stateKey, cityKey);
  if (listed || !withGazetteer) return listed;
  const country = countryKey ? findCountry(countryKey) : undefined;
  const state = stateKey ? findUsState(stateKey) : undefined;
  const inUs = (!country || isUs(country)) && state;
  const place = gazetteerPlace(slugify(cityKey), inUs ? { country: US, stateCode: state.code } : { country });
  return place && fromGazetteer(place);
}

function findCatalogueCity(
  countryKey: string | undefined,
  stateKey: string | undefined,
  cityKey: string,
): DemoCity | undefined {
  const slug = slugify(cityKey);
  const country = countryKey ? findCountry(countryKey) : undefined;
  const state = stateKey ? findUsState(stateKey) : undefined;
  if ((!country || isUs(country)) && state) {
    const hit = usCity(state.code, slug);
    if (hit) return hit;
  }
  if (!country || isUs(country)) {
    // A named US state that lacks the city means no match; without a state, the largest namesake wins.
    if (state) return undefined;
    const best = US_STATES.map((s) => usCity(s.code, slug))
      .filter((c): c is DemoCity => Boolean(c))
      .sort((a, b) => b.population - a.population)[0];
    if (best || country) return best;
  }
  const found = largestWorldCity(slug, country);
  if (!found) return undefined;
  const { city: best, exonym } = found;
  return { ...best, name: exonym && slugify(best.name) !== slug ? displayName(cityKey) : best.name };
}

function displayName(key: string): string {
  return key.includes("-") && !key.includes(" ")
    ? key
        .split("-")
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(" ")
    : key;
}

/** A stable point 1.2 to 3.5 km from the city centre for a neighbourhood. */
export function neighborhoodPoint(city: DemoCity, neighborhood: string): { lat: number; lng: number } {
  const h = hashString(`${city.name}/${slugify(neighborhood)}`);
  const angle = ((h % 3600) / 3600) * 2 * Math.PI;
  const km = 1.2 + (((h >>> 12) % 1000) / 1000) * 2.3;
  return offset(city, km, angle);
}

export function offset(from: { lat: number; lng: number }, km: number, angle: number): { lat: number; lng: number } {
  const dLat = (km / 6371) * (180 / Math.PI) * Math.cos(angle);
  const dLng = ((km / 6371) * (180 / Math.PI) * Math.sin(angle)) / Math.cos((from.lat * Math.PI) / 180);
  return { lat: +(from.lat + dLat).toFixed(6), lng: +(from.lng + dLng).toFixed(6) };
}

export function addressComponents(city: DemoCity, neighborhood?: string): AddressComponent[] {
  const parts: AddressComponent[] = [];
  if (neighborhood)
    parts.push({ long_name: neighborhood, short_name: neighborhood, types: ["neighborhood", "political"] });
  parts.push({ long_name: city.name, short_name: city.name, types: ["locality", "political"] });
  if (city.stateName)
    parts.push({
      long_name: city.stateName,
      short_name: city.stateCode ?? city.stateName,
      types: ["administrative_area_level_1", "political"],
    });
  parts.push({
    long_name: city.country.name,
    // As Google writes it: the short name is the ISO code ('FR').
    short_name: city.country.code || city.country.name,
    types: ["country", "political"],
  });
  return parts;
}

export function formattedCity(city: DemoCity): string {
  return isUs(city.country) ? `${city.name}, ${city.stateCode}, USA` : `${city.name}, ${city.country.name}`;
}

/**
 * Geocodes '{neighbourhood, city, state, country}'-style text (any subset, any order after the place).
 * Returns at most one result, like a precise geocoder, or none.
 */
export function demoGeocode(address: string, withGazetteer = false): GeocodeResult[] {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || parts.length > 6) return [];
  const country = parts.map((p) => findCountry(p)).find(Boolean);
  const cityAt = (i: number): DemoCity | undefined => {
    const part = parts[i];
    if (!part || (findCountry(part) && i === parts.length - 1 && parts.length > 1)) return undefined;
    // The state, if any, follows the city: 'Washington, District of Columbia' is not Washington state.
    const statePart = parts.slice(i + 1).find((p) => (!country || isUs(country)) && p.length > 1 && findUsState(p));
    return findDemoCity(country?.name, statePart, part, withGazetteer);
  };
  const listed = (city: DemoCity, name: string) =>
    neighborhoodsOf(city.stateCode ?? city.country.name, city.name).find((n) => slugify(n) === slugify(name));
  for (let i = 0; i < parts.length; i++) {
    // A listed neighbourhood before its city wins over a namesake town ('Germantown, Nashville').
    const next = cityAt(i + 1);
    const known = next ? listed(next, parts[i]!) : undefined;
    const city = known ? next : cityAt(i);
    if (!city) continue;
    // Like Google, a neighbourhood nobody lists is not echoed back: the answer is the city (a partial match).
    const neighborhood = known ?? (i > 0 ? listed(city, parts[i - 1]!) : undefined);
    const location = neighborhood ? neighborhoodPoint(city, neighborhood) : { lat: city.lat, lng: city.lng };
    return [
      {
        place_id: `demo-geo~${slugify(city.country.name)}~${(city.stateCode ?? "").toLowerCase()}~${slugify(city.name)}`,
        formatted_address: neighborhood ? `${neighborhood}, ${formattedCity(city)}` : formattedCity(city),
        location,
        address_components: addressComponents(city, neighborhood),
        types: neighborhood ? ["neighborhood", "political"] : ["locality", "political"],
      },
    ];
  }
  return [];
}

/** Every catalogue city, US cities with their state, with its slug. */
function* catalogueCities(): Generator<{ slug: string; city: DemoCity }> {
  for (const s of US_STATES) {
    for (const c of usCities(s.code)) {
      const city = {
        name: c.name,
        country: US,
        stateCode: s.code,
        stateName: s.name,
        lat: c.lat,
        lng: c.lng,
        population: c.population,
      };
      yield { slug: c.slug, city };
    }
  }
  for (const [slug, list] of worldCitiesBySlug()) for (const city of list) yield { slug, city };
}

/** Every catalogue city within `radiusKm` of a point, nearest first. */
export function citiesNear(point: { lat: number; lng: number }, radiusKm: number): DemoCity[] {
  const out: { c: DemoCity; d: number }[] = [];
  for (const { city } of catalogueCities()) {
    const d = distanceKm(point, city);
    if (d <= radiusKm) out.push({ c: city, d });
  }
  return out.sort((a, b) => a.d - b.d).map((x) => x.c);
}

/** All catalogue cities whose name starts with the text (for demo autocomplete), largest first. */
export function citiesStartingWith(text: string, limit: number): DemoCity[] {
  const needle = slugify(text);
  if (!needle) return [];
  const out: DemoCity[] = [];
  for (const { slug, city } of catalogueCities()) if (slug.startsWith(needle)) out.push(city);
  return out.sort((a, b) => b.population - a.population).slice(0, limit);
}
