import type { ReactNode } from "react";
import { EmptyState } from "~/components/EmptyState";
import type { RestaurantOutcome as Outcome } from "~/modules/listing";
import type { Restaurant as Place } from "~/modules/places/index.server";
import type { RestaurantData } from "./Restaurant";

/** The words of the web page and of the mobile profile for a restaurant we cannot show. */
const WORDING = {
  web: {
    notFound: "Business Not Found",
    notFoundMessage: "Sorry, we couldn't find details for this business.",
    failed: "Business details are unavailable",
    back: "Back to Search Results",
  },
  mobile: {
    notFound: "Restaurant Not Found",
    notFoundMessage: "Sorry, we couldn't find details for this restaurant.",
    failed: "Failed to load business details",
    back: "Back to results",
  },
} as const;

/** A restaurant page once its lookup has finished: the place, or why it cannot be shown. */
export function RestaurantOutcome({
  outcome,
  page,
  found,
}: {
  outcome: Outcome;
  page: RestaurantData;
  /** The page of a found place; `priceSign` is the money its price level is written in. */
  found: (place: Place, priceSign: string | undefined) => ReactNode;
}) {
  if (outcome.status === "ok") return found(outcome.place, outcome.priceSign);
  const w = WORDING[page.mobile ? "mobile" : "web"];
  const notFound = outcome.status === "not-found";
  return (
    <EmptyState
      headingLevel={1}
      title={notFound ? w.notFound : w.failed}
      message={notFound ? w.notFoundMessage : outcome.message}
      action={{ to: page.resultsPath, label: w.back }}
    />
  );
}
