import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isSitemapName, renderSitemap, SITEMAPS } from "~/modules/seo/sitemap";
import { sitemapResponse } from "~/modules/seo/sitemap.server";

/** /sitemaps/{name}.xml (and /{language}/sitemaps/…), one of the sitemaps the index lists; anything else is 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = /^([a-z-]{1,40})\.xml$/.exec(params.file ?? "")?.[1];
  return sitemapResponse(context.origin, (origin, today) =>
    name && isSitemapName(name) ? renderSitemap(SITEMAPS[name](today), origin, context.locale) : null,
  );
}
