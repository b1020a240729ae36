import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { PlaceTile } from "~/components/PlaceTile";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { CountryData } from "./data";

/** /restaurants/{country}: a tile for each state or province, each leading to its cities. */
export function CountryStates({ page }: { page: CountryData }) {
  const { states, crumbs } = page;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t("browse.country.eyebrow", { country: page.countryName })}
        </p>
        <h1 className="mt-1 font-display text-4xl font-bold tracking-tight">{t("browse.country.heading")}</h1>
      </header>
      {states.length === 0 ? (
        <EmptyState
          title={t("browse.country.empty.title")}
          message={t("browse.country.empty.message")}
          action={{ to: paths.international(), label: t("browse.country.empty.action") }}
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
