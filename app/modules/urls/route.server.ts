import { data, redirect } from "@remix-run/cloudflare";
import { parsePath, type Route } from "./index";

type RouteOf<K extends Route["kind"]> = Extract<Route, { kind: K }>;

/** The 404 a loader throws; the root error boundary renders the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Parses the request's path and insists on one of the expected shapes, else a 404. */
export function expectRoute<K extends Route["kind"]>(request: Request, ...kinds: K[]): RouteOf<K> {
  const route = parsePath(new URL(request.url).pathname);
  if (!(kinds as string[]).includes(route.kind)) notFound();
  return route as RouteOf<K>;
}

/** Sends aliases ('/restaurants/usa/ca') to the canonical path ('/restaurants/united-states/california'). */
export function ensureCanonical(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);
}

/** Our native app wrapper adds this token to its WebView's User-Agent ('... TableScoutApp/1.2'). */
const NATIVE_WRAPPER_UA = /\bTableScoutApp\/\d/;
const MOBILE_FLAG = /^(?:|1|true|yes)$/i;

/**
 * SPEC §2 '/': the mobile home inside the native app wrapper or with the mobile query flag ('?mobile',
 * '?mobile=1'). A narrow browser window is not a reason on its own: the web pages are responsive, and
 * /mobile is one tap away from its 'Full website' link's twin.
 */
export function wantsMobileHome(request: Request): boolean {
  const flag = new URL(request.url).searchParams.get("mobile");
  if (flag !== null && MOBILE_FLAG.test(flag)) return true;
  return NATIVE_WRAPPER_UA.test(request.headers.get("User-Agent") ?? "");
}
