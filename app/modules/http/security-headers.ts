/**
 * The headers every response carries (pages, API answers, redirects, error pages), applied once in
 * server.ts; static files, which the assets layer serves without the Worker, get the same from the
 * `_headers` file the build writes from this module (staticHeadersFile, vite.config.ts):
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

/** What every response carries, Worker's or static file's. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), payment=(), geolocation=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** A static file's CSP: nothing runs; an SVG may use its own styles and images (the favicon). */
export const STATIC_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The assets layer's `_headers` file (written into build/client by the build): the common headers, HSTS
 * (browsers ignore it on http://localhost, so it is sent everywhere) and the static CSP on every file, and
 * a year's caching for the content-hashed files under /assets/.
 */
/** The basemap worker's own policy: its script, the tiles it fetches, nothing else. */
const WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'";

export function staticHeadersFile(): string {
  const all = { ...COMMON_HEADERS, "Strict-Transport-Security": HSTS, "Content-Security-Policy": STATIC_CSP };
  return [
    "# Written by the build from app/modules/http/security-headers.ts (staticHeadersFile): edit that, not this.",
    "/*",
    ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`),
    "",
    "# Vite names every file under /assets/ after a hash of its content, so a new build means new names:",
    "# browsers and CDNs may keep them for a year without asking again.",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
    "# The map's basemap worker runs under its script's own CSP: it fetches the tiles from here and runs",
    "# nothing else (the '!' line drops the allow-nothing policy above for it).",
    "/assets/basemap-worker-*",
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${WORKER_CSP}`,
    "",
  ].join("\n");
}

/**
 * Sets the security headers on a response (whose headers must be mutable). A CSP the route chose itself
 * (the photo proxy's sandbox) is kept; on HTML it is this response's nonce policy.
 */
export function applySecurityHeaders(
  headers: Headers,
  options: { nonce: string; sources: CspSources; secure: boolean },
): void {
  for (const name in COMMON_HEADERS) headers.set(name, COMMON_HEADERS[name]!);
  if (options.secure) headers.set("Strict-Transport-Security", HSTS);
  const isHtml = (headers.get("Content-Type") ?? "").toLowerCase().startsWith("text/html");
  if (isHtml)
    headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce, options.sources, options.secure));
  else if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_DOCUMENT_CSP);
}
