/**
 * Abuse limits, per client and per route family, on Cloudflare's Rate Limiting binding (configured in
 * wrangler.toml, one binding per family).
 *
 * - What counts: form posts count every time (`signin` for POST /auth/google, `writes` for the others);
 *   reads count only when the places cache cannot answer them, because only then do they cost a provider
 *   call: the first cache miss of a request consumes one unit of `api` (JSON endpoints and the search
 *   routes) or `pages` (everything else). A page or answer served from cache is never limited.
 * - Who: the signed-in user (so people behind one shared address do not starve each other), else the
 *   connecting IP that Cloudflare puts in CF-Connecting-IP (wrangler dev sets it too). A request without
 *   that header did not come through Cloudflare's edge (an in-process test or tool) and is not limited.
 * - Over the limit: 429 with Retry-After; pages show a friendly page, APIs answer JSON.
 */
import { data } from "@remix-run/cloudflare";
import { pagePath, splitLocale } from "../i18n/locales";
import type { Translator } from "../i18n/translator";
import { logProblem } from "./log.server";
import { BUSY_HEADERS, BUSY_MESSAGE, type LimitFamily, RateLimited } from "./rate-limit";

export { isRateLimited, RateLimited } from "./rate-limit";

export const LIMIT_BINDINGS = {
  pages: "LIMIT_PAGES",
  api: "LIMIT_API",
  signin: "LIMIT_SIGNIN",
  writes: "LIMIT_WRITES",
} as const satisfies Record<LimitFamily, keyof Env>;

const API_PATH = /^\/(?:api\/|search(?:\/|$)|mobile\/search(?:\/|$))/;

/** The family a request's provider calls count against ('/fr/api/…' is an API call too). */
export function readFamily(pathname: string): LimitFamily {
  return API_PATH.test(splitLocale(pagePath(pathname)).path) ? "api" : "pages";
}

/** The family a form post counts against (in any language). */
export function writeFamily(pathname: string): LimitFamily {
  return splitLocale(pagePath(pathname)).path === "/auth/google" ? "signin" : "writes";
}

/**
 * Consumes one unit of `family` for the client; throws RateLimited when the client is over its limit.
 * `userId` is the signed-in user, when known. A missing binding (an old local config) never blocks.
 */
export async function consume(
  env: Partial<Env>,
  request: Request,
  family: LimitFamily,
  userId: string | null,
): Promise<void> {
  const ip = request.headers.get("CF-Connecting-IP");
  if (!ip) return;
  const binding = env[LIMIT_BINDINGS[family]] as RateLimit | undefined;
  if (!binding) return;
  const key = userId ? `user:${userId}` : `ip:${ip}`;
  const outcome = await binding.limit({ key }).catch((error: unknown) => {
    // The limiter is a safeguard: when it cannot answer, the request goes on.
    logProblem("rate limiter unavailable", error, "warning");
    return { success: true };
  });
  if (!outcome.success) throw new RateLimited();
}

/** The load context's view: consumes the request's read family once, on its first cache miss. */
export function upstreamGate(
  env: Partial<Env>,
  request: Request,
  userId: () => Promise<string | null>,
): () => Promise<void> {
  let once: Promise<void> | undefined;
  return () => {
    once ??= userId().then((id) => consume(env, request, readFamily(new URL(request.url).pathname), id));
    return once;
  };
}

/** The JSON answer of an API route over its limit (read by our own JavaScript, so in English). */
export function busyJson(): Response {
  return Response.json({ error: BUSY_MESSAGE }, { status: 429, headers: BUSY_HEADERS });
}

/** Thrown from a page loader or action: the root error boundary shows the friendly 429 page, in the page's language. */
export function busyPage(t: Translator) {
  return data(t.t("errors.busy.message"), { status: 429, headers: BUSY_HEADERS });
}
