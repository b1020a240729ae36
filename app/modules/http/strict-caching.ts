/**
 * GOOGLE_STRICT_CACHING=1 with a Google key: the guide stores no Places content (only place ids, in favorites
 * and URLs): every KV answer, edge page and edge image is fetched anew. For operators whose agreement with
 * Google reads "no caching beyond place ids and coordinates" that way; docs/google-prices.md gives the cost.
 * One module without imports, so the page cache's policy (read while Vite loads its config) can use it too.
 */
export function strictGoogleCaching(env: Partial<Env>): boolean {
  return env.GOOGLE_STRICT_CACHING === "1" && Boolean(env.GOOGLE_MAPS_API_KEY?.trim());
}
