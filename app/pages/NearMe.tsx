import { Link } from "@remix-run/react";
import { EmptyState } from "~/components/EmptyState";
import { RestaurantCard } from "~/components/listing/RestaurantCard";
import { LocateMe } from "~/components/mobile/LocateMe";
import { NearYouStrip } from "~/components/NearYouStrip";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { NearMeData } from "./data";

/** /mobile/near-me, the Near Me tab: the best of the visitor's city, or where to search when the place is unknown. */
export function NearMe({ data: page }: { data: NearMeData }) {
  const { t } = useT();
  if (page.status !== "ok") {
    return (
      <div className="space-y-4">
        <h1 className="font-display text-2xl font-bold">{t("mobile.tabs.nearMe")}</h1>
        <EmptyState
          title={t(page.status === "bad-location" ? "mobile.nearMe.badLocation" : "mobile.nearMe.unknownLocation")}
          message={t("mobile.nearMe.unknownMessage")}
          action={{ to: paths.mobileTab("search"), label: t("mobile.nearMe.searchForPlace") }}
        />
        <LocateMe />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-display text-2xl font-bold">
          {t("mobile.nearMe.title", { city: page.place.city, state: page.place.state })}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          {t(page.place.precise ? "mobile.nearMe.basedOnShared" : "mobile.nearMe.basedOnConnection")}
        </p>
      </div>
      {page.place.precise ? null : <LocateMe />}
      {page.listing ? (
        <section aria-labelledby="nearby-restaurants">
          <h2 id="nearby-restaurants" className="text-lg font-semibold">
            {t("mobile.nearMe.topRestaurants")}
          </h2>
          <ol aria-label={t("mobile.nearMe.listLabel")} className="mt-3 space-y-3">
            {page.listing.cards.map((card, i) => (
              <li key={card.placeId}>
                <RestaurantCard card={card} number={i + 1} highlighted={false} layout="row" />
              </li>
            ))}
          </ol>
          <Link to={page.cityPath} className="btn-primary mt-4 min-h-11 w-full">
            {t("mobile.nearMe.seeAll", { total: page.listing.total, city: page.place.city })}
          </Link>
        </section>
      ) : (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t("mobile.nearMe.unavailable")}
        </p>
      )}
      <NearYouStrip near={page.near} mobile offerPrecise={false} />
    </div>
  );
}
