import { match } from "@formatjs/intl-localematcher";
import { ENGLISH, LOCALES, type Locale, localeOfTag } from "./locales";

/** The longest Accept-Language header read, and the most languages taken from it (a header is the sender's). */
const HEADER_MAX = 1000;
const RANGES_MAX = 12;
const TAGS = LOCALES.map((l) => l.tag);

/** The language ranges of an Accept-Language header, most wanted first; '*' and malformed ranges dropped. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header || header.length > HEADER_MAX) return [];
  const ranges: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of header.split(",").slice(0, RANGES_MAX).entries()) {
    const [range, ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!range || range === "*" || !Number.isFinite(q) || q <= 0 || q > 1) continue;
    try {
      ranges.push({ tag: Intl.getCanonicalLocales(range.trim())[0]!, q, at });
    } catch {
      // Not a language tag: ignored.
    }
  }
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag);
}

/**
 * The guide's language that best serves a browser's Accept-Language, by CLDR's language matching (Canadian
 * French reads French, European Portuguese Brazilian Portuguese, Singapore's Chinese Simplified Chinese;
 * Traditional Chinese is not served by Simplified, so Taiwan and Hong Kong get English unless they choose it).
 * No header, or no language close enough: English.
 */
export function negotiateLocale(header: string | null): Locale {
  let wanted = acceptedLanguages(header);
  // A reader of Traditional Chinese whose browser adds a bare 'zh' (Hong Kong's and Taiwan's defaults do)
  // does not thereby ask for Simplified.
  if (wanted.some((tag) => new Intl.Locale(tag).maximize().script === "Hant"))
    wanted = wanted.filter((tag) => tag.toLowerCase() !== "zh");
  if (!wanted.length) return ENGLISH;
  return localeOfTag(match(wanted, TAGS, ENGLISH.tag, { algorithm: "best fit" })) ?? ENGLISH;
}
