import { findGuideCity, GUIDE_COUNTRIES, guideRegions, STATE_GRID, US, US_STATES, usCities } from "~/modules/catalog";
import { ENGLISH, LOCALES, type Locale, localizedPath } from "~/modules/i18n/locales";
import { paths } from "~/modules/urls/paths";

export interface SitemapEntry {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
  /** YYYY-MM-DD: when the page last changed, for pages whose content changes on its own. */
  lastmod?: string;
}

/**
 * The sitemap index (/sitemap.xml) lists these sitemaps (/sitemaps/{name}.xml): the browse and static
 * pages, and every catalogue city's results page, US and international (each far under the protocol's
 * 50,000 URLs per file).
 */
export const SITEMAPS = {
  pages: () => sitemapEntries(),
  "us-cities": (today: string) => usCityEntries(today),
  "international-cities": (today: string) => internationalCityEntries(today),
} as const;
export type SitemapName = keyof typeof SITEMAPS;

export function isSitemapName(name: string): name is SitemapName {
  return Object.hasOwn(SITEMAPS, name);
}

/**
 * Every catalogue city's results page. Their listings are fetched afresh at least every 15 minutes (the
 * places cache) and their Open/Closed badges change through the day, so they change daily: lastmod is
 * the day the sitemap is read.
 */
function cityEntry(place: { country: string; state: string; city: string }, today: string): SitemapEntry {
  return { path: paths.results(place), changefreq: "daily", priority: 0.6, lastmod: today };
}

function usCityEntries(today: string): SitemapEntry[] {
  return US_STATES.flatMap((s) =>
    usCities(s.code).map((c) => cityEntry({ country: US.name, state: s.name, city: c.name }, today)),
  );
}

function internationalCityEntries(today: string): SitemapEntry[] {
  return GUIDE_COUNTRIES.flatMap((g) =>
    g.cities.map((c) => cityEntry({ country: g.name, state: c.region, city: c.name }, today)),
  );
}

/** The sitemap index lists each sitemap once per language ('/sitemaps/pages.xml', '/fr/sitemaps/pages.xml', …). */
export function renderSitemapIndex(origin: string, today: string): string {
  const maps = LOCALES.flatMap((locale) =>
    Object.keys(SITEMAPS).map(
      (name) =>
        `  <sitemap><loc>${escapeXml(`${origin}${localizedPath(locale, `/sitemaps/${name}.xml`)}`)}</loc><lastmod>${today}</lastmod></sitemap>`,
    ),
  ).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps}\n</sitemapindex>\n`;
}

/** Every indexable static and browse page TableScout serves. */
export function sitemapEntries(): SitemapEntry[] {
  const entries: SitemapEntry[] = [
    { path: paths.home(), changefreq: "daily", priority: 1 },
    { path: paths.unitedStates(), changefreq: "weekly", priority: 0.8 },
    { path: paths.international(), changefreq: "weekly", priority: 0.8 },
  ];
  for (const s of US_STATES)
    entries.push({ path: paths.state("United States", s.name), changefreq: "weekly", priority: 0.7 });
  for (const c of STATE_GRID.slice(1))
    entries.push({ path: paths.country(c.name), changefreq: "monthly", priority: 0.6 });
  for (const g of GUIDE_COUNTRIES) {
    entries.push({ path: paths.internationalCountry(g.name), changefreq: "weekly", priority: 0.7 });
    for (const region of guideRegions(g)) {
      // A region that shares its name with a guide city is that city's results page (URL rule 1).
      if (!findGuideCity(g, region))
        entries.push({ path: paths.internationalState(g.name, region), changefreq: "monthly", priority: 0.5 });
    }
  }
  entries.push(
    { path: paths.privacyPolicy(), changefreq: "yearly", priority: 0.2 },
    { path: paths.termsOfUse(), changefreq: "yearly", priority: 0.2 },
  );
  return entries;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * A sitemap of the pages in one language. Each URL lists the page in every language and x-default (the
 * English page) as search engines ask: `<xhtml:link rel="alternate" hreflang>`, the same set in every
 * language's sitemap.
 */
export function renderSitemap(entries: readonly SitemapEntry[], origin: string, locale: Locale = ENGLISH): string {
  const urls = entries
    .map((e) => {
      const alternates = [...LOCALES.map((l) => [l.tag, l] as const), ["x-default", ENGLISH] as const]
        .map(
          ([hreflang, l]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localizedPath(l, e.path))}"/>`,
        )
        .join("");
      return `  <url><loc>${escapeXml(origin + localizedPath(locale, e.path))}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}<changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority>${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** robots.txt; the Sitemap line only when the public origin is known (it must be an absolute URL). */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // The private pages in every language.
    ...LOCALES.flatMap((l) =>
      [paths.account(), paths.auth(), paths.search()].map((p) => `Disallow: ${localizedPath(l, p)}`),
    ),
    "Disallow: /api/",
    // The same routes under a language's prefix.
    "Disallow: /*/api/",
    "",
    ...(origin ? [`Sitemap: ${origin}/sitemap.xml`, ""] : []),
  ].join("\n");
}
