import { paths } from "~/modules/urls";

export interface SitemapEntry {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

/** Every indexable page TableScout serves. Pages register here when their route lands. */
export function sitemapEntries(): SitemapEntry[] {
  return [
    { path: paths.home(), changefreq: "daily", priority: 1 },
    { path: paths.privacyPolicy(), changefreq: "yearly", priority: 0.2 },
    { path: paths.termsOfUse(), changefreq: "yearly", priority: 0.2 },
  ];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${paths.account()}`,
    `Disallow: ${paths.auth()}`,
    `Disallow: ${paths.search()}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
