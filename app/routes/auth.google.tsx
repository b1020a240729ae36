import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { assertSameOrigin, authFor, safeReturnPath } from "~/modules/auth/index.server";
import { logProblem } from "~/modules/http/log.server";

/** POST /auth/google: remembers where to come back to, then sends the visitor to Google (state in the session). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const auth = authFor(request, context);
  if (!auth?.authenticator) throw redirect("/auth?error=unavailable");
  const form = await request.clone().formData();
  const returnTo = safeReturnPath(String(form.get("returnTo") ?? "/"));
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
