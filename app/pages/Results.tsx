import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { ChipLinks } from "~/components/listing/ChipLinks";
import { FilterColumn } from "~/components/listing/FilterColumn";
import { ListingView } from "~/components/listing/ListingView";
import { AwaitOutcome } from "~/components/Streamed";
import type { LinkItem, ListingOutcome } from "~/modules/listing";
import type { MapConfig } from "~/modules/maps";
import type { Crumb } from "~/modules/seo/jsonld";
import { paths } from "~/modules/urls";

export interface ResultsData {
  mobile: boolean;
  heading: string;
  place: string;
  /** The full place line ('Hayes Valley, San Francisco, California, United States'). */
  placeText: string;
  crumbs: Crumb[];
  links: { all: LinkItem; cuisines: LinkItem[]; foods: LinkItem[]; features: LinkItem[]; featuresShown: number };
  neighborhoods: LinkItem[];
  nearby: LinkItem[];
  priceLevel?: string;
  business?: string;
  view: "cards" | "map";
  map: MapConfig;
  viewHrefs: { cards: string; map: string };
  listing: ListingOutcome | Promise<ListingOutcome>;
}

export function Searching({ place }: { place: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <p className="mt-4 text-lg font-semibold">{`Searching for restaurants in ${place}`}</p>
      <p className="mt-1 text-stone-600">Please wait while we load the best dining options for you...</p>
    </div>
  );
}

function Chips({ title, items }: { title: string; items: readonly LinkItem[] }) {
  if (!items.length) return null;
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ChipLinks items={items} className="mt-3" />
    </section>
  );
}

function Outcome({ outcome, page }: { outcome: ListingOutcome; page: ResultsData }) {
  if (outcome.status === "place-not-found") {
    return (
      <EmptyState
        title="Location not found"
        message={`We couldn't find ${page.place}. Check the spelling, or browse cities by state.`}
        action={{ to: paths.unitedStates(), label: "Browse by State" }}
      />
    );
  }
  if (outcome.status === "error") {
    return (
      <EmptyState
        title="Restaurant search is unavailable"
        message="We couldn't reach our restaurant data just now. Please try again in a minute."
        action={{ to: paths.home(), label: "Return to Home" }}
      />
    );
  }
  const n = outcome.cards.length;
  return (
    <>
      <p className="mb-4 text-stone-600" aria-live="polite">
        {n ? `Showing 1-${n} of ${n} restaurants` : "Showing 0 of 0 restaurants"}
      </p>
      {n === 0 ? (
        <EmptyState
          title="No restaurants match"
          message="Try another price, feature or cuisine, or a nearby neighbourhood."
          action={{ to: page.links.all.to, label: "Show all restaurants" }}
        />
      ) : (
        <ListingView
          cards={outcome.cards}
          center={outcome.center}
          map={page.map}
          initialView={page.view}
          viewHrefs={page.viewHrefs}
        />
      )}
    </>
  );
}

export function Results({ page }: { page: ResultsData }) {
  return (
    <div className="mx-auto max-w-[1600px] px-4 py-6 sm:px-6">
      <Breadcrumbs crumbs={page.crumbs} />
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="mb-6 lg:mb-0">
          <details className="rounded-2xl border border-stone-200 bg-white p-4 lg:hidden">
            <summary className="cursor-pointer font-semibold">Filters</summary>
            <div className="mt-4">
              <FilterColumn links={page.links} priceLevel={page.priceLevel} business={page.business} />
            </div>
          </details>
          <div className="hidden lg:block">
            <FilterColumn links={page.links} priceLevel={page.priceLevel} business={page.business} />
          </div>
        </aside>
        <div>
          <AwaitOutcome resolve={page.listing} fallback={<Searching place={page.place} />}>
            {(outcome) => <Outcome outcome={outcome} page={page} />}
          </AwaitOutcome>
          <Chips title="Popular Neighborhoods" items={page.neighborhoods} />
          <Chips title="Nearby Cities" items={page.nearby} />
        </div>
      </div>
    </div>
  );
}
