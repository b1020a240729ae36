import type { Translator } from "~/modules/i18n/translator";
import { type Card, type CardPlace, placeCard } from "~/modules/listing/card";
import type { Restaurant } from "~/modules/places/index.server";
import { paths } from "~/modules/urls/paths";
import { cityOfSnapshot } from "~/modules/urls/place";

export { cityOfSnapshot, placePath } from "~/modules/urls/place";

/** The restaurant page of a saved favorite (its own page, with the place-id hint). */
export function favoriteHref(
  p: Pick<Restaurant, "name" | "place_id">,
  where: ReturnType<typeof cityOfSnapshot>,
  opts: { mobile?: boolean } = {},
): string {
  return paths.restaurant({ name: p.name, ...where }, { placeId: p.place_id, mobile: opts.mobile });
}

/**
 * A saved place as a card (a list page shows its places as the results pages do, beside the map), from its
 * snapshot. A place the provider no longer knows keeps its name only.
 */
export function savedPlaceCard(
  f: { placeId: string; name: string; snapshot: CardPlace; unavailable?: boolean },
  opts: { mobile?: boolean } = {},
): Card {
  const p = { ...f.snapshot, name: f.name };
  const href = favoriteHref(p, cityOfSnapshot(p), opts);
  if (f.unavailable) return { placeId: f.placeId, name: f.name, href };
  return { ...placeCard(p, href, { live: false }), placeId: f.placeId };
}

/**
 * What every favorites list shows of one favorite (home strip, /account, public profile, Favorites tab): its
 * card, its words in the page's language (`t`): a place the provider no longer knows says so in place of its
 * address.
 */
export function favoriteCard(
  f: { id: string; placeId: string; name: string; city: string | null; snapshot: Restaurant; unavailable?: boolean },
  t: Translator,
  opts: { mobile?: boolean } = {},
) {
  const unavailable = f.unavailable === true;
  const card = savedPlaceCard(f, opts);
  return {
    ...card,
    id: f.id,
    city: f.city,
    address: unavailable ? t.t("listing.card.noLongerAvailable") : card.address,
    unavailable,
  };
}
