/**
 * How the catch-all route (app/routes/$.tsx) shows each kind of page it serves: one record a kind, keyed by
 * the `kind` its loader's data carries (see kinds.server.ts for which loader answers which path):
 * - `meta`: its <head> (app/pages/meta.ts);
 * - `page`: its component, and `mobile`, its /mobile component where it has one of its own; each is its own
 *   chunk, loaded on demand (./on-demand);
 * - `messages`: the parts of the messages it shows beyond "page" (see ~/modules/i18n/client-messages).
 *
 * Each record is typed by its own page data (./data), so its meta and components must take what its loader
 * answers; the table is typed by CatchAllPage, so a kind of data without a record does not compile.
 */
import { createElement } from "react";
import type { ClientPart } from "~/modules/i18n/parts";
import type { Translator } from "~/modules/i18n/translator";
import type { PageMeta } from "~/modules/seo/meta";
import type {
  CatchAllPage,
  CountryData,
  InternationalCountryData,
  NotFoundData,
  ProfileData,
  RestaurantData,
  ResultsData,
  StateData,
} from "./data";
import {
  countryMeta,
  internationalCountryMeta,
  notFoundMeta,
  profileMeta,
  restaurantMeta,
  resultsMeta,
  stateMeta,
} from "./meta";
import { type OnDemand, onDemand } from "./on-demand";

/** How one kind of page shows its data `P`. */
interface PageView<P> {
  meta: (page: P, translator: Translator, pathname: string) => PageMeta;
  page: OnDemand<{ page: P }>;
  mobile?: OnDemand<{ page: P }>;
  messages?: readonly ClientPart[];
}

const results: PageView<ResultsData> = {
  meta: resultsMeta,
  page: onDemand(() => import("./Results").then((m) => m.Results)),
  mobile: onDemand(() => import("./MobileResults").then((m) => m.MobileResults)),
};

const restaurant: PageView<RestaurantData> = {
  meta: restaurantMeta,
  page: onDemand(() => import("./Restaurant").then((m) => m.Restaurant)),
  mobile: onDemand(() => import("./MobileRestaurant").then((m) => m.MobileRestaurant)),
  messages: ["restaurant", "reviews"],
};

const state: PageView<StateData> = {
  meta: stateMeta,
  page: onDemand(() => import("./StateCities").then((m) => m.StateCities)),
  messages: ["browse"],
};

const country: PageView<CountryData> = {
  meta: countryMeta,
  page: onDemand(() => import("./CountryStates").then((m) => m.CountryStates)),
  messages: ["browse"],
};

const internationalCountry: PageView<InternationalCountryData> = {
  meta: internationalCountryMeta,
  page: onDemand(() => import("./InternationalCountry").then((m) => m.InternationalCountry)),
  messages: ["browse"],
};

const user: PageView<ProfileData> = {
  meta: profileMeta,
  page: onDemand(() => import("./Profile").then((m) => m.Profile)),
  messages: ["account", "reviews", "moderation"],
};

const notFound: PageView<NotFoundData> = {
  meta: notFoundMeta,
  // The 404 page shows nothing of the data (its kind only).
  page: onDemand(() =>
    import("~/components/NotFound").then((m) => (_: { page: NotFoundData }) => createElement(m.NotFound)),
  ),
};

type PageKind = CatchAllPage["kind"];
/** The page data of one kind. */
type PageOf<K extends PageKind> = Extract<CatchAllPage, { kind: K }>;

/**
 * Every kind's record. Typed as a map from each kind to the view of its own data, so that a lookup by a
 * kind `K` gives the view of `PageOf<K>`: the functions below hand a page to its own kind's meta and
 * component without a cast.
 */
const VIEWS: { [K in PageKind]: PageView<PageOf<K>> } = {
  results,
  restaurant,
  state,
  country,
  "international-country": internationalCountry,
  user,
  "not-found": notFound,
};

/** A page's <head>. */
export function metaOf<K extends PageKind>(kind: K, page: PageOf<K>, translator: Translator, pathname: string) {
  return VIEWS[kind].meta(page, translator, pathname);
}

const isPageKind = (kind: unknown): kind is PageKind => typeof kind === "string" && Object.hasOwn(VIEWS, kind);

/** The parts of the messages a page shows beyond "page"; the route's handle passes its data unchecked. */
export function messagesOf(page: unknown): readonly ClientPart[] {
  const kind = typeof page === "object" && page !== null && "kind" in page ? page.kind : undefined;
  return (isPageKind(kind) && VIEWS[kind].messages) || [];
}

/** A page's component (its /mobile one on a /mobile page that has one). */
export function componentOf<K extends PageKind>(kind: K, mobile: boolean): OnDemand<{ page: PageOf<K> }> {
  const view = VIEWS[kind];
  return (mobile && view.mobile) || view.page;
}

/** The attribute the catch-all route puts on its page, naming the component the browser must load first. */
export const PAGE_ATTRIBUTE = "data-page";

/** The attribute's value: the page's kind, "mobile-" before it for a /mobile component of its own. */
export const componentKey = (kind: PageKind, mobile: boolean) =>
  mobile && VIEWS[kind].mobile ? `mobile-${kind}` : kind;

/** Before hydration: loads the component of the page the server sent, if it is one of these. */
export async function preloadSentPage(): Promise<void> {
  const key = document.querySelector(`[${PAGE_ATTRIBUTE}]`)?.getAttribute(PAGE_ATTRIBUTE) ?? "";
  const [, mobile, kind = ""] = /^(mobile-)?(.*)$/.exec(key) ?? [];
  if (isPageKind(kind)) await componentOf(kind, Boolean(mobile)).preload();
}

let allLoaded: Promise<unknown> | undefined;

/** On the server, where every component is in the one bundle: all of them, loaded once. */
export function serverPagesReady(): Promise<unknown> {
  allLoaded ??= Promise.all(
    Object.values(VIEWS).flatMap((v) => (v.mobile ? [v.page.preload(), v.mobile.preload()] : [v.page.preload()])),
  );
  return allLoaded;
}
