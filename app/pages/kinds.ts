/**
 * The catch-all route's page kinds, one entry each: its loader (data, status and cache policy), its <head>,
 * the parts of the messages it shows beyond the page's own, and its component (with a /mobile one of its own
 * where it has one), each component its own chunk. The URL module (app/modules/urls) decides which kind a
 * path is; the table is keyed by those kinds, so a URL kind without an entry does not compile.
 *
 * A new page kind is its URL kind, its page module and one entry here. The types tie each entry's meta and
 * component to its own loader's data, and let the route hand a route to its loader and a page's data to its
 * component without a cast.
 *
 * The loaders are server-only: `serverOnly$` (vite-env-only) leaves `undefined` in the browser's build, and
 * their modules stay out of it.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { createElement } from "react";
import { serverOnly$ } from "vite-env-only/macros";
import type { ClientPart } from "~/modules/i18n/parts";
import type { Translator } from "~/modules/i18n/translator";
import type { PageMeta } from "~/modules/seo/meta";
import type { Route, RouteOf } from "~/modules/urls";
import { countryLoader, internationalCountryLoader } from "./country.server";
import type { PageData } from "./data";
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
import { profileLoader } from "./profile.server";
import { restaurantLoader } from "./restaurant.server";
import { resultsLoader } from "./results.server";
import { stateLoader } from "./state.server";

type RouteKind = Route["kind"];
/** A page kind's loader; which route it takes is checked where the table names the URL kinds it serves. */
type Loader = (request: Request, context: AppLoadContext, route: never) => unknown;

/** One page kind, as the table holds it (see pageKind). */
interface PageKind<L extends Loader> {
  /** On the server only. */
  load: L | undefined;
  meta: (page: NoInfer<PageData<L>>, translator: Translator, pathname: string) => PageMeta;
  page: NoInfer<OnDemand<{ page: PageData<L> }>>;
  /** Its /mobile component, where it has one of its own. */
  mobile?: NoInfer<OnDemand<{ page: PageData<L> }>>;
  /** The parts of the messages it shows beyond "page" (see ~/modules/i18n/client-messages). */
  messages?: readonly ClientPart[];
}

/** An entry of the table: its meta and components are checked against its own loader's data. */
const pageKind = <L extends Loader>(entry: PageKind<L>) => entry;

/** Any path the URL module does not place, or places under another route: the 404 page. */
const notFoundLoader = () => data({ kind: "not-found" as const }, { status: 404 });

const results = pageKind({
  load: serverOnly$(resultsLoader),
  meta: resultsMeta,
  page: onDemand(() => import("./Results").then((m) => m.Results)),
  mobile: onDemand(() => import("./MobileResults").then((m) => m.MobileResults)),
});
const restaurant = pageKind({
  load: serverOnly$(restaurantLoader),
  meta: restaurantMeta,
  page: onDemand(() => import("./Restaurant").then((m) => m.Restaurant)),
  mobile: onDemand(() => import("./MobileRestaurant").then((m) => m.MobileRestaurant)),
});
const state = pageKind({
  load: serverOnly$(stateLoader),
  meta: stateMeta,
  page: onDemand(() => import("./StateCities").then((m) => m.StateCities)),
  messages: ["browse"],
});
const country = pageKind({
  load: serverOnly$(countryLoader),
  meta: countryMeta,
  page: onDemand(() => import("./CountryStates").then((m) => m.CountryStates)),
  messages: ["browse"],
});
const internationalCountry = pageKind({
  load: serverOnly$(internationalCountryLoader),
  meta: internationalCountryMeta,
  page: onDemand(() => import("./InternationalCountry").then((m) => m.InternationalCountry)),
  messages: ["browse"],
});
const user = pageKind({
  load: serverOnly$(profileLoader),
  meta: profileMeta,
  page: onDemand(() => import("./Profile").then((m) => m.Profile)),
  messages: ["account"],
});
const notFound = pageKind({
  load: serverOnly$(notFoundLoader),
  meta: notFoundMeta,
  // The 404 page shows nothing of the data (its kind only).
  page: onDemand(() =>
    import("~/components/NotFound").then((m) => (_: { page: { kind: "not-found" } }) => createElement(m.NotFound)),
  ),
});

/**
 * Every URL kind's page kind. The home page, the static pages, /mobile's tabs and the international index have
 * routes of their own: here they can only be a path those routes did not take.
 */
export const PAGE_KINDS = {
  results,
  restaurant,
  state,
  "international-state": state,
  country,
  "us-overview": country,
  "international-country": internationalCountry,
  user,
  "not-found": notFound,
  home: notFound,
  static: notFound,
  "mobile-tab": notFound,
  "international-index": notFound,
};

type Kinds = typeof PAGE_KINDS;
/** What the catch-all's loader answers: any page kind's data. */
type Answer = { [K in RouteKind]: ReturnType<NonNullable<Kinds[K]["load"]>> }[RouteKind];
/** The page data the browser gets, by the kind it names. */
type DataKind = PageData<() => Answer>["kind"];
type DataOf<K extends DataKind> = Extract<PageData<() => Answer>, { kind: K }>;

// The same table seen by URL kind and by data kind. These views are what let TypeScript follow one kind
// through a call: a route of kind R goes to the loader of R, the data of kind K to the component of K.
const LOADERS: {
  [R in RouteKind]: { load: ((request: Request, context: AppLoadContext, route: RouteOf<R>) => Answer) | undefined };
} = PAGE_KINDS;
const VIEWS: {
  [K in DataKind]: {
    meta: (page: DataOf<K>, translator: Translator, pathname: string) => PageMeta;
    page: OnDemand<{ page: DataOf<K> }>;
    mobile?: OnDemand<{ page: DataOf<K> }>;
    messages?: readonly ClientPart[];
  };
} = PAGE_KINDS;

/** On the server: the page a route is, by its kind's loader. */
export function loadPage<R extends RouteKind>(request: Request, context: AppLoadContext, kind: R, route: RouteOf<R>) {
  const { load } = LOADERS[kind];
  if (!load) throw new Error("page kinds load on the server only");
  return load(request, context, route);
}

/** A page's <head>. */
export function metaOf<K extends DataKind>(kind: K, page: DataOf<K>, translator: Translator, pathname: string) {
  return VIEWS[kind].meta(page, translator, pathname);
}

const isDataKind = (kind: unknown): kind is DataKind => typeof kind === "string" && Object.hasOwn(VIEWS, kind);

/** The parts of the messages a page shows beyond "page"; the route's handle passes its data unchecked. */
export function messagesOf(page: unknown): readonly ClientPart[] {
  const kind = typeof page === "object" && page !== null && "kind" in page ? page.kind : undefined;
  return (isDataKind(kind) && VIEWS[kind].messages) || [];
}

/** A page's component (its /mobile one on a /mobile page that has one). */
export function componentOf<K extends DataKind>(kind: K, mobile: boolean): OnDemand<{ page: DataOf<K> }> {
  const view = VIEWS[kind];
  return (mobile && view.mobile) || view.page;
}

/** The attribute the catch-all route puts on its page, naming the component the browser must load first. */
export const PAGE_ATTRIBUTE = "data-page";

/** The attribute's value: the data kind, "mobile-" before it for a /mobile component of its own. */
export const componentKey = (kind: DataKind, mobile: boolean) =>
  mobile && VIEWS[kind].mobile ? `mobile-${kind}` : kind;

/** Before hydration: loads the component of the page the server sent, if it is one of these. */
export async function preloadSentPage(): Promise<void> {
  const key = document.querySelector(`[${PAGE_ATTRIBUTE}]`)?.getAttribute(PAGE_ATTRIBUTE) ?? "";
  const [, mobile, kind = ""] = /^(mobile-)?(.*)$/.exec(key) ?? [];
  if (isDataKind(kind)) await componentOf(kind, Boolean(mobile)).preload();
}

let allLoaded: Promise<unknown> | undefined;

/** On the server, where every component is in the one bundle: all of them, loaded once. */
export function serverPagesReady(): Promise<unknown> {
  allLoaded ??= Promise.all(
    Object.values(PAGE_KINDS).flatMap((k) =>
      ("mobile" in k && k.mobile ? [k.page, k.mobile] : [k.page]).map((c) => c.preload()),
    ),
  );
  return allLoaded;
}
