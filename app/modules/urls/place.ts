/**
 * A place's one address: its own page's path, derived from the place itself (its town and country, in the US
 * its state), whichever page links to it. Server-side (it reads the country catalogue).
 */
import { countryOfCode, guideCityRegion } from "~/modules/catalog";
import type { Restaurant } from "~/modules/places/types";
import { type LocationInput, paths } from "./paths";

/**
 * Country, state and city of a place, from its address components: the country by its ISO code where the
 * guide knows it (a component's name may be in the page's language), in the US the state, elsewhere the
 * region as the guide's results pages name it. These make a place's one address (placePath).
 */
export function cityOfSnapshot(p: Pick<Restaurant, "address_components">): {
  country?: string;
  state?: string;
  city?: string;
} {
  const find = (type: string) => p.address_components?.find((c) => c.types.includes(type));
  const countryPart = find("country");
  const country = countryPart ? (countryOfCode(countryPart.short_name)?.name ?? countryPart.long_name) : undefined;
  const city = (find("locality") ?? find("postal_town"))?.long_name;
  const region = find("administrative_area_level_1");
  const us = countryPart?.short_name === "US";
  if (us) return { country, state: region?.short_name ?? region?.long_name, city };
  // A guide city is under the region its results page names ('Tokyo, Tokyo'); elsewhere the region is left
  // out when it is the town itself.
  const known = countryPart ? countryOfCode(countryPart.short_name) : undefined;
  const guide = known && city ? guideCityRegion(known, city) : undefined;
  const state = guide ?? (region?.long_name !== city ? region?.long_name : undefined);
  return { country, state, city };
}

/**
 * A place's own page: its town and country from the place itself, whichever page links to it. A place whose
 * answer names no country (a listing answer with its formatted address only) is put where `at` says (the
 * listing it was found in).
 */
export function placePath(
  p: Pick<Restaurant, "name" | "address_components" | "place_id">,
  opts: { mobile?: boolean; withId?: boolean; at?: Omit<LocationInput, "neighborhood"> } = {},
): string {
  const own = p.address_components?.some((c) => c.types.includes("country"));
  const where =
    own || !opts.at ? cityOfSnapshot(p) : { country: opts.at.country, state: opts.at.state, city: opts.at.city };
  return paths.restaurant(
    { name: p.name, ...where },
    { placeId: opts.withId === false ? undefined : p.place_id, mobile: opts.mobile },
  );
}
