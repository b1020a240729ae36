/** What the web and mobile restaurant pages say about a place, worded once. */
import type { Translator } from "~/modules/i18n/translator";
import type { Restaurant as Place } from "~/modules/places/index.server";

/** 'Yes', 'No', or 'Not listed' when the provider does not say, in the page's language. */
export const yesNo = (v: boolean | undefined, t: Translator) =>
  t.t(v === undefined ? "restaurant.fact.notListed" : v ? "restaurant.fact.yes" : "restaurant.fact.no");

/**
 * The provider's business status in words: 'Operational', 'Temporarily closed', 'Permanently closed'.
 * (It says whether the business is running at all, not whether it is open right now.)
 */
export function statusLabel(status: string | undefined, t: Translator): string | undefined {
  if (!status) return undefined;
  return t.t("restaurant.status", { status, label: titleCaseType(status.toLowerCase()) });
}

/** Reservations go to the website only when the place takes them and has one. */
export function reservationHref(p: Place): string | undefined {
  return p.reservable === true ? p.website : undefined;
}

export function titleCaseType(t: string) {
  return t.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * The place's kind for 'Business Information': a cuisine type, cafe or bar, else its first type, in the
 * page's language ('Italian Restaurant'); a type the catalogue does not name is title-cased ('Poke Bar').
 */
export function placeType(p: Place, t: Translator): string | undefined {
  const type = p.types?.find((x) => x.endsWith("_restaurant") || x === "cafe" || x === "bar") ?? p.types?.[0];
  return type ? t.t("restaurant.placeType", { type, label: titleCaseType(type) }) : undefined;
}

export function mapsSearchUrl(p: Place): string {
  const params = new URLSearchParams({
    api: "1",
    query: p.name + (p.formatted_address ? `, ${p.formatted_address}` : ""),
  });
  if (p.source === "google") params.set("query_place_id", p.place_id);
  return `https://www.google.com/maps/search/?${params}`;
}

/**
 * Directions to a place in the visitor's maps app: to its coordinates where known (a name alone, or a street
 * without its town, leads a maps app astray), with Google's place id where it is Google's place.
 */
export function directionsUrl(p: Place): string {
  const at = p.geometry?.location;
  const destination = at ? `${at.lat},${at.lng}` : (p.formatted_address ?? p.name);
  const params = new URLSearchParams({ api: "1", destination });
  if (p.source === "google") params.set("destination_place_id", p.place_id);
  return `https://www.google.com/maps/dir/?${params}`;
}

/** tel: link of the place's phone, international form preferred; undefined without a phone. */
export function telHref(p: Place): string | undefined {
  const phone = p.international_phone_number ?? p.formatted_phone_number;
  return phone ? `tel:${phone.replace(/[^+\d]/g, "")}` : undefined;
}
