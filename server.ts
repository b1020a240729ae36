import "./app/modules/http/install-text-encoder";
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { assertSameOrigin, getViewer, signInMode } from "./app/modules/auth/index.server";
import { isLocalRequest, purgeExpiredSessions } from "./app/modules/auth/session.server";
import { bookmarkCookie, createDb } from "./app/modules/db/db.server";
import { purgeExpiredPreviews } from "./app/modules/favorites/index.server";
import { busyHtml, impossiblePath, screenBody } from "./app/modules/http/guard.server";
import { withRequestId } from "./app/modules/http/log.server";
import { servePage } from "./app/modules/http/page-cache.server";
import { RETRY_AFTER_S } from "./app/modules/http/rate-limit";
import { consume, isRateLimited, writeFamily } from "./app/modules/http/rate-limit.server";
import { logError, loggedPath, requestIdOf, requestLine } from "./app/modules/http/request-log";
import { plainText, withHeaders } from "./app/modules/http/responses";
import { applySecurityHeaders, type CspSources, tileOrigin } from "./app/modules/http/security-headers";
import { type Locale, localizedPath } from "./app/modules/i18n/locales";
import { chooseLanguage, languageCookie } from "./app/modules/i18n/negotiate.server";
import { placeVariant } from "./app/modules/location/index.server";
import { mapConfig } from "./app/modules/maps";
import { memoize } from "./app/modules/memo";
import { isMobilePath, isUsername } from "./app/modules/urls";
// biome-ignore lint/suspicious/noTsIgnore: the module exists only after a build, so @ts-expect-error would fail once built
// @ts-ignore - produced by `npm run build` (Remix's Vite build); absent before the first build.
import * as build from "./build/server";
import { getLoadContext, newNonce, requestLocale } from "./load-context";

const serverBuild = build as unknown as ServerBuild;
/** What app/entry.server.tsx exports beside Remix's own handlers. */
type AppEntry = typeof import("./app/entry.server");

/**
 * One Remix handler per language, each with the language's prefix as its basename ('/fr'): the routes stay
 * language-neutral, and Remix itself puts the prefix on every `<Link>`, `<Form>`, redirect and client-side
 * navigation of a page in that language (the browser's router gets the same basename). Made once per language
 * and isolate (the bound is over the guide's languages).
 */
const handlerFor = memoize(
  64,
  (locale: Locale) => locale.prefix,
  (locale: Locale) => createRequestHandler({ ...serverBuild, basename: localizedPath(locale, "/") }),
);

/** What the page CSP must allow, from the configuration in use. */
function cspSources(env: Env, request: Request): CspSources {
  const map = mapConfig(env);
  const mode = signInMode(env, request);
  return {
    googleMaps: map.kind === "google",
    tileOrigin: map.kind === "open" ? tileOrigin(map.tileUrl) : null,
    signInOrigin:
      mode === "google"
        ? "https://accounts.google.com"
        : mode === "local"
          ? new URL(env.LOCAL_OIDC_ISSUER!).origin
          : null,
  };
}

async function handle(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  requestId: string,
): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  // The request's language: the Worker's own answers (below, and busyHtml) are written in it.
  const language = requestLocale(request, env);
  const home = isMobilePath(language.path) ? "/mobile" : "/";
  const impossible = await impossiblePath(pathname, nonce, home, language.locale);
  if (impossible) return impossible;
  const screened = await screenBody(request, nonce, language.locale);
  if (screened instanceof Response) return screened;
  // One URL per page in each language: '/FR/…' and '/fr/' are other spellings of '/fr/…' and '/fr'.
  const prefix = language.locale.prefix;
  if (
    prefix &&
    (request.method === "GET" || request.method === "HEAD") &&
    !pathname.endsWith(".data") &&
    (!pathname.startsWith(`/${prefix}`) || pathname === `/${prefix}/`)
  ) {
    return new Response(null, {
      status: 301,
      headers: { Location: localizedPath(language.locale, language.path) + search },
    });
  }
  const choice = chooseLanguage(request, language.locale, language.path);
  if (choice.kind === "redirect") {
    // Where this visitor reads: depends on their cookie and Accept-Language, so no shared cache may keep it.
    return new Response(null, {
      status: 302,
      headers: {
        Location: localizedPath(choice.to, language.path) + search,
        "Cache-Control": "private, no-store",
        Vary: "Accept-Language, Cookie",
      },
    });
  }
  const remembered = (response: Response) =>
    choice.remember
      ? withHeaders(response, (headers) =>
          headers.append("Set-Cookie", languageCookie(choice.remember!, !isLocalRequest(request))),
        )
      : response;
  const waitUntil = ctx.waitUntil.bind(ctx);
  const contextFor = () =>
    getLoadContext({
      request: screened,
      nonce,
      requestId,
      userId: async (context) => (await getViewer(screened, context)).user?.id ?? null,
      context: {
        cloudflare: {
          // Read on demand: workerd parses request.cf when first touched, and most requests never need it.
          get cf() {
            return request.cf;
          },
          ctx: { waitUntil, passThroughOnException: ctx.passThroughOnException.bind(ctx) },
          env,
        },
      },
    });
  /** Remix's answer; after a D1 write it carries the session bookmark, so the next read sees the write. */
  const render = async (loadContext = contextFor()) => {
    const handled = await handlerFor(loadContext.locale)(screened, loadContext);
    const bookmark = loadContext.d1.wrote() ? loadContext.d1.bookmark() : null;
    const response = withHeaders(handled, (headers) => {
      if (bookmark) headers.append("Set-Cookie", bookmarkCookie(bookmark, !isLocalRequest(request)));
      // The times the page waited for D1 before it answered (a signed-in page: the session with the saved
      // places, then the page's own reads).
      headers.append("Server-Timing", `d1;desc="${loadContext.d1.roundTrips()} round trips"`);
    });
    return { response, policy: loadContext.pageCache };
  };
  if (screened.method === "GET") {
    // The remembered language is added to the answer, never stored with it in the page cache.
    return remembered(
      await servePage({
        request: screened,
        env,
        variant: (page) => placeVariant(page, request.cf, env),
        waitUntil,
        nonce,
        release: serverBuild.assets.version,
        requestId,
        render: () => render(),
      }),
    );
  }
  const loadContext = contextFor();
  if (screened.method !== "HEAD") {
    // Every form post must come from one of our own pages (the resource routes check again, for `vite dev`).
    try {
      assertSameOrigin(screened);
    } catch (refusal) {
      if (refusal instanceof Response) return refusal;
      throw refusal;
    }
    try {
      const viewer = await getViewer(screened, loadContext);
      await consume(env, screened, writeFamily(pathname), viewer.user?.id ?? null);
    } catch (error) {
      if (!isRateLimited(error)) throw error;
      return busyHtml(nonce, home, language.locale);
    }
  }
  return (await render(loadContext)).response;
}

export default {
  async fetch(request, env, ctx) {
    const started = Date.now();
    const requestId = requestIdOf(request);
    const nonce = newNonce();
    let response: Response;
    try {
      response = await withRequestId(requestId, () => handle(request, env, ctx, nonce, requestId));
    } catch (error) {
      // Remix renders its own error pages; reaching here means the handler itself failed.
      logError(requestId, error);
      response = plainText(
        500,
        `TableScout ran into an unexpected error. Please try again.\nError reference: ${requestId}`,
      );
    }
    response = withHeaders(response, (headers) => {
      if (response.status === 429 && !headers.has("Retry-After")) headers.set("Retry-After", String(RETRY_AFTER_S));
      applySecurityHeaders(headers, { nonce, sources: cspSources(env, request), secure: !isLocalRequest(request) });
      headers.set("X-Request-Id", requestId);
    });
    // One line per request, when its headers go (a streamed page's body may still be on its way).
    if (env.LOG_REQUESTS !== "0")
      console.log(
        requestLine({
          id: requestId,
          method: request.method,
          path: loggedPath(request.url, isUsername),
          status: response.status,
          ms: Date.now() - started,
          cache: response.headers.get("X-Cache"),
        }),
      );
    return response;
  },

  /**
   * The daily Cron Trigger (wrangler.toml [triggers]): expired sign-in sessions leave D1, and the stalest
   * favorites' snapshots (older than 30 days) are refreshed from the places provider, a batch at a time.
   */
  async scheduled(_controller, env, ctx) {
    const db = createDb(env.DB);
    ctx.waitUntil(purgeExpiredSessions(db).then((count) => console.log(`purged ${count} expired sessions`)));
    ctx.waitUntil(purgeExpiredPreviews(db).then((count) => console.log(`purged ${count} expired import previews`)));
    // Run by the app build, which has the catalogues the places providers write their text with.
    const app = serverBuild.entry.module as unknown as AppEntry;
    ctx.waitUntil(
      app.refreshStaleSnapshots(env, ctx).then((counts) => console.log(`snapshots: ${JSON.stringify(counts)}`)),
    );
  },
} satisfies ExportedHandler<Env>;
