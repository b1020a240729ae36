import { redirect } from "@remix-run/cloudflare";

/** Sends aliases ('/restaurants/usa/ca') to the canonical path ('/restaurants/united-states/california'). */
export function ensureCanonical(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);
}

/** Our native app wrapper adds this token to its WebView's User-Agent ('... TableScoutApp/1.2'). */
const NATIVE_WRAPPER_UA = /\bTableScoutApp\/\d/;
const MOBILE_FLAG = /^(?:|1|true|yes)$/i;

/**
 * '/': the mobile home inside the native app wrapper or with the mobile query flag ('?mobile',
 * '?mobile=1'). A narrow browser window is not a reason on its own: the web pages are responsive, and
 * /mobile is one tap away from its 'Full website' link's twin.
 */
export function wantsMobileHome(request: Request): boolean {
  const flag = new URL(request.url).searchParams.get("mobile");
  if (flag !== null && MOBILE_FLAG.test(flag)) return true;
  return NATIVE_WRAPPER_UA.test(request.headers.get("User-Agent") ?? "");
}
