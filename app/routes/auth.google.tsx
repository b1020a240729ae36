import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { assertSameOrigin, authFor, safeReturnPath } from "~/modules/auth/index.server";
import { logProblem } from "~/modules/http/log.server";
import { type Locale, localizedPath, splitLocale } from "~/modules/i18n/locales";

/**
 * Where the callback returns to, in the language sign-in started in: the callback is one unprefixed URL
 * (/auth/google/callback), so its redirect adds no language, and the path it keeps must carry it
 * ('/restaurants/x' from a French page is '/fr/restaurants/x'). A path already in a language is kept.
 */
function returnPathIn(locale: Locale, returnTo: string): string {
  const url = new URL(returnTo, "http://tablescout.invalid");
  if (splitLocale(url.pathname).locale.prefix) return returnTo;
  return localizedPath(locale, url.pathname) + url.search + url.hash;
}

/** POST /auth/google: remembers where to come back to, then sends the visitor to Google (state in the session). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const auth = authFor(request, context);
  if (!auth?.authenticator) throw redirect("/auth?error=unavailable");
  const form = await request.clone().formData();
  const returnTo = returnPathIn(context.locale, safeReturnPath(String(form.get("returnTo") ?? "/")));
  try {
    await auth.authenticator.authenticate("google", request);
  } catch (response) {
    if (response instanceof Response) {
      response.headers.append("Set-Cookie", await auth.returnCookie.serialize(returnTo));
      throw response;
    }
    logProblem("sign-in start failed", response);
  }
  throw redirect("/auth?error=start");
}

export async function loader() {
  return redirect("/auth");
}
