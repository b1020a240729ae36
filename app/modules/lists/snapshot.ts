/** What a saved place keeps of the provider's answer, and the city it is grouped under. */
import type { Restaurant } from "~/modules/places/index.server";

/** What a saved place keeps of the provider's answer: everything but its reviews (they change). */
export type Snapshot = Omit<Restaurant, "reviews">;

export function leanSnapshot(place: Restaurant): Snapshot {
  const { reviews: _reviews, ...snapshot } = place;
  return snapshot;
}

/** The city a saved place is grouped under (Favorites): the snapshot's locality. */
export function cityOf(place: Restaurant): string | null {
  const locality = place.address_components?.find(
    (c) => c.types.includes("locality") || c.types.includes("postal_town"),
  );
  return locality?.long_name?.slice(0, 100) ?? null;
}
