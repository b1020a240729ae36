import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { StateCities } from "~/components/StateCities";
import { statePage } from "~/modules/browse";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls";
import { ensureCanonical, expectRoute } from "~/modules/urls/route.server";

/** /restaurants/international/{country}/{state}: the cities of a state, prefecture or region. */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = expectRoute(request, "international-state");
  ensureCanonical(request, paths.internationalState(route.country.name, route.state));
  return statePage(route.country, route.state, undefined, true);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: data ? `Cities in ${data.state}, ${data.country}` : "Not found",
      description: data ? `Restaurants in ${data.state}, ${data.country}: the cities we cover, with ratings, prices and hours.` : undefined,
      path: data ? paths.internationalState(data.country, data.state) : paths.international(),
      noindex: !data?.cityCount,
    },
    matches,
  );

export default function InternationalState() {
  const page = useLoaderData<typeof loader>();
  return <StateCities {...page} />;
}
