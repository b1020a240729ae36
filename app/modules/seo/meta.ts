import type { MetaDescriptor } from "@remix-run/cloudflare";

export const SITE_NAME = "TableScout";
export const DEFAULT_DESCRIPTION =
  "TableScout is a free restaurant guide: search restaurants, cafes and cuisines, browse by country, state, city and neighbourhood, compare ratings, prices and hours on a map, and keep your favorites.";
export const DEFAULT_KEYWORDS = ["restaurants", "restaurant guide", "places to eat", "dining", "food near me", "cafes"];

export interface PageMeta {
  /** The page's own title; the site name is appended unless `exactTitle` is set. */
  title: string;
  description?: string;
  /** Path (with query if it is part of the page's identity) used for the canonical URL and og:url. */
  path: string;
  keywords?: readonly string[];
  /** Absolute or root-relative image URL for social cards. */
  image?: string;
  type?: "website" | "article" | "profile";
  /** Keep the page out of search engines (errors, account pages). */
  noindex?: boolean;
  exactTitle?: boolean;
}

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The site origin carried by the root loader's data, found from a meta function's `matches`. */
export function originFromMatches(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * The one meta helper: title, description, keywords, Open Graph, Twitter card and canonical link.
 * Every route's `meta` export calls this with its own page facts and the meta function's `matches`.
 */
export function pageMeta(page: PageMeta, matches: Matches): MetaDescriptor[] {
  const origin = originFromMatches(matches);
  const title = page.exactTitle ? page.title : `${page.title} | ${SITE_NAME}`;
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const url = absoluteUrl(page.path, origin);
  const image = absoluteUrl(page.image ?? "/og-image.png", origin);
  const keywords = [...(page.keywords ?? []), ...DEFAULT_KEYWORDS];
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: [...new Set(keywords)].join(", ") },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  return descriptors;
}

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${origin}${path}`;
}
