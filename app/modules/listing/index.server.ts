/**
 * The results (listing) page's data: geocode the place, search, filter, rank and
 * cap at 20, plus the heading, the filter links, popular neighbourhoods and nearby cities. Plain,
 * serialisable data; every link is built by the URL module.
 */

import { type BoundedCache, boundedCache } from "~/modules/bounded-cache";
import {
  CUISINES,
  countryLabel,
  cuisineLabel,
  FEATURES,
  FEATURES_SHOWN,
  FOODS,
  featureLabel,
  findCountry,
  foodLabel,
  guideCityRegion,
  internationalNearby,
  isUs,
  NEIGHBORHOOD_CHIPS_MAX,
  neighborhoodsOf,
  placePriceSign,
} from "~/modules/catalog";
import { catalogueCentre } from "~/modules/catalog/world";
import { logProblem } from "~/modules/http/log.server";
import { isRateLimited } from "~/modules/http/rate-limit";
import type { Translator } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";
import type { Places, Restaurant } from "~/modules/places/index.server";
import {
  foldName,
  LISTING_RADIUS_M,
  listingQuery,
  type MembersAverages,
  nameMatchStrength,
  placeText,
  type RankMode,
  RESULTS_CAP,
  refineListing,
  type SortOrder,
  unknownHours,
} from "~/modules/places/rules";
import type { Crumb } from "~/modules/seo/jsonld";
import { type BusinessType, type Location, parsePath, paths, slugify } from "~/modules/urls";
import { placePath } from "~/modules/urls/place";
import { type Card, placeCard } from "./card";
import { unavailable } from "./words";

export interface ListingFiltersInput {
  priceLevel?: string;
  /** Only places the members rate this well on average (MEMBERS_MIN). */
  membersMin?: number;
  features: string[];
  openNow?: boolean;
  sort?: SortOrder;
  /** 'Nearest' measured from here (the visitor's shared position) instead of the place's centre. */
  from?: { lat: number; lng: number };
  /** Which 20 places (from 1), where the provider pages its listings (Places.pagesListings). */
  page?: number;
}

/** The longest an 'open now' listing may be shared or cached, in seconds. */
export const OPEN_NOW_SHARE_S = 60;

export interface LinkItem {
  name: string;
  to: string;
  /** Set only on the current page's link: a results page's data carries a hundred links. */
  active?: boolean;
}

/** A link, marked when it is the current page's. */
const linkItem = (name: string, to: string, active: boolean): LinkItem =>
  active ? { name, to, active } : { name, to };

/** Names for headings and the place text ('{neighbourhood, city, state, country}'). */
export function describeLocation(loc: Location) {
  return {
    city: loc.city,
    neighborhood: loc.neighborhood,
    text: placeText({ neighborhood: loc.neighborhood, city: loc.city, state: loc.state, country: loc.country.name }),
    short: [loc.neighborhood, loc.city].filter(Boolean).join(", "),
  };
}

/** The results page's heading in the page's language ('Thai Restaurants in Austin Near Downtown'). */
export function listingHeading(t: Translator, bt: BusinessType, loc: Location): string {
  const { city, neighborhood } = loc;
  switch (bt.kind) {
    case "cuisine":
    case "food": {
      const name = bt.kind === "cuisine" ? cuisineLabel(t, bt.name) : foodLabel(t, bt.name);
      return neighborhood
        ? t.t("listing.heading.cuisineNear", { name, city, neighborhood })
        : t.t("listing.heading.cuisine", { name, city });
    }
    case "feature": {
      const name = featureLabel(t, bt.name);
      return neighborhood
        ? t.t("listing.heading.featureNear", { name, city, neighborhood })
        : t.t("listing.heading.feature", { name, city });
    }
    default:
      return neighborhood
        ? t.t("listing.heading.restaurantsNear", { city, neighborhood })
        : t.t("listing.heading.restaurants", { city });
  }
}

const locInput = (loc: Location, override: Partial<{ neighborhood: string | undefined; city: string }> = {}) => ({
  country: loc.country.name,
  state: loc.state,
  city: override.city ?? loc.city,
  neighborhood: "neighborhood" in override ? override.neighborhood : loc.neighborhood,
});

/**
 * Home › United States › {State} › {City} › {Neighbourhood} for US places; Home › International ›
 * {Country} › [{Region} ›] {City} › … elsewhere. Every crumb but the last is a link, and no two crumbs lead
 * to the same page. A region whose international path would read as a city of the same name (Tokyo, the
 * prefecture, and Tokyo, the city) links to its state page instead. 'Home' and 'International' are in the
 * page's language.
 */
export function breadcrumbs(t: Translator, loc: Location, mobile = false): Crumb[] {
  const country = loc.country.name;
  const us = isUs(loc.country);
  const crumbs: Crumb[] = [{ name: t.t("listing.crumbs.home"), path: paths.home({ mobile }) }];
  const countryName = countryLabel(t, country);
  if (us) crumbs.push({ name: countryName, path: paths.unitedStates() });
  else
    crumbs.push(
      { name: t.t("listing.crumbs.international"), path: paths.international() },
      { name: countryName, path: paths.internationalCountry(country) },
    );
  if (loc.state) {
    const regionPath = paths.internationalState(country, loc.state);
    crumbs.push({
      name: loc.state,
      path: us || parsePath(regionPath).kind !== "international-state" ? paths.state(country, loc.state) : regionPath,
    });
  }
  crumbs.push({ name: loc.city, path: paths.results(locInput(loc, { neighborhood: undefined }), { mobile }) });
  if (loc.neighborhood) crumbs.push({ name: loc.neighborhood });
  else crumbs[crumbs.length - 1] = { name: loc.city };
  return crumbs;
}

/** What the links a page derives from the catalogues depend on: the page kind and the place's names. */
const linksKey = (bt: BusinessType, loc: Location, mobile = false, max?: number) =>
  JSON.stringify([bt, loc.country.name, loc.state, loc.stateCode, loc.city, loc.neighborhood, mobile, max]);

/**
 * Cuisine, food and feature links in the spec's shapes, for the same place and language ('All restaurants'
 * is in the page's language; computed once per isolate and language).
 */
export const filterLinks = memoize(
  2_000,
  (t: Translator, bt: BusinessType, loc: Location, mobile?: boolean) =>
    `${t.locale.prefix}|${linksKey(bt, loc, mobile)}`,
  filterLinksOf,
);

function filterLinksOf(t: Translator, bt: BusinessType, loc: Location, mobile = false) {
  const input = locInput(loc);
  const link = (b: BusinessType, name: string): LinkItem =>
    linkItem(
      name,
      paths.results(input, { businessType: b, mobile }),
      bt.kind === b.kind && "name" in bt && "name" in b && bt.name === b.name,
    );
  return {
    all: linkItem(t.t("listing.filters.allRestaurants"), paths.results(input, { mobile }), bt.kind === "restaurants"),
    // The names in the page's language; the links keep the English names their paths are made of.
    cuisines: CUISINES.map((c) => link({ kind: "cuisine", name: c }, cuisineLabel(t, c))),
    foods: FOODS.map((f) => link({ kind: "food", name: f }, foodLabel(t, f))),
    features: FEATURES.map((f) => link({ kind: "feature", name: f }, featureLabel(t, f))),
    featuresShown: FEATURES_SHOWN,
  };
}

/** The mobile Filters panel shows up to 8 neighbourhood chips. */
export const MOBILE_NEIGHBORHOOD_CHIPS = 8;

/** A place's neighbourhood links (computed once per isolate). */
export const neighborhoodLinks = memoize(
  2_000,
  linksKey,
  (bt: BusinessType, loc: Location, mobile = false, max = NEIGHBORHOOD_CHIPS_MAX): LinkItem[] => {
    const key = isUs(loc.country) ? (loc.stateCode ?? "") : loc.country.name;
    return neighborhoodsOf(key, loc.city)
      .slice(0, max)
      .map((n) =>
        linkItem(
          n,
          paths.results(locInput(loc, { neighborhood: n }), { businessType: bt, mobile }),
          n === loc.neighborhood,
        ),
      );
  },
);

/**
 * Nearby cities of an international city, each linked in its own country (Salzburg from Munich is in
 * Austria), with its region when it is a guide city.
 */
export function nearbyCityLinks(loc: Location, mobile = false): LinkItem[] {
  if (isUs(loc.country)) return [];
  return internationalNearby(loc.country.name, loc.city).map(({ name, where }) => {
    const country = findCountry(where) ?? loc.country;
    return {
      name,
      to: paths.results({ country: country.name, state: guideCityRegion(country, name), city: name }, { mobile }),
    };
  });
}

/**
 * Whether the places provider confirms the location's free-text segments (a city or neighbourhood no
 * catalogue lists): its geocode of the location must name each of them among the address components.
 * Listed locations need no confirmation. Any failure reads as 'not confirmed'.
 */
export async function providerConfirms(places: Places, loc: Location): Promise<boolean> {
  if (!loc.unlisted?.length) return true;
  const geo = await places.geocode(describeLocation(loc).text).catch(() => null);
  const first = geo?.value[0];
  if (!first) return false;
  const named = new Set(first.address_components.flatMap((c) => [slugify(c.long_name), slugify(c.short_name)]));
  return loc.unlisted.every((part) => {
    const value = part === "city" ? loc.city : loc.neighborhood;
    return value !== undefined && named.has(slugify(value));
  });
}

/** Without the members' averages (D1 did not answer), the listing goes on with the provider's data alone. */
function membersUnread(error: unknown): MembersAverages {
  logProblem("members' averages unread", error);
  return new Map();
}

function busyOutcome(t: Translator) {
  return { status: "busy" as const, message: t.t("errors.busy.message") };
}

export type ListingOutcome =
  | {
      status: "ok";
      cards: Card[];
      center: { lat: number; lng: number };
      cached: boolean;
      /** Seconds until the first card's Open/Closed flips (how long the page may be shared). */
      changesIn?: number;
      /** With 'open now': places left out because their opening hours are unknown. */
      unknownHours?: number;
      /** The signed Static Maps image of the cards, with Google's data (the map without JavaScript). */
      staticMap?: string;
      /** Where the provider pages its listings: this page of how many, its first place's number, of how many. */
      paging?: { page: number; pages: number; first: number; total: number };
    }
  | { status: "place-not-found" }
  /** A page past the listing's last (its places are fewer now, or the address was made up). */
  | { status: "no-such-page"; pages: number }
  /** The visitor is over the abuse limit for uncached searches (the message comes from the server). */
  | { status: "busy"; message: string }
  | { status: "error"; message: string };

/** A page of a listing: its places, their cards, and how many places the whole listing has. */
type ListingPage = { refined: Restaurant[]; cards: Card[]; total: number };

/**
 * Listings already worked out, per list of places as the places cache handed it over (Open/Closed as of
 * one minute: Places.search gives the same array for the rest of that minute) and per question (filters,
 * ranking, order, place, version). Every visit of a page in that minute gets the same cards, which also
 * lets their markup be built once (RestaurantCard). A list's answers live as long as the list (a weak key),
 * 64 questions of it at most, the least recently used out first.
 */
const listings = new WeakMap<readonly Restaurant[], BoundedCache<string, ListingPage>>();

function listingOf(places: readonly Restaurant[], question: string, work: () => ListingPage): ListingPage {
  let answers = listings.get(places);
  if (!answers) {
    answers = boundedCache({ max: 64 });
    listings.set(places, answers);
  }
  return answers.getOrSet(question, work);
}

/** Geocode, search, filter, rank, cap: the listing itself (its error said in `t`'s language). Never throws. */
export async function loadListing(
  t: Translator,
  places: Places,
  loc: Location,
  bt: BusinessType,
  filters: ListingFiltersInput,
  business: string | undefined,
  mobile = false,
  /** The members' ratings of these places (one read for the whole listing); none without it. */
  membersOf?: (placeIds: string[]) => Promise<MembersAverages>,
): Promise<ListingOutcome> {
  const where = describeLocation(loc);
  try {
    // A catalogue city's centre is known: only neighbourhoods and free-text cities cost a geocode.
    const known = loc.neighborhood || loc.unlisted?.length ? undefined : catalogueCentre(loc);
    const geo = known ? null : await places.geocode(where.text);
    const center = known ?? geo?.value[0]?.location;
    if (!center) return { status: "place-not-found" };
    const cuisine = bt.kind === "cuisine" || bt.kind === "food" ? bt.name : undefined;
    const features = [...filters.features, ...(bt.kind === "feature" ? [bt.name] : [])];
    const search = await places.search({
      query: listingQuery({ business, cuisine, location: where.text }),
      location: center,
      radius: LISTING_RADIUS_M,
      detail: cuisine ? "listing-text" : "listing",
    });
    const mode: RankMode = business
      ? { kind: "business", query: business, center }
      : cuisine
        ? { kind: "cuisine", cuisine }
        : { kind: "default" };
    const wanted = {
      cuisine,
      priceLevel: filters.priceLevel,
      features,
      openNow: filters.openNow,
      membersMin: filters.membersMin,
    };
    const members = membersOf ? await membersOf(search.value.map((p) => p.place_id)).catch(membersUnread) : new Map();
    const order = { sort: filters.sort, center: filters.from ?? center, members };
    const paged = places.pagesListings;
    const page = paged ? (filters.page ?? 1) : 1;
    const question = JSON.stringify([wanted, mode, { ...order, members: [...members] }, loc, mobile, page]);
    const { refined, cards, total } = listingOf(search.value, question, () => {
      const all = refineListing(search.value, wanted, mode, order, paged ? Number.POSITIVE_INFINITY : RESULTS_CAP);
      const refined = all.slice((page - 1) * RESULTS_CAP, page * RESULTS_CAP);
      return {
        refined,
        total: all.length,
        cards: refined.map((p) =>
          placeCard(
            p,
            // Its own page (the place's town, which a listing near a town's edge may not be).
            placePath(p, { mobile, at: { country: loc.country.name, state: loc.state, city: loc.city } }),
            { live: true, currency: loc.country.currency, members: members.get(p.place_id) },
          ),
        ),
      };
    });
    const pages = Math.max(1, Math.ceil(total / RESULTS_CAP));
    if (page > pages) return { status: "no-such-page", pages };
    const changesIn = places.changesIn(refined);
    return {
      status: "ok",
      cards,
      ...(paged
        ? {
            paging: {
              page,
              pages: Math.max(1, Math.ceil(total / RESULTS_CAP)),
              first: (page - 1) * RESULTS_CAP + 1,
              total,
            },
          }
        : {}),
      center,
      cached: search.cached && (geo?.cached ?? true),
      // 'Open now' is true only now: such a page is shared for a minute at most.
      changesIn: filters.openNow ? Math.min(changesIn ?? OPEN_NOW_SHARE_S, OPEN_NOW_SHARE_S) : changesIn,
      unknownHours: filters.openNow ? unknownHours(search.value, wanted) : undefined,
      staticMap: places.staticMapPath(
        cards.flatMap((c) => (c.lat !== undefined && c.lng !== undefined ? [{ lat: c.lat, lng: c.lng }] : [])),
      ),
    };
  } catch (error) {
    if (isRateLimited(error)) return busyOutcome(t);
    logProblem("listing failed", error);
    return { status: "error", message: unavailable(t) };
  }
}

export type RestaurantOutcome =
  /** `priceSign`: the money its price level is written in (the place's own country's; placePriceSign). */
  | { status: "ok"; place: Restaurant; priceSign?: string; changesIn?: number }
  | { status: "not-found" }
  | { status: "busy"; message: string }
  | { status: "error"; message: string };

/**
 * The restaurant page's look-up: details by the URL's place-id hint when it has
 * one; otherwise a text search for '{name} {place}', then details of the first result, falling back to
 * the search result itself when details fail; its error said in `t`'s language. Never throws.
 */
export async function loadRestaurant(
  t: Translator,
  places: Places,
  loc: Location,
  name: string,
  placeIdHint?: string,
): Promise<RestaurantOutcome> {
  const ok = (place: Restaurant): RestaurantOutcome => ({
    status: "ok",
    place,
    priceSign: placePriceSign(place, loc.country.currency),
    changesIn: places.changesIn([place]),
  });
  try {
    if (placeIdHint) {
      const hinted = await places.details(placeIdHint).catch((error: unknown) => {
        if (isRateLimited(error)) throw error;
        return { value: null };
      });
      if (hinted.value) return ok(hinted.value);
    }
    const where = describeLocation(loc).text;
    // Where the provider's own data is the geography, its town is where to look (a chain has many places).
    const town = places.geography ? (await places.geocode(where)).value[0]?.location : undefined;
    const found = await places.search({
      query: listingQuery({ business: name, location: where }),
      location: town,
      radius: LISTING_RADIUS_M,
    });
    // Only a place whose name matches the URL's counts: a wrong restaurant is worse than 'not found'. Of
    // equal matches, the one in the URL's town.
    const wanted = foldName(name);
    const inTown = (p: Restaurant) =>
      p.address_components?.some((c) => c.types.includes("locality") && slugify(c.long_name) === slugify(loc.city))
        ? 1
        : 0;
    const first = found.value
      .filter((p) => nameMatchStrength(foldName(p.name), wanted) > 0)
      .sort(
        (a, b) =>
          nameMatchStrength(foldName(b.name), wanted) - nameMatchStrength(foldName(a.name), wanted) ||
          inTown(b) - inTown(a),
      )[0];
    if (!first) return { status: "not-found" };
    const details = await places.details(first.place_id).catch((error: unknown) => {
      if (isRateLimited(error)) throw error;
      logProblem("details failed, using the search result", error, "warning");
      return { value: null };
    });
    return ok(details.value ?? first);
  } catch (error) {
    if (isRateLimited(error)) return busyOutcome(t);
    logProblem("restaurant look-up failed", error);
    return { status: "error", message: unavailable(t) };
  }
}
