/**
 * How long an anonymous page may be shared, and what its render learns about that after the headers have
 * gone (a streamed listing that turns out to be an error, or an Open/Closed badge that flips in ten
 * minutes). The routes say 'shareable' with their Cache-Control header; the edge page cache in the Worker
 * (page-cache.server.ts) stores only such responses and honours the policy's veto and cap.
 *
 * Google's terms allow Places content only to be cached temporarily, so the defaults stay well inside the
 * KV cache's own lifetimes for searches (15 minutes) and details (30 minutes): 5 minutes fresh, then up to
 * 10 minutes served stale while a fresh copy is rendered in the background.
 */

import { normalQuery } from "./params";
import { strictGoogleCaching } from "./strict-caching";

/** A URL as the page cache compares it: the path and the query in one spelling. */
function canonicalKey(url: URL): string {
  return `${url.pathname}?${normalQuery(url.searchParams)}`;
}

export const PAGE_CACHE_TTL_DEFAULT_S = 300;
export const PAGE_CACHE_STALE_DEFAULT_S = 600;
/** Profiles change when their owner saves a place or stops publishing: a minute, never served stale. */
export const PROFILE_CACHE_TTL_S = 60;

/**
 * Pages their owner can withdraw at once (a shared list by its id or link, a profile), and the only query
 * strings (normalised: normalQuery) under which the page cache may keep a copy of each. A purge removes the
 * copies of exactly these, in both of the cache's renderings (streamed, complete): the two are kept in step
 * because a render stores a copy only under a query listed here (PagePolicy.isCanonical), so a view added to
 * a page without being listed is never cached, rather than cached beyond the purge's reach.
 */
export const WITHDRAWABLE_QUERIES = {
  list: ["", "view=map"],
  profile: [""],
} as const satisfies Record<string, readonly string[]>;
export type Withdrawable = keyof typeof WITHDRAWABLE_QUERIES;

function seconds(raw: string | undefined, fallback: number): number {
  const n = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/**
 * PAGE_CACHE_TTL and PAGE_CACHE_STALE (seconds); a TTL of 0 turns the page cache off, as does
 * GOOGLE_STRICT_CACHING=1 with a Google key (pages hold Places content).
 */
export function pageCacheTimes(env: Partial<Env>): { fresh: number; stale: number } {
  if (strictGoogleCaching(env)) return { fresh: 0, stale: 0 };
  return {
    fresh: seconds(env.PAGE_CACHE_TTL, PAGE_CACHE_TTL_DEFAULT_S),
    stale: seconds(env.PAGE_CACHE_STALE, PAGE_CACHE_STALE_DEFAULT_S),
  };
}

/**
 * How long to share a page whose content changes by itself in `changesIn` seconds (an Open/Closed badge
 * flipping): fresh until then, and never served stale past that moment.
 */
export function shareFor(
  times: { fresh: number; stale: number },
  changesIn = Number.POSITIVE_INFINITY,
): { fresh: number; stale: number } {
  if (changesIn < times.fresh) return { fresh: Math.max(0, Math.floor(changesIn)), stale: 0 };
  return { fresh: times.fresh, stale: Math.max(0, Math.min(times.stale, Math.floor(changesIn - times.fresh))) };
}

/**
 * The Cache-Control of a page anyone may be shown: browsers revalidate, shared caches keep it for the
 * configured time, or until `changesIn` seconds when its content changes by itself sooner.
 */
export function publicPageCache(env: Partial<Env>, changesIn?: number): string {
  const { fresh, stale } = shareFor(pageCacheTimes(env), changesIn);
  if (fresh <= 0) return "public, max-age=0, must-revalidate";
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`;
}

/** The parts of a Cache-Control header the page cache reads: how long fresh, how long servable stale. */
export function sharedLifetime(cacheControl: string | null): { fresh: number; stale: number } | null {
  if (!cacheControl || !/\bpublic\b/i.test(cacheControl) || /\b(?:private|no-store)\b/i.test(cacheControl)) return null;
  const fresh = Number(/\bs-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? 0);
  if (!(fresh > 0)) return null;
  return { fresh, stale: Number(/\bstale-while-revalidate=(\d+)/i.exec(cacheControl)?.[1] ?? 0) };
}

/** What one render tells the page cache, filled in by loaders as their data settles. */
export class PagePolicy {
  /** `readEdition`: the current edition of a thing a page may show (see editions.server). */
  constructor(private readonly readEdition: (name: string) => Promise<string> = async () => "") {}

  vetoed = false;
  /** The editions this page's copy depends on, as read before what they cover. */
  editions: Record<string, string> = {};

  /**
   * The page shows `name` (a place's reviews): read its edition before reading it, and the page's copy is
   * withdrawn when a change writes a new one. A page only a signed-in member sees is never kept, and need not
   * ask. Answers the edition read.
   */
  async dependsOn(name: string): Promise<string> {
    const edition = await this.readEdition(name);
    this.editions[name] = edition;
    return edition;
  }

  /**
   * The page's canonical URL (path and normalised query) when the loader found the request at it; a page
   * is stored only then, so no other spelling of a URL ever fills the cache.
   */
  canonical: string | null = null;

  /** For a page that can be withdrawn: the query strings it may be kept under (WITHDRAWABLE_QUERIES). */
  storedQueries: readonly string[] | null = null;

  /** The loader checked that the request is at the page's canonical URL (see answerAt in urls/route.server). */
  answersAt(url: URL): void {
    this.canonical = canonicalKey(url);
  }

  /**
   * The page can be withdrawn at once: it is kept only under the queries its purge reaches (a kind's fixed
   * ones, or the page's own list: a place's page names its place-id hint).
   */
  withdrawable(kind: Withdrawable | readonly string[]): void {
    this.storedQueries = typeof kind === "string" ? WITHDRAWABLE_QUERIES[kind] : kind;
  }

  /** Whether the render was of the page at this request's URL, the only copy the cache may keep. */
  isCanonical(url: URL): boolean {
    return (
      this.canonical !== null &&
      this.canonical === canonicalKey(url) &&
      (this.storedQueries === null || this.storedQueries.includes(normalQuery(url.searchParams)))
    );
  }
  /** Seconds until the page's content changes by itself (an opening-hours boundary); Infinity when never. */
  changesIn = Number.POSITIVE_INFINITY;

  /** The page shows something that must not be shared: an error, a 'busy' notice, a place not found. */
  veto(): void {
    this.vetoed = true;
  }

  /** The page changes by itself in `seconds`: it is fresh until then and never served stale after. */
  changesAfter(seconds: number | undefined): void {
    if (seconds !== undefined && Number.isFinite(seconds))
      this.changesIn = Math.min(this.changesIn, Math.max(0, seconds));
  }

  /** Applies a settled page outcome: anything but 'ok' is not shared; an ok page may change with the hours. */
  settle(outcome: { status: string; changesIn?: number }): void {
    if (outcome.status !== "ok") this.veto();
    else this.changesAfter(outcome.changesIn);
  }

  /** The lifetime to store, from the response's own and what the render learnt; null when not to store. */
  lifetime(declared: { fresh: number; stale: number }): { fresh: number; stale: number } | null {
    if (this.vetoed) return null;
    const share = shareFor(declared, this.changesIn);
    return share.fresh > 0 ? share : null;
  }
}
