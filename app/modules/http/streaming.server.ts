import type { AppLoadContext, HeadersFunction } from "@remix-run/cloudflare";
import { readCookie } from "~/modules/http/cookies";
import { publicPageCache } from "~/modules/http/page-policy";
import { BUSY_HEADERS } from "~/modules/http/rate-limit";

/**
 * Whether a page may stream its slow parts behind a loading state. Streaming needs JavaScript to swap
 * the loading state for the content, so it is used only when the browser has shown it runs JavaScript
 * (entry.client sets the ts_js cookie); everyone else, crawlers included, gets the complete page.
 */
export const JS_COOKIE = "ts_js";

export function canStream(request: Request): boolean {
  return readCookie(request.headers.get("Cookie"), JS_COOKIE) === "1";
}

type Outcome = {
  status: "ok" | "not-found" | "place-not-found" | "no-such-page" | "busy" | "error";
  changesIn?: number;
};

/**
 * A streamed page's status and caching: sent before its data, so it says 'shareable' and tells the page
 * cache later (through the render's policy) when the data turns out to be an error or to change soon.
 */
export function streamedInit(context: AppLoadContext, pending: Promise<Outcome>): ResponseInit {
  pending.then((outcome) => context.pageCache.settle(outcome)).catch(() => context.pageCache.veto());
  return { headers: { "Cache-Control": publicPageCache(context.cloudflare.env) } };
}

/**
 * Status and caching of a complete (not streamed) page from its outcome: only a found page is shared, and
 * only until the first Open/Closed badge on it flips. The header says all of it (no render policy needed).
 */
export function outcomeInit(context: AppLoadContext, outcome: Outcome): ResponseInit {
  if (outcome.status === "ok")
    return { status: 200, headers: { "Cache-Control": publicPageCache(context.cloudflare.env, outcome.changesIn) } };
  if (outcome.status === "busy") return { status: 429, headers: BUSY_HEADERS };
  return { status: outcome.status === "error" ? 503 : 404, headers: { "Cache-Control": "no-store" } };
}

/** A page that is the same for every anonymous visitor (the browse pages): shared for the configured time. */
export function sharedPage(context: AppLoadContext, status = 200): ResponseInit {
  return status === 200
    ? { status, headers: { "Cache-Control": publicPageCache(context.cloudflare.env) } }
    : { status, headers: { "Cache-Control": "no-store" } };
}

/** A page's Cache-Control: a signed-in visitor's pages are personal (the root loader says so), else the page's own. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  const parent = parentHeaders.get("Cache-Control");
  const cache = parent?.includes("private") ? parent : loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};
