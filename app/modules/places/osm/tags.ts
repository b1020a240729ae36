/**
 * An OpenStreetMap eat/drink place as the guide keeps it: what its tags say, checked and mapped onto the
 * guide's own words. Data © OpenStreetMap contributors (ODbL): whatever shows it credits them.
 *
 * Tags are free text anyone can write, so every value is treated as hostile: control and direction characters
 * are removed, lengths are capped, a website must be http(s), coordinates must be on the globe. A place
 * without a name is not listed (a guide cannot show 'a café'); one whose tags cannot be used says why.
 */
import { CUISINES, type FOODS } from "~/modules/catalog/taxonomy";
import { DIRECTION_CONTROL, VISIBLE } from "~/modules/http/params";
import { slugify } from "~/modules/urls/slug";
import { OSM_NUMBER } from "./ids";

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

/** Control characters (C0, C1), the byte-order mark and the controls that change the text's direction. */
const UNSAFE = new RegExp(`[\\p{Cc}\\uFEFF]|${DIRECTION_CONTROL.source}`, "gu");

/**
 * A tag's text made safe to keep: invisible controls out, white space folded, at most `max` characters;
 * nothing when nothing visible is left.
 */
export function cleanText(value: unknown, max = TEXT_MAX): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  if (!VISIBLE.test(text)) return undefined;
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join("").trimEnd() : text;
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
 * What every object the guide keeps has: its id ('n123', 'w456'), its name and its names in the guide's
 * languages, and where it is (on the globe, to 1 cm); or why it has none of them.
 */
function namedObject(
  object: { type: "node" | "way"; id: number | string },
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
  const name = cleanText(tags.name, NAME_MAX);
  if (!name) return { ok: false, reason: "no-name" };
  const names: OsmPlace["names"] = {};
  for (const lang of NAME_LANGUAGES) {
    const local = cleanText(tags[`name:${lang}`], NAME_MAX);
    if (local && local !== name) names[lang] = local;
  }
  return {
    ok: true,
    object: {
      id: `${object.type === "node" ? "n" : "w"}${number}`,
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
  object: { type: "node" | "way"; id: number | string },
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
      phone: cleanText(tags.phone ?? tags["contact:phone"], 40),
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
  object: { type: "node" | "way"; id: number | string },
  tags: Readonly<Record<string, unknown>>,
  at: { lat: number; lng: number },
): OsmLocality | null {
  const kind = tags.place;
  if (object.type !== "node" || typeof kind !== "string" || !(LOCALITY_KINDS as readonly string[]).includes(kind))
    return null;
  const named = namedObject(object, tags, at);
  return named.ok ? { ...named.object, kind: kind as LocalityKind } : null;
}
