import { Link } from "@remix-run/react";
import type { Crumb } from "~/modules/seo/jsonld";
import { paths } from "~/modules/urls";
import { Breadcrumbs } from "./Breadcrumbs";
import { EmptyState } from "./EmptyState";
import { PlaceTile } from "./PlaceTile";

interface CityLink {
  name: string;
  to: string;
  subtitle?: string;
}

/** 'Cities in {State}' (SPEC §2 State city-list page), shared by the domestic and international shapes. */
export function StateCities({
  state,
  cityCount,
  topDestinations,
  allCities,
  crumbs,
}: {
  state: string;
  cityCount: number;
  topDestinations: readonly CityLink[];
  allCities: readonly CityLink[];
  crumbs: readonly Crumb[];
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6">
        <h1 className="font-display text-4xl font-bold tracking-tight">Cities in {state}</h1>
        {cityCount > 0 ? (
          <p className="mt-2 text-lg text-stone-600">{`Discover restaurants in ${cityCount} cities across ${state}`}</p>
        ) : null}
      </header>
      {cityCount === 0 ? (
        <EmptyState
          title="No cities found"
          message="We don't have city data for this state yet."
          action={{ to: paths.unitedStates(), label: "Browse all states" }}
        />
      ) : (
        <>
          <section aria-labelledby="top-destinations" className="mt-10">
            <h2 id="top-destinations" className="text-2xl font-semibold">
              Top Destinations
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {topDestinations.map((c) => (
                <li key={c.to}>
                  <PlaceTile to={c.to} name={c.name} subtitle={c.subtitle} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="all-cities" className="mt-12">
            <h2 id="all-cities" className="text-2xl font-semibold">
              All Cities
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
              {allCities.map((c) => (
                <li key={c.to}>
                  <Link
                    to={c.to}
                    className="block rounded-md px-2 py-1.5 text-stone-800 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
