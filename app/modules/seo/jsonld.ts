/**
 * JSON-LD builders and safe serialisation. Structured data is embedded in a <script> element, so the
 * serialised JSON must never be able to close that element or open a comment: `<`, `>` and `&` are
 * written as \u escapes (still valid JSON), and so are U+2028/U+2029.
 *
 * Google's review-snippet rules forbid marking up third-party ratings, so no builder here emits
 * AggregateRating for provider (Google) ratings.
 */
import { paths } from "~/modules/urls/paths";

export type JsonLd = Record<string, unknown>;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface Crumb {
  name: string;
  /** Root-relative path; the last crumb (the current page) may omit it. */
  path?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${origin}${crumb.path}` } : {}),
    })),
  };
}

/** The site in the page's language: `base` is the origin and the language's prefix (useSiteOrigin). */
export function webSite(base: string, name: string, language: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    // The English home is the origin's root ('…/'); another language's is its prefix ('…/fr').
    url: /\/[a-z-]+$/.test(base) ? base : `${base}/`,
    inLanguage: language,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${base}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** schema.org ItemList of a results page: its restaurants in the order shown, each by its page's URL. */
export function itemList(items: ReadonlyArray<{ name: string; href: string }>, origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      // The restaurant's canonical page: the web twin, without the place-id hint the card link carries.
      url: `${origin}${paths.web(item.href.split("?")[0]!)}`,
    })),
  };
}
