import { Link } from "@remix-run/react";
import { FavoriteStar } from "~/components/FavoriteStar";
import { GoogleMapsAttribution, PhotoCredit, ReviewAuthor } from "~/components/google/GoogleAttribution";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { LineIcon } from "~/components/LineIcon";
import { OpenBadge, PriceBadge, priceFact, Stars } from "~/components/Rating";
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
import { AwaitOutcome, LoadingDetails } from "~/components/Streamed";
import type { Restaurant as Place } from "~/modules/places/index.server";
import { restaurantJsonLd } from "~/modules/seo/restaurant";
import type { RestaurantData } from "./Restaurant";
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

function Found({ p, page, sign }: { p: Place; page: RestaurantData; sign?: string }) {
  const origin = useSiteOrigin();
  const [header, ...rest] = (p.photos ?? []).slice(0, PHOTOS);
  const reviews = (p.reviews ?? []).slice(0, REVIEWS);
  const type = placeType(p);
  const status = statusLabel(p.business_status);
  return (
    <article className="space-y-5">
      <JsonLd data={restaurantJsonLd(p, origin, sign)} />
      <div className="relative -mx-4 -mt-4 aspect-[4/3] bg-stone-200">
        {header ? (
          <figure className="h-full">
            <img
              src={header.photo_url}
              alt={`${p.name} photo 1`}
              width={400}
              height={300}
              className="h-full w-full object-cover"
            />
            <PhotoCredit authors={header.authors} />
          </figure>
        ) : null}
        <Link
          to={page.resultsPath}
          aria-label="Back to results"
          className="absolute left-3 top-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-ink shadow"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
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
        <span className="absolute right-3 top-3">
          <FavoriteStar placeId={p.place_id} name={p.name} />
        </span>
      </div>
      <header className="space-y-2">
        <h1 className="font-display text-2xl font-bold leading-tight">{p.name}</h1>
        {p.source === "google" ? <GoogleMapsAttribution /> : null}
        <div className="flex flex-wrap items-center gap-2">
          <Stars rating={p.rating} reviews={p.user_ratings_total} />
          <PriceBadge level={p.price_level} sign={sign} />
          <OpenBadge isOpen={p.opening_hours?.isOpen} next={p.opening_hours?.today} />
        </div>
        {p.formatted_address ? <p className="text-sm text-stone-700">{p.formatted_address}</p> : null}
      </header>
      <ul className="grid grid-cols-4 gap-2" aria-label="Actions">
        <Action href={telHref(p)} label="Call" icon="call" />
        <Action href={directionsUrl(p)} label="Directions" icon="directions" />
        <Action href={reservationHref(p)} label="Make Reservation" icon="reserve" />
        <Action href={p.website} label="Visit Website" icon="website" />
      </ul>
      <FactCard size="compact" title="Business Information">
        {p.editorial_summary?.overview ? (
          <p className="text-sm text-stone-700">{p.editorial_summary.overview}</p>
        ) : null}
        <dl className="mt-2">
          {type ? <FactRow size="compact" label="Type" value={type} /> : null}
          <FactRow size="compact" label="Price level" value={priceFact(p.price_level, sign)} />
          <FactRow size="compact" label="Reservations" value={yesNo(p.reservable)} />
          <FactRow size="compact" label="Takeout" value={yesNo(p.takeout)} />
          <FactRow size="compact" label="Delivery" value={yesNo(p.delivery)} />
          <FactRow size="compact" label="Dine-in" value={yesNo(p.dine_in)} />
          {p.formatted_phone_number ? <FactRow size="compact" label="Phone" value={p.formatted_phone_number} /> : null}
          {status ? <FactRow size="compact" label="Business status" value={status} /> : null}
        </dl>
      </FactCard>
      {rest.length ? (
        <section aria-labelledby="m-photos">
          <h2 id="m-photos" className="text-lg font-semibold">
            Photos
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2" aria-label="Photos">
            {rest.map((ph, i) => (
              <li key={ph.photo_reference}>
                <figure className="relative overflow-hidden rounded-xl bg-stone-100">
                  <img
                    src={ph.photo_url}
                    alt={`${p.name} photo ${i + 2}`}
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
      <FactCard size="compact" title="Reviews">
        {reviews.length ? (
          <ul className="space-y-4">
            {reviews.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
              <li key={i} className="border-b border-stone-100 pb-4 last:border-0 last:pb-0">
                <div className="flex items-center justify-between gap-2">
                  <ReviewAuthor name={r.author_name} url={r.author_url} photo={r.profile_photo_url} />
                  <span className="text-xs text-stone-500">{r.relative_time_description}</span>
                </div>
                <Stars rating={r.rating} />
                <p className="mt-1 text-sm text-stone-700">{r.text}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">No reviews available for this business.</p>
        )}
        <a
          href={p.url ?? mapsSearchUrl(p)}
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700"
        >
          {reviews.length ? "View all reviews" : "View on Google Maps"}
        </a>
      </FactCard>
      <FactCard size="compact" title="Hours">
        {p.opening_hours?.weekday_text.length ? (
          <ul className="space-y-1 text-sm text-stone-700">
            {p.opening_hours.weekday_text.map((line) => {
              const [day, ...hours] = line.split(": ");
              return (
                <li key={line} className="flex justify-between gap-4">
                  <span className="font-medium">{day}</span>
                  <span className="text-right">{hours.join(": ")}</span>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-stone-600">Hours not available.</p>
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
        <RestaurantOutcome outcome={outcome} page={page} found={(p, sign) => <Found p={p} page={page} sign={sign} />} />
      )}
    </AwaitOutcome>
  );
}
