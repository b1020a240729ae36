import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/modules/auth/index.server";
import { clearRecent } from "~/modules/search/recent";
import { paths } from "~/modules/urls/paths";

/** POST /mobile/search/clear: forgets the Search tab's recent searches (same-origin posts only). */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return redirect(paths.mobileTab("search"), { headers: { "Set-Cookie": clearRecent(request) } });
}

export async function loader() {
  return redirect(paths.mobileTab("search"));
}
