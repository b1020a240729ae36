/**
 * The site's public origin: the configured SITE_URL (trailing slash dropped) when it is a valid
 * http(s) URL, else the origin of the request being served.
 */
export function siteOrigin(configured: string | undefined, requestUrl: string): string {
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "https:" || url.protocol === "http:") return url.origin;
    } catch {
      // fall through to the request's origin
    }
  }
  return new URL(requestUrl).origin;
}
