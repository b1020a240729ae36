/** Hosts a developer's own machine answers on; there the request's origin is the site's origin. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The site's public origin, for canonical URLs, Open Graph, JSON-LD, robots.txt and the sitemap: the
 * configured SITE_URL (trailing slash dropped) when it is a valid http(s) URL; on localhost, the request's
 * own origin. Anywhere else the request's Host header is the sender's to choose, so it is never copied
 * into a page: the answer is "" and links stay root-relative (the sitemap, which needs absolute URLs, is
 * then not served). `npm run deploy` refuses to ship without SITE_URL.
 */
export function siteOrigin(configured: string | undefined, requestUrl: string): string {
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // not a URL: treated as unset
    }
  }
  const request = new URL(requestUrl);
  return LOCAL_HOSTS.has(request.hostname) ? request.origin : "";
}
