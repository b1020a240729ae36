import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Db, type DbHandle, openDb, readBookmark } from "./app/modules/db/db.server";
import { readEdition } from "./app/modules/http/editions.server";
import { PagePolicy } from "./app/modules/http/page-policy";
import { upstreamGate } from "./app/modules/http/rate-limit.server";
import { requestIdOf } from "./app/modules/http/request-log";
import { ENGLISH, type Locale, PSEUDO, pagePath, splitLocale } from "./app/modules/i18n/locales";
import { siteOrigin } from "./app/modules/seo/origin";

/** What the Worker (server.ts) and wrangler's platform proxy (`vite dev`) both provide. */
export interface Cloudflare {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  /** Cloudflare request metadata (location, colo); absent or partial when running locally. */
  cf: Partial<IncomingRequestCfProperties> | CfProperties | undefined;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** Drizzle over a D1 session of the request's D1 binding, built per request (never a module-level singleton). */
    db: Db;
    /** The D1 session behind `db`: whether the request wrote, and its bookmark (server.ts hands it back). */
    d1: DbHandle;
    /** What this render tells the edge page cache (a veto, an opening-hours boundary). */
    pageCache: PagePolicy;
    /**
     * Public origin for canonical URLs and social tags: SITE_URL when set, the request's own on localhost,
     * else "" (root-relative links; the Host header is never trusted).
     */
    origin: string;
    /** This response's Content-Security-Policy nonce, for the inline scripts Remix and React write. */
    nonce: string;
    /** This request's id (Cloudflare's ray id, else generated): in its log lines and on its error page. */
    requestId: string;
    /** Called before a provider call the cache could not answer: throws RateLimited over the limit. */
    upstream: () => Promise<void>;
    /** The page's language, from its URL's prefix ('/fr/…'; none is English). */
    locale: Locale;
  }
}

/** A fresh, unguessable nonce per response (a random UUID: 122 random bits). */
export function newNonce(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** Builds the per-request context for every loader and action, on Workers and under `vite dev` alike. */
export function getLoadContext({
  request,
  context,
  nonce = newNonce(),
  requestId = requestIdOf(request),
  userId = async () => null,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
  nonce?: string;
  requestId?: string;
  /** The signed-in user's id, which the abuse limits key on (server.ts reads the session); else the IP. */
  userId?: (context: AppLoadContext) => Promise<string | null>;
}): AppLoadContext {
  const { env } = context.cloudflare;
  const d1 = openDb(env.DB, readBookmark(request));
  const { locale } = requestLocale(request, env);
  const loadContext: AppLoadContext = {
    cloudflare: context.cloudflare,
    get db() {
      return d1.db;
    },
    d1,
    // Editions are kept per origin in this location's cache, as the page copies themselves are.
    pageCache: new PagePolicy((name) => readEdition(new URL(request.url).origin, name)),
    origin: siteOrigin(env.SITE_URL, request.url),
    nonce,
    requestId,
    upstream: upstreamGate(env, request, () => userId(loadContext)),
    locale,
  };
  return loadContext;
}

/** A request's language and its path without the language's prefix. */
export function requestLocale(request: Request, env: Pick<Env, "I18N_PSEUDO">): { locale: Locale; path: string } {
  const pathname = pagePath(new URL(request.url).pathname);
  const split = splitLocale(pathname);
  // The pseudo-language exists only where the tests ask for it; elsewhere /en-xa/… is an ordinary (404) path.
  if (split.locale === PSEUDO && env.I18N_PSEUDO !== "1") return { locale: ENGLISH, path: pathname };
  return split;
}
