import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { RequestIdProvider } from "~/components/ErrorReference";
import { NonceProvider } from "~/components/Nonce";
import { createDb } from "~/modules/db/db.server";
import { REFRESH_PER_RUN, refreshSnapshots, snapshotMaxAgeMs, staleSnapshots } from "~/modules/favorites/index.server";
import { coalesce } from "~/modules/http/coalesce";
import { logError } from "~/modules/http/request-log";
import { CLIENT_AREAS, catalogue, partsCatalogue } from "~/modules/i18n/catalogue.server";
import { routePath } from "~/modules/i18n/locales";
import { provideCatalogues } from "~/modules/i18n/matches";
import { messagePartsOf } from "~/modules/i18n/parts";
import { I18nProvider } from "~/modules/i18n/react";
import { placesFor } from "~/modules/places/index.server";
import { isMobilePath } from "~/modules/urls/paths";

const ABORT_DELAY_MS = 5_000;

// Meta functions find each page's messages here (the same compiled catalogue its components use).
provideCatalogues((locale) => catalogue(locale, CLIENT_AREAS));

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Content-Security-Policy (set in server.ts) lets only scripts carrying this nonce run.
  const { nonce } = loadContext;
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  // The page renders with the parts of the catalogue the browser will hydrate it with (root.tsx preloads the
  // same parts), so a text from a part its route did not declare shows as its key here too, not only later.
  const { matches, loaderData } = remixContext.staticHandlerContext;
  const parts = messagePartsOf(
    matches.map((m) => ({ handle: remixContext.routeModules[m.route.id]?.handle, data: loaderData[m.route.id] })),
    isMobilePath(routePath(request, loadContext.locale)),
  );
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RequestIdProvider value={loadContext.requestId}>
        <I18nProvider locale={loadContext.locale} messages={partsCatalogue(loadContext.locale, parts)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nProvider>
      </RequestIdProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError(loadContext.requestId, error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(
    () => clearTimeout(timeout),
    () => clearTimeout(timeout),
  );

  // Crawlers get the complete document in one piece; people get it streamed.
  if (isbot(request.headers.get("user-agent") || "")) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Fewer, larger chunks: what React has written so far goes out as one (see coalesce).
  return new Response(coalesce(body), { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors in loaders, actions and renders: one JSON line each, with the request id (not for requests the visitor
 * abandoned). A request the router itself refuses (no route matches, a POST to a page without an action) is
 * the visitor's 404 or 405, which the request's own line already says: not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(context.requestId, error);
};

/**
 * The daily Cron Trigger's snapshot refresh (server.ts `scheduled`), run from the app build: the places
 * providers write text in a language (the demo provider's descriptions), which needs the catalogues, and only
 * this build has them. English: the refresh serves no page.
 */
export async function refreshStaleSnapshots(env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  const db = createDb(env.DB);
  const places = placesFor({
    cloudflare: { env, ctx: { waitUntil: (p) => ctx.waitUntil(p), passThroughOnException: () => {} }, cf: undefined },
  });
  const rows = await staleSnapshots(db, snapshotMaxAgeMs(env), REFRESH_PER_RUN);
  return refreshSnapshots(db, places, rows);
}
