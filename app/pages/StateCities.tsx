import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { ListSection } from "~/components/ListSection";
import { PlaceTile } from "~/components/PlaceTile";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { StateData } from "./data";

/** 'Cities in {State}': the top destinations as tiles, then every city we cover (domestic and international). */
export function StateCities({ page }: { page: StateData }) {
  const { state, cityCount, topDestinations, allCities, crumbs } = page;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t("browse.state.heading", { state })}</h1>
        {cityCount > 0 ? (
          <p className="mt-2 text-lg text-stone-600">{t("browse.state.intro", { count: cityCount, state })}</p>
        ) : null}
      </header>
      {cityCount === 0 ? (
        <EmptyState
          title={t("browse.state.empty.title")}
          message={t("browse.state.empty.message")}
          action={{ to: paths.unitedStates(), label: t("browse.allStates") }}
        />
      ) : (
        <>
          <ListSection
            id="top-destinations"
            title={t("browse.state.topDestinations")}
            className="mt-10"
            listClassName="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
          >
            {topDestinations.map((c) => (
              <li key={c.to}>
                <PlaceTile to={c.to} name={c.name} subtitle={c.subtitle} />
              </li>
            ))}
          </ListSection>
          <ListSection
            id="all-cities"
            title={t("browse.allCities")}
            className="mt-12"
            listClassName="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-5"
          >
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
          </ListSection>
        </>
      )}
    </div>
  );
}
