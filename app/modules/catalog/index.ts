export { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, type FooterCity } from "./footer";
import { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, type FooterCity } from "./footer";

/** Catalogue cities whose name, state or country contains the text (case- and accent-insensitive), best first. */
export function findCatalogueCities(text: string, limit = 12): FooterCity[] {
  const needle = fold(text);
  if (!needle) return [];
  const all = [...FOOTER_US_CITIES, ...FOOTER_INTERNATIONAL_CITIES];
  const scored = all
    .map((c) => {
      const city = fold(c.city);
      const score = city === needle ? 3 : city.startsWith(needle) ? 2 : city.includes(needle) ? 1 : fold(`${c.state} ${c.country}`).includes(needle) ? 0.5 : 0;
      return { c, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.c);
}

function fold(s: string): string {
  return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\s+/g, " ").trim();
}
