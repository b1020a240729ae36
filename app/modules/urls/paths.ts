/**
 * Building links to every page: the half of the URL module that client code needs, kept apart from path
 * parsing (index.ts) so that the browser's bundle carries no catalogue beyond the US states.
 */
import { findUsState, isUsName, US_SLUG } from "~/modules/catalog/us-states";
import { slugify } from "~/modules/slug";

export { slugify };

export type BusinessType =
  | { kind: "restaurants" }
  | { kind: "cuisine"; name: string }
  | { kind: "food"; name: string }
  | { kind: "feature"; name: string };

/**
 * Where a listing page's number goes in the address of 'page N' a results page hands its pager (`?page=N`):
 * letters a page number never has, which URLSearchParams writes as they are.
 */
export const PAGE_SLOT = "N";

/** The address of page `n` of a listing, from its address with PAGE_SLOT in the page parameter. */
export const listingPage = (pageHref: string, n: number) => pageHref.replace(`page=${PAGE_SLOT}`, `page=${n}`);

export type MobileTab = "search" | "near-me" | "favorites" | "profile";
export const MOBILE_TABS: readonly MobileTab[] = ["search", "near-me", "favorites", "profile"];

function businessTypeSegment(bt: BusinessType = { kind: "restaurants" }): string {
  switch (bt.kind) {
    case "restaurants":
      return "restaurants";
    case "cuisine":
    case "food":
      return `${slugify(bt.name)}-restaurants`;
    case "feature":
      return `restaurants-with-${slugify(bt.name)}`;
  }
}

export interface LocationInput {
  country: string;
  state?: string;
  city: string;
  neighborhood?: string;
  /** Force the /international/ shape (otherwise chosen for any non-US country). */
  international?: boolean;
}

const isUsCountry = isUsName;

function locationSegments(loc: LocationInput): string[] {
  const us = isUsCountry(loc.country);
  const international = loc.international ?? !us;
  const segs: string[] = [];
  if (international) segs.push("international");
  segs.push(us ? US_SLUG : slugify(loc.country));
  if (loc.state) segs.push(us ? (findUsState(loc.state)?.slug ?? slugify(loc.state)) : slugify(loc.state));
  segs.push(slugify(loc.city));
  if (loc.neighborhood) segs.push(slugify(loc.neighborhood));
  return segs;
}

const withMobile = (mobile: boolean | undefined, path: string) =>
  mobile ? `/mobile${path === "/" ? "" : path}` : path;

/** Whether a path is part of the mobile-styled version (/mobile and below). */
export function isMobilePath(pathname: string): boolean {
  return /^\/mobile(?:\/|$)/i.test(pathname);
}

/** The bottom-bar tab a mobile path belongs to: its own tab, else Home (browsing starts there). */
export function mobileTabOf(pathname: string): MobileTab | "home" {
  const seg = /^\/mobile\/([^/]+)(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  // A list, a shared list and the Save form belong to the tab that holds the person's lists.
  if (seg === "lists" || seg === "l" || seg === "save") return "favorites";
  return seg && (MOBILE_TABS as readonly string[]).includes(seg) ? (seg as MobileTab) : "home";
}

export const paths = {
  home: (opts: { mobile?: boolean } = {}) => withMobile(opts.mobile, "/"),
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : "/search"),
  auth: () => "/auth",
  account: () => "/account",
  /** The reviews' action for the account page's forms (delete, ask for another look). */
  reviews: () => "/reviews",
  /** The moderators' queue of reported reviews, and their log. */
  moderation: () => "/moderation",
  moderationLog: () => "/moderation/log",
  /** The favorites import: under /account, or in the mobile Favorites tab. */
  accountImport: (opts: { mobile?: boolean } = {}) => (opts.mobile ? "/mobile/favorites/import" : "/account/import"),
  importPreview: (id: string, opts: { mobile?: boolean } = {}) => `${paths.accountImport(opts)}/${id}`,
  /** Deleting the account: its confirmation page, on the web or in the mobile Profile tab. */
  accountDelete: (opts: { mobile?: boolean } = {}) => (opts.mobile ? "/mobile/profile/delete" : "/account/delete"),
  /** 'Download my data': everything held about the signed-in person, as JSON. */
  accountData: () => "/account/data",
  privacyPolicy: () => "/privacy-policy",
  termsOfUse: () => "/terms-of-use",
  /** Where the places and the map come from (their dates, their licences). */
  aboutData: () => "/about/data",
  mobileTab: (tab: MobileTab) => `/mobile/${tab}`,
  /** The /mobile/ twin of a web path ('/restaurants/...' -> '/mobile/restaurants/...'); mobile paths unchanged. */
  mobile: (path: string) => (isMobilePath(path) ? path : withMobile(true, path)),
  /** The web twin of a /mobile/ path ('/mobile/restaurants/...' -> '/restaurants/...', '/mobile' -> '/'). */
  web: (path: string) => path.replace(/^\/mobile(?=\/|$)/i, "") || "/",
  unitedStates: () => `/restaurants/${US_SLUG}`,
  international: () => "/restaurants/international",
  /** /restaurants/{country}: the states-and-provinces grid (the US has its own overview). */
  country: (country: string) => (isUsCountry(country) ? `/restaurants/${US_SLUG}` : `/restaurants/${slugify(country)}`),
  /** /restaurants/{country}/{state}: 'Cities in {State}'. US states by full-name slug. */
  state: (country: string, state: string) =>
    isUsCountry(country)
      ? `/restaurants/${US_SLUG}/${findUsState(state)?.slug ?? slugify(state)}`
      : `/restaurants/${slugify(country)}/${slugify(state)}`,
  internationalCountry: (country: string, opts: { mobile?: boolean } = {}) =>
    withMobile(opts.mobile, `/restaurants/international/${slugify(country)}`),
  internationalState: (country: string, state: string) =>
    `/restaurants/international/${slugify(country)}/${slugify(state)}`,
  /** Results page: /{businessType}/[international/]{country}/[{state}/]{city}[/{neighbourhood}]. */
  results: (loc: LocationInput, opts: { businessType?: BusinessType; mobile?: boolean } = {}) =>
    withMobile(opts.mobile, `/${[businessTypeSegment(opts.businessType), ...locationSegments(loc)].join("/")}`),
  /**
   * The spec's card URL: US /restaurants/USA/{state}/{city}/profile/{name-slug}; elsewhere
   * /restaurants/international/{country}/[{state}/]{city}/profile/{name-slug}; /mobile/ prefix on mobile.
   * Missing city/state default to San Francisco, CA.
   */
  restaurant: (
    r: { name: string; country?: string; state?: string; city?: string },
    opts: { mobile?: boolean; placeId?: string } = {},
  ) => {
    const us = !r.country || isUsCountry(r.country);
    const nameSlug = slugify(r.name) || "restaurant";
    // The place id is a hint that lets the restaurant page skip its text search.
    const hint = opts.placeId ? `?${new URLSearchParams({ pid: opts.placeId })}` : "";
    if (us) {
      const code = findUsState(r.state ?? "")?.code ?? "CA";
      const city = slugify(r.city || "San Francisco");
      return withMobile(opts.mobile, `/restaurants/USA/${code}/${city}/profile/${nameSlug}`) + hint;
    }
    const segs = ["restaurants", "international", slugify(r.country!)];
    if (r.state) segs.push(slugify(r.state));
    segs.push(slugify(r.city || r.state || r.country!), "profile", nameSlug);
    return withMobile(opts.mobile, `/${segs.join("/")}`) + hint;
  },
  user: (username: string) => `/${username}`,
  /** The signed-in person's lists: /lists, or the mobile Favorites tab (which holds every list). */
  lists: (opts: { mobile?: boolean } = {}) => (opts.mobile ? "/mobile/favorites" : "/lists"),
  /** A list by its id: its owner's view, and everyone's when it is public. */
  list: (id: string, opts: { mobile?: boolean } = {}) => withMobile(opts.mobile, `/lists/${id}`),
  /** A shared list by its secret token (link-only lists are seen only this way). */
  sharedList: (token: string, opts: { mobile?: boolean } = {}) => withMobile(opts.mobile, `/l/${token}`),
  listDelete: (id: string, opts: { mobile?: boolean } = {}) => `${paths.list(id, opts)}/delete`,
  /** Its owner's page for putting a list's places in order (every place, by name). */
  listArrange: (id: string, opts: { mobile?: boolean } = {}) => `${paths.list(id, opts)}/arrange`,
  listExport: (id: string, format: string) => `/lists/${id}/export/${format}`,
  /** The import form, sending its places into this list. */
  listImport: (id: string, opts: { mobile?: boolean } = {}) =>
    `${paths.accountImport(opts)}?${new URLSearchParams({ list: id })}`,
  /** The Save form of a place (which lists hold it), coming back to `returnTo`. */
  save: (placeId: string, returnTo: string, opts: { mobile?: boolean } = {}) =>
    `${withMobile(opts.mobile, "/save")}?${new URLSearchParams({ place: placeId, returnTo })}`,
  /** A share image (1200x630 PNG): a public profile's, or a shared list's by its public id or its token. */
  shareImage: (kind: "profile" | "list" | "link", key: string, version: number) =>
    `/share/${kind}/${encodeURIComponent(key)}?v=${version.toString(36)}`,
} as const;
