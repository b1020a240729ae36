import { redirect } from "@remix-run/cloudflare";
import type { PagePolicy } from "~/modules/http/page-policy";
import { canonicalRedirect } from "~/modules/http/params";
import { type Locale, routePath, splitLocale } from "~/modules/i18n/locales";
import { isMobilePath } from "./paths";

/**
 * A shareable page's one URL: its path (null: the request's own) and the query parameters it accepts,
 * with their canonical values (undefined: absent). Any other spelling of it (an unknown, empty, repeated
 * or default-valued parameter, an alias path such as '/restaurants/usa/ca') is redirected (301) there; at its URL, the page cache is
 * told so, and it stores only a page whose request was at that URL.
 */
export function answerAt(
  request: Request,
  policy: PagePolicy,
  path: string | null,
  query: Record<string, string | undefined> = {},
): void {
  const url = new URL(request.url);
  // Compared without the language prefix, as the routes know paths; the redirect gets it back from Remix.
  const here = new URL(url);
  here.pathname = splitLocale(url.pathname).path;
  const to = canonicalRedirect(here, path ?? here.pathname, query);
  if (to !== null) throw redirect(to, 301);
  policy.answersAt(url);
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

/**
 * Whether a request is for the /mobile version: a page both versions show is one route module, mounted at
 * both paths (app/routes.ts), that asks this.
 */
export function isMobileRequest(request: Request, context: { locale: Locale }): boolean {
  return isMobilePath(routePath(request, context.locale));
}
