import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { authFor, safeReturnPath } from "~/modules/auth/index.server";

/** GET /auth/google/callback: checks the OAuth state, signs the user in and returns to the remembered page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = authFor(request, context);
  if (!auth?.authenticator) throw redirect("/auth?error=unavailable");
  const returnTo = safeReturnPath(
    (await auth.returnCookie.parse(request.headers.get("Cookie")).catch(() => null)) as string | null,
  );
  const clear = await auth.returnCookie.serialize("", { maxAge: 0 });
  try {
    await auth.authenticator.authenticate("google", request, {
      successRedirect: returnTo,
      failureRedirect: "/auth?error=1",
    });
  } catch (response) {
    if (response instanceof Response) {
      response.headers.append("Set-Cookie", clear);
      throw response;
    }
    console.error("sign-in callback failed", response);
  }
  throw redirect("/auth?error=1", { headers: { "Set-Cookie": clear } });
}
