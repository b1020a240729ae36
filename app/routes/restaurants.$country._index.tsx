import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { PlaceTile } from "~/components/PlaceTile";
import { countryPage } from "~/modules/browse";
import { pageMeta } from "~/modules/seo/meta";
import { isKnownCountry, paths } from "~/modules/urls";
import { ensureCanonical, expectRoute } from "~/modules/urls/route.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const route = expectRoute(request, "country", "us-overview");
  if (route.kind === "us-overview") return redirect(paths.unitedStates(), 301);
  const known = isKnownCountry(route.country);
  if (known) ensureCanonical(request, paths.country(route.country.name));
  const page = countryPage(route.country, known);
  return data(page, { status: page.states.length ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    {
      title: data ? `Restaurants in ${data.country} by State & Province` : "Country not found",
      description: data
        ? `Find restaurants across ${data.country}: choose a ${data.divisionLabel.toLowerCase()} to see its cities and the best places to eat.`
        : undefined,
      path: data ? paths.country(data.country) : "/restaurants",
      noindex: !data?.states.length,
    },
    matches,
  );

export default function CountryStates() {
  const { country, states, crumbs } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{`States & Provinces in ${country}`}</p>
        <h1 className="mt-1 font-display text-4xl font-bold tracking-tight">Find Restaurants by State or Province</h1>
      </header>
      {states.length === 0 ? (
        <EmptyState
          title="No states found"
          message="We don't have state data for this location yet."
          action={{ to: paths.international(), label: "Browse international destinations" }}
        />
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
          {states.map((s) => (
            <li key={s.to}>
              <PlaceTile to={s.to} name={s.name} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
