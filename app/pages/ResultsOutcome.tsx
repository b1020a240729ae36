import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/EmptyState";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { ListingControls } from "~/components/listing/ListingControls";
import { ListingView } from "~/components/listing/ListingView";
import { useT } from "~/modules/i18n/react";
import type { ListingOutcome } from "~/modules/listing/index.server";
import { itemList } from "~/modules/seo/jsonld";
import { listingPage, paths } from "~/modules/urls/paths";
import type { ResultsData } from "./data";

/** While the listing streams in (pages for browsers that run JavaScript). */
export function Searching({ place }: { place: string }) {
  const { t } = useT();
  return (
    <div
      role="status"
      // As tall as the screen, as the cards that replace it: what follows (neighbourhoods, nearby cities) stays
      // below the fold until they land, instead of jumping down under the reader.
      className="flex min-h-screen flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-16 text-center"
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <p className="mt-4 text-lg font-semibold">{t("listing.searching.title", { place })}</p>
      <p className="mt-1 text-stone-600">{t("listing.searching.wait")}</p>
    </div>
  );
}

/**
 * What differs between the web and mobile results: where a visitor goes next, and how the count reads (the
 * messages' keys).
 */
const VARIANT = {
  web: {
    placeNotFound: "listing.outcome.placeNotFoundWeb",
    placeAction: { to: paths.unitedStates(), label: "listing.outcome.browseByState" },
    home: paths.home(),
    noMatch: "listing.outcome.noMatchWeb",
    countClass: "mb-4 text-stone-600",
    count: "listing.outcome.countWeb",
  },
  mobile: {
    placeNotFound: "listing.outcome.placeNotFoundMobile",
    placeAction: { to: paths.mobileTab("search"), label: "listing.outcome.search" },
    home: paths.home({ mobile: true }),
    noMatch: "listing.outcome.noMatchMobile",
    countClass: "text-sm font-semibold text-stone-700",
    count: "listing.outcome.countMobile",
  },
} as const;

/** The listing once it has arrived: cards beside the map, or why there are none. */
export function ResultsOutcome({ outcome, page }: { outcome: ListingOutcome; page: ResultsData }) {
  const { t } = useT();
  const v = VARIANT[page.mobile ? "mobile" : "web"];
  if (outcome.status === "place-not-found") {
    return (
      <EmptyState
        title={t("listing.outcome.placeNotFoundTitle")}
        message={t(v.placeNotFound, { place: page.place })}
        action={{ to: v.placeAction.to, label: t(v.placeAction.label) }}
      />
    );
  }
  if (outcome.status === "no-such-page") {
    return (
      <EmptyState
        title={t("errors.guard.notFound.title")}
        message={t("listing.outcome.noSuchPage", { pages: outcome.pages })}
        action={{ to: page.canonicalFirst, label: t("listing.outcome.showAll") }}
      />
    );
  }
  if (outcome.status === "error" || outcome.status === "busy") {
    return (
      <EmptyState
        title={t("listing.outcome.unavailableTitle")}
        message={outcome.message}
        action={{ to: v.home, label: t("listing.common.returnHome") }}
      />
    );
  }
  const n = outcome.cards.length;
  const paging = outcome.paging;
  // A heading, so the cards' names (h3) sit under it: page title (h1), the count (h2), each card (h3).
  const count = (
    <h2 className={v.countClass} aria-live="polite">
      {paging && n > 0
        ? t("listing.outcome.countPaged", { first: paging.first, last: paging.first + n - 1, total: paging.total })
        : t(v.count, { count: n })}
    </h2>
  );
  const pager = paging && paging.pages > 1 ? <ResultsPager paging={paging} page={page} /> : null;
  const controls = (
    <ListingControls
      openNow={page.openNow}
      membersFilter={page.membersFilter}
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
          title={t("listing.outcome.noMatchTitle")}
          message={t(v.noMatch)}
          action={
            page.openNow.active
              ? { to: page.openNow.to, label: t("listing.outcome.showOpenOrClosed") }
              : { to: page.links.all.to, label: t("listing.outcome.showAll") }
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
      {pager}
    </>
  ) : (
    <>
      {list}
      {controls}
      {count}
      {view}
      {pager}
    </>
  );
}

/**
 * The numbered pages of a listing, as links that work without JavaScript: each keeps the page's filters and
 * order (the loader writes the address of page N once, `pageHref`, with PAGE_SLOT where N goes).
 */
function ResultsPager({ paging, page }: { paging: { page: number; pages: number }; page: ResultsData }) {
  const { t, number } = useT();
  return (
    <nav aria-label={t("listing.outcome.pages")} className="mt-6 flex flex-wrap items-center gap-2">
      {Array.from({ length: paging.pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={n === 1 ? page.canonicalFirst : listingPage(page.pageHref, n)}
          aria-current={n === paging.page ? "page" : undefined}
          className={`h-9 min-w-9 rounded-full px-3 py-1.5 text-center text-sm font-semibold ${n === paging.page ? "bg-brand-600 text-white" : "border border-stone-300"}`}
        >
          {number(n)}
        </Link>
      ))}
    </nav>
  );
}

function ResultsJsonLd({ cards }: { cards: ReadonlyArray<{ name: string; href: string }> }) {
  return <JsonLd data={itemList(cards, useSiteOrigin())} />;
}
