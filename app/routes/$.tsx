import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NotFound } from "~/components/NotFound";
import { StateCities } from "~/components/StateCities";
import { statePage } from "~/modules/browse";
import { publicProfile } from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath, paths } from "~/modules/urls";
import { ensureCanonical } from "~/modules/urls/route.server";
import { MobileRestaurant } from "~/pages/MobileRestaurant";
import { MobileResults } from "~/pages/MobileResults";
import { Profile, type ProfileData } from "~/pages/Profile";
import { type RestaurantData, Restaurant as RestaurantView } from "~/pages/Restaurant";
import { Results, type ResultsData } from "~/pages/Results";
import { restaurantLoader } from "~/pages/restaurant.server";
import { resultsLoader } from "~/pages/results.server";

/**
 * Every path whose shape the URL module decides (SPEC §2): results pages, restaurant pages and
 * international state pages; anything else is the 404 page, with HTTP status 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const route = parsePath(pathname);
  switch (route.kind) {
    case "results":
      return resultsLoader(request, context, route);
    case "restaurant":
      return restaurantLoader(request, context, route);
    case "user": {
      const profile = await publicProfile(context.db, route.username);
      if (!profile)
        return data(
          { kind: "user" as const, found: false, username: route.username, displayName: null, favorites: [] },
          { status: 404 },
        );
      return data(
        {
          kind: "user" as const,
          found: true,
          username: profile.username,
          displayName: profile.displayName,
          favorites: profile.items.map((f) => favoriteCard(f)),
        },
        { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } },
      );
    }
    case "international-state":
      ensureCanonical(request, paths.internationalState(route.country.name, route.state));
      return { kind: "international-state" as const, ...statePage(route.country, route.state, undefined, true) };
    default:
      // JSON.stringify keeps control characters and quotes in a hostile path from forging log lines.
      console.warn(`404 Not Found: ${JSON.stringify(pathname.slice(0, 300))}`);
      return data({ kind: "not-found" as const }, { status: 404 });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers();
  // A signed-in visitor's pages are personal (the root loader says so); otherwise the page's own policy.
  const parent = parentHeaders.get("Cache-Control");
  const cache = parent?.includes("private") ? parent : loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  switch (data?.kind) {
    case "results":
      return pageMeta(
        {
          title: data.heading.replace(/[“”]/g, '"'),
          description: `${data.heading}: compare ratings, prices, opening hours and locations on a map, and find the best places to eat in ${data.place}.`,
          path: data.canonical,
          keywords: [`restaurants in ${data.city}`, `best restaurants ${data.city}`, `where to eat in ${data.city}`],
          noindex: Boolean(data.business || data.priceLevel),
        },
        matches,
      );
    case "restaurant": {
      const ok =
        !(data.restaurant instanceof Promise) && data.restaurant.status === "ok" ? data.restaurant.place : undefined;
      return pageMeta(
        {
          title: ok ? `${ok.name} - ${data.place}` : `${data.name} - ${data.place}`,
          description: ok
            ? (ok.editorial_summary?.overview ?? `${ok.name}: address, hours, photos, reviews and contact details.`)
            : `Address, hours, photos and reviews for ${data.name} in ${data.place}.`,
          path: data.canonical,
          image: ok?.photos?.[0]?.photo_url,
          type: "article",
        },
        matches,
      );
    }
    case "user":
      return pageMeta(
        data.found
          ? {
              title: `${data.username} TableScout - Favorites!`,
              exactTitle: true,
              description: `${data.displayName ?? data.username}'s favorite restaurants on TableScout.`,
              path: paths.user(data.username),
              type: "profile",
            }
          : { title: "Profile Not Found", path: location.pathname, noindex: true },
        matches,
      );
    case "international-state":
      return pageMeta(
        {
          title: `Cities in ${data.state}, ${data.country}`,
          description: `Restaurants in ${data.state}, ${data.country}: the cities we cover, with ratings, prices and hours.`,
          path: paths.internationalState(data.country, data.state),
          noindex: !data.cityCount,
        },
        matches,
      );
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
      return page.mobile ? (
        <MobileResults page={page as unknown as ResultsData} />
      ) : (
        <Results page={page as unknown as ResultsData} />
      );
    case "restaurant":
      return page.mobile ? (
        <MobileRestaurant page={page as unknown as RestaurantData} />
      ) : (
        <RestaurantView page={page as unknown as RestaurantData} />
      );
    case "international-state":
      return <StateCities {...page} />;
    case "user":
      return <Profile page={page as unknown as ProfileData} />;
    default:
      return <NotFound />;
  }
}
