import { redirect } from "@remix-run/cloudflare";

/** POST /auth/signout: ends the session; a GET goes home. */
export { signOutAction as action } from "~/pages/auth.server";

export const loader = () => redirect("/");
