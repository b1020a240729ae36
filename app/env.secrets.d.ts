// Optional secrets and settings that `wrangler types` cannot see (they are not in wrangler.toml):
// set them in .dev.vars locally or with `wrangler secret put NAME` in production. See README.md.
declare namespace Cloudflare {
  interface Env {
    /** Google OAuth client for sign-in (Google Cloud console, web application). */
    GOOGLE_CLIENT_ID?: string;
    GOOGLE_CLIENT_SECRET?: string;
    /** Signs the session cookie; required outside local development. Comma-separated to rotate. */
    SESSION_SECRET?: string;
    /** Local development only: the issuer URL of the local OpenID provider standing in for Google. */
    LOCAL_OIDC_ISSUER?: string;
    /** Set to "1" by `npm start` and the tests; never in a deployed Worker. */
    LOCAL_DEV?: string;
    /**
     * Which places provider answers: 'google', 'demo' or 'osm' (OpenStreetMap places imported into D1 by
     * `npm run places:import`). Unset: Google with GOOGLE_MAPS_API_KEY, else the demo provider.
     */
    PLACES_PROVIDER?: string;
    /** Server-side key for Places API (New) and the Geocoding API; unset = the demo provider. */
    GOOGLE_MAPS_API_KEY?: string;
    /** Browser key (HTTP-referrer restricted) for the Maps JavaScript API on listing pages. */
    GOOGLE_MAPS_BROWSER_KEY?: string;
    /** A Map ID (Google Cloud console, Map management): markers become AdvancedMarkerElements. */
    GOOGLE_MAPS_MAP_ID?: string;
    /** Overrides for tests against a local fake of Google's APIs. */
    GOOGLE_PLACES_BASE_URL?: string;
    GOOGLE_GEOCODING_BASE_URL?: string;
    /** Open-map tiles for the demo provider's map (Leaflet URL template) and their attribution HTML. */
    MAP_TILE_URL?: string;
    MAP_TILE_ATTRIBUTION?: string;
    /** Override for tests against a local fake of Google's Static Maps API. */
    GOOGLE_STATIC_MAPS_BASE_URL?: string;
    /** Per-call upstream timeout, milliseconds (default 8000). */
    PLACES_TIMEOUT_MS?: string;
    /** KV cache lifetimes in seconds per call kind (0 disables caching for that kind). */
    CACHE_TTL_SEARCH?: string;
    CACHE_TTL_DETAILS?: string;
    CACHE_TTL_AUTOCOMPLETE?: string;
    CACHE_TTL_GEOCODE?: string;
    CACHE_TTL_NEARBY?: string;
    /** Edge page cache: seconds an anonymous page stays fresh (0 turns it off) and may then be served stale. */
    PAGE_CACHE_TTL?: string;
    PAGE_CACHE_STALE?: string;
    /** "1" with a Google key: keep no Places content in KV or the edge cache (see README, Google's terms). */
    GOOGLE_STRICT_CACHING?: string;
    /** "1" serves the pseudo-language at /en-xa (accented English, for the tests that find untranslated text). */
    I18N_PSEUDO?: string;
    /** Favorites' display snapshots older than this many days are refreshed from the provider (default 30). */
    SNAPSHOT_MAX_AGE_DAYS?: string;
    /** The moderators of members' reviews: e-mail addresses, comma-separated (see README, "Reviews"). */
    MODERATORS?: string;
  }
}

/**
 * Each language's client catalogue files, by language prefix ('' for English) and part ('page', 'account'): see
 * app/modules/i18n/assets.ts.
 */
declare module "virtual:message-files" {
  const urls: Readonly<Record<string, Readonly<Record<import("./modules/i18n/parts").ClientPart, string>>>>;
  export default urls;
}
