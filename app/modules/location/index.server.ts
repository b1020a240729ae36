/**
 * 'Near you': the visitor's city from the Worker's edge location
 * (request.cf: no JavaScript, no permission prompt; wrangler's local default is Austin, Texas), or from
 * coordinates the browser shares on request. Coordinates are used for the one lookup and never stored.
 */
import {
  countryOfCode,
  findUsState,
  findWorldCountry,
  isUs,
  neighborhoodsOf,
  usNearbyFallback,
} from "~/modules/catalog";
import { readCookie } from "~/modules/http/cookies";
import { logProblem } from "~/modules/http/log.server";
import { splitLocale } from "~/modules/i18n/locales";
import type { Places } from "~/modules/places/index.server";
import { slugify } from "~/modules/slug";
import { paths } from "~/modules/urls";
import { wantsMobileHome } from "~/modules/urls/route.server";

export const NEARBY_RADIUS_M = 80_000;
export const NEARBY_NAMES_READ = 15;
export const STRIP_CHIPS = 9;
const STRIP_NEIGHBORHOODS_WITH_CITIES = 5;
/** Mobile: nearby cities capped at 8, padded from the fallback list when fewer than 6; 4 + 4 shown. */
export const MOBILE_NEARBY_MAX = 8;
const MOBILE_NEARBY_PAD_BELOW = 6;
export const MOBILE_HOME_NEIGHBORHOODS = 4;
export const MOBILE_HOME_CITIES = 4;

export interface VisitorPlace {
  city: string;
  state: string;
  country: string;
  location?: { lat: number; lng: number };
}

/** A nearby city's name and, when known, its country and state (US: USPS code) or region. */
type NearbyName = { name: string; country?: string; state?: string };

export interface NearYou {
  city: string;
  state: string;
  /** The city's results page: the strip words its link ('Restaurants in {city}') in the page's language. */
  cityLink: { to: string };
  chips: { name: string; to: string; kind: "neighborhood" | "city" }[];
}

/** Local development only: the ts_sim_location cookie ('none' or 'City|State|Country') simulates an edge location. */
function simulated(request: Request, env: Partial<Env>): VisitorPlace | null | undefined {
  if (env.LOCAL_DEV !== "1") return undefined;
  const host = new URL(request.url).hostname;
  if (host !== "localhost" && host !== "127.0.0.1") return undefined;
  const raw = readCookie(request.headers.get("Cookie"), "ts_sim_location");
  if (!raw) return undefined;
  const value = decodeURIComponent(raw);
  if (value === "none") return null;
  const [city, state, country = "United States"] = value.split("|");
  return city && state ? { city, state, country } : null;
}

/** The visitor's place from request.cf; null when the edge does not know both a city and a state. */
export function edgePlace(
  request: Request,
  cf: Partial<IncomingRequestCfProperties> | undefined,
  env: Partial<Env>,
): VisitorPlace | null {
  const sim = simulated(request, env);
  if (sim !== undefined) return sim;
  const city = typeof cf?.city === "string" ? cf.city.trim() : "";
  const country = typeof cf?.country === "string" ? cf.country : "";
  const region = typeof cf?.region === "string" ? cf.region.trim() : "";
  if (!city || !region || !country) return null;
  const countryName = country === "US" ? "United States" : (countryOfCode(country)?.name ?? country);
  const lat = Number(cf?.latitude);
  const lng = Number(cf?.longitude);
  return {
    city,
    state: region,
    country: countryName,
    location: Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined,
  };
}

/**
 * What a page's edge-cached copy depends on where the visitor is (the page cache's variant): the two home
 * pages, in any language, show the visitor's nearby city ('Near you'), so each city has its copy; the app
 * wrapper asking for the web home gets the mobile home, which is not kept. Other pages are the same for
 * everyone.
 */
export function placeVariant(
  request: Request,
  cf: Partial<IncomingRequestCfProperties> | undefined,
  env: Partial<Env>,
): string | null {
  const page = splitLocale(new URL(request.url).pathname).path;
  if (page !== "/" && page !== "/mobile") return "";
  if (page === "/" && wantsMobileHome(request)) return null;
  const near = edgePlace(request, cf, env);
  return near ? `near:${near.city}|${near.state}|${near.country}` : "near:none";
}

/**
 * Builds the strip: a link to the city, then neighbourhoods first and nearby cities. Web: up to 9 chips
 * (5 neighbourhoods + 4 cities when there are cities). Mobile: 4 neighbourhoods and 4 nearby cities, with
 * /mobile/ links.
 */
export async function nearYou(
  places: Places,
  place: VisitorPlace,
  opts: { mobile?: boolean } = {},
): Promise<NearYou | null> {
  if (!place.city || (!place.state && !places.geography)) return null;
  const mobile = Boolean(opts.mobile);
  const country = findWorldCountry(place.country);
  const us = isUs(country);
  const state = us ? findUsState(place.state) : undefined;
  if (us && !state) return null;
  // Where the provider's own data is the geography (OpenStreetMap), a visitor in a country it has no places
  // in gets no strip: its links would lead to empty pages.
  const own = places.geography;
  if (own && !(await own.countries()).some((c) => countryOfCode(c.code) === country)) return null;
  // Outside the US, towns of the provider's own data (OpenStreetMap) have no region in their address.
  const ownTowns = !us && own !== undefined;
  // The strip names the visitor's state, or where the data has none (an OpenStreetMap town), their country.
  const stateName = state?.name ?? (place.state || (country?.name ?? place.country));
  const pathState = ownTowns ? undefined : stateName;
  const cityPath = (city: string) =>
    paths.results({ country: country?.name ?? place.country, state: pathState, city }, { mobile });
  const neighborhoods = neighborhoodsOf(state?.code ?? place.country, place.city).map((n) => ({
    name: n,
    to: `${cityPath(place.city)}/${slugify(n)}`,
    kind: "neighborhood" as const,
  }));
  let nearby: NearbyName[] = [];
  try {
    const location =
      place.location ??
      (await places.geocode([place.city, pathState, place.country].filter(Boolean).join(", "))).value[0]?.location;
    if (location) {
      const found = await places.nearbyLocalities(location, NEARBY_RADIUS_M);
      // A city in a country the guide does not know has no page to link to.
      nearby = found.value.slice(0, NEARBY_NAMES_READ).filter((n) => !n.country || findWorldCountry(n.country));
    }
  } catch (error) {
    logProblem("near you: nearby search failed", error, "warning");
  }
  const here = slugify(place.city);
  nearby = nearby.filter((n) => slugify(n.name) !== here);
  const pad = (upTo: number) => {
    for (const n of usNearbyFallback(state!.code, place.city)) {
      if (nearby.length >= upTo) break;
      if (!nearby.some((m) => slugify(m.name) === slugify(n.name)) && slugify(n.name) !== here)
        nearby.push({ name: n.name, state: n.where });
    }
  };
  // A nearby city is linked in its own state and country (Camden, New Jersey, from Philadelphia); where the
  // provider does not say, in the visitor's.
  const cityChip = (n: NearbyName) => {
    const inCountry = (n.country ? findWorldCountry(n.country) : undefined) ?? country;
    const own = isUs(inCountry) ? findUsState(n.state ?? "")?.name : n.state;
    const region = ownTowns ? undefined : (own ?? (inCountry === country ? stateName : undefined));
    const to = paths.results({ country: inCountry?.name ?? place.country, state: region, city: n.name }, { mobile });
    return { name: n.name, to, kind: "city" as const };
  };
  const cityLink = { to: cityPath(place.city) };
  if (mobile) {
    nearby = nearby.slice(0, MOBILE_NEARBY_MAX);
    if (us && nearby.length < MOBILE_NEARBY_PAD_BELOW) pad(MOBILE_NEARBY_MAX);
    const chips = [
      ...neighborhoods.slice(0, MOBILE_HOME_NEIGHBORHOODS),
      ...nearby.slice(0, MOBILE_HOME_CITIES).map(cityChip),
    ];
    return { city: place.city, state: stateName, cityLink, chips };
  }
  if (us && nearby.length < STRIP_CHIPS - Math.min(neighborhoods.length, STRIP_NEIGHBORHOODS_WITH_CITIES))
    pad(Infinity);
  // Neighbourhoods first, leaving room for nearby cities when there are any (5 + 4 of 9).
  const shownNeighborhoods = neighborhoods.slice(0, nearby.length ? STRIP_NEIGHBORHOODS_WITH_CITIES : STRIP_CHIPS);
  const chips = [...shownNeighborhoods, ...nearby.map(cityChip)].slice(0, STRIP_CHIPS);
  return { city: place.city, state: stateName, cityLink, chips };
}

/** The visitor's place from coordinates (reverse geocoding); null without both a locality and a state. */
export async function placeAt(places: Places, location: { lat: number; lng: number }): Promise<VisitorPlace | null> {
  const [found] = (await places.reverseGeocode(location)).value;
  const part = (type: string) => found?.address_components.find((c) => c.types.includes(type));
  const city = part("locality")?.long_name;
  const state = part("administrative_area_level_1");
  const country = part("country");
  // The provider's own data (OpenStreetMap) files its towns under their country alone: no state needed there.
  if (!city || !country || (!state && !places.geography)) return null;
  const us = country.short_name === "US";
  return {
    city,
    state: (us ? state?.short_name : state?.long_name) ?? "",
    country: us ? "United States" : country.long_name,
    location,
  };
}
