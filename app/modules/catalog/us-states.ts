/**
 * The US states and how the US is named: the small part of the catalogues that building links needs, in
 * a module of its own so that client bundles (which build links) never carry the rest of the catalogues.
 */
import { slugify } from "~/modules/slug";
import usStatesData from "./data/us-states.json";

export const US_NAME = "United States";
/** Short labels used in URLs and by geocoders for the US, besides the name's slug. */
export const US_ALIASES: readonly string[] = ["USA", "US", "United States of America"];
export const US_SLUG = slugify(US_NAME);

const US_KEYS = new Set([US_NAME, ...US_ALIASES].map(slugify));

/** Whether a country name or alias ('United States', 'USA', 'us') is the US. */
export function isUsName(country: string): boolean {
  return US_KEYS.has(slugify(country));
}

export interface UsState {
  code: string;
  name: string;
  slug: string;
}

export const US_STATES: readonly UsState[] = usStatesData.map((s) => ({ ...s, slug: slugify(s.name) }));

const STATE_BY_KEY = new Map<string, UsState>();
for (const s of US_STATES) {
  STATE_BY_KEY.set(s.slug, s);
  STATE_BY_KEY.set(s.code.toLowerCase(), s);
}

/** A US state by name slug ('california'), USPS code ('ca', 'CA') or name ('California'). */
export function findUsState(key: string): UsState | undefined {
  return STATE_BY_KEY.get(key.toLowerCase()) ?? STATE_BY_KEY.get(slugify(key));
}
