/**
 * The catch-all route's page components, each its own chunk, loaded only by the pages that need it (a
 * browse page never downloads the results page's code).
 *
 * A page component is always in memory before it renders, so nothing ever suspends (React.lazy did, and
 * React 18 then now and then failed a client navigation with "Root did not complete", error 345):
 * - the server loads every chunk before its first render (serverPagesReady), so no-JavaScript visitors
 *   and crawlers get complete pages;
 * - the browser loads the chunk of the page it was sent before hydrating (entry.client);
 * - a client-side navigation loads the next page's chunk in the route's clientLoader, beside its data.
 * Should a component still be missing, the page shows nothing until its chunk arrives instead of suspending.
 */
import { type ComponentType, createElement, useEffect, useState } from "react";

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = async () => {
    ready ??= await load();
    return ready;
  };
  const Page = (props: P) => {
    const [loaded, setLoaded] = useState(() => ready);
    useEffect(() => {
      if (!loaded) preload().then((component) => setLoaded(() => component));
    }, [loaded]);
    return loaded ? createElement(loaded, props) : null;
  };
  return { Page, preload };
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
