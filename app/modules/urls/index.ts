/**
 * THE place where TableScout's URLs are built (and, as the browse issue lands, parsed). Components and
 * loaders never concatenate paths themselves.
 */
import { slugify } from "./slug";

export { slugify };

export const paths = {
  home: () => "/",
  search: (q?: string) => (q ? `/search?${new URLSearchParams({ q })}` : "/search"),
  auth: () => "/auth",
  account: () => "/account",
  privacyPolicy: () => "/privacy-policy",
  termsOfUse: () => "/terms-of-use",
  unitedStates: () => "/restaurants/united-states",
  international: () => "/restaurants/international",
  /** Results page for a city: /restaurants/{country}/{state}/{city}. */
  cityResults: (place: { country: string; state: string; city: string }) =>
    `/restaurants/${slugify(place.country)}/${slugify(place.state)}/${slugify(place.city)}`,
} as const;
