import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderSitemap, sitemapEntries } from "~/modules/seo/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(renderSitemap(sitemapEntries(), context.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
