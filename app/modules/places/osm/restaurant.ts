/**
 * An OpenStreetMap place as the guide's restaurant snapshot (the shape every provider answers with). What
 * OpenStreetMap does not hold is left out, never invented: no rating, reviews, price or photos; a yes/no
 * tag nobody set stays unknown. Its name is the one in the page's language when OpenStreetMap has it.
 */

import { boundedCache } from "~/modules/bounded-cache";
import { countryOfCode } from "~/modules/catalog";
import { memoize } from "~/modules/memo";
import { slugify } from "~/modules/slug";
import { openingHours } from "../hours";
import type { AddressComponent, Restaurant } from "../types";
import { osmObjectUrl, osmPlaceId } from "./ids";
import type { StoredOsmPlace } from "./store.server";
import { NAME_LANGUAGES } from "./tags";

/** The place types the guide's filters and pages read (Google's words), by amenity. */
const AMENITY_TYPES: Record<StoredOsmPlace["amenity"], string[]> = {
  restaurant: ["restaurant"],
  cafe: ["cafe"],
  fast_food: ["fast_food_restaurant", "meal_takeaway", "restaurant"],
  bar: ["bar"],
  pub: ["pub", "bar"],
  food_court: ["food_court"],
  ice_cream: ["ice_cream_shop"],
};

const typeOf = (word: string) => `${slugify(word).replace(/-/g, "_")}_restaurant`;

/**
 * Offsets already worked out, by zone and quarter of an hour (zones change their offset on a quarter hour at
 * the finest), 500 at most: a listing's places mostly share one zone, and a formatter is costly to make.
 */
const offsets = boundedCache<string, number | undefined>({ max: 500 });
const QUARTER_HOUR_MS = 15 * 60_000;

/** The minutes east of UTC of a time zone at an instant (daylight saving included); undefined if unknown. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | undefined {
  const key = `${timeZone}|${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  return offsets.getOrSet(key, () => {
    try {
      const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
        .formatToParts(at)
        .find((p) => p.type === "timeZoneName")?.value;
      const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? "");
      if (!m) return undefined;
      return m[1] ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
    } catch {
      return undefined;
    }
  });
}

/** Languages that write an address from the country down to the street (Japanese, Chinese). */
const BIG_TO_SMALL = /^(?:ja|zh)\b/i;
/** The country names of each language (the bound is over the guide's languages). */
const countryNames = memoize(
  64,
  (language: string) => language,
  (language: string) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }),
);

/** A country's name in a language ('AD' is 'アンドラ' in Japanese), else its English name. */
function countryIn(language: string, country: AddressComponent): string {
  if (!/^[A-Z]{2}$/.test(country.short_name) || language === "en") return country.long_name;
  try {
    return countryNames(language).of(country.short_name) ?? country.long_name;
  } catch {
    return country.long_name;
  }
}

/**
 * A place's address as the page's language writes one: '12 Carrer Major, AD200 Encamp, Andorra' in most;
 * from the country down in Japanese and Chinese ('アンドラ AD200 Encamp 12 Carrer Major'); the country in the
 * page's language. The URL's parts stay in the address components, in English.
 */
function addressLine(
  language: string,
  p: { streetLine?: string; postcode?: string; town?: string; country?: AddressComponent },
): string {
  const country = p.country ? countryIn(language, p.country) : undefined;
  if (BIG_TO_SMALL.test(language)) return [country, p.postcode, p.town, p.streetLine].filter(Boolean).join(" ");
  const townLine = [p.postcode, p.town].filter(Boolean).join(" ");
  return [p.streetLine, townLine, country].filter(Boolean).join(", ");
}

/**
 * Where a place is, as address components: its town and country as the import found them in the data (its
 * town among the extract's towns, its country from the borders at its point); for a row imported before
 * those were kept, `where` (the gazetteer's town and country of its point) and its `addr:city`.
 */
function placeComponents(p: StoredOsmPlace, where: AddressComponent[] | undefined): AddressComponent[] {
  const country = countryOfCode(p.country);
  if (country) {
    const town = p.town?.name ?? p.address.city;
    return [
      ...(town ? [{ long_name: town, short_name: town, types: ["locality", "political"] }] : []),
      { long_name: country.name, short_name: country.code, types: ["country", "political"] },
    ];
  }
  const town = p.address.city ?? where?.find((c) => c.types.includes("locality"))?.long_name;
  return [
    ...(town ? [{ long_name: town, short_name: town, types: ["locality", "political"] }] : []),
    ...(where ?? []).filter((c) => !c.types.includes("locality") && !c.types.includes("neighborhood")),
  ];
}

/**
 * The snapshot of a place. `where` is the town and country the gazetteer puts its point in, needed only by
 * rows imported before the import kept a place's own (see placeComponents).
 */
export function osmRestaurant(
  p: StoredOsmPlace,
  opts: { language: string; where?: AddressComponent[]; now?: Date },
): Restaurant {
  const language = NAME_LANGUAGES.find((l) => l === opts.language);
  const name = (language && p.names[language]) || p.name;
  const { street, housenumber, postcode } = p.address;
  const streetLine = [housenumber, street].filter(Boolean).join(" ") || undefined;
  const around = placeComponents(p, opts.where);
  const town = around.find((c) => c.types.includes("locality"))?.long_name;
  const country = around.find((c) => c.types.includes("country"));
  const components: AddressComponent[] = [
    ...(housenumber ? [{ long_name: housenumber, short_name: housenumber, types: ["street_number"] }] : []),
    ...(street ? [{ long_name: street, short_name: street, types: ["route"] }] : []),
    ...(postcode ? [{ long_name: postcode, short_name: postcode, types: ["postal_code"] }] : []),
    ...around,
  ];
  const formatted = addressLine(opts.language, { streetLine, postcode, town, country });
  const types = [
    ...AMENITY_TYPES[p.amenity],
    ...[...p.cuisines, ...p.foods, ...p.otherCuisines].map(typeOf),
    ...(p.takeout ? ["meal_takeaway"] : []),
    ...(p.delivery ? ["meal_delivery"] : []),
    "food",
    "point_of_interest",
    "establishment",
  ];
  return {
    place_id: osmPlaceId(p.id),
    name,
    formatted_address: formatted || undefined,
    address_components: components,
    vicinity: streetLine ?? (town || undefined),
    types: [...new Set(types)],
    geometry: { location: { lat: p.lat, lng: p.lng } },
    formatted_phone_number: p.phone,
    international_phone_number: p.phone?.startsWith("+") ? p.phone : undefined,
    website: p.website,
    url: osmObjectUrl(p.id),
    opening_hours: p.periods ? openingHours(p.periods) : undefined,
    utc_offset_minutes: p.timeZone ? utcOffsetMinutes(p.timeZone, opts.now ?? new Date()) : undefined,
    reservable: p.reservable,
    takeout: p.takeout,
    delivery: p.delivery,
    outdoor_seating: p.outdoorSeating,
    serves_vegetarian_food: p.vegetarian,
    source: "osm",
  };
}
