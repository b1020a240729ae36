/**
 * The limiter's error, shared by server code and the outcome types pages render (no server imports here).
 * The limiter itself is rate-limit.server.ts.
 */
export type LimitFamily = "pages" | "api" | "signin" | "writes";

/** Every binding in wrangler.toml uses a 60-second period; a client over its limit waits at most that. */
export const RETRY_AFTER_S = 60;

export const BUSY_MESSAGE = "Too many requests from your connection. Please wait a minute and try again.";

export class RateLimited extends Error {
  constructor(
    readonly family: LimitFamily,
    readonly retryAfter = RETRY_AFTER_S,
  ) {
    super(BUSY_MESSAGE);
    this.name = "RateLimited";
  }
}

/** Whether an error is the limiter's, for the places layer's callers. */
export function isRateLimited(error: unknown): error is RateLimited {
  return error instanceof RateLimited;
}
