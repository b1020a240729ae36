/**
 * THE place where TableScout's URLs are built and parsed. Components and loaders never
 * concatenate paths themselves: they call `paths.*` to build and `parsePath` to read.
 *
 * Segments are slugs (see ./slug.ts). Parsing is case-insensitive and accepts the aliases the
 * catalogue knows ('usa', 'us' for united-states; 'ca' or 'california' for California). A segment that
 * is not a plain slug (ASCII letters, digits, hyphens, underscores; at most 100 characters) makes the path not found.
 *
 * Where two shapes could match one path, these rules decide (each is tested in urls.test.ts):
 * 1. /restaurants/international/{country}/{x}: x is a state page when x is a known state/region of the
 *    country and not also one of its guide cities ('bavaria' -> state page, 'berlin' -> Berlin's results).
 *    Anything else is a city results page (the geocoder resolves unknown cities).
 * 2. /restaurants/international/{country}/{a}/{b}: {state}/{city} when a is a known state/region and b is
 *    not a listed neighbourhood of a city named a; otherwise, when a is a known city, {city}/{neighbourhood};
 *    otherwise {state}/{city}.
 * 3. Results paths end at the neighbourhood. A restaurant is named after the literal 'profile' segment; a
 *    path one segment longer than the longest results shape without 'profile' is also a restaurant
 *    (its last segment is the name). So .../{city}/{x} is always the neighbourhood x, never a restaurant.
 * 4. /restaurants, /restaurants/united-states and /restaurants/usa are the US overview page.
 * 5. Any other single segment is a username when it looks like one (./username rules), else not found.
 * 6. Under /mobile, restaurant pages need the 'profile' segment (the spec's mobile shape).
 */
import {
  type CountryEntry,
  findCountry,
  findCuisine,
  findDivision,
  findFeature,
  findFood,
  findGuideCity,
  findGuideCountry,
  findNeighborhood,
  findUsCity,
  findUsState,
  findWorldCountry,
  guideCityRegion,
  isUs,
  US,
} from "~/modules/catalog";
import { LOCALE_PREFIXES } from "~/modules/i18n/locales";
import type { MessageKey } from "~/modules/i18n/translator";
import { type BusinessType, MOBILE_TABS, type MobileTab, paths } from "./paths";

export * from "./paths";

// ---------------------------------------------------------------- types

export interface Location {
  international: boolean;
  country: CountryEntry;
  /** Display name; for the US the state's full name. */
  state?: string;
  /** USPS code for US states. */
  stateCode?: string;
  city: string;
  neighborhood?: string;
  /**
   * Segments taken as free text because no catalogue lists them (any city or neighbourhood name can be
   * typed into a URL): the page is indexable only once the places provider confirms them.
   */
  unlisted?: ("city" | "neighborhood")[];
}

/** Which of a path's free-text segments the catalogue did not recognise. */
function unlistedOf(cityListed: boolean, neighborhoodSeg: string | undefined, neighborhoodListed: boolean) {
  const out: ("city" | "neighborhood")[] = [];
  if (!cityListed) out.push("city");
  if (neighborhoodSeg && !neighborhoodListed) out.push("neighborhood");
  return out.length ? { unlisted: out } : {};
}

export type StaticPage = "auth" | "account" | "privacy-policy" | "terms-of-use" | "search";

export type Route =
  | { kind: "home"; mobile: boolean }
  | { kind: "static"; page: StaticPage }
  | { kind: "mobile-tab"; tab: MobileTab }
  | { kind: "us-overview" }
  | { kind: "country"; country: CountryEntry }
  | { kind: "state"; country: CountryEntry; state: string; stateCode?: string }
  | { kind: "international-index" }
  | { kind: "international-country"; mobile: boolean; country: CountryEntry }
  | { kind: "international-state"; country: CountryEntry; state: string }
  | { kind: "results"; mobile: boolean; businessType: BusinessType; location: Location }
  | {
      kind: "restaurant";
      mobile: boolean;
      businessType: BusinessType;
      location: Location;
      name: string;
      nameSlug: string;
    }
  | { kind: "user"; username: string }
  | { kind: "not-found" };

/** One shape of Route, by its kind. */
export type RouteOf<K extends Route["kind"]> = Extract<Route, { kind: K }>;

// ---------------------------------------------------------------- parsing

const SEGMENT = /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/i;
const USERNAME = /^[a-z0-9](?:[a-z0-9_-]{1,28}[a-z0-9])?$/i;
const STATIC_PAGES: readonly StaticPage[] = ["auth", "account", "privacy-policy", "terms-of-use", "search"];
/** First segments that can never be usernames. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...STATIC_PAGES,
  "mobile",
  "restaurants",
  "api",
  "assets",
  "auth",
  "login",
  "logout",
  "signin",
  "signout",
  "sitemap",
  "robots",
  "favicon",
  "admin",
  "settings",
  "help",
  "about",
  "static",
  "public",
  "user",
  "users",
  "profile",
  "favorites",
  // Lists: /lists/…, a shared list's /l/{token}, the Save form, share images.
  "lists",
  "list",
  "l",
  "save",
  "share",
  // Members' reviews: the account page's review action, the moderators' pages.
  "reviews",
  "moderation",
  "international",
  "tablescout",
  // The languages' URL prefixes: '/fr/…' is the guide in French, never a person called 'fr'.
  ...LOCALE_PREFIXES,
]);

const NOT_FOUND: Route = { kind: "not-found" };

/** Turns a slug back into a display name when no catalogue knows it: 'little-havana' -> 'Little Havana'. */
export function unslug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}

export function isUsername(candidate: string): boolean {
  return USERNAME.test(candidate) && !RESERVED_NAMES.has(candidate.toLowerCase());
}

function parseBusinessType(segment: string): BusinessType | undefined {
  const s = segment.toLowerCase();
  if (s === "restaurants") return { kind: "restaurants" };
  if (s.startsWith("restaurants-with-")) {
    const feature = findFeature(s.slice("restaurants-with-".length));
    return feature ? { kind: "feature", name: feature } : undefined;
  }
  if (s.endsWith("-restaurants")) {
    const key = s.slice(0, -"-restaurants".length);
    const cuisine = findCuisine(key);
    if (cuisine) return { kind: "cuisine", name: cuisine };
    const food = findFood(key);
    if (food) return { kind: "food", name: food };
  }
  return undefined;
}

/** Resolves a US state/city pair; the state must be known, the city may be any slug. */
function usLocation(stateSeg: string, citySeg: string, neighborhoodSeg?: string): Location | undefined {
  const state = findUsState(stateSeg);
  if (!state) return undefined;
  const listedCity = findUsCity(state.code, citySeg)?.name;
  const city = listedCity ?? unslug(citySeg);
  const listedNeighborhood = neighborhoodSeg ? findNeighborhood(state.code, city, neighborhoodSeg) : undefined;
  const neighborhood = neighborhoodSeg ? (listedNeighborhood ?? unslug(neighborhoodSeg)) : undefined;
  return {
    international: false,
    country: US,
    state: state.name,
    stateCode: state.code,
    city,
    neighborhood,
    ...unlistedOf(Boolean(listedCity), neighborhoodSeg, Boolean(listedNeighborhood)),
  };
}

function otherLocation(
  international: boolean,
  country: CountryEntry,
  stateSeg: string | undefined,
  citySeg: string,
  neighborhoodSeg?: string,
): Location {
  const guide = findGuideCountry(country.slug);
  const listedCity = guide && findGuideCity(guide, citySeg)?.name;
  const city = listedCity || unslug(citySeg);
  const state = stateSeg ? (findDivision(country, stateSeg) ?? unslug(stateSeg)) : undefined;
  const listedNeighborhood = neighborhoodSeg ? findNeighborhood(country.name, city, neighborhoodSeg) : undefined;
  const neighborhood = neighborhoodSeg ? (listedNeighborhood ?? unslug(neighborhoodSeg)) : undefined;
  return {
    international,
    country,
    state,
    city,
    neighborhood,
    ...unlistedOf(Boolean(listedCity), neighborhoodSeg, Boolean(listedNeighborhood)),
  };
}

/** Location segments of a non-international path: {country}/{state}/{city}[/{neighbourhood}]. */
function domesticLocation(segs: string[]): Location | undefined {
  const [countrySeg, stateSeg, citySeg, nbhd] = segs;
  if (!countrySeg || !stateSeg || !citySeg) return undefined;
  const country = findWorldCountry(countrySeg);
  if (!country) return undefined;
  return isUs(country) ? usLocation(stateSeg, citySeg, nbhd) : otherLocation(false, country, stateSeg, citySeg, nbhd);
}

/** Location segments after /international/: {country}/[{state}/]{city}[/{neighbourhood}] (rules 1-2). */
function internationalLocation(segs: string[]): Location | undefined {
  const [countrySeg, ...rest] = segs;
  if (!countrySeg) return undefined;
  const country = findWorldCountry(countrySeg);
  if (!country) return undefined;
  const guide = findGuideCountry(country.slug);
  const isCity = (s: string) => Boolean(guide && findGuideCity(guide, s));
  const isDivision = (s: string) => Boolean(findDivision(country, s));
  if (rest.length === 1) return otherLocation(true, country, undefined, rest[0]!);
  if (rest.length === 2) {
    const [a, b] = rest as [string, string];
    const cityName = (guide && findGuideCity(guide, a)?.name) ?? unslug(a);
    const bIsNeighbourhood = Boolean(findNeighborhood(country.name, cityName, b));
    if (isDivision(a) && !(isCity(a) && bIsNeighbourhood)) return otherLocation(true, country, a, b);
    if (isCity(a)) return otherLocation(true, country, undefined, a, b);
    return otherLocation(true, country, a, b);
  }
  if (rest.length === 3) return otherLocation(true, country, rest[0], rest[1]!, rest[2]);
  return undefined;
}

/** Splits a results-or-restaurant tail into location segments and an optional restaurant name (rule 3). */
function splitRestaurant(
  segs: string[],
  maxLocation: number,
  mobile: boolean,
): { location: string[]; name?: string } | undefined {
  const profileAt = segs.findIndex((s) => s.toLowerCase() === "profile");
  if (profileAt >= 0) {
    if (profileAt !== segs.length - 2) return undefined;
    return { location: segs.slice(0, profileAt), name: segs[segs.length - 1] };
  }
  if (segs.length <= maxLocation) return { location: segs };
  if (segs.length === maxLocation + 1 && !mobile) return { location: segs.slice(0, -1), name: segs[segs.length - 1] };
  return undefined;
}

function businessRoute(mobile: boolean, businessType: BusinessType, segs: string[]): Route {
  const international = segs[0]?.toLowerCase() === "international";
  const tail = international ? segs.slice(1) : segs;
  // International: country + up to state/city/neighbourhood = 4; domestic: country/state/city/neighbourhood = 4.
  const split = splitRestaurant(tail, 4, mobile);
  if (!split) return NOT_FOUND;
  const minimum = international ? 2 : 3;
  if (split.location.length < minimum) return NOT_FOUND;
  const location = international ? internationalLocation(split.location) : domesticLocation(split.location);
  if (!location) return NOT_FOUND;
  if (split.name === undefined) return { kind: "results", mobile, businessType, location };
  return {
    kind: "restaurant",
    mobile,
    businessType,
    location,
    name: unslug(split.name),
    nameSlug: split.name.toLowerCase(),
  };
}

function restaurantsRoute(mobile: boolean, segs: string[]): Route {
  const [first, second, third] = segs;
  if (!first) return mobile ? NOT_FOUND : { kind: "us-overview" };
  if (first.toLowerCase() === "international") {
    if (!second) return mobile ? NOT_FOUND : { kind: "international-index" };
    const country = findWorldCountry(second);
    if (!country)
      return segs.length === 2 ? { kind: "international-country", mobile, country: unknownCountry(second) } : NOT_FOUND;
    if (segs.length === 2) return { kind: "international-country", mobile, country };
    if (segs.length === 3 && third && !mobile) {
      const guide = findGuideCountry(country.slug);
      const isCity = Boolean(guide && findGuideCity(guide, third));
      const division = findDivision(country, third);
      if (division && !isCity) return { kind: "international-state", country, state: division };
    }
    return businessRoute(mobile, { kind: "restaurants" }, segs);
  }
  if (segs.length === 1 && !mobile) {
    const country = findCountry(first);
    if (!country) return { kind: "country", country: unknownCountry(first) };
    return isUs(country) ? { kind: "us-overview" } : { kind: "country", country };
  }
  if (segs.length === 2 && second && !mobile) {
    const country = findCountry(first) ?? unknownCountry(first);
    if (isUs(country)) {
      const state = findUsState(second);
      return { kind: "state", country, state: state?.name ?? unslug(second), stateCode: state?.code };
    }
    return { kind: "state", country, state: findDivision(country, second) ?? unslug(second) };
  }
  return businessRoute(mobile, { kind: "restaurants" }, segs);
}

/** A country the catalogue does not know, kept so its page can say 'Country Not Found'. */
function unknownCountry(slug: string): CountryEntry {
  return {
    name: unslug(slug),
    slug: slug.toLowerCase(),
    code: "",
    currency: "",
    divisionLabel: "State",
    divisions: [],
    aliases: [],
  };
}

export function isKnownCountry(country: CountryEntry): boolean {
  return findWorldCountry(country.slug) === country;
}

/** Parses a request path (as from `new URL(request.url).pathname`) into one of the route shapes above. */
export function parsePath(pathname: string): Route {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return NOT_FOUND;
  }
  if (decoded.length > 600) return NOT_FOUND;
  const segs = decoded.split("/").filter((s, i, all) => s !== "" || (i > 0 && i < all.length - 1));
  if (segs.some((s) => !SEGMENT.test(s))) return NOT_FOUND;

  let mobile = false;
  if (segs[0]?.toLowerCase() === "mobile") {
    mobile = true;
    segs.shift();
  }
  const [first, ...rest] = segs;
  if (!first) return { kind: "home", mobile };
  const lower = first.toLowerCase();
  if (mobile && rest.length === 0 && (MOBILE_TABS as readonly string[]).includes(lower))
    return { kind: "mobile-tab", tab: lower as MobileTab };
  if (!mobile && rest.length === 0 && (STATIC_PAGES as readonly string[]).includes(lower))
    return { kind: "static", page: lower as StaticPage };
  if (lower === "restaurants") return restaurantsRoute(mobile, rest);
  const businessType = parseBusinessType(lower);
  if (businessType) return rest.length ? businessRoute(mobile, businessType, rest) : NOT_FOUND;
  if (!mobile && rest.length === 0 && isUsername(first)) return { kind: "user", username: first };
  return NOT_FOUND;
}

/**
 * The one path a results page answers under: lowercase full-name slugs ('/restaurants/USA/CA/…' is
 * '/restaurants/united-states/california/…'); outside the US the international tree
 * ('/restaurants/japan/tokyo/tokyo' is '/restaurants/international/japan/tokyo/tokyo'), and a guide
 * city with its region, as the home page links it ('/restaurants/international/japan/tokyo' is
 * '…/japan/tokyo/tokyo'). Undefined when that path would read as a different place (rule 2 can take an
 * unlisted city for a neighbourhood), so such a page keeps the path it was asked under.
 */
export function canonicalResultsPath(route: RouteOf<"results">): string | undefined {
  const { location: loc, businessType, mobile } = route;
  const region = loc.state ?? guideCityRegion(loc.country, loc.city);
  const path = paths.results(
    { country: loc.country.name, state: region, city: loc.city, neighborhood: loc.neighborhood },
    { businessType, mobile },
  );
  const again = parsePath(path);
  if (again.kind !== "results") return undefined;
  const same =
    again.mobile === mobile &&
    JSON.stringify(again.businessType) === JSON.stringify(businessType) &&
    again.location.country.slug === loc.country.slug &&
    again.location.state === region &&
    again.location.city === loc.city &&
    again.location.neighborhood === loc.neighborhood;
  return same ? path : undefined;
}

/** The site's own one-segment pages, by the name a visitor knows them by (its message key: shown in their language). */
const SITE_PAGES: ReadonlyArray<{ segment: string; name: MessageKey; path: string }> = [
  { segment: "privacy-policy", name: "shell.footer.privacyPolicy", path: paths.privacyPolicy() },
  { segment: "terms-of-use", name: "shell.footer.termsOfUse", path: paths.termsOfUse() },
  { segment: "search", name: "shell.search.title", path: paths.search() },
  { segment: "account", name: "shell.header.myAccount", path: paths.account() },
  { segment: "restaurants", name: "shell.sitePage.restaurants", path: paths.unitedStates() },
  { segment: "mobile", name: "shell.sitePage.mobile", path: paths.home({ mobile: true }) },
];

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The site page a mistyped one-segment address most likely meant ('/privacy-polcy' -> Privacy Policy):
 * within two edits, or three for names of ten letters or more. Null when none is that close. Its name is a
 * message key, which the 404 page shows in the page's language.
 */
export function nearMissPage(segment: string): { name: MessageKey; path: string } | null {
  const typed = segment.toLowerCase();
  let best: { name: MessageKey; path: string; distance: number } | null = null;
  for (const { segment: known, name, path } of SITE_PAGES) {
    const distance = editDistance(typed, known);
    const allowed = known.length >= 10 ? 3 : 2;
    if (distance > 0 && distance <= allowed && (!best || distance < best.distance)) best = { name, path, distance };
  }
  return best ? { name: best.name, path: best.path } : null;
}
