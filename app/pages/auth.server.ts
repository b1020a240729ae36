/** Signing in and out: the /auth page, the Google sign-in and its callback, and signing out. */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/identity";
import { assertSameOrigin, authFor, getViewer, safeReturnPath, startSession } from "~/modules/auth/index.server";
import { cookieName, isLocalRequest } from "~/modules/auth/session.server";
import { logProblem } from "~/modules/http/log.server";
import { type Locale, localizedPath, splitLocale } from "~/modules/i18n/locales";

/** /auth: 'Welcome to TableScout'; a signed-in visitor is sent on. */
export async function signInLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
  const viewer = await getViewer(request, context);
  if (viewer.user) throw redirect("/");
  return {
    returnTo,
    available: Boolean(viewer.auth?.authenticator),
    failed: url.searchParams.has("error"),
    local: viewer.auth?.mode === "local",
  };
}

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
export async function googleSignInAction({ request, context }: ActionFunctionArgs) {
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

/**
 * GET /auth/google/callback: checks the OAuth state (from its signed short-lived cookie), then signs the
 * user in under a fresh session id and returns to the remembered page. This URL has no language prefix:
 * the remembered page carries its own (googleSignInAction), and a failed sign-in goes back to the sign-in
 * page in that language.
 */
export async function googleCallbackLoader({ request, context }: LoaderFunctionArgs) {
  const auth = authFor(request, context);
  if (!auth?.authenticator) throw redirect("/auth?error=unavailable");
  const cookie = request.headers.get("Cookie");
  const returnTo = safeReturnPath((await auth.returnCookie.parse(cookie).catch(() => null)) as string | null);
  let user: SessionUser;
  try {
    user = await auth.authenticator.authenticate("google", request, { throwOnError: true });
  } catch (error) {
    if (!(error instanceof Response)) logProblem("sign-in callback failed", error);
    const headers = new Headers();
    headers.append("Set-Cookie", await auth.returnCookie.serialize("", { maxAge: 0 }));
    headers.append("Set-Cookie", await auth.oauthStorage.destroySession(await auth.oauthStorage.getSession(cookie)));
    const { locale } = splitLocale(new URL(returnTo, "http://tablescout.invalid").pathname);
    throw redirect(`${localizedPath(locale, "/auth")}?error=1`, { headers });
  }
  const headers = new Headers();
  for (const setCookie of await startSession(auth, request, user)) headers.append("Set-Cookie", setCookie);
  return redirect(returnTo, { headers });
}

/**
 * POST /auth/signout: deletes the server-side session and clears the cookie, even when anything fails;
 * then home, or back to a same-site returnTo (the mobile Profile tab).
 */
export async function signOutAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const returnTo = (await request.formData().catch(() => null))?.get("returnTo");
  const next = typeof returnTo === "string" ? safeReturnPath(returnTo) : "/";
  const headers = new Headers();
  const auth = authFor(request, context);
  if (auth) {
    try {
      const session = await auth.storage.getSession(request.headers.get("Cookie"));
      headers.append("Set-Cookie", await auth.storage.destroySession(session));
    } catch (error) {
      logProblem("sign-out: could not delete the session", error);
    }
  }
  if (!headers.has("Set-Cookie")) {
    const secure = !isLocalRequest(request);
    headers.append(
      "Set-Cookie",
      `${cookieName("session", secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  }
  return redirect(next, { headers });
}
