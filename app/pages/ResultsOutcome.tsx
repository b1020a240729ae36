import { EmptyState } from "~/components/EmptyState";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { ListingControls } from "~/components/listing/ListingControls";
import { ListingView } from "~/components/listing/ListingView";
import type { ListingOutcome } from "~/modules/listing";
import { itemList } from "~/modules/seo/jsonld";
import { paths } from "~/modules/urls/paths";
import type { ResultsData } from "./Results";

/** While the listing streams in (pages for browsers that run JavaScript). */
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

/** What differs between the web and mobile results: where a visitor goes next, and how the count reads. */
const VARIANT = {
  web: {
    placeHint: "Check the spelling, or browse cities by state.",
    placeAction: { to: paths.unitedStates(), label: "Browse by State" },
    home: paths.home(),
    noMatch: "Try another price, feature or cuisine, or a nearby neighbourhood.",
    countClass: "mb-4 text-stone-600",
    count: (n: number) => (n ? `Showing 1-${n} of ${n} restaurants` : "Showing 0 of 0 restaurants"),
  },
  mobile: {
    placeHint: "Check the spelling, or search for another place.",
    placeAction: { to: paths.mobileTab("search"), label: "Search" },
    home: paths.home({ mobile: true }),
    noMatch: "Try another price or feature, or a nearby neighbourhood.",
    countClass: "text-sm font-semibold text-stone-700",
    count: (n: number) => `${n} ${n === 1 ? "restaurant" : "restaurants"} found`,
  },
} as const;

/** The listing once it has arrived: cards beside the map, or why there are none. */
export function ResultsOutcome({ outcome, page }: { outcome: ListingOutcome; page: ResultsData }) {
  const v = VARIANT[page.mobile ? "mobile" : "web"];
  if (outcome.status === "place-not-found") {
    return (
      <EmptyState
        title="Location not found"
        message={`We couldn't find ${page.place}. ${v.placeHint}`}
        action={v.placeAction}
      />
    );
  }
  if (outcome.status === "error" || outcome.status === "busy") {
    return (
      <EmptyState
        title="Restaurant search is unavailable"
        message={outcome.message}
        action={{ to: v.home, label: "Return to Home" }}
      />
    );
  }
  const n = outcome.cards.length;
  // A heading, so the cards' names (h3) sit under it: page title (h1), the count (h2), each card (h3).
  const count = (
    <h2 className={v.countClass} aria-live="polite">
      {v.count(n)}
    </h2>
  );
  const controls = (
    <ListingControls
      openNow={page.openNow}
      sorts={page.sorts}
      nearMe={page.nearMe}
      unknownHours={outcome.unknownHours}
    />
  );
  if (n === 0) {
    return (
      <>
        {controls}
        {count}
        <EmptyState
          title="No restaurants match"
          message={v.noMatch}
          action={
            page.openNow.active
              ? { to: page.openNow.to, label: "Show places open or closed" }
              : { to: page.links.all.to, label: "Show all restaurants" }
          }
        />
      </>
    );
  }
  const view = (
    <ListingView
      cards={outcome.cards}
      center={outcome.center}
      map={page.map}
      staticMap={outcome.staticMap}
      initialView={page.view}
      viewHrefs={page.viewHrefs}
      variant={page.mobile ? "mobile" : undefined}
      summary={page.mobile ? count : undefined}
    />
  );
  const list = <ResultsJsonLd cards={outcome.cards} />;
  return page.mobile ? (
    <>
      {list}
      {controls}
      {view}
    </>
  ) : (
    <>
      {list}
      {controls}
      {count}
      {view}
    </>
  );
}

function ResultsJsonLd({ cards }: { cards: ReadonlyArray<{ name: string; href: string }> }) {
  return <JsonLd data={itemList(cards, useSiteOrigin())} />;
}
