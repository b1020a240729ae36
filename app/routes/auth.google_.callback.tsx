import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { SessionUser } from "~/modules/auth/identity";
import { authFor, safeReturnPath, startSession } from "~/modules/auth/index.server";
import { logProblem } from "~/modules/http/log.server";
import { localizedPath, splitLocale } from "~/modules/i18n/locales";

/**
 * GET /auth/google/callback: checks the OAuth state (from its signed short-lived cookie), then signs the
 * user in under a fresh session id and returns to the remembered page. This URL has no language prefix:
 * the remembered page carries its own (auth.google.tsx), and a failed sign-in goes back to the sign-in
 * page in that language.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
