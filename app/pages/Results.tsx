import { Breadcrumbs } from "~/components/Breadcrumbs";
import { ChipLinks } from "~/components/listing/ChipLinks";
import { FilterColumn } from "~/components/listing/FilterColumn";
import { AwaitOutcome } from "~/components/Streamed";
import { useT } from "~/modules/i18n/react";
import type { LinkItem } from "~/modules/listing/index.server";
import type { ResultsData } from "./data";
import { ResultsOutcome, Searching } from "./ResultsOutcome";

/** `id`: the heading's, which names the section ('popular-neighborhoods'). */
function Chips({ id, title, items }: { id: string; title: string; items: readonly LinkItem[] }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ChipLinks items={items} className="mt-3" />
    </section>
  );
}

/** The web results page: breadcrumbs, heading, the filter column, cards beside the map, then more places. */
export function Results({ page }: { page: ResultsData }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
      <Breadcrumbs crumbs={page.crumbs} />
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      {/* Keyboard users skip the filter column's few dozen links. */}
      <a
        href="#results"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:mt-3 focus:inline-block"
      >
        {t("listing.results.skipToResults")}
      </a>
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t("listing.filters.title")} className="mb-6 lg:mb-0">
          {/* One filter column: a closed disclosure on phones, always open beside the results on wide screens
              (tailwind.css, .filters-disclosure). */}
          <details className="filters-disclosure rounded-2xl border border-stone-200 bg-white p-4 lg:border-0 lg:bg-transparent lg:p-0">
            <summary className="cursor-pointer font-semibold">{t("listing.filters.title")}</summary>
            <div className="mt-4 lg:mt-0">
              <FilterColumn
                links={page.links}
                priceLevel={page.priceLevel}
                priceSign={page.priceSign}
                showPrice={page.rated}
                business={page.business}
                keep={page.keep}
              />
            </div>
          </details>
        </aside>
        <div id="results" tabIndex={-1} className="focus:outline-none">
          <AwaitOutcome resolve={page.listing} fallback={<Searching place={page.place} />}>
            {(outcome) => <ResultsOutcome outcome={outcome} page={page} />}
          </AwaitOutcome>
          <Chips
            id="popular-neighborhoods"
            title={t("listing.results.popularNeighborhoods")}
            items={page.neighborhoods}
          />
          <Chips id="nearby-cities" title={t("listing.results.nearbyCities")} items={page.nearby} />
        </div>
      </div>
    </div>
  );
}
