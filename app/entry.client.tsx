import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { pageMessages } from "~/modules/i18n/client-messages";
import { ENGLISH, localeOfTag, PSEUDO } from "~/modules/i18n/locales";
import { provideCatalogues } from "~/modules/i18n/matches";
import { I18nProvider } from "~/modules/i18n/react";

// Tell the server this browser runs JavaScript, so later pages may stream their slow parts.
// biome-ignore lint/suspicious/noDocumentCookie: a one-line write; the Cookie Store API is missing in Firefox and Safari.
document.cookie = "ts_js=1; path=/; max-age=31536000; samesite=lax";

/**
 * The page's data (Remix's single-fetch stream, written into the HTML) decoded before hydration starts.
 *
 * RemixBrowser decodes it during its own first render and, until it is decoded, suspends the whole
 * document, outside any Suspense boundary. A tap or click in that moment makes React 18 hydrate at once,
 * synchronously, and a synchronous render cannot wait: React gives the server's HTML up, renders the page
 * anew, suspends again and throws "Root did not complete" (error 345; remix-run/remix#10214, our report in
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

// A catch-all page kind (app/pages/kinds.ts) first loads its own chunk, so hydration never waits on
// it; other pages hydrate at once.
const pageChunk = document.querySelector("[data-page]")
  ? import("./pages/kinds").then((m) => m.preloadSentPage())
  : Promise.resolve();
// The language the server rendered the page in.
const tag = document.documentElement.lang;
const locale = tag === PSEUDO.tag ? PSEUDO : (localeOfTag(tag) ?? ENGLISH);
// A page's first Intl formatter loads the browser's data for number formatting (about 20 ms on a fast
// machine, four times that on a phone): made here, in a task of its own while the page's messages load,
// rather than inside a piece of hydration, which could not yield until it is done.
setTimeout(() => new Intl.NumberFormat(locale.tag));
/**
 * Hydration starts as soon as the scripts, the page's data and its messages are here, not at the end of the
 * document: React hydrates the parts already sent, and each part still streaming (a restaurant's details, a
 * city's results, 'Near you', each a Suspense boundary) when it lands, so a tap on the rest of the page
 * answers while a slow part is on its way. Until then the page is what it is without JavaScript.
 */
Promise.all([pageMessages(locale), pageChunk.catch(() => undefined), pageDataDecoded()]).then(([messages]) => {
  provideCatalogues(() => messages);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider locale={locale} messages={messages}>
          <RemixBrowser />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
