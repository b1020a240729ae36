import { placePriceSign } from "~/modules/catalog";
import type { Translator } from "~/modules/i18n/translator";
import type { Card } from "~/modules/listing";
import type { Restaurant } from "~/modules/places/index.server";
import { paths } from "~/modules/urls/paths";

/** Country, state and city of a saved snapshot, from its address components. */
export function cityOfSnapshot(p: Restaurant): { country?: string; state?: string; city?: string } {
  const find = (type: string) => p.address_components?.find((c) => c.types.includes(type));
  const country = find("country");
  return {
    country: country ? (country.short_name === "US" ? "United States" : country.long_name) : undefined,
    state: find("administrative_area_level_1")?.short_name ?? find("administrative_area_level_1")?.long_name,
    city: find("locality")?.long_name ?? find("postal_town")?.long_name,
  };
}

/** The restaurant page of a saved favorite (card URL shape, with the place-id hint). */
export function favoriteHref(
  p: Restaurant,
  where: ReturnType<typeof cityOfSnapshot>,
  opts: { mobile?: boolean } = {},
): string {
  return paths.restaurant({ name: p.name, ...where }, { placeId: p.place_id, mobile: opts.mobile });
}

/**
 * What every favorites list shows of one favorite (home strip, /account, public profile, Favorites tab), its
 * words in the page's language (`t`): a place the provider no longer knows says so in place of its address.
 */
export function favoriteCard(
  f: { id: string; placeId: string; name: string; city: string | null; snapshot: Restaurant; unavailable?: boolean },
  t: Translator,
  opts: { mobile?: boolean } = {},
) {
  const p = f.snapshot;
  const unavailable = f.unavailable === true;
  return {
    id: f.id,
    placeId: f.placeId,
    name: f.name,
    city: f.city,
    href: favoriteHref(p, cityOfSnapshot(p), opts),
    photoUrl: p.photos?.[0]?.photo_url,
    rating: p.rating,
    reviews: p.user_ratings_total,
    priceLevel: p.price_level,
    priceSign: placePriceSign(p),
    address: unavailable ? t.t("listing.card.noLongerAvailable") : (p.vicinity ?? p.formatted_address),
    unavailable,
  };
}

/**
 * A saved place as a results card (a list page shows its places as the results pages do, beside the map):
 * its snapshot's photo and credit, rating, price and coordinates. A place the provider no longer knows keeps
 * its name only.
 */
export function savedPlaceCard(
  f: { placeId: string; name: string; snapshot: Restaurant; unavailable?: boolean },
  opts: { mobile?: boolean } = {},
): Card {
  const p = f.snapshot;
  if (f.unavailable)
    return { placeId: f.placeId, name: f.name, href: favoriteHref({ ...p, name: f.name }, cityOfSnapshot(p), opts) };
  const photo = p.photos?.[0];
  return {
    placeId: f.placeId,
    name: f.name,
    href: favoriteHref({ ...p, name: f.name }, cityOfSnapshot(p), opts),
    photoUrl: photo?.photo_url,
    photoCredit: photo?.authors?.length ? photo.authors : undefined,
    rating: p.rating,
    reviews: p.user_ratings_total,
    priceLevel: p.price_level,
    priceSign: placePriceSign(p),
    address: p.vicinity ?? p.formatted_address,
    lat: p.geometry?.location.lat,
    lng: p.geometry?.location.lng,
  };
}
