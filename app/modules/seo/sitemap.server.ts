import { plainText } from "~/modules/http/responses";

/**
 * A sitemap's answer: the XML, or 404 when the deployment does not know its public origin (SITE_URL),
 * since sitemaps need absolute URLs.
 */
export function sitemapResponse(origin: string, render: (origin: string, today: string) => string | null): Response {
  if (!origin)
    return plainText(404, "The sitemap is not available: this deployment has no SITE_URL configured.", {
      "Cache-Control": "no-store",
    });
  // The day the sitemap is read, in UTC: the lastmod of pages that change daily.
  const xml = render(origin, new Date().toISOString().slice(0, 10));
  if (xml === null) return plainText(404, "No such sitemap.", { "Cache-Control": "no-store" });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
