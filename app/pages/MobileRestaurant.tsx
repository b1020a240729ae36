import { Link } from "@remix-run/react";
import { FavoriteStar } from "~/components/FavoriteStar";
import { GoogleMapsAttribution, PhotoCredit } from "~/components/google/GoogleAttribution";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { LineIcon } from "~/components/LineIcon";
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

/** The mobile profile shows 8 photos (the first as the header) and 3 reviews. */
const PHOTOS = 8;
const REVIEWS = 3;

const ACTION_ICONS = {
  call: "M5 4h3l2 5-2.5 1.5a11 11 0 0 0 5 5L14 13l5 2v3a2 2 0 0 1-2 2A15 15 0 0 1 3 6a2 2 0 0 1 2-2Z",
  directions: "M12 2 3 21l9-4 9 4-9-19Z",
  reserve: "M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm4 9 2 2 4-4",
  website: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
} as const;

function Action({ href, label, icon }: { href?: string; label: string; icon: keyof typeof ACTION_ICONS }) {
  if (!href) return null;
  return (
    <li>
      <a
        href={href}
        rel={href.startsWith("tel:") ? undefined : "noopener noreferrer"}
        className="flex h-full min-h-16 flex-col items-center justify-center gap-1 rounded-2xl border border-stone-200 bg-white px-1 py-2 text-center text-xs font-semibold text-brand-800 shadow-sm hover:border-brand-600"
      >
        <LineIcon d={ACTION_ICONS[icon]} />
        {label}
      </a>
    </li>
  );
}

function Found({
  p,
  page,
  sign,
  members,
}: {
  p: Place;
  page: RestaurantData;
  sign?: string;
  members?: MembersSection;
}) {
  const translator = useT();
  const { t } = translator;
  const origin = useSiteOrigin();
  const [header, ...rest] = (p.photos ?? []).slice(0, PHOTOS);
  const reviews = (p.reviews ?? []).slice(0, REVIEWS);
  const type = placeType(p, translator);
  const status = statusLabel(p.business_status, translator);
  const hours = openingLines(p.opening_hours, translator);
  const openData = p.source === "osm";
  return (
    <article className="space-y-5">
      <JsonLd data={restaurantJsonLd(translator, p, origin, sign, members)} />
      <div className="relative -mx-4 -mt-4 aspect-[4/3] bg-stone-200">
        {header ? (
          <figure className="h-full">
            <img
              src={header.photo_url}
              alt={t("restaurant.photoAlt", { name: p.name, number: 1 })}
              width={400}
              height={300}
              className="h-full w-full object-cover"
            />
            <PhotoCredit authors={header.authors} />
          </figure>
        ) : null}
        <Link
          to={page.resultsPath}
          aria-label={t("restaurant.backToResults")}
          className="absolute start-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink shadow"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5 rtl:-scale-x-100"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
        <span className="absolute end-3 top-3 flex gap-2">
          <SaveButton placeId={p.place_id} name={p.name} label />
          <FavoriteStar placeId={p.place_id} name={p.name} />
        </span>
      </div>
      <header className="space-y-2">
        <h1 className="font-display text-2xl font-bold leading-tight wrap-anywhere">{p.name}</h1>
        {p.source === "google" ? <GoogleMapsAttribution /> : null}
        {openData ? <OsmPlaceCredit placeId={p.place_id} /> : null}
        <div className="flex flex-wrap items-center gap-2">
          {/* OpenStreetMap has no ratings or prices: nothing to show, rather than empty stars on every page. */}
          {openData ? null : <Stars rating={p.rating} reviews={p.user_ratings_total} />}
          {members?.rating.count ? <MembersRating members={members.rating} /> : null}
          {openData ? null : <PriceBadge level={p.price_level} sign={sign} />}
          <OpenBadge isOpen={p.opening_hours?.isOpen} next={nextChangeWords(p.opening_hours?.next, translator)} />
        </div>
        {p.formatted_address ? (
          <p className="text-sm text-stone-700">
            <bdi>{p.formatted_address}</bdi>
          </p>
        ) : null}
      </header>
      <ul className="grid grid-cols-4 gap-2" aria-label={t("restaurant.actions")}>
        <Action href={telHref(p)} label={t("restaurant.action.call")} icon="call" />
        <Action href={directionsUrl(p)} label={t("restaurant.action.directions")} icon="directions" />
        <Action href={reservationHref(p)} label={t("restaurant.action.makeReservation")} icon="reserve" />
        <Action href={p.website} label={t("restaurant.action.visitWebsite")} icon="website" />
      </ul>
      <FactCard size="compact" id="business-information" title={t("restaurant.card.businessInformation")}>
        {p.editorial_summary?.overview ? (
          <p lang={p.editorial_summary.language} className="text-sm text-stone-700">
            {p.editorial_summary.overview}
          </p>
        ) : null}
        <dl className="mt-2">
          {type ? <FactRow size="compact" label={t("restaurant.fact.type")} value={type} /> : null}
          <FactRow
            size="compact"
            label={t("restaurant.fact.priceLevel")}
            value={priceFact(translator, p.price_level, sign)}
          />
          <FactRow size="compact" label={t("restaurant.fact.reservations")} value={yesNo(p.reservable, translator)} />
          <FactRow size="compact" label={t("restaurant.fact.takeout")} value={yesNo(p.takeout, translator)} />
          <FactRow size="compact" label={t("restaurant.fact.delivery")} value={yesNo(p.delivery, translator)} />
          <FactRow size="compact" label={t("restaurant.fact.dineIn")} value={yesNo(p.dine_in, translator)} />
          {p.formatted_phone_number ? (
            <FactRow size="compact" label={t("restaurant.fact.phone")} value={p.formatted_phone_number} />
          ) : null}
          {status ? <FactRow size="compact" label={t("restaurant.fact.businessStatus")} value={status} /> : null}
        </dl>
      </FactCard>
      {rest.length ? (
        <section aria-labelledby="m-photos">
          <h2 id="m-photos" className="text-lg font-semibold">
            {t("restaurant.photos")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2" aria-label={t("restaurant.photos")}>
            {rest.map((ph, i) => (
              <li key={ph.photo_reference}>
                <figure className="relative overflow-hidden rounded-xl bg-stone-100">
                  <img
                    src={ph.photo_url}
                    alt={t("restaurant.photoAlt", { name: p.name, number: i + 2 })}
                    loading="lazy"
                    width={400}
                    height={300}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <PhotoCredit authors={ph.authors} />
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {members ? <MembersReviews members={members} compact /> : null}
      {/* Google's reviews, Google's: apart from the members', credited and linked to Google Maps. */}
      {openData ? null : (
        <FactCard size="compact" id="reviews" title={t("restaurant.card.googleReviews")}>
          {reviews.length ? (
            <ReviewList reviews={reviews} compact />
          ) : (
            <p className="text-sm text-stone-600">{t("restaurant.reviews.none")}</p>
          )}
          <a
            href={p.url ?? mapsSearchUrl(p)}
            rel="noopener noreferrer"
            className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700"
          >
            {t(reviews.length ? "restaurant.reviews.viewAll" : "restaurant.reviews.viewOnGoogleMaps")}
          </a>
        </FactCard>
      )}
      <FactCard size="compact" id="hours" title={t("restaurant.card.hours")}>
        {hours.length ? (
          <ul className="space-y-1 text-sm text-stone-700">
            {hours.map(({ day, hours: times, line }) => (
              <li key={line} className="flex justify-between gap-4">
                <span className="font-medium">{day}</span>
                <span className="text-end">{times}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">{t("restaurant.hours.notAvailable")}</p>
        )}
      </FactCard>
    </article>
  );
}

/** The mobile restaurant profile. */
export function MobileRestaurant({ page }: { page: RestaurantData }) {
  return (
    <AwaitOutcome resolve={page.restaurant} fallback={<LoadingDetails className="justify-center" />}>
      {(outcome) => (
        <RestaurantOutcome
          outcome={outcome}
          page={page}
          found={(p, sign, members) => <Found p={p} page={page} sign={sign} members={members} />}
        />
      )}
    </AwaitOutcome>
  );
}
