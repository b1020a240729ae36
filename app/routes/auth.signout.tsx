import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { assertSameOrigin, authFor, safeReturnPath } from "~/modules/auth/index.server";
import { cookieName, isLocalRequest } from "~/modules/auth/session.server";
import { logProblem } from "~/modules/http/log.server";

/**
 * POST /auth/signout: deletes the server-side session and clears the cookie, even when anything fails;
 * then home, or back to a same-site returnTo (the mobile Profile tab).
 */
export async function action({ request, context }: ActionFunctionArgs) {
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

export async function loader() {
  return redirect("/");
}
