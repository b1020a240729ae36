import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/modules/urls/paths";

/** POST /account/profile: the display name on the public profile; a GET goes to /account. */
export { displayNameAction as action } from "~/pages/account.server";

export const loader = () => redirect(paths.account());
