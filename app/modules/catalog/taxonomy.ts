/**
 * The filter catalogues: 40 cuisines, 29 foods, 10 features (the first 8 shown by default). The English
 * names are the values (URLs, search); each has its label in the page's language in the browse catalogue
 * ('browse.cuisine.texMex'), which `cuisineLabel`, `foodLabel` and `featureLabel` give.
 */
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import { slugify } from "~/modules/slug";

export const CUISINES = [
  "Argentinian",
  "Brazilian",
  "British",
  "Cajun",
  "Caribbean",
  "Chinese",
  "Cuban",
  "Ethiopian",
  "Filipino",
  "French",
  "German",
  "Greek",
  "Hawaiian",
  "Indian",
  "Indonesian",
  "Irish",
  "Italian",
  "Jamaican",
  "Japanese",
  "Korean",
  "Lebanese",
  "Malaysian",
  "Mediterranean",
  "Mexican",
  "Middle Eastern",
  "Moroccan",
  "Nepalese",
  "Pakistani",
  "Persian",
  "Peruvian",
  "Polish",
  "Portuguese",
  "Russian",
  "Southern",
  "Spanish",
  "Taiwanese",
  "Tex-Mex",
  "Thai",
  "Turkish",
  "Vietnamese",
] as const;

export const FOODS = [
  "Bagel",
  "Barbecue",
  "Breakfast",
  "Brunch",
  "Burger",
  "Burrito",
  "Chicken Wings",
  "Curry",
  "Dim Sum",
  "Donut",
  "Dumplings",
  "Falafel",
  "Fish and Chips",
  "Fried Chicken",
  "Gyro",
  "Hot Dog",
  "Ice Cream",
  "Kebab",
  "Noodles",
  "Pho",
  "Pizza",
  "Poke",
  "Ramen",
  "Salad",
  "Sandwich",
  "Steak",
  "Sushi",
  "Tacos",
  "Wrap",
] as const;

export const FEATURES = [
  "Outdoor Seating",
  "Delivery",
  "Takeout",
  "Reservations",
  "Live Music",
  "Wi-Fi",
  "Parking",
  "Bar",
  "Brunch",
  "Late Night",
] as const;

/** How many features the filter column shows before 'Show all'. */
export const FEATURES_SHOWN = 8;

export type Cuisine = (typeof CUISINES)[number];
export type Food = (typeof FOODS)[number];
export type Feature = (typeof FEATURES)[number];

type Kind = "cuisine" | "food" | "feature";

/** A value's message key: its slug in camelCase under its kind ('Tex-Mex' -> 'browse.cuisine.texMex'). */
const labelKey = (kind: Kind, name: string) =>
  `browse.${kind}.${slugify(name).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}` as MessageKey;

/** A value's label in the page's language; a name the catalogue does not list is shown as it is. */
function label(t: Translator, kind: Kind, name: string): string {
  const key = labelKey(kind, name);
  return key in t.catalogue ? t.t(key) : name;
}

/** A cuisine's name in the page's language ('Italian'). */
export const cuisineLabel = (t: Translator, cuisine: string): string => label(t, "cuisine", cuisine);
/** A food's name in the page's language ('Fish and Chips'). */
export const foodLabel = (t: Translator, food: string): string => label(t, "food", food);
/** A feature's name in the page's language ('Outdoor Seating'). */
export const featureLabel = (t: Translator, feature: string): string => label(t, "feature", feature);
