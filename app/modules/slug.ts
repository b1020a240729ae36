/**
 * The spec's slug rule: lowercase, spaces become hyphens, apostrophes
 * and periods removed. Beyond the spec, and so that every slug is a plain URL segment: accents are
 * folded to their base letter ('Zürich' -> 'zurich'), any other run of characters outside [a-z0-9]
 * becomes one hyphen, and hyphens never lead, trail or repeat.
 */
export function slugify(name: string): string {
  // Unicode normalisation is the costly step, and plain ASCII has no accents to fold: a results page
  // builds a few hundred paths from such names.
  return (/^[\x20-\x7e]*$/.test(name) ? name : name.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))
    .toLowerCase()
    .replace(/['’‘.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
