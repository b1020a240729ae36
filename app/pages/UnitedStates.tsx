import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ListSection } from "~/components/ListSection";
import { HOME_TOP_US } from "~/modules/catalog/home";
import { US_STATES } from "~/modules/catalog/us-states";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { UnitedStatesData } from "./data";

/** /restaurants/united-states: popular cities, then every state with its top cities. */
export function UnitedStates({ data }: { data: UnitedStatesData }) {
  const { states, totalCities, crumbs } = data;
  const { t } = useT();
  const popular = HOME_TOP_US.map((c) => {
    const state = US_STATES.find((s) => s.code === c.state)!;
    return { name: c.city, to: paths.results({ country: "United States", state: state.name, city: c.city }) };
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t("browse.us.heading")}</h1>
        <p className="mt-3 text-lg text-stone-600">{t("browse.us.intro", { count: totalCities })}</p>
      </header>
      <nav aria-label={t("browse.us.popular")} className="mt-6 flex flex-wrap gap-2">
        {popular.map((c) => (
          <Link
            key={c.to}
            to={c.to}
            className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700"
          >
            {c.name}
          </Link>
        ))}
      </nav>
      <ListSection
        id="states-title"
        title={t("browse.us.allStates")}
        className="mt-10"
        listClassName="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {states.map((s) => (
          <li key={s.code} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <Link to={s.to} className="group flex items-baseline justify-between gap-2">
              <span className="text-lg font-semibold group-hover:text-brand-700">{s.name}</span>
              <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-600">{s.code}</span>
            </Link>
            <p className="mt-1 text-sm text-stone-600">{t("browse.us.stateCities", { count: s.cityCount })}</p>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              {s.topCities.map((c) => (
                <li key={c.to}>
                  <Link to={c.to} className="text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ListSection>
    </div>
  );
}
