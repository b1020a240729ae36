import type { MetaDescriptor } from "@remix-run/cloudflare";
import { ENGLISH, LOCALES, type Locale, localizedPath } from "~/modules/i18n/locales";

/**
 * Every language's version of a page, as search engines read them: one `<link rel="alternate" hreflang>` per
 * language and `x-default` (the English page, which redirects visitors whose browser prefers another language).
 * Every version lists all of them, itself included, so each alternate points back. `path` is the page's path
 * without a language prefix; `url` makes it absolute.
 */
export function languageAlternates(path: string, url: (path: string) => string): MetaDescriptor[] {
  return [
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l.tag, href: url(localizedPath(l, path)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(localizedPath(ENGLISH, path)) },
  ];
}

/** Open Graph's locale of the page and of its other languages. */
export function openGraphLocales(locale: Locale): MetaDescriptor[] {
  return [
    { property: "og:locale", content: locale.og },
    ...LOCALES.filter((l) => l.prefix !== locale.prefix).map((l) => ({
      property: "og:locale:alternate",
      content: l.og,
    })),
  ];
}
