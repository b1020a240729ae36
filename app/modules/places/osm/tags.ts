/**
 * An OpenStreetMap eat/drink place as the guide keeps it: what its tags say, checked and mapped onto the
 * guide's own words. Data © OpenStreetMap contributors (ODbL): whatever shows it credits them.
 *
 * Tags are free text anyone can write, so every value is treated as hostile: control, direction and zero width
 * characters are removed, lengths are capped, a website must be http(s), a phone a phone number, coordinates
 * on the globe. A place without a name in any language it keeps is not listed (a guide cannot show 'a café');
 * one whose tags cannot be used says why.
 */
import { CUISINES, type FOODS } from "~/modules/catalog/taxonomy";
import { DIRECTION_CONTROL, VISIBLE } from "~/modules/http/params";
import { umlautsWrittenOut } from "~/modules/places/rules";
import { slugify } from "~/modules/slug";
import { OSM_NUMBER } from "./ids";

/** What an object of OpenStreetMap is: a node, a way (at its centre) or a multipolygon relation (likewise). */
export type OsmObjectType = "node" | "way" | "relation";

/** The amenity values the guide lists. */
export const EAT_DRINK = ["restaurant", "cafe", "fast_food", "bar", "pub", "food_court", "ice_cream"] as const;
export type EatDrink = (typeof EAT_DRINK)[number];

/** The languages whose names (`name:xx`) the guide keeps: its own. */
export const NAME_LANGUAGES = ["en", "es", "fr", "de", "it", "pt", "ja", "zh", "ar"] as const;

export const NAME_MAX = 200;
const TEXT_MAX = 300;
const URL_MAX = 2000;

/** What the guide keeps of one place. */
export interface OsmPlace {
  /** The object's type and number: 'n123' (a node), 'w456' (a way, at its centre). */
  id: string;
  amenity: EatDrink;
  name: string;
  /** Its name in the guide's other languages, where OpenStreetMap has it. */
  names: Partial<Record<(typeof NAME_LANGUAGES)[number], string>>;
  lat: number;
  lng: number;
  /** The guide's cuisines and foods its `cuisine` tag names. */
  cuisines: string[];
  foods: string[];
  /** Cuisine values the guide has no word for, kept as written (spaces for underscores). */
  otherCuisines: string[];
  /** yes/no tags: absent when OpenStreetMap does not say. */
  takeout?: boolean;
  delivery?: boolean;
  outdoorSeating?: boolean;
  reservable?: boolean;
  vegetarian?: boolean;
  wheelchair?: "yes" | "limited" | "no";
  address: { street?: string; housenumber?: string; postcode?: string; city?: string; country?: string };
  phone?: string;
  website?: string;
  /** The `opening_hours` value as written (parsed at import: see hours.ts). */
  openingHours?: string;
}

export type OsmPlaceOutcome =
  | { ok: true; place: OsmPlace }
  | { ok: false; reason: "not-eat-drink" | "no-name" | "bad-coordinates" | "bad-id" };

/** Control characters (C0, C1) and the controls that change the text's direction: each read as a space. */
const UNSAFE = new RegExp(`\\p{Cc}|${DIRECTION_CONTROL.source}`, "gu");

/**
 * Characters that are never seen and never needed in a name, removed without a trace (a word they sit in
 * stays one word): zero width space U+200B, word joiner U+2060, the invisible operators U+2061-U+2064, the
 * byte-order mark U+FEFF and the soft hyphen U+00AD.
 */
const INVISIBLE = /[\u00AD\u200B\u2060-\u2064\uFEFF]/gu;

/**
 * The zero width non-joiner and joiner (U+200C, U+200D) are part of how some text is written: in emoji (a
 * cook is a person, U+200D, a frying pan), in Persian and Arabic words and in the Indic scripts they sit
 * between two seen characters. Only there are they kept: at the start or end of a word, next to another
 * joiner or alone, they do nothing but hide, and are removed.
 */
const SEEN = "[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}]";
const LOOSE_JOINER = new RegExp(`(?<!${SEEN})[\\u200C\\u200D]|[\\u200C\\u200D](?!${SEEN})`, "gu");

/**
 * A tag's text made safe to keep: invisible characters out (see INVISIBLE and LOOSE_JOINER), controls read
 * as spaces, white space folded, at most `max` characters; nothing when nothing visible is left.
 */
export function cleanText(value: unknown, max = TEXT_MAX): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(INVISIBLE, "").replace(UNSAFE, " ").replace(LOOSE_JOINER, "").replace(/\s+/g, " ").trim();
  if (!VISIBLE.test(text)) return undefined;
  const chars = [...text];
  // A cut can end inside an emoji: a joiner left last is one at the end of a word.
  return chars.length > max ? chars.slice(0, max).join("").replace(LOOSE_JOINER, "").trimEnd() : text;
}

/** OpenStreetMap's yes/no values ('yes', 'no', 'only' is yes); anything else is not an answer. */
function yesNo(value: unknown): boolean | undefined {
  if (value === "yes" || value === "only" || value === "designated") return true;
  if (value === "no") return false;
  return undefined;
}

/** OpenStreetMap cuisine values (snake_case) that name one of the guide's foods differently. */
const FOOD_ALIASES: Record<string, (typeof FOODS)[number]> = {
  bagel: "Bagel",
  barbecue: "Barbecue",
  bbq: "Barbecue",
  breakfast: "Breakfast",
  brunch: "Brunch",
  burger: "Burger",
  burrito: "Burrito",
  wings: "Chicken Wings",
  chicken_wings: "Chicken Wings",
  curry: "Curry",
  dim_sum: "Dim Sum",
  donut: "Donut",
  doughnut: "Donut",
  dumpling: "Dumplings",
  dumplings: "Dumplings",
  falafel: "Falafel",
  fish_and_chips: "Fish and Chips",
  fried_chicken: "Fried Chicken",
  chicken: "Fried Chicken",
  gyros: "Gyro",
  gyro: "Gyro",
  hot_dog: "Hot Dog",
  ice_cream: "Ice Cream",
  gelato: "Ice Cream",
  kebab: "Kebab",
  noodle: "Noodles",
  noodles: "Noodles",
  pho: "Pho",
  pizza: "Pizza",
  poke: "Poke",
  ramen: "Ramen",
  salad: "Salad",
  sandwich: "Sandwich",
  steak_house: "Steak",
  steak: "Steak",
  sushi: "Sushi",
  tacos: "Tacos",
  taco: "Tacos",
  wrap: "Wrap",
};

/** The guide's cuisines by their slug ('middle-eastern', 'tex-mex'), which OpenStreetMap's values match. */
const CUISINE_BY_SLUG = new Map(CUISINES.map((c) => [slugify(c), c]));

/** A `cuisine` tag (values separated by ';') on the guide's cuisines and foods; the rest kept as written. */
export function mapCuisine(value: unknown): Pick<OsmPlace, "cuisines" | "foods" | "otherCuisines"> {
  const cuisines = new Set<string>();
  const foods = new Set<string>();
  const other = new Set<string>();
  const raw = cleanText(value) ?? "";
  for (const part of raw.split(";")) {
    const key = part
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    if (!key) continue;
    const cuisine = CUISINE_BY_SLUG.get(key.replace(/_/g, "-"));
    const food = FOOD_ALIASES[key];
    if (cuisine) cuisines.add(cuisine);
    if (food) foods.add(food);
    if (!cuisine && !food) other.add(key.replace(/_/g, " ").slice(0, 40));
  }
  return { cuisines: [...cuisines], foods: [...foods], otherCuisines: [...other].slice(0, 8) };
}

/** A website or contact URL: http(s) only, as written. */
function webAddress(value: unknown): string | undefined {
  const text = cleanText(value, URL_MAX);
  if (!text) return undefined;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `http://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A phone tag's number, or nothing: the first of several (separated by ';'), kept only when it reads as a
 * phone number (digits, spaces, '+', '-', '(', ')', '.', '/', and at least 5 digits). Pages link it as
 * tel:, so 'javascript:alert(3)' must not become 'tel:3'.
 */
function phoneNumber(value: unknown): string | undefined {
  const first = cleanText(value, 200)?.split(";")[0]?.trim();
  if (!first || first.length > 40 || !/^[+\d\s()./-]+$/.test(first)) return undefined;
  return (first.match(/\d/g)?.length ?? 0) >= 5 ? first : undefined;
}

/** Where a name is, in order: the name, the English one, the international one, the guide's languages'. */
const NAME_KEYS = ["name", "name:en", "int_name", ...NAME_LANGUAGES.map((lang) => `name:${lang}`)];

/**
 * What every object the guide keeps has: its id ('n123', 'w456'), its name (see NAME_KEYS) and its names in
 * the guide's languages, and where it is (on the globe, to 1 cm); or why it has none of them.
 */
function namedObject(
  object: { type: OsmObjectType; id: number | string },
  tags: Readonly<Record<string, unknown>>,
  at: { lat: number; lng: number },
):
  | { ok: true; object: Pick<OsmPlace, "id" | "name" | "names" | "lat" | "lng"> }
  | { ok: false; reason: "bad-id" | "bad-coordinates" | "no-name" } {
  const number = String(object.id);
  if (!OSM_NUMBER.test(number)) return { ok: false, reason: "bad-id" };
  const { lat, lng } = at;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { ok: false, reason: "bad-coordinates" };
  // A place named only in another language (name:ja, name:ar, int_name) is named: by the first there is.
  let name: string | undefined;
  for (const key of NAME_KEYS) {
    name = cleanText(tags[key], NAME_MAX);
    if (name) break;
  }
  if (!name) return { ok: false, reason: "no-name" };
  const names: OsmPlace["names"] = {};
  for (const lang of NAME_LANGUAGES) {
    const local = cleanText(tags[`name:${lang}`], NAME_MAX);
    if (local && local !== name) names[lang] = local;
  }
  return {
    ok: true,
    object: {
      id: `${object.type[0]}${number}`,
      name,
      names,
      lat: Math.round(lat * 1e7) / 1e7,
      lng: Math.round(lng * 1e7) / 1e7,
    },
  };
}

/**
 * One OpenStreetMap object (its type and id, its tags, where it is: a node's point or a way's centre) as
 * the guide keeps it, or why it cannot be listed.
 */
export function osmPlace(
  object: { type: OsmObjectType; id: number | string },
  tags: Readonly<Record<string, unknown>>,
  at: { lat: number; lng: number },
): OsmPlaceOutcome {
  const amenity = tags.amenity;
  if (typeof amenity !== "string" || !(EAT_DRINK as readonly string[]).includes(amenity))
    return { ok: false, reason: "not-eat-drink" };
  const named = namedObject(object, tags, at);
  if (!named.ok) return named;
  const wheelchair = tags.wheelchair;
  return {
    ok: true,
    place: {
      ...named.object,
      amenity: amenity as EatDrink,
      ...mapCuisine(tags.cuisine),
      takeout: yesNo(tags.takeaway),
      delivery: yesNo(tags.delivery),
      outdoorSeating: yesNo(tags.outdoor_seating),
      reservable:
        yesNo(tags.reservation) ??
        (tags.reservation === "required" || tags.reservation === "recommended" ? true : undefined),
      vegetarian: yesNo(tags["diet:vegetarian"]),
      wheelchair: wheelchair === "yes" || wheelchair === "limited" || wheelchair === "no" ? wheelchair : undefined,
      address: {
        street: cleanText(tags["addr:street"]),
        housenumber: cleanText(tags["addr:housenumber"], 20),
        postcode: cleanText(tags["addr:postcode"], 20),
        city: cleanText(tags["addr:city"]),
        // A two-letter country code, or nothing: 'Germany' cut to 'GE' would be Georgia.
        country:
          typeof tags["addr:country"] === "string" && /^[A-Za-z]{2}$/.test(tags["addr:country"])
            ? tags["addr:country"].toUpperCase()
            : undefined,
      },
      phone: phoneNumber(tags.phone) ?? phoneNumber(tags["contact:phone"]),
      website: webAddress(tags.website ?? tags["contact:website"]),
      openingHours: cleanText(tags.opening_hours, 255),
    },
  };
}

/** The kinds of OpenStreetMap places (the `place` tag) the guide keeps as towns and neighbourhoods. */
export const LOCALITY_KINDS = ["city", "town", "village", "suburb", "quarter", "neighbourhood"] as const;
export type LocalityKind = (typeof LOCALITY_KINDS)[number];

/** A town or neighbourhood of an extract, as the guide keeps it. */
export interface OsmLocality {
  id: string;
  kind: LocalityKind;
  name: string;
  names: OsmPlace["names"];
  lat: number;
  lng: number;
}

/** A `place` node as a town or neighbourhood, or null (another kind, no name, bad id or coordinates). */
export function osmLocality(
  object: { type: OsmObjectType; id: number | string },
  tags: Readonly<Record<string, unknown>>,
  at: { lat: number; lng: number },
): OsmLocality | null {
  const kind = tags.place;
  if (object.type !== "node" || typeof kind !== "string" || !(LOCALITY_KINDS as readonly string[]).includes(kind))
    return null;
  const named = namedObject(object, tags, at);
  return named.ok ? { ...named.object, kind: kind as LocalityKind } : null;
}

/**
 * What a name is found by in the full-text index (which already folds case and accents: 'cafe' finds 'Café'):
 * its names, the same without apostrophes ('mcdonalds' finds "McDonald's", 'lera' finds "L'era") and with
 * German umlauts written out ('hoefli' finds 'Höfli').
 */
export function searchNames(names: readonly string[]): string {
  const variants = new Set<string>();
  for (const name of names) {
    variants.add(name);
    variants.add(name.replace(/['’‘`´]/g, ""));
    variants.add(umlautsWrittenOut(name));
  }
  return [...variants].join(" ");
}
