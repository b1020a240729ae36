import { redirect } from "@remix-run/cloudflare";

/** POST /auth/google: sign in with Google; a GET goes to /auth. */
export { googleSignInAction as action } from "~/pages/auth.server";

export const loader = () => redirect("/auth");
