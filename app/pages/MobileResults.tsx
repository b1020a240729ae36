import { useLocation } from "@remix-run/react";
import { LineIcon } from "~/components/LineIcon";
import { ChipLinks } from "~/components/listing/ChipLinks";
import { PriceForm } from "~/components/listing/FilterColumn";
import { AwaitOutcome } from "~/components/Streamed";
import { useT } from "~/modules/i18n/react";
import type { LinkItem } from "~/modules/listing/index.server";
import type { ResultsData } from "./data";
import { ResultsOutcome, Searching } from "./ResultsOutcome";

function Chips({ title, items }: { title: string; items: readonly LinkItem[] }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wider text-stone-500">{title}</h3>
      <ChipLinks items={items} touch className="mt-2" />
    </div>
  );
}

/** The Filters panel: price, the feature filters and up to 8 neighbourhood chips. */
function Filters({ page }: { page: ResultsData }) {
  const t = useT();
  const active = page.links.features.filter((f) => f.active).length + (page.priceLevel ? 1 : 0);
  return (
    <details className="group rounded-2xl border border-stone-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <LineIcon d="M4 6h16M7 12h10M10 18h4" />
          {t.t("listing.filters.title")}
          {active ? (
            <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{t.number(active)}</span>
          ) : null}
        </span>
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5 transition group-open:rotate-180"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="space-y-5 border-t border-stone-100 p-4">
        {page.rated ? (
          <PriceForm
            priceLevel={page.priceLevel}
            priceSign={page.priceSign}
            business={page.business}
            keep={page.keep}
            large
          />
        ) : null}
        <nav aria-label={t.t("listing.filters.features")}>
          <Chips title={t.t("listing.filters.features")} items={[page.links.all, ...page.links.features]} />
        </nav>
        <nav aria-label={t.t("listing.filters.neighborhoods")}>
          <Chips title={t.t("listing.filters.neighborhoods")} items={page.neighborhoods} />
        </nav>
      </div>
    </details>
  );
}

/** The mobile results page. */
export function MobileResults({ page }: { page: ResultsData }) {
  const { pathname, search } = useLocation();
  return (
    <div className="space-y-4">
      <div>
        <p className="flex items-center gap-1 text-sm text-stone-600">
          <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <span className="truncate">{page.placeText}</span>
        </p>
        <h1 className="mt-1 font-display text-2xl font-bold leading-tight">{page.heading}</h1>
      </div>
      {/* A new page starts with the panel closed, as it does without JavaScript. */}
      <Filters key={pathname + search} page={page} />
      <AwaitOutcome resolve={page.listing} fallback={<Searching place={page.place} />}>
        {(outcome) => <ResultsOutcome outcome={outcome} page={page} />}
      </AwaitOutcome>
    </div>
  );
}
