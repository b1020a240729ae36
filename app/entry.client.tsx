import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// Tell the server this browser runs JavaScript, so later pages may stream their slow parts.
// biome-ignore lint/suspicious/noDocumentCookie: a one-line write; the Cookie Store API is missing in Firefox and Safari.
document.cookie = "ts_js=1; path=/; max-age=31536000; samesite=lax";

// A catch-all page kind (app/pages/on-demand.ts) first loads its own chunk, so hydration never waits on
// it; other pages hydrate at once.
const pageChunk = document.querySelector("[data-page]")
  ? import("./pages/on-demand").then((m) => m.preloadSentPage())
  : Promise.resolve();
pageChunk
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    }),
  );
