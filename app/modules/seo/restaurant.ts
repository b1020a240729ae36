import { priceLevelText } from "~/modules/catalog/price";
import type { Translator } from "~/modules/i18n/translator";
import type { Restaurant } from "~/modules/places/index.server";
import type { JsonLd } from "./jsonld";

/** How many of the reviews a page shows its JSON-LD carries: search engines need a few, not all. */
export const JSON_LD_REVIEWS = 3;

/** The members' part of a place's page, as far as its JSON-LD reads it. */
export interface MembersMarkup {
  rating: { count: number; average: number };
  reviews: readonly {
    rating: number;
    body: string | null;
    lang: string;
    createdAt: number;
    author: { name: string };
  }[];
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const hhmm = (h: number, m: number) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;

/**
 * schema.org PostalAddress from the place's address components: street (number and route), locality,
 * region and postal code, and the country as its ISO code. Without components, the street is the
 * formatted address's first part ('1 Market St, San Francisco, CA 94105, USA' -> '1 Market St').
 */
export function postalAddress(p: Pick<Restaurant, "formatted_address" | "address_components">): JsonLd {
  const parts = p.address_components ?? [];
  const part = (type: string, short = false) => {
    const found = parts.find((c) => c.types.includes(type));
    return short ? found?.short_name : found?.long_name;
  };
  const street =
    [part("street_number"), part("route")].filter(Boolean).join(" ") ||
    p.formatted_address?.split(",")[0]?.trim() ||
    undefined;
  const fields: Record<string, string | undefined> = {
    streetAddress: street,
    addressLocality: part("locality") ?? part("postal_town") ?? part("sublocality"),
    addressRegion: part("administrative_area_level_1", true),
    postalCode: part("postal_code"),
    addressCountry: part("country", true),
  };
  return {
    "@type": "PostalAddress",
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v)),
  };
}

/**
 * schema.org Restaurant for a restaurant page: address, geo, opening hours, cuisine, price range,
 * telephone, url. Google's ratings are never marked up (Google's review-snippet rules forbid ratings taken from
 * another site). The members' are the guide's own: their AggregateRating (from the reviews the page counts) and
 * the first few reviews the page itself shows, never others.
 *
 * `priceSign`: the sign of the money of the place's country ('€'), in which its price range is written; without
 * one, the range is said in words in the page's language (`t`). Days stay schema.org's English names.
 */
export function restaurantJsonLd(
  t: Translator,
  p: Restaurant,
  origin: string,
  priceSign?: string,
  members?: MembersMarkup,
): JsonLd {
  const cuisine = (p.types ?? [])
    .filter((t) => t.endsWith("_restaurant") && t !== "fast_food_restaurant")
    .map((t) =>
      t
        .replace(/_restaurant$/, "")
        .replace(/_/g, " ")
        .replace(/\b\w/g, (c) => c.toUpperCase()),
    );
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: p.name,
    ...(p.formatted_address || p.address_components?.length ? { address: postalAddress(p) } : {}),
    ...(p.geometry
      ? { geo: { "@type": "GeoCoordinates", latitude: p.geometry.location.lat, longitude: p.geometry.location.lng } }
      : {}),
    ...(p.international_phone_number || p.formatted_phone_number
      ? { telephone: p.international_phone_number ?? p.formatted_phone_number }
      : {}),
    ...(p.website ? { url: p.website } : {}),
    ...(cuisine.length ? { servesCuisine: cuisine } : {}),
    ...(p.price_level ? { priceRange: priceLevelText(t, p.price_level, priceSign) } : {}),
    ...(p.photos?.[0] ? { image: `${origin}${p.photos[0].photo_url}` } : {}),
    ...(p.opening_hours?.periods.length
      ? {
          openingHoursSpecification: p.opening_hours.periods
            .filter((x) => x.close)
            .map((x) => ({
              "@type": "OpeningHoursSpecification",
              dayOfWeek: DAY_NAMES[x.open.day],
              opens: hhmm(x.open.hour, x.open.minute),
              closes: hhmm(x.close!.hour, x.close!.minute),
            })),
        }
      : {}),
    ...(p.reservable !== undefined ? { acceptsReservations: p.reservable } : {}),
    ...(members?.rating.count ? membersRating(members) : {}),
  };
}

/** The members' AggregateRating and the first reviews the page shows (a review's text only when it has one). */
function membersRating({ rating, reviews }: MembersMarkup): JsonLd {
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: Math.round(rating.average * 10) / 10,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, JSON_LD_REVIEWS).map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.author.name },
      datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.body ? { reviewBody: r.body, inLanguage: r.lang } : {}),
    })),
  };
}
