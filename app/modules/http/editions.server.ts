/**
 * Editions: what a page shows that changes without its URL knowing (a place's reviews, shown on its page in
 * every language, web and /mobile, streamed and complete, with and without the place-id hint: 72 copies).
 * Instead of deleting each copy, a change writes a new edition of the thing (one Cache API call, where the
 * deletes took one a copy), and a copy is served only while the editions its render read are still the
 * current ones. Every copy is checked on every hit, from memory too, so no isolate of this location serves a
 * withdrawn page.
 * - An edition is a random token kept in the Cache API under a URL no page has (/__edition/...), for a day
 *   (copies live minutes). One that is missing (never written, or evicted) is written by the next render
 *   that reads it, with a new token: a copy never matches an edition it was not rendered under.
 * - A render reads the editions before it reads what they cover (PagePolicy.dependsOn), so a change made
 *   during the render leaves the copy stale, never a stale copy current.
 */

import { cacheStorage } from "./edge-cache.server";

const EDITIONS = "/__edition/";
const EDITION_LIFETIME_S = 86_400;

const editionUrl = (origin: string, name: string) => new URL(`${EDITIONS}${encodeURIComponent(name)}`, origin).href;

function editionResponse(token: string): Response {
  return new Response(token, { headers: { "Cache-Control": `public, s-maxage=${EDITION_LIFETIME_S}` } });
}

/** The edition of `name` kept in this location; null when there is none (or the cache cannot say). */
const keptEdition = (cache: Cache, origin: string, name: string): Promise<string | null> =>
  cache
    .match(editionUrl(origin, name))
    .then((kept) => kept?.text() ?? null)
    .catch(() => null);

/** The current edition of `name` in this location (written now if there is none). */
export async function readEdition(origin: string, name: string, cache = cacheStorage()): Promise<string> {
  if (!cache) return "";
  const kept = await keptEdition(cache, origin, name);
  if (kept !== null) return kept;
  const token = crypto.randomUUID();
  await cache.put(editionUrl(origin, name), editionResponse(token)).catch(() => undefined);
  return token;
}

/** `name` has changed: every copy rendered under its former edition is withdrawn, in this location. */
export async function newEdition(origin: string, name: string, cache = cacheStorage()): Promise<void> {
  await cache?.put(editionUrl(origin, name), editionResponse(crypto.randomUUID())).catch(() => undefined);
}

/** Whether every edition a copy was rendered under is still the current one. */
export async function editionsHold(cache: Cache, origin: string, editions: Record<string, string>): Promise<boolean> {
  const current = await Promise.all(Object.keys(editions).map((name) => keptEdition(cache, origin, name)));
  return Object.values(editions).every((token, i) => token === current[i]);
}
