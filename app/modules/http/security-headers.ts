/**
 * The headers every response carries (pages, API answers, redirects, error pages; static files get the
 * same from public/_headers), applied once in server.ts:
 * - nosniff, no framing, a strict referrer policy and a narrow Permissions-Policy everywhere;
 * - HSTS outside localhost (two years; subdomains included);
 * - on HTML, a Content-Security-Policy whose scripts need this response's nonce ('strict-dynamic' lets the
 *   app's own module scripts load the chunks and the Maps JavaScript API they need), images only from
 *   here and the map tiles or Google hosts in use, and forms only to here and the sign-in provider;
 * - on anything else, a CSP that allows nothing (a JSON or text answer is never a document).
 */

export interface CspSources {
  /** Whether the Maps JavaScript API is in use (a Google server key and browser key are configured). */
  googleMaps: boolean;
  /** The tile server's origin pattern for the open map, e.g. 'https://tile.openstreetmap.org'. */
  tileOrigin: string | null;
  /** Where the sign-in form sends the browser: Google, or the local stand-in in development. */
  signInOrigin: string | null;
}

const GOOGLE_HOSTS = {
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
};

/** Profile pictures from Google accounts. */
const AVATAR_HOSTS = ["https://*.googleusercontent.com"];

/**
 * The CSP source for a tile URL template: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' ->
 * 'https://*.tile.example.org'. CSP wildcards cover whole leading labels only, so a placeholder inside
 * the first label ('{s}-tiles.example.org') allows that label's siblings ('*.example.org').
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const [, scheme, rawHost] = match as unknown as [string, string, string];
  let host = rawHost.replace(/\{[a-z]+\}/gi, "*");
  if (host.includes("*") && !/^\*\.[^*]+$/.test(host)) host = `*.${host.split(".").slice(1).join(".")}`;
  return /^(?:\*\.)?[a-z0-9.-]+(?::\d+)?$/i.test(host) && !host.endsWith(".")
    ? `${scheme.toLowerCase()}://${host}`
    : null;
}

export function contentSecurityPolicy(nonce: string, sources: CspSources, secure: boolean): string {
  const { googleMaps } = sources;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      // Older browsers without 'strict-dynamic' fall back to these.
      "'self'",
      ...(googleMaps ? ["https://maps.googleapis.com", "'unsafe-eval'", "blob:"] : []),
    ],
    // Style elements only from here (the Maps API injects its own); style attributes are used for
    // generated artwork and map positioning.
    "style-src": ["'self'", ...(googleMaps ? ["'unsafe-inline'", "https://fonts.googleapis.com"] : [])],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      ...AVATAR_HOSTS,
      ...(sources.tileOrigin ? [sources.tileOrigin] : []),
      ...(googleMaps ? GOOGLE_HOSTS.img : []),
    ],
    "font-src": ["'self'", ...(googleMaps ? ["https://fonts.gstatic.com"] : [])],
    "connect-src": ["'self'", ...(googleMaps ? [...GOOGLE_HOSTS.connect, "data:", "blob:"] : [])],
    "worker-src": ["'self'", "blob:"],
    "frame-src": googleMaps ? ["https://*.google.com"] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...(sources.signInOrigin ? [sources.signInOrigin] : [])],
    "frame-ancestors": ["'none'"],
    ...(secure ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** A CSP for responses that are not pages: nothing may load, run or frame them. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Sets the security headers on a response (whose headers must be mutable). A CSP the route chose itself
 * (the photo proxy's sandbox) is kept; on HTML it is this response's nonce policy.
 */
export function applySecurityHeaders(
  headers: Headers,
  options: { nonce: string; sources: CspSources; secure: boolean },
): void {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), payment=(), geolocation=(self)");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (options.secure) headers.set("Strict-Transport-Security", HSTS);
  const isHtml = (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
  if (isHtml)
    headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.sources, options.secure));
  else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
}
