/**
 * What a page for a visitor who is not signed in reuses of members' reviews from this isolate's memory, so
 * rendering such a page again does not ask D1 again (locally a D1 round trip is a third of a place page's
 * render; deployed, it is a wait on the database's location):
 * - a place's members' part (its summary and one page of its reviews), while the place's reviews edition is
 *   the one it was read under: a review written, changed, deleted, hidden or removed writes a new edition
 *   (withdrawn.server), as it withdraws the page's cached copies;
 * - result cards' members' averages, as old as a results page's cached copy may be: results pages are not
 *   withdrawn by a review (their copies follow within their cache lifetime), and neither are these. A review
 *   written through this isolate forgets its place's average here at once.
 * Both are kept at most KEPT_MS: a new account's review starts counting a day after the account was made,
 * with no write to say so.
 * A signed-in member's pages always read D1 (what they wrote shows at once, and their own review is on the
 * place's page), and the averages they read are kept for the next visitor.
 */
import { BoundedCache } from "~/modules/bounded-cache";
import type { MembersAverage } from "~/modules/places/rules";

/** How long a kept members' part or average may be shown, at most. */
export const KEPT_MS = 60_000;

/**
 * A store of values read under an edition (a place's members' part, by place, order and page): `kept(edition,
 * key, read)` answers the value kept for `key` while `edition` is still the one it was read under, else
 * `read`'s, kept. Without an edition (no Cache API to keep one in) nothing is kept: no change could be seen.
 */
export function editionKept<V>(max: number) {
  const values = new BoundedCache<string, { edition: string; value: V }>({ max, ageMs: KEPT_MS });
  return async (edition: string, key: string, read: () => Promise<V>): Promise<V> => {
    if (!edition) return read();
    const kept = values.get(key);
    if (kept && kept.edition === edition) return kept.value;
    const value = await read();
    values.set(key, { edition, value });
    return value;
  };
}

/** Places' averages by id (null: no counted review), as read from D1 lately. */
const averages = new BoundedCache<string, MembersAverage | null>({ max: 4096, ageMs: KEPT_MS });

/**
 * The kept averages of these places (those kept as having none are left out), and the ids of those nothing
 * is kept for.
 */
export function keptAverages(placeIds: readonly string[]): { known: Map<string, MembersAverage>; missing: string[] } {
  const known = new Map<string, MembersAverage>();
  const missing: string[] = [];
  for (const id of placeIds) {
    const kept = averages.get(id);
    if (kept === undefined) missing.push(id);
    else if (kept) known.set(id, kept);
  }
  return { known, missing };
}

/** Keeps the averages just read of these places (each one without an average in `read` has none). */
export function keepAverages(placeIds: readonly string[], read: ReadonlyMap<string, MembersAverage>): void {
  for (const id of placeIds) averages.set(id, read.get(id) ?? null);
}

/** A review of this place was written, changed or withdrawn through this isolate: its average is read again. */
export function forgetKeptAverage(placeId: string): void {
  averages.delete(placeId);
}
