/**
 * The limiter's error, shared by server code and the outcome types pages render (no server imports here).
 * The limiter itself is rate-limit.server.ts.
 */
export type LimitFamily = "pages" | "api" | "signin" | "writes";

/** Every binding in wrangler.toml uses a 60-second period; a client over its limit waits at most that. */
export const RETRY_AFTER_S = 60;

/**
 * The limiter's own words, for logs and the JSON answers our own JavaScript reads. People read the
 * catalogue's 'errors.busy.message' instead (busyPage, the Worker's busy page), in their language.
 */
export const BUSY_MESSAGE = "Too many requests from your connection. Please wait a minute and try again.";

/** The headers of every answer to a client over its limit (pages, APIs, form posts). */
export const BUSY_HEADERS = { "Retry-After": String(RETRY_AFTER_S), "Cache-Control": "no-store" } as const;

/**
 * Marks the limiter's errors. A brand rather than `instanceof`: the Worker entry (server.ts) and the app
 * build each bundle their own copy of this module, and an error crosses from one to the other.
 */
const BRAND = Symbol.for("tablescout.rate-limited");

export class RateLimited extends Error {
  readonly [BRAND] = true;
  constructor() {
    super(BUSY_MESSAGE);
    this.name = "RateLimited";
  }
}

/** Whether an error is the limiter's, for the places layer's callers. */
export function isRateLimited(error: unknown): error is RateLimited {
  return typeof error === "object" && error !== null && BRAND in error;
}
