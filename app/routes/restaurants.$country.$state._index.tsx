import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StateCities } from "~/components/StateCities";
import { statePage } from "~/modules/browse";
import { findDivision, isUs } from "~/modules/catalog";
import { pageMeta } from "~/modules/seo/meta";
import { isKnownCountry, paths } from "~/modules/urls";
import { ensureCanonical, expectRoute } from "~/modules/urls/route.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const route = expectRoute(request, "state");
  const knownState =
    isKnownCountry(route.country) &&
    Boolean(isUs(route.country) ? route.stateCode : findDivision(route.country, route.state));
  if (knownState) ensureCanonical(request, paths.state(route.country.name, route.state));
  const page = statePage(route.country, route.state, route.stateCode);
  return data(page, { status: knownState ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: data ? `Cities in ${data.state}, ${data.country} - Restaurant Guide` : "State not found",
      description: data
        ? `Discover restaurants in ${data.cityCount} cities across ${data.state}: top destinations and every city we cover, with ratings, prices and hours.`
        : undefined,
      path: data ? paths.state(data.country, data.state) : "/restaurants",
      keywords: data ? [`${data.state} restaurants`, `best restaurants in ${data.state}`] : [],
      noindex: !data?.cityCount,
    },
    matches,
  );

export default function StatePage() {
  const page = useLoaderData<typeof loader>();
  return <StateCities {...page} />;
}
