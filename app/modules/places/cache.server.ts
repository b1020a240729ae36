/**
 * KV in front of every provider call. Keys are normalised (trimmed, lower-cased, whitespace folded,
 * coordinates rounded to about 11 m) and hashed; each call kind has its own TTL (configurable, see
 * README 'Caching and Google's terms'); writes go through waitUntil so they never delay a page; values
 * are validated on read; and a slow or failing KV is treated as a miss, never as an error.
 */
import { z } from "zod";
import { boundedCache } from "~/modules/bounded-cache";
import { logProblem } from "~/modules/http/log.server";
import { strictGoogleCaching } from "~/modules/http/strict-caching";

export type CallKind = "search" | "details" | "autocomplete" | "geocode" | "reverse" | "nearby";

/**
 * Defaults, in seconds. Google's Maps Platform terms allow place IDs to be kept indefinitely and
 * coordinates for up to 30 days, and otherwise only short-lived caching for performance: listings and
 * details are kept for minutes, geocodes (coordinates) for days.
 */
export const DEFAULT_TTL_S: Readonly<Record<CallKind, number>> = {
  search: 15 * 60,
  details: 30 * 60,
  autocomplete: 10 * 60,
  geocode: 30 * 24 * 3600,
  reverse: 7 * 24 * 3600,
  nearby: 7 * 24 * 3600,
};

const ENV_NAMES: Record<CallKind, keyof Env | undefined> = {
  search: "CACHE_TTL_SEARCH",
  details: "CACHE_TTL_DETAILS",
  autocomplete: "CACHE_TTL_AUTOCOMPLETE",
  geocode: "CACHE_TTL_GEOCODE",
  reverse: "CACHE_TTL_GEOCODE",
  nearby: "CACHE_TTL_NEARBY",
};

/** KV's minimum expiration TTL. */
const KV_MIN_TTL_S = 60;
export const KV_READ_TIMEOUT_MS = 250;
const CACHE_VERSION = 1;

export function ttlFor(kind: CallKind, env: Partial<Env>): number {
  if (strictGoogleCaching(env)) return 0;
  const name = ENV_NAMES[kind];
  const raw = name ? (env[name] as string | undefined) : undefined;
  if (raw !== undefined && raw !== "" && /^\d+$/.test(raw)) return Number(raw);
  return DEFAULT_TTL_S[kind];
}

/** Canonical form of a call's parameters: the same question always makes the same key. */
export function normalise(value: unknown): unknown {
  if (typeof value === "string") {
    // Plain ASCII is already in Unicode normal form: most questions skip the costly normalisation.
    const normal = /^[\x20-\x7e]*$/.test(value) ? value : value.normalize("NFC");
    return normal.trim().replace(/\s+/g, " ").toLowerCase();
  }
  if (typeof value === "number") return Number.isInteger(value) ? value : Math.round(value * 1e4) / 1e4;
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        // Parameter names are ASCII identifiers: code-unit order, without a locale's collation.
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, normalise(v)]),
    );
  }
  return value;
}

export async function cacheKey(provider: string, kind: CallKind, params: unknown): Promise<string> {
  return keyOf(provider, kind, JSON.stringify(normalise(params)));
}

async function keyOf(provider: string, kind: CallKind, canonical: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `places:v${CACHE_VERSION}:${provider}:${kind}:${hex}`;
}

const Envelope = z.object({ v: z.literal(CACHE_VERSION), at: z.number(), data: z.unknown() });

export interface CacheDeps {
  kv: KVNamespace | undefined;
  waitUntil: (p: Promise<unknown>) => void;
  env: Partial<Env>;
  provider: string;
  /** Called before a call the cache could not answer; may throw (the client is over its limit). */
  beforeUpstream?: () => Promise<void>;
  /**
   * Without KV (a provider whose own store is fast, OpenStreetMap's D1): answers are still kept in the
   * isolate's memory for this many seconds, so a page asked for again at once costs no read.
   */
  memoSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

export interface Cached<T> {
  value: T;
  cached: boolean;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/**
 * Answers this isolate has read from KV (or stored there) lately, parsed and validated, until their KV
 * lifetime ends (without KV, for the provider's memoSeconds): a page asked for again within it costs neither
 * a KV read nor the validation (about 2 ms of a results page's render), nor hashing its key. Kept by the
 * question's canonical text, 200 at most, least recently used out first; callers never mutate answers (Places
 * copies what it adjusts per request).
 */
const memo = boundedCache<string, unknown>({ max: 200 });

/** Forgets every remembered answer (tests that edit KV behind the cache's back). */
export function forgetCachedAnswers(): void {
  memo.clear();
}

/**
 * Returns the cached answer when a valid one exists, else calls `load` and stores its answer. `schema`
 * validates what comes back from KV; anything that does not match is ignored (and overwritten). Answers
 * `load` produces are not cached when `shouldStore` says so (empty results after an outage, say).
 */
export async function cached<T>(
  deps: CacheDeps,
  kind: CallKind,
  params: unknown,
  schema: z.ZodType<T>,
  load: () => Promise<T>,
  shouldStore: (value: T) => boolean = () => true,
): Promise<Cached<T>> {
  const ttl = ttlFor(kind, deps.env);
  const log = deps.log ?? ((m, e) => logProblem(m, e, "warning"));
  const canonical = JSON.stringify(normalise(params));
  const memoKey = `${deps.provider}:${kind}:${canonical}`;
  const memoOnly = !deps.kv && (deps.memoSeconds ?? 0) > 0;
  if (ttl > 0 && (deps.kv || memoOnly)) {
    const mine = memo.get(memoKey);
    if (mine !== undefined || memo.has(memoKey)) return { value: mine as T, cached: true };
  }
  const key = await keyOf(deps.provider, kind, canonical);
  if (ttl > 0 && deps.kv) {
    try {
      const raw = await withTimeout(deps.kv.get(key, "text"), KV_READ_TIMEOUT_MS);
      if (raw) {
        const envelope = Envelope.safeParse(JSON.parse(raw));
        const data = envelope.success ? schema.safeParse(envelope.data.data) : undefined;
        if (data?.success) {
          // For what is left of the KV copy's lifetime.
          memo.set(memoKey, data.data, { ageMs: envelope.data!.at + ttl * 1000 - Date.now() });
          return { value: data.data, cached: true };
        }
        log(`cache: ignoring an invalid ${kind} entry`);
      }
    } catch (error) {
      log(`cache: ${kind} read failed, treating as a miss`, error);
    }
  }
  await deps.beforeUpstream?.();
  const value = await load();
  if (ttl > 0 && memoOnly && shouldStore(value)) memo.set(memoKey, value, { ageMs: deps.memoSeconds! * 1000 });
  if (ttl > 0 && deps.kv && shouldStore(value)) {
    const at = Date.now();
    const body = JSON.stringify({ v: CACHE_VERSION, at, data: value });
    memo.set(memoKey, value, { ageMs: ttl * 1000 });
    deps.waitUntil(
      deps.kv
        .put(key, body, { expirationTtl: Math.max(KV_MIN_TTL_S, ttl) })
        .catch((error) => log(`cache: ${kind} write failed`, error)),
    );
  }
  return { value, cached: false };
}
