import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plainText } from "~/modules/http/responses";
import { renderSitemap, sitemapEntries } from "~/modules/seo/sitemap";

/** The sitemap needs absolute URLs, so it exists only when the public origin is known (SITE_URL). */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.origin)
    return plainText(404, "The sitemap is not available: this deployment has no SITE_URL configured.", {
      "Cache-Control": "no-store",
    });
  return new Response(renderSitemap(sitemapEntries(), context.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
