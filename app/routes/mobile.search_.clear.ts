import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/modules/urls/paths";

/** POST /mobile/search/clear: forgets the Search tab's recent searches; a GET goes to the tab. */
export { clearRecentAction as action } from "~/pages/search.server";

export const loader = () => redirect(paths.mobileTab("search"));
