import { BUSY_HEADERS } from "~/modules/http/rate-limit";

/**
 * Whether a page may stream its slow parts behind a loading state. Streaming needs JavaScript to swap
 * the loading state for the content, so it is used only when the browser has shown it runs JavaScript
 * (entry.client sets the ts_js cookie); everyone else, crawlers included, gets the complete page.
 */
export const JS_COOKIE = "ts_js";

export function canStream(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).includes(`${JS_COOKIE}=1`);
}

/** Anonymous listing and restaurant pages: shared caches may keep them for 5 minutes. */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/** Status and caching of a complete (not streamed) page from its outcome: only a found page is shared. */
export function outcomeInit(status: "ok" | "not-found" | "place-not-found" | "busy" | "error"): ResponseInit {
  if (status === "ok") return { status: 200, headers: { "Cache-Control": PUBLIC_PAGE_CACHE } };
  if (status === "busy") return { status: 429, headers: BUSY_HEADERS };
  return { status: status === "error" ? 503 : 404, headers: { "Cache-Control": "no-store" } };
}
