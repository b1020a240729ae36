import type { ReactNode } from "react";
import { EmptyState } from "~/components/EmptyState";
import { useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
import type { RestaurantOutcome as Outcome } from "~/modules/listing/index.server";
import type { Restaurant as Place } from "~/modules/places/index.server";
import type { MembersSection } from "~/modules/reviews/section.server";
import type { RestaurantData } from "./data";

/** The words of the web page and of the mobile profile for a restaurant we cannot show. */
const WORDING = {
  web: {
    notFound: "restaurant.outcome.web.notFound",
    notFoundMessage: "restaurant.outcome.web.notFoundMessage",
    failed: "restaurant.outcome.web.failed",
    back: "restaurant.outcome.web.back",
  },
  mobile: {
    notFound: "restaurant.outcome.mobile.notFound",
    notFoundMessage: "restaurant.outcome.mobile.notFoundMessage",
    failed: "restaurant.outcome.mobile.failed",
    back: "restaurant.backToResults",
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/** A restaurant page once its lookup has finished: the place, or why it cannot be shown. */
export function RestaurantOutcome({
  outcome,
  page,
  found,
}: {
  outcome: Outcome & { members?: MembersSection };
  page: RestaurantData;
  /**
   * The page of a found place; `priceSign` is the money its price level is written in, `members` its members'
   * reviews.
   */
  found: (place: Place, priceSign: string | undefined, members: MembersSection | undefined) => ReactNode;
}) {
  const { t } = useT();
  if (outcome.status === "ok") return found(outcome.place, outcome.priceSign, outcome.members);
  const w = WORDING[page.mobile ? "mobile" : "web"];
  const notFound = outcome.status === "not-found";
  return (
    <EmptyState
      headingLevel={1}
      title={t(notFound ? w.notFound : w.failed)}
      message={notFound ? t(w.notFoundMessage) : outcome.message}
      action={{ to: page.resultsPath, label: t(w.back) }}
    />
  );
}
