/**
 * The catch-all route's page components, each its own chunk, loaded only by the pages that need it (a
 * browse page never downloads the results page's code).
 *
 * A component renders directly once its chunk is in memory, and through React.lazy only before that. The
 * server loads every chunk when the module is first evaluated, so it always renders the page in full
 * (no-JavaScript visitors and crawlers get complete pages); the browser loads the chunk of the page it was
 * sent before hydrating (entry.client), so hydration never suspends; and a client-side navigation to a
 * page kind not loaded yet waits inside the route's Suspense boundary, never at the root.
 */
import { type ComponentType, createElement, lazy, useState } from "react";

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const fetch = async () => {
    ready = await load();
    return ready;
  };
  const Lazy = lazy(async () => ({ default: await fetch() }));
  // Chosen once per mount, so that a page shown through Lazy is not remounted when the chunk arrives.
  const Page = (props: P) => {
    const [type] = useState(() => (ready ?? Lazy) as ComponentType<P>);
    return createElement(type, props);
  };
  return { Page, preload: () => (ready ? Promise.resolve(ready) : fetch()) };
}

export const PAGES = {
  results: onDemand(() => import("./Results").then((m) => m.Results)),
  "mobile-results": onDemand(() => import("./MobileResults").then((m) => m.MobileResults)),
  restaurant: onDemand(() => import("./Restaurant").then((m) => m.Restaurant)),
  "mobile-restaurant": onDemand(() => import("./MobileRestaurant").then((m) => m.MobileRestaurant)),
  state: onDemand(() => import("./StateCities").then((m) => m.StateCities)),
  country: onDemand(() => import("./CountryStates").then((m) => m.CountryStates)),
  "international-country": onDemand(() => import("./InternationalCountry").then((m) => m.InternationalCountry)),
  user: onDemand(() => import("./Profile").then((m) => m.Profile)),
  "not-found": onDemand(() => import("~/components/NotFound").then((m) => m.NotFound)),
};

export type PageKey = keyof typeof PAGES;

let allLoaded: Promise<unknown> | undefined;

/** On the server, where every page kind's module is in the one bundle: all of them, loaded once. */
export function serverPagesReady(): Promise<unknown> {
  allLoaded ??= Promise.all(Object.values(PAGES).map((page) => page.preload()));
  return allLoaded;
}

/** Which component shows a page of this kind. */
export function pageKey(page: { kind: string; mobile?: boolean }): PageKey {
  if ((page.kind === "results" || page.kind === "restaurant") && page.mobile) return `mobile-${page.kind}`;
  return Object.hasOwn(PAGES, page.kind) ? (page.kind as PageKey) : "not-found";
}

/** The attribute the catch-all route puts on its page, naming the chunk the browser must load first. */
export const PAGE_ATTRIBUTE = "data-page";

/** Before hydration: loads the chunk of the page the server sent, if it is one of these. */
export async function preloadSentPage(): Promise<void> {
  const key = document.querySelector(`[${PAGE_ATTRIBUTE}]`)?.getAttribute(PAGE_ATTRIBUTE);
  if (key && Object.hasOwn(PAGES, key)) await PAGES[key as PageKey].preload();
}
