/**
 * The catch-all route's loader (app/routes/$.tsx): the URL module (app/modules/urls) says which kind a path
 * is, and this switch hands the route to the loader of that kind's page (its data, status and cache policy).
 * Each case narrows the route to its own shape, so each loader takes only the routes it serves.
 *
 * The switch names every URL kind: one it leaves out makes `loadPage` able to return nothing, which the
 * catch-all route's component does not compile with.
 */
import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { plainText } from "~/modules/http/responses";
import type { Route } from "~/modules/urls";
import { countryLoader, internationalCountryLoader } from "./country.server";
import { profileLoader } from "./profile.server";
import { restaurantLoader } from "./restaurant.server";
import { resultsLoader } from "./results.server";
import { reviewsAction } from "./reviews.server";
import { stateLoader } from "./state.server";

/** Any path the URL module does not place, or places under another route: the 404 page. */
export const notFoundLoader = () => data({ kind: "not-found" as const }, { status: 404 });

/** The page a path is, by its URL kind's loader. */
export function loadPage(request: Request, context: AppLoadContext, route: Route) {
  switch (route.kind) {
    case "results":
      return resultsLoader(request, context, route);
    case "restaurant":
      return restaurantLoader(request, context, route);
    case "state":
    case "international-state":
      return stateLoader(request, context, route);
    case "country":
    case "us-overview":
      return countryLoader(request, context, route);
    case "international-country":
      return internationalCountryLoader(request, context, route);
    case "user":
      return profileLoader(request, context, route);
    // The home page, the static pages, /mobile's tabs and the international index have routes of their own:
    // here they can only be a path those routes did not take.
    case "home":
    case "static":
    case "mobile-tab":
    case "international-index":
    case "not-found":
      return notFoundLoader();
  }
}

/** A form post to a page: a place's page takes its review forms; no other page takes posts. */
export function pageAction(request: Request, context: AppLoadContext, route: Route) {
  if (route.kind === "restaurant") return reviewsAction({ request, context }, { onPage: true });
  return plainText(405, "This page does not accept forms.");
}
