import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath } from "~/modules/urls";
import { CountryStates, countryMeta } from "~/pages/CountryStates";
import { countryLoader, internationalCountryLoader } from "~/pages/country.server";
import { InternationalCountry, internationalCountryMeta } from "~/pages/InternationalCountry";
import { MobileRestaurant } from "~/pages/MobileRestaurant";
import { MobileResults } from "~/pages/MobileResults";
import { Profile, profileMeta } from "~/pages/Profile";
import { profileLoader } from "~/pages/profile.server";
import { Restaurant, restaurantMeta } from "~/pages/Restaurant";
import { Results, resultsMeta } from "~/pages/Results";
import { restaurantLoader } from "~/pages/restaurant.server";
import { resultsLoader } from "~/pages/results.server";
import { StateCities, stateMeta } from "~/pages/StateCities";
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
