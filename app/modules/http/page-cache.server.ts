/**
 * The edge page cache. A Worker's own responses never enter Cloudflare's CDN cache, whatever their
 * Cache-Control says, so anonymous page views are kept here in the Cache API of the Cloudflare location
 * (`caches.default`):
 * - Only GETs from visitors without a session cookie are looked up or stored; signed-in visitors always get
 *   a fresh render, and never fill the cache.
 * - A response is stored only when the page says it may be shared (Cache-Control `public` with
 *   `s-maxage`, see page-policy.ts), has status 200, sets no cookie, its render did not veto it, and its
 *   loader found the request at the page's canonical URL (answerAt in urls/route.server.ts; any other
 *   spelling of a page's URL is redirected there): junk query strings cannot fill the cache with copies.
 * - The key is the URL (query parameters sorted; tracking parameters dropped; any other unknown parameter
 *   means no caching) plus the variants a page really has: streamed (the browser runs JavaScript) or
 *   complete, and whatever else the caller says a page depends on (`variant`: the Worker entry gives the
 *   home pages' 'Near you' city). Mobile pages have their own paths.
 * - Fresh copies are served as HIT; after that, for the page's stale-while-revalidate window, as STALE
 *   while one background render (`waitUntil`) replaces the copy.
 * - The isolate keeps the most recently used copies in memory too (up to MEMORY_BYTES), in front of the
 *   Cache API, with the same lifetimes: a hot page costs neither a cache read nor a render.
 * - Every copy served gets this response's CSP nonce in place of the one it was rendered with. A nonce is
 *   128 random bits that nothing else in a page can contain, so the copy is kept split at it and joined
 *   with the new one.
 * - `X-Cache: HIT | STALE | MISS | BYPASS` and `Server-Timing` say what happened.
 *
 * The Cache API does nothing on *.workers.dev hostnames (every lookup misses): the cache needs the Worker
 * on a custom domain or route (see README.md).
 *
 * This module knows pages only as URLs: the domains that change what a page shows withdraw its copies
 * themselves (withdrawPages), and say which pages those are.
 */

import { boundedCache } from "../bounded-cache";
import { LOCALES, localizedPath } from "../i18n/locales";
import { joinBytes } from "./bytes";
import { NOTICE_COOKIE, readCookie } from "./cookies";
import { cacheStorage } from "./edge-cache.server";
import { editionsHold } from "./editions.server";
import { type PagePolicy, pageCacheTimes, sharedLifetime } from "./page-policy";
import { TRACKING_PARAM } from "./params";
import { logError } from "./request-log";
import { withHeaders } from "./responses";
import { canStream } from "./streaming.server";

/** Query parameters a cacheable page reads; tracking parameters are ignored; anything else is not cached. */
const PAGE_PARAMS = new Set(["q", "price", "view", "pid", "open", "sort", "members"]);
/** Stored alongside a copy, removed before it is served. */
const META = "X-TableScout-Cache-Meta";

interface StoredMeta {
  /** When stored (ms since the epoch), how long fresh and how long servable stale (s). */
  at: number;
  fresh: number;
  stale: number;
  /** The nonce the copy was rendered with. */
  nonce: string;
  /** The build it was rendered by (see PageCacheDeps.release). */
  release: string;
  /** The response's own Cache-Control and Vary, given back to the browser. */
  cacheControl: string;
  vary: string | null;
  /** The editions of what the page shows (see readEdition), as its render read them. */
  editions?: Record<string, string>;
}

export interface Rendered {
  response: Response;
  policy: PagePolicy;
}

export interface PageCacheDeps {
  request: Request;
  env: Env;
  /** What else a page's copy depends on (see PageVariant); without it, the URL and the rendering alone. */
  variant?: PageVariant;
  waitUntil: (promise: Promise<unknown>) => void;
  /** This response's CSP nonce, written into every served copy. */
  nonce: string;
  /** Renders the page. */
  render: () => Promise<Rendered>;
  /**
   * The build the pages come from (Remix's asset manifest version): a copy from another build is a miss,
   * so a deploy never serves a page of the previous build, whose scripts and styles have other names.
   */
  release: string;
  /** The request's id, for the log line of a failed background store. */
  requestId?: string;
  cache?: Cache;
  now?: () => number;
}

/**
 * What a page's copy depends on beyond its URL and its rendering, as a name kept in the copy's key (the
 * empty string: nothing), or null when this request's page must not be kept at all.
 */
export type PageVariant = (request: Request) => string | null;

/** The cache key for this request, or why it is not cached. */
export function pageCacheKey(
  request: Request,
  env: Partial<Env>,
  variantOf?: PageVariant,
): { key: Request } | { bypass: string } {
  if (request.method !== "GET") return { bypass: "method" };
  if (pageCacheTimes(env).fresh <= 0) return { bypass: "off" };
  if (readCookie(request.headers.get("Cookie"), "session") !== null) return { bypass: "signed-in" };
  if (readCookie(request.headers.get("Cookie"), NOTICE_COOKIE) !== null) return { bypass: "notice" };
  const url = new URL(request.url);
  // The map's tiles are kept in the edge cache by their own route, under their own keys: no page to look up.
  if (url.pathname.startsWith("/tiles/")) return { bypass: "own-cache" };
  const kept: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (TRACKING_PARAM.test(name)) continue;
    if (!PAGE_PARAMS.has(name)) return { bypass: "query" };
    kept.push([name, value]);
  }
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const variant = [canStream(request) ? "stream" : "complete"];
  const own = variantOf ? variantOf(request) : "";
  if (own === null) return { bypass: "variant" };
  if (own) variant.push(own);
  return { key: new Request(keyUrl(url.origin, url.pathname, kept, variant.join(";"))) };
}

/** A copy's key: the path, the page's parameters (sorted), and the variant of its rendering. */
function keyUrl(origin: string, pathname: string, params: [string, string][], variant: string): string {
  const key = new URL(pathname, origin);
  key.search = new URLSearchParams([...params, ["__variant", variant]]).toString();
  return key.href;
}

/** The renderings a page is kept in (see canStream): for JavaScript (its slow parts streamed), and complete. */
const RENDERINGS = ["stream", "complete"];

/** The most bytes of pages the isolate keeps in memory. */
const MEMORY_BYTES = 16 * 1024 * 1024;
interface MemoryCopy {
  meta: StoredMeta;
  headers: [string, string][];
  /** The page's UTF-8 bytes, split at its nonce: a hit is a copy of bytes, with no text to encode. */
  parts: Uint8Array[];
  bytes: number;
  /** A background render is replacing this stale copy. */
  revalidating?: boolean;
}
/**
 * The isolate's own copies by key URL, up to MEMORY_BYTES of pages, the least recently used out first. They
 * have no age of their own: a copy's lifetime is in its meta, read by servePage. One store per isolate, on a
 * global symbol: the Worker entry and the Remix build bundle their own copies of this module, and a route's
 * purge must reach the copies the entry serves.
 */
const memory = boundedCache<string, MemoryCopy>({
  max: MEMORY_BYTES,
  weigh: (copy) => copy.bytes,
  shared: Symbol.for("tablescout.page-cache"),
});

const UTF8 = new TextEncoder();

function copyOf(meta: StoredMeta, headers: Headers, html: string): MemoryCopy {
  const parts = html.split(meta.nonce).map((part) => UTF8.encode(part));
  return { meta, headers: [...headers], parts, bytes: parts.reduce((size, part) => size + part.byteLength, 0) };
}

/** A copy from the isolate's memory, else from the Cache API (then remembered). */
async function lookUp(cache: Cache, key: Request): Promise<MemoryCopy | null> {
  const mine = memory.get(key.url);
  if (mine) return mine;
  const hit = await cache.match(key).catch(() => undefined);
  const meta = hit ? readMeta(hit) : null;
  if (!hit || !meta) {
    await hit?.body?.cancel();
    return null;
  }
  const copy = copyOf(meta, hit.headers, await hit.text());
  memory.set(key.url, copy);
  return copy;
}

/** Answers a page request from the edge cache when it can, else renders it (and stores it when allowed). */
export async function servePage(deps: PageCacheDeps): Promise<Response> {
  const { request, env, waitUntil, nonce, render } = deps;
  const cache = deps.cache ?? cacheStorage();
  const now = deps.now ?? Date.now;
  const started = now();
  const url = new URL(request.url);
  const lookup = pageCacheKey(request, env, deps.variant);
  if (!cache || "bypass" in lookup) {
    const { response } = await render();
    // A resource kept in the edge cache by its own route (a share image, a static map) says so itself.
    if (response.headers.has("X-Cache")) return response;
    return labelled(response, "BYPASS", now() - started);
  }
  const { key } = lookup;
  let found = await lookUp(cache, key);
  if (found?.meta.editions && !(await editionsHold(cache, url.origin, found.meta.editions))) {
    // What the page shows has changed since it was kept (a review written): the copy is gone for good.
    memory.delete(key.url);
    waitUntil(cache.delete(key).catch(() => false));
    found = null;
  }
  if (found && found.meta.release === deps.release) {
    const { meta } = found;
    const age = (now() - meta.at) / 1000;
    if (age < meta.fresh + meta.stale) {
      const state = age < meta.fresh ? "HIT" : "STALE";
      if (state === "STALE" && !found.revalidating) {
        found.revalidating = true;
        waitUntil(
          render()
            .then((fresh) => store(cache, key, fresh, { nonce, release: deps.release, url }, now))
            .catch((error) => logError(deps.requestId ?? "-", error))
            .finally(() => {
              found.revalidating = false;
            }),
        );
      }
      return labelled(served(found, nonce, age), state, now() - started);
    }
  }
  const rendered = await render();
  const { response } = rendered;
  if (!storable(response) || !rendered.policy.isCanonical(url) || !response.body)
    return labelled(response, "MISS", now() - started);
  const [forVisitor, forCache] = response.body.tee();
  waitUntil(
    store(
      cache,
      key,
      { ...rendered, response: new Response(forCache, response) },
      { nonce, release: deps.release, url },
      now,
    ).catch((error) => logError(deps.requestId ?? "-", error)),
  );
  return labelled(new Response(forVisitor, response), "MISS", now() - started);
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    sharedLifetime(response.headers.get("Cache-Control")) !== null
  );
}

/** Reads the whole body (the visitor's copy streams meanwhile), then stores it if the render still allows. */
async function store(
  cache: Cache,
  key: Request,
  { response, policy }: Rendered,
  { nonce, release, url }: { nonce: string; release: string; url: URL },
  now: () => number,
): Promise<void> {
  if (!storable(response) || !policy.isCanonical(url)) {
    await response.body?.cancel();
    return;
  }
  const body = await response.text();
  const lifetime = policy.lifetime(sharedLifetime(response.headers.get("Cache-Control"))!);
  if (!lifetime) return;
  const headers = new Headers(response.headers);
  const meta: StoredMeta = {
    at: now(),
    ...lifetime,
    nonce,
    release,
    cacheControl: response.headers.get("Cache-Control") ?? "",
    vary: response.headers.get("Vary"),
    ...(Object.keys(policy.editions).length ? { editions: { ...policy.editions } } : {}),
  };
  headers.set(META, JSON.stringify(meta));
  // A copy's render timings are not those of the visitor it is served to (labelled adds theirs).
  headers.delete("Server-Timing");
  // The Cache API keeps a copy for its s-maxage; the key already holds every variant, so no Vary.
  headers.set("Cache-Control", `public, s-maxage=${lifetime.fresh + lifetime.stale}`);
  headers.delete("Vary");
  memory.set(key.url, copyOf(meta, headers, body));
  await cache.put(key, new Response(body, { status: 200, headers }));
}

function readMeta(response: Response): StoredMeta | null {
  try {
    const meta = JSON.parse(response.headers.get(META) ?? "null") as StoredMeta | null;
    return meta &&
      typeof meta.at === "number" &&
      typeof meta.fresh === "number" &&
      typeof meta.nonce === "string" &&
      typeof meta.release === "string" &&
      meta.nonce.length >= 16
      ? meta
      : null;
  } catch {
    return null;
  }
}

/** A stored copy as this visitor gets it: the page's own headers back, this response's nonce in place. */
function served(copy: MemoryCopy, nonce: string, age: number): Response {
  const headers = new Headers(copy.headers);
  headers.delete(META);
  headers.set("Cache-Control", copy.meta.cacheControl);
  if (copy.meta.vary) headers.set("Vary", copy.meta.vary);
  headers.set("Age", String(Math.floor(age)));
  const glue = UTF8.encode(nonce);
  const pieces = copy.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part]));
  return new Response(joinBytes(pieces), { status: 200, headers });
}

function labelled(response: Response, state: "HIT" | "STALE" | "MISS" | "BYPASS", ms: number): Response {
  return withHeaders(response, (headers) => {
    headers.set("X-Cache", state);
    headers.append("Server-Timing", `cache;desc="${state}", total;dur=${Math.max(0, ms)}`);
  });
}

/**
 * Forgets the stored copies of one path in this location: under each of the given query strings (normalised,
 * as WITHDRAWABLE_QUERIES lists them), in each rendering.
 */
export async function purgePage(
  origin: string,
  path: string,
  queries: readonly string[],
  cache = cacheStorage(),
): Promise<void> {
  await Promise.all(
    queries.flatMap((query) =>
      RENDERINGS.map((variant) => {
        const key = keyUrl(origin, path, [...new URLSearchParams(query)], variant);
        memory.delete(key);
        return cache?.delete(key).catch(() => false);
      }),
    ),
  );
}

/**
 * Withdraws the copies of pages whose content just changed, in every language (at the one spelling of each
 * path: any other is redirected there and never kept), under each of the given query strings.
 */
export async function withdrawPages(
  request: Request,
  pagePaths: readonly string[],
  queries: readonly string[],
): Promise<void> {
  const { origin } = new URL(request.url);
  await Promise.all(
    pagePaths.flatMap((path) => LOCALES.map((locale) => purgePage(origin, localizedPath(locale, path), queries))),
  );
}
