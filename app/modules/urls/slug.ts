/**
 * The spec's slug rule: lowercase, spaces become hyphens, apostrophes
 * and periods removed. Beyond the spec, and so that every slug is a plain URL segment: accents are
 * folded to their base letter ('Zürich' -> 'zurich'), any other run of characters outside [a-z0-9]
 * becomes one hyphen, and hyphens never lead, trail or repeat.
 *
 * A page builds a few hundred paths from the same catalogue names (every filter link names its city
 * and state), and Unicode normalisation is the costly step, so the slugs of short names are remembered
 * (the memory is emptied when it holds SLUG_MEMORY names, so hostile input cannot grow it).
 */
export function slugify(name: string): string {
  if (name.length > 100) return slugOf(name);
  let slug = remembered.get(name);
  if (slug === undefined) {
    if (remembered.size >= SLUG_MEMORY) remembered.clear();
    slug = slugOf(name);
    remembered.set(name, slug);
  }
  return slug;
}

const SLUG_MEMORY = 5_000;
const remembered = new Map<string, string>();

function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
