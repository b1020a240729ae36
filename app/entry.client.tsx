import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrate } from "react-dom";
import { ENGLISH, localeOfTag, PSEUDO } from "~/modules/i18n/locales";
import { provideCatalogues } from "~/modules/i18n/matches";
import { I18nProvider } from "~/modules/i18n/react";
import type { Catalogue } from "~/modules/i18n/translator";

// Tell the server this browser runs JavaScript, so later pages may stream their slow parts.
// biome-ignore lint/suspicious/noDocumentCookie: a one-line write; the Cookie Store API is missing in Firefox and Safari.
document.cookie = "ts_js=1; path=/; max-age=31536000; samesite=lax";

/**
 * The page's data (Remix's single-fetch stream, written into the HTML) decoded before hydration starts.
 *
 * RemixBrowser decodes it during its own first render and, until it is decoded, suspends the whole
 * document, outside any Suspense boundary: Preact then has no boundary to wait in and the render fails (React
 * 18, which the browser ran before, failed the same way when a tap forced a synchronous hydration: "Root did
 * not complete", error 345; remix-run/remix#10214, our report in
 * docs/upstream/remix-single-fetch-root-did-not-complete.md). So the decoding is started here and waited
 * for: RemixBrowser's first call only starts it and throws its promise, and its render during hydration then
 * finds the data ready and never suspends.
 */
async function pageDataDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === "function") await thrown;
  }
}

/**
 * The page's messages, compiled, from the file its preload link names (one per language, kept by the browser
 * across pages): the components and meta functions format with them, as the server did.
 */
async function pageMessages(): Promise<Catalogue> {
  const link = document.querySelector<HTMLLinkElement>("link[data-messages]");
  if (!link) return {};
  const response = await fetch(link.href, { credentials: "same-origin" });
  return response.ok ? ((await response.json()) as Catalogue) : {};
}

// A catch-all page kind (app/pages/on-demand.ts) first loads its own chunk, so hydration never waits on
// it; other pages hydrate at once.
const pageChunk = document.querySelector("[data-page]")
  ? import("./pages/on-demand").then((m) => m.preloadSentPage())
  : Promise.resolve();
// The language the server rendered the page in.
const tag = document.documentElement.lang;
const locale = tag === PSEUDO.tag ? PSEUDO : (localeOfTag(tag) ?? ENGLISH);
/**
 * The browser runs Preact (preact/compat stands in for React and React DOM in the client build only: 36 kB
 * less script on every page; the server renders with React). Preact renders a root's children into the
 * element it is given, so the document itself cannot be the container (it would nest a second <html> inside
 * the first): the container handed over is a stand-in whose one child is the page's <html>, and which puts a
 * replacement <html>, if one were ever made, in the document's place.
 */
const html = document.documentElement;
const replaceHtml = (node: Node) => document.replaceChild(node, html);
const documentRoot = {
  childNodes: [html],
  firstChild: html,
  insertBefore: replaceHtml,
  appendChild: replaceHtml,
} as unknown as Element;

/**
 * The document, once the server has sent all of it. A page's slow parts (a restaurant's details, a city's
 * results, 'Near you') stream in after the rest: until they arrive the page shows their loading state, and
 * React's inline scripts put each part in its place as it comes. React's own hydration understood such a
 * pending part; Preact's does not: it would remove the boundary's markers and loading state, render the
 * part itself, and the server's copy would then be put in beside it or fail to find its place (a restaurant
 * shown twice, a blank home page). So hydration waits for the end of the document; until then the page is
 * what it is without JavaScript, where every link and form already works.
 */
const documentComplete =
  document.readyState === "loading"
    ? new Promise<void>((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }))
    : Promise.resolve();

Promise.all([pageMessages(), pageChunk.catch(() => undefined), pageDataDecoded(), documentComplete]).then(
  ([messages]) => {
    provideCatalogues(() => messages);
    startTransition(() => {
      hydrate(
        <StrictMode>
          <I18nProvider locale={locale} messages={messages}>
            <RemixBrowser />
          </I18nProvider>
        </StrictMode>,
        documentRoot,
      );
    });
  },
);
