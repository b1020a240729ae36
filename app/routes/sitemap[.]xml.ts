import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderSitemapIndex } from "~/modules/seo/sitemap";
import { sitemapResponse } from "~/modules/seo/sitemap.server";

/** The sitemap index: one sitemap for the browse and static pages, and one per catalogue of cities. */
export async function loader({ context }: LoaderFunctionArgs) {
  return sitemapResponse(context.origin, renderSitemapIndex);
}
