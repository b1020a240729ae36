/**
 * Coordinates of the catalogues' cities: about 4,000 cities outside the US (GeoNames, data/world-cities.json)
 * and the US catalogue's own. A separate module from the catalogue index, so that client bundles, which
 * only build links, never carry this data.
 */
import { own } from "~/modules/own";
import { slugify } from "~/modules/slug";
import worldCities from "./data/world-cities.json";
import { type CountryEntry, findCountry, findUsCity, isUs } from "./index";

export interface WorldCity {
  name: string;
  country: CountryEntry;
  lat: number;
  lng: number;
  population: number;
}

/** English names the catalogues use for cities GeoNames files under their local name. */
const EXONYMS: Record<string, string> = {
  cologne: "Köln",
  nuremberg: "Nürnberg",
  hanover: "Hannover",
  frankfurt: "Frankfurt am Main",
  "koh-samui": "Ko Samui",
  ayutthaya: "Phra Nakhon Si Ayutthaya",
  seville: "Sevilla",
  montreal: "Montréal",
  "quebec-city": "Québec",
  "mexico-city": "Mexico City",
  "sao-paulo": "São Paulo",
  lisbon: "Lisbon",
  munich: "Munich",
  "the-hague": "Den Haag",
  "ho-chi-minh-city": "Ho Chi Minh City",
  "san-sebastian": "Donostia / San Sebastián",
  "st-andrews": "Saint Andrews",
};

type WorldRow = [string, number, number, number];
const WORLD = worldCities as unknown as Record<string, WorldRow[]>;

let worldIndex: Map<string, WorldCity[]> | undefined;

/** Cities outside the US by name slug (several countries can share a name), built once per isolate. */
export function worldCitiesBySlug(): Map<string, WorldCity[]> {
  if (worldIndex) return worldIndex;
  worldIndex = new Map();
  for (const [countryName, rows] of Object.entries(WORLD)) {
    const country = findCountry(countryName);
    if (!country) continue;
    for (const [name, lat, lng, population] of rows) {
      const slug = slugify(name);
      const list = worldIndex.get(slug) ?? [];
      list.push({ name, country, lat, lng, population });
      worldIndex.set(slug, list);
    }
  }
  return worldIndex;
}

/** The cities a slug names, under its own spelling or the local name it stands for ('cologne': Köln). */
export function worldCitiesNamed(slug: string): { exonym: string | undefined; cities: WorldCity[] } {
  const exonym = own(EXONYMS, slug);
  return {
    exonym,
    cities: [
      ...(worldCitiesBySlug().get(slug) ?? []),
      ...(exonym ? (worldCitiesBySlug().get(slugify(exonym)) ?? []) : []),
    ],
  };
}

/** The most populous city a slug names (in `country`, when given), and the local name it was found under. */
export function largestWorldCity(
  slug: string,
  country?: CountryEntry,
): { city: WorldCity; exonym: string | undefined } | undefined {
  const { exonym, cities } = worldCitiesNamed(slug);
  const city = (country ? cities.filter((c) => c.country === country) : cities).sort(
    (a, b) => b.population - a.population,
  )[0];
  return city ? { city, exonym } : undefined;
}

/**
 * The centre of a catalogue city, so its results page needs no geocoding: a US catalogue city by state,
 * elsewhere the most populous namesake in the country. Undefined for a city no catalogue lists.
 */
export function catalogueCentre(loc: {
  country: CountryEntry;
  stateCode?: string;
  city: string;
}): { lat: number; lng: number } | undefined {
  if (isUs(loc.country)) {
    const city = loc.stateCode ? findUsCity(loc.stateCode, loc.city) : undefined;
    return city ? { lat: city.lat, lng: city.lng } : undefined;
  }
  const best = largestWorldCity(slugify(loc.city), loc.country)?.city;
  return best ? { lat: best.lat, lng: best.lng } : undefined;
}
