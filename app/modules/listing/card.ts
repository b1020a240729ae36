/**
 * A place as the guide's cards show it, wherever it comes from: a results page (the provider's answer), a
 * list or favorites (a saved snapshot). One shape and one function that makes it, so every card shows the
 * same things the same way (the photo with its authors' credit, rating, price in the place's money,
 * address, where it is on the map).
 */
import { placePriceSign } from "~/modules/catalog";
import type { Restaurant } from "~/modules/places/index.server";

export interface Card {
  placeId: string;
  name: string;
  href: string;
  photoUrl?: string;
  /** The photo's authors, credited on the card (Google's terms). */
  photoCredit?: { name: string; uri?: string }[];
  rating?: number;
  reviews?: number;
  priceLevel?: number;
  /** The sign of the money of the place's country ('€'), in which its price level is written. */
  priceSign?: string;
  address?: string;
  /** The guide's members' average and count: their own rating, never mixed with the provider's. */
  members?: { count: number; average: number };
  /** Only when an hours check is available. */
  isOpen?: boolean;
  /**
   * From OpenStreetMap, which has no ratings or prices: the card shows neither (rather than 'No rating yet'
   * and 'Price not available' on every card) and the page credits OpenStreetMap's contributors.
   */
  openData?: true;
  lat?: number;
  lng?: number;
}

/**
 * The fields of a place a card reads (of its photos, the first; the address components name its country's
 * money and, on a saved place's card, the city in its link). A saved place's snapshot is read down to these
 * (app/modules/lists/card-fields.server.ts), so a field a card comes to read belongs here: placeCard's and
 * savedPlaceCard's types refuse any other.
 */
export const CARD_FIELDS = [
  "place_id",
  "name",
  "source",
  "photos",
  "rating",
  "user_ratings_total",
  "price_level",
  "vicinity",
  "formatted_address",
  "geometry",
  "address_components",
] as const satisfies readonly (keyof Restaurant)[];

/** A place as far as its card reads it; its hours only in a live answer (see placeCard). */
export type CardPlace = Pick<Restaurant, (typeof CARD_FIELDS)[number]> & Pick<Partial<Restaurant>, "opening_hours">;

/**
 * The card of a place, linking to `href`. `live` is an answer of the provider's just now: only then does the
 * card say whether it is open (a saved snapshot's 'open' was true when it was saved). `currency` is the
 * country's the page is about, when the place's own address does not name one.
 */
export function placeCard(
  p: CardPlace,
  href: string,
  opts: { live: boolean; currency?: string; members?: { count: number; average: number } },
): Card {
  const photo = p.photos?.[0];
  return {
    placeId: p.place_id,
    name: p.name,
    href,
    photoUrl: photo?.photo_url,
    photoCredit: photo?.authors?.length ? photo.authors : undefined,
    rating: p.rating,
    reviews: p.user_ratings_total,
    priceLevel: p.price_level,
    priceSign: placePriceSign(p, opts.currency),
    address: p.vicinity ?? p.formatted_address,
    isOpen: opts.live ? p.opening_hours?.isOpen : undefined,
    ...(opts.members?.count ? { members: opts.members } : {}),
    ...(p.source === "osm" ? { openData: true as const } : {}),
    lat: p.geometry?.location.lat,
    lng: p.geometry?.location.lng,
  };
}
