/**
 * The catch-all route's page components (app/pages/kinds.ts), each its own chunk, loaded only by the pages that
 * need it (a browse page never downloads the results page's code).
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

/** A component loaded on demand: `preload` brings its chunk; `Page` renders it once it is here. */
export interface OnDemand<P extends object> {
  Page: (props: P) => ReturnType<typeof createElement> | null;
  preload: () => Promise<ComponentType<P>>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<NoInfer<P>> {
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
