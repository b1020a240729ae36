import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath } from "~/modules/urls";
import { countryLoader, internationalCountryLoader } from "~/pages/country.server";
import {
  countryMeta,
  internationalCountryMeta,
  profileMeta,
  restaurantMeta,
  resultsMeta,
  stateMeta,
} from "~/pages/meta";
import { profileLoader } from "~/pages/profile.server";
import { restaurantLoader } from "~/pages/restaurant.server";
import { resultsLoader } from "~/pages/results.server";
import { stateLoader } from "~/pages/state.server";
import { pageHeaders } from "~/pages/streaming.server";

/**
 * Every path under /restaurants…, /{businessType}/…, /mobile/restaurants… and /{username}: the URL module
 * decides its shape (the one routing layer for these paths), and each page kind in app/pages/ brings its
 * own loader (data, status and cache policy), meta and component. Anything else is the 404 page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const route = parsePath(pathname);
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
      return profileLoader(context, route);
    default:
      // JSON.stringify keeps control characters and quotes in a hostile path from forging log lines.
      console.warn(`404 Not Found: ${JSON.stringify(pathname.slice(0, 300))}`);
      return data({ kind: "not-found" as const }, { status: 404 });
  }
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  switch (page?.kind) {
    case "results":
      return pageMeta(resultsMeta(page), matches);
    case "restaurant":
      return pageMeta(restaurantMeta(page), matches);
    case "state":
      return pageMeta(stateMeta(page), matches);
    case "country":
      return pageMeta(countryMeta(page), matches);
    case "international-country":
      return pageMeta(internationalCountryMeta(page), matches);
    case "user":
      return pageMeta(profileMeta(page, location.pathname), matches);
    default:
      return pageMeta(
        {
          title: "Page not found",
          description: "The page you were looking for isn't on TableScout.",
          path: location.pathname,
          noindex: true,
        },
        matches,
      );
  }
};

// Each page kind's component is its own chunk, loaded with the page that needs it: a browse page never
// downloads the results page's code. The server renders them in full (nothing suspends visibly), and the
// browser hydrates a page once its chunk has arrived.
const MobileRestaurant = lazy(() => import("~/pages/MobileRestaurant").then((m) => ({ default: m.MobileRestaurant })));
const MobileResults = lazy(() => import("~/pages/MobileResults").then((m) => ({ default: m.MobileResults })));
const Restaurant = lazy(() => import("~/pages/Restaurant").then((m) => ({ default: m.Restaurant })));
const Results = lazy(() => import("~/pages/Results").then((m) => ({ default: m.Results })));
const StateCities = lazy(() => import("~/pages/StateCities").then((m) => ({ default: m.StateCities })));
const CountryStates = lazy(() => import("~/pages/CountryStates").then((m) => ({ default: m.CountryStates })));
const InternationalCountry = lazy(() =>
  import("~/pages/InternationalCountry").then((m) => ({ default: m.InternationalCountry })),
);
const NotFound = lazy(() => import("~/components/NotFound").then((m) => ({ default: m.NotFound })));
const Profile = lazy(() => import("~/pages/Profile").then((m) => ({ default: m.Profile })));

export default function PathPage() {
  const page = useLoaderData<typeof loader>();
  switch (page.kind) {
    case "results":
      return page.mobile ? <MobileResults page={page} /> : <Results page={page} />;
    case "restaurant":
      return page.mobile ? <MobileRestaurant page={page} /> : <Restaurant page={page} />;
    case "state":
      return <StateCities page={page} />;
    case "country":
      return <CountryStates page={page} />;
    case "international-country":
      return <InternationalCountry page={page} />;
    case "user":
      return <Profile page={page} />;
    default:
      return <NotFound />;
  }
}
