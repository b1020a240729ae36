import { redirect } from "@remix-run/cloudflare";
import { paths } from "~/modules/urls/paths";

/** /restaurants defaults to the United States (country page, default united-states). */
export async function loader() {
  return redirect(paths.unitedStates(), 301);
}
