import { Breadcrumbs } from "~/components/Breadcrumbs";
import { Badge, PlaceTile } from "~/components/PlaceTile";
import { useT } from "~/modules/i18n/react";
import type { InternationalIndexData } from "./data";

/** /restaurants/international: the guide's countries, each with its region, city count and blurb. */
export function InternationalIndex({ data }: { data: InternationalIndexData }) {
  const { countries, crumbs, intro } = data;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t("browse.international.heading")}</h1>
        <p className="mt-3 text-lg text-stone-600">{intro}</p>
      </header>
      <section aria-labelledby="countries-title" className="mt-10">
        <h2 id="countries-title" className="text-2xl font-semibold">
          {t("browse.international.countries")}
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {countries.map((c) => (
            <li key={c.to}>
              <PlaceTile
                to={c.to}
                name={c.name}
                badge={c.region ? <Badge tone="light">{c.region}</Badge> : undefined}
                subtitle={
                  <>
                    <span className="block font-medium text-brand-700">{c.count}</span>
                    {c.blurb ? <span className="mt-1 block">{c.blurb}</span> : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
