import { Breadcrumbs } from "~/components/Breadcrumbs";
import { FavoriteStar } from "~/components/FavoriteStar";
import { GoogleMapsAttribution, PhotoCredit } from "~/components/google/GoogleAttribution";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { SaveButton } from "~/components/lists/SaveButton";
import { OsmPlaceCredit } from "~/components/OsmCredit";
import { MembersRating, OpenBadge, PriceBadge, priceFact, Stars } from "~/components/Rating";
import { FactCard, FactRow } from "~/components/restaurant/FactCard";
import {
  directionsUrl,
  mapsSearchUrl,
  placeType,
  reservationHref,
  statusLabel,
  telHref,
  yesNo,
} from "~/components/restaurant/facts";
import { ReviewList } from "~/components/restaurant/ReviewList";

import { MembersReviews } from "~/components/reviews/MembersReviews";
import { AwaitOutcome, LoadingDetails } from "~/components/Streamed";
import { useT } from "~/modules/i18n/react";
import { nextChangeWords, openingLines } from "~/modules/places/hours";
import type { Restaurant as Place } from "~/modules/places/index.server";
import type { MembersSection } from "~/modules/reviews/section.server";
import { restaurantJsonLd } from "~/modules/seo/restaurant";
import type { RestaurantData } from "./data";
import { RestaurantOutcome } from "./RestaurantOutcome";

/**
 * A restaurant, in the order a hungry person needs it: whether it is open and until when, then Call,
 * Directions, Website and Reserve, then photos, reviews and the details. Each fact is said once.
 */
function Found({ p, sign, members }: { p: Place; sign?: string; members?: MembersSection }) {
  const translator = useT();
  const { t } = translator;
  const origin = useSiteOrigin();
  const photos = (p.photos ?? []).slice(0, 6);
  const reviews = (p.reviews ?? []).slice(0, 5);
  const type = placeType(p, translator);
  const status = statusLabel(p.business_status, translator);
  const operational = p.business_status === "OPERATIONAL";
  const reserve = reservationHref(p);
  const phone = p.formatted_phone_number ?? p.international_phone_number;
  const hours = openingLines(p.opening_hours, translator);
  const openData = p.source === "osm";
  return (
    <>
      <JsonLd data={restaurantJsonLd(translator, p, origin, sign, members)} />
      <header className="mt-4">
        <div className="flex items-center gap-3">
          <h1 className="font-display text-3xl font-bold tracking-tight wrap-anywhere sm:text-4xl">{p.name}</h1>
          <FavoriteStar placeId={p.place_id} name={p.name} />
          <SaveButton placeId={p.place_id} name={p.name} label />
        </div>
        {p.source === "google" ? <GoogleMapsAttribution className="mt-1" /> : null}
        {openData ? <OsmPlaceCredit placeId={p.place_id} className="mt-1" /> : null}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {/* OpenStreetMap has no ratings or prices: nothing to show, rather than empty stars on every page. */}
          {openData ? null : p.url ? (
            <a href={p.url} rel="noopener noreferrer" className="hover:underline">
              <Stars rating={p.rating} reviews={p.user_ratings_total} size="lg" />
            </a>
          ) : (
            <Stars rating={p.rating} reviews={p.user_ratings_total} size="lg" />
          )}
          {members?.rating.count ? <MembersRating members={members.rating} /> : null}
          {openData ? null : <PriceBadge level={p.price_level} sign={sign} />}
          <OpenBadge isOpen={p.opening_hours?.isOpen} next={nextChangeWords(p.opening_hours?.next, translator)} />
        </div>
        {status && !operational ? (
          <p className="mt-2 inline-block rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900">
            {status}
          </p>
        ) : null}
        {p.formatted_address ? (
          <p className="mt-2 text-stone-700">
            <bdi>{p.formatted_address}</bdi>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="quick-actions" className="mt-5">
        <h2 id="quick-actions" className="sr-only">
          {t("restaurant.quickActions")}
        </h2>
        <div className="flex flex-wrap gap-2">
          {phone ? (
            <a className="btn-primary" href={telHref(p)}>
              {t("restaurant.action.callNow")}
            </a>
          ) : null}
          <a className="btn-secondary" href={directionsUrl(p)} rel="noopener noreferrer">
            {t("restaurant.action.getDirections")}
          </a>
          {p.website ? (
            <a className="btn-secondary" href={p.website} rel="noopener noreferrer">
              {t("restaurant.action.visitWebsite")}
            </a>
          ) : null}
          {reserve ? (
            <a className="btn-secondary" href={reserve} rel="noopener noreferrer">
              {t("restaurant.action.makeReservation")}
            </a>
          ) : null}
        </div>
      </section>
      {photos.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t("restaurant.photos")}>
          {photos.map((ph, i) => (
            <li key={ph.photo_reference} className={i === 0 ? "col-span-2 row-span-2" : ""}>
              <figure className="relative h-full overflow-hidden rounded-xl bg-stone-100">
                <img
                  src={ph.photo_url}
                  alt={t("restaurant.photoAlt", { name: p.name, number: i + 1 })}
                  loading={i < 3 ? "eager" : "lazy"}
                  className="aspect-[4/3] h-full w-full object-cover"
                />
                <PhotoCredit authors={ph.authors} />
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <FactCard id="business-information" title={t("restaurant.card.businessInformation")}>
            {p.editorial_summary?.overview ? (
              <p lang={p.editorial_summary.language} className="text-stone-700">
                {p.editorial_summary.overview}
              </p>
            ) : null}
            <dl className="mt-4">
              {type ? <FactRow label={t("restaurant.fact.type")} value={type} /> : null}
              <FactRow label={t("restaurant.fact.priceLevel")} value={priceFact(translator, p.price_level, sign)} />
              <FactRow label={t("restaurant.fact.reservations")} value={yesNo(p.reservable, translator)} />
              <FactRow label={t("restaurant.fact.takeout")} value={yesNo(p.takeout, translator)} />
              <FactRow label={t("restaurant.fact.delivery")} value={yesNo(p.delivery, translator)} />
              <FactRow label={t("restaurant.fact.dineIn")} value={yesNo(p.dine_in, translator)} />
              {status ? (
                <FactRow
                  label={t("restaurant.fact.businessStatus")}
                  value={
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${operational ? "bg-emerald-50 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
                    >
                      {status}
                    </span>
                  }
                />
              ) : null}
            </dl>
          </FactCard>
          {members ? <MembersReviews members={members} /> : null}
          {/* Google's reviews, Google's: apart from the members', credited and linked to Google Maps. */}
          {openData ? null : (
            <FactCard id="recent-reviews" title={t("restaurant.card.googleReviews")}>
              {reviews.length ? (
                <>
                  <ReviewList reviews={reviews} />
                  <a
                    href={p.url ?? mapsSearchUrl(p)}
                    rel="noopener noreferrer"
                    className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
                  >
                    {t("restaurant.reviews.viewAll")}
                  </a>
                </>
              ) : (
                <p className="text-stone-600">
                  {t("restaurant.reviews.none")}{" "}
                  <a
                    href={p.url ?? mapsSearchUrl(p)}
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t("restaurant.reviews.viewOnGoogleMaps")}
                  </a>
                </p>
              )}
            </FactCard>
          )}
          <FactCard id="additional-information" title={t("restaurant.card.additionalInformation")}>
            <dl>
              <FactRow label={t("restaurant.fact.servesWine")} value={yesNo(p.serves_wine, translator)} />
              <FactRow
                label={t("restaurant.fact.vegetarianOptions")}
                value={yesNo(p.serves_vegetarian_food, translator)}
              />
            </dl>
          </FactCard>
        </div>
        <div className="space-y-6">
          <FactCard id="contact-hours" title={t("restaurant.card.contactAndHours")}>
            <dl>
              {phone ? <FactRow label={t("restaurant.fact.phone")} value={phone} /> : null}
              {p.website ? (
                <FactRow
                  label={t("restaurant.fact.website")}
                  value={
                    <a href={p.website} rel="noopener noreferrer" className="text-brand-700 hover:underline">
                      {p.website.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
                    </a>
                  }
                />
              ) : null}
            </dl>
            {hours.length ? (
              <>
                <h3 className="mt-4 font-semibold">{t("restaurant.card.hours")}</h3>
                <ul className="mt-2 space-y-1 text-sm text-stone-700">
                  {hours.map(({ line }) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-2 text-sm text-stone-600">{t("restaurant.hours.notAvailable")}</p>
            )}
          </FactCard>
        </div>
      </div>
    </>
  );
}

export function Restaurant({ page }: { page: RestaurantData }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <Breadcrumbs crumbs={page.crumbs} />
      <AwaitOutcome resolve={page.restaurant} fallback={<LoadingDetails />}>
        {(outcome) => (
          <RestaurantOutcome
            outcome={outcome}
            page={page}
            found={(p, sign, members) => <Found p={p} sign={sign} members={members} />}
          />
        )}
      </AwaitOutcome>
    </div>
  );
}
