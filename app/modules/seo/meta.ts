import type { MetaDescriptor } from "@remix-run/cloudflare";
import { localizedPath } from "~/modules/i18n/locales";
import { translatorOf } from "~/modules/i18n/matches";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import { isMobilePath, mobileTabOf, paths } from "~/modules/urls/paths";
import { languageAlternates, openGraphLocales } from "./alternates";

export const SITE_NAME = "TableScout";

/** The site's own description, for pages that give none, in the page's language. */
const defaultDescription = ({ t }: Translator) => t("meta.site.description");

/** The site's keywords, after each page's own, in the page's language. */
const defaultKeywords = ({ t }: Translator) => [
  t("meta.site.keyword.restaurants"),
  t("meta.site.keyword.guide"),
  t("meta.site.keyword.placesToEat"),
  t("meta.site.keyword.dining"),
  t("meta.site.keyword.foodNearMe"),
  t("meta.site.keyword.cafes"),
];

/** What a page says of itself, in the page's language (the meta functions translate it). */
export interface PageMeta {
  /** The page's own title; the site name is appended unless `exactTitle` is set. */
  title: string;
  description?: string;
  /** Path (with query if it is part of the page's identity) used for the canonical URL and og:url. */
  path: string;
  keywords?: readonly string[];
  /** The social card's image: a kind's own 1200x630 image (the home page's by default), or a photo URL. */
  image?: SocialImageKind | { photo: string } | GeneratedImage;
  type?: "website" | "article" | "profile";
  /** Keep the page out of search engines (errors, account pages). */
  noindex?: boolean;
  exactTitle?: boolean;
  /** The page has a twin in the mobile-styled version (/mobile + the same path), which search engines are told of. */
  mobileTwin?: boolean;
}

/** A 1200x630 social image per page kind, in public/og/ (drawn by `npm run icons`). */
export const SOCIAL_IMAGES = {
  home: "/og/home.jpg",
  browse: "/og/browse.jpg",
  results: "/og/results.jpg",
  restaurant: "/og/restaurant.jpg",
  profile: "/og/profile.jpg",
} as const;
export type SocialImageKind = keyof typeof SOCIAL_IMAGES;
/** A page's own 1200x630 share image, made at the edge in the page's language (lists, profiles), and its text. */
export interface GeneratedImage {
  card: string;
  alt: string;
}

/** The screens the /mobile pages are made for, as the web pages' `rel="alternate"` link names them. */
export const MOBILE_MEDIA = "only screen and (max-width: 640px)";

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
  const translator = translatorOf(matches);
  const title = page.exactTitle ? page.title : translator.t("meta.site.title", { title: page.title });
  const description = page.description ?? defaultDescription(translator);
  const { locale } = translator;
  // Each language's page is its own canonical; the same page in every language is listed as its alternates.
  const canonical = canonicalOf(page.path);
  const url = absoluteUrl(localizedPath(locale, canonical), origin);
  const chosen = page.image ?? "home";
  const image = absoluteUrl(
    typeof chosen === "string"
      ? SOCIAL_IMAGES[chosen]
      : "card" in chosen
        ? localizedPath(locale, chosen.card)
        : chosen.photo,
    origin,
  );
  const sized = typeof chosen === "string" || "card" in chosen;
  const keywords = [...(page.keywords ?? []), ...defaultKeywords(translator)];
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
    ...(sized
      ? [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
    ...(typeof chosen !== "string" && "card" in chosen
      ? [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:alt", content: chosen.alt },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(typeof chosen !== "string" && "card" in chosen ? [{ name: "twitter:image:alt", content: chosen.alt }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(canonical, (path) => absoluteUrl(path, origin)),
    ...openGraphLocales(locale),
  ];
  // Separate mobile URLs, as search engines ask for them: the web page names its mobile twin for small
  // screens, and the twin's canonical (canonicalOf) points back at the web page.
  if (page.mobileTwin && !isMobilePath(page.path))
    descriptors.push({
      tagName: "link",
      rel: "alternate",
      media: MOBILE_MEDIA,
      href: absoluteUrl(localizedPath(locale, paths.mobile(page.path)), origin),
    });
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex, follow" });
  return descriptors;
}

/**
 * The /mobile pages are the same content as their web twins, so search engines are pointed at the web
 * page ('/mobile/restaurants/…' at '/restaurants/…'). The bottom bar's own tabs (search, near me, favorites,
 * profile) have no twin and stay their own, and so does the mobile home: the phone app's start screen (its
 * search, 'Near you', the hotspot cities) is not the web home's content, and a canonical at the site's root
 * from another page is what search engines take for a mistake.
 */
function canonicalOf(path: string): string {
  if (!isMobilePath(path) || mobileTabOf(path) !== "home") return path;
  const web = paths.web(path);
  return web === paths.home() ? path : web;
}

export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${origin}${path}`;
}

/**
 * The <head> of a private page both versions show from one route module (app/routes.ts): never indexed, its
 * title in each version's words, its path in each version.
 */
export function twinPageMeta(
  { matches, location }: { matches: Matches; location: { pathname: string } },
  title: { web: MessageKey; mobile: MessageKey },
  path: (opts: { mobile: boolean }) => string,
): MetaDescriptor[] {
  const mobile = isMobilePath(location.pathname);
  const { t } = translatorOf(matches);
  return pageMeta({ title: t(mobile ? title.mobile : title.web), path: path({ mobile }), noindex: true }, matches);
}
