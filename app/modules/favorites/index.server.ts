/**
 * Favorites (the star) and profiles in D1. Favorites are the Favorites list of app/modules/lists, grouped by
 * city and ordered within each city; adding, removing and reordering go through the lists module, so the
 * same rules hold (idempotent adds, positions computed inside the insert, scoped by the user's id).
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { logProblem } from "~/modules/http/log.server";
import type { Translator } from "~/modules/i18n/translator";
import {
  addPlace,
  addPlaces,
  builtinListId,
  inFavorites,
  type ListPlace,
  leanSnapshot,
  movePlace,
  placeOrder,
  publicListsQuery,
  removePlace,
  reorderPlaces,
  toListPlace,
  toListSummary,
} from "~/modules/lists/index.server";
import { placesFor, type Restaurant } from "~/modules/places/index.server";
import {
  averagesOf,
  listAveragesQuery,
  publicReviewsQuery,
  reviewsOfMemberQuery,
  viewOf,
} from "~/modules/reviews/reads.server";

export { cityOf, leanSnapshot } from "~/modules/lists/index.server";

const { listPlaces, lists, profiles } = schema;

export const FAVORITES_PAGE_SIZE = 20;
/** The heading of the favorites whose city is not known. */
export const unknownCity = (translator: Translator): string => translator.t("account.favorites.unknownCity");

export type FavoriteItem = ListPlace;

/** Adds a place (idempotent), at the end of its city. Returns true when a row was created. */
export async function addFavorite(db: Db, userId: string, place: Restaurant): Promise<boolean> {
  return (await addPlace(db, userId, await builtinListId(db, userId, "favorites"), place)) === "added";
}

/** Adds places in order, all or none (one D1 batch is one transaction). Returns how many rows were created. */
export async function addFavorites(db: Db, userId: string, places: readonly Restaurant[]): Promise<number> {
  if (!places.length) return 0;
  const listId = await builtinListId(db, userId, "favorites");
  return addPlaces(
    db,
    userId,
    listId,
    places.map((place) => ({ place })),
  );
}

export async function removeFavorite(db: Db, userId: string, placeId: string): Promise<boolean> {
  return removePlace(db, userId, await builtinListId(db, userId, "favorites"), placeId);
}

/** Swaps a favorite with its neighbour in the same city (move up or down); false when it cannot move. */
export const moveFavorite = movePlace;

/**
 * Sets the order of one city's favorites from a full list of their ids (drag-and-drop). Ids that are not
 * this user's favorites in that city make the request invalid: nothing changes.
 */
export const reorderCity = reorderPlaces;

/** The query of one page (1-based) of the user's favorites, ordered by city then order_index. */
const favoritesPage = (db: Db, userId: string, n: number) =>
  db
    .select()
    .from(listPlaces)
    .where(inFavorites(userId))
    .orderBy(...placeOrder("favorites"))
    .limit(FAVORITES_PAGE_SIZE)
    .offset((n - 1) * FAVORITES_PAGE_SIZE);

/**
 * A page of the user's favorites ordered by city then order_index, with the total: one D1 batch. A page past
 * the last is read again as the last (the count is known only with the rest).
 */
export async function listFavorites(
  db: Db,
  userId: string,
  page: number,
): Promise<{ items: FavoriteItem[]; total: number; pages: number; page: number }> {
  const requested = Math.max(1, page);
  const [counted, read] = await db.batch([
    db.select({ total: count() }).from(listPlaces).where(inFavorites(userId)),
    favoritesPage(db, userId, requested),
  ]);
  const total = counted[0]?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / FAVORITES_PAGE_SIZE));
  const current = Math.min(requested, pages);
  const rows = current === requested ? read : await favoritesPage(db, userId, current);
  return { items: rows.map(toListPlace), total, pages, page: current };
}

export async function recentFavorites(db: Db, userId: string, limit: number): Promise<FavoriteItem[]> {
  const rows = await db
    .select()
    .from(listPlaces)
    .where(inFavorites(userId))
    .orderBy(desc(listPlaces.createdAt))
    .limit(limit);
  return rows.map(toListPlace);
}

/**
 * The account page's whole reading in one round trip to D1 (one batch): the profile and whether its favorites
 * are published, a page of the favorites (as listFavorites) and their count per city (as cityCounts). A page
 * past the last is read again as the last (the count is known only with the rest).
 */
export async function accountOverview(db: Db, userId: string, page: number) {
  const requested = Math.max(1, page);
  const [profileRows, favoritesRows, rows, cities, reviewRows] = await db.batch([
    db.select().from(profiles).where(eq(profiles.id, userId)).limit(1),
    db
      .select({ visibility: lists.visibility })
      .from(lists)
      .where(and(eq(lists.userId, userId), eq(lists.kind, "favorites")))
      .limit(1),
    favoritesPage(db, userId, requested),
    db
      .select({ city: listPlaces.city, n: count() })
      .from(listPlaces)
      .where(inFavorites(userId))
      .groupBy(listPlaces.city),
    // Their reviews, each with where it stands (the account page lists them).
    reviewsOfMemberQuery(db, userId),
  ]);
  const counts = new Map(cities.map((r) => [r.city, r.n]));
  const total = cities.reduce((n, r) => n + r.n, 0);
  const pages = Math.max(1, Math.ceil(total / FAVORITES_PAGE_SIZE));
  const current = Math.min(requested, pages);
  const items = current === requested ? rows : await favoritesPage(db, userId, current);
  const profile = profileRows[0];
  return {
    profile: profile ? { ...profile, favoritesPublished: favoritesRows[0]?.visibility === "public" } : undefined,
    favorites: { items: items.map(toListPlace), total, pages, page: current },
    counts,
    reviewRows,
  };
}

/** The profile, with whether its favorites are published (their list is public). */
export async function profileOf(db: Db, userId: string) {
  const profile = await db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
  if (!profile) return undefined;
  const favorites = await db.query.lists.findFirst({
    columns: { visibility: true },
    where: and(eq(lists.userId, userId), eq(lists.kind, "favorites")),
  });
  return { ...profile, favoritesPublished: favorites?.visibility === "public" };
}

/** The name shown on the user's public profile; null shows the username. */
export async function setDisplayName(db: Db, userId: string, displayName: string | null): Promise<void> {
  await db.update(profiles).set({ displayName }).where(eq(profiles.id, userId));
}

/** Publishing favorites makes the Favorites list public; unpublishing makes it private. */
export async function setFavoritesPublished(db: Db, userId: string, published: boolean): Promise<void> {
  await builtinListId(db, userId, "favorites");
  await db
    .update(lists)
    .set({ visibility: published ? "public" : "private", updatedAt: new Date() })
    .where(and(eq(lists.userId, userId), eq(lists.kind, "favorites")));
}

/**
 * The public profile: a page of its favorites, newest first, when its owner publishes them (and how many there
 * are in all), and their public lists. It exists only while its owner publishes something: before that (and
 * after unpublishing) an account is indistinguishable from an unknown username, so nobody can find out who
 * has signed in.
 */
export async function publicProfile(db: Db, username: string, page: { limit: number; offset?: number }) {
  // One round trip (one batch): every part is keyed by the published profile's id, found from the username
  // inside each query, so nothing waits for an earlier answer. Favorites are read only from a public list.
  const owner = sql`(SELECT id FROM profiles WHERE lower(username) = ${username.toLowerCase()} AND is_published = 1)`;
  const publishedFavorites = sql`(SELECT id FROM lists WHERE user_id = ${owner} AND kind = 'favorites' AND visibility = 'public')`;
  const now = Date.now();
  const [profileRows, favoritesRows, publicLists, rows, counted, reviewRows, averages] = await db.batch([
    db.select().from(profiles).where(sql`${profiles.id} = ${owner}`).limit(1),
    db
      .select({ id: lists.id, visibility: lists.visibility, updatedAt: lists.updatedAt })
      .from(lists)
      .where(and(sql`${lists.userId} = ${owner}`, eq(lists.kind, "favorites")))
      .limit(1),
    publicListsQuery(db, owner),
    db
      .select()
      .from(listPlaces)
      .where(sql`${listPlaces.listId} = ${publishedFavorites}`)
      .orderBy(desc(listPlaces.createdAt))
      .limit(page.limit)
      .offset(page.offset ?? 0),
    db.select({ total: count() }).from(listPlaces).where(sql`${listPlaces.listId} = ${publishedFavorites}`),
    publicReviewsQuery(db, owner, now),
    listAveragesQuery(db, publishedFavorites, now),
  ]);
  const profile = profileRows[0];
  const favoritesList = favoritesRows[0];
  const favoritesPublished = favoritesList?.visibility === "public";
  // A published profile shows what its owner made public: favorites, lists, reviews; with none, there is no page.
  if (!profile || (!favoritesPublished && !publicLists.length && !reviewRows.length)) return null;
  return {
    userId: profile.id,
    username: profile.username,
    displayName: profile.displayName,
    favoritesPublished,
    favoritesListId: favoritesList?.id ?? null,
    favoritesUpdatedAt: favoritesList?.updatedAt.getTime() ?? 0,
    items: rows.map(toListPlace),
    favoritesCount: counted[0]?.total ?? 0,
    lists: publicLists.map(toListSummary),
    reviews: reviewRows.map(viewOf),
    averages: averagesOf(averages),
  };
}

// ---------------------------------------------------------------- snapshot refresh

/** Google's terms: place ids may be kept indefinitely, other place content only for a while. */
export const SNAPSHOT_MAX_AGE_DAYS = 30;
/** How many stale snapshots one page view refreshes in the background, and one cron run in all. */
export const REFRESH_ON_READ = 5;
export const REFRESH_PER_RUN = 50;

export function snapshotMaxAgeMs(env: Partial<Env>): number {
  const days = Number(env.SNAPSHOT_MAX_AGE_DAYS);
  return (Number.isFinite(days) && days > 0 ? days : SNAPSHOT_MAX_AGE_DAYS) * 24 * 3600 * 1000;
}

/** What a refresh needs from the places layer: a place's listing-level details, null when unknown. */
export interface SnapshotSource {
  details(placeId: string, detail: "listing"): Promise<{ value: Restaurant | null }>;
}

/**
 * Refreshes the given favorites' snapshots from the provider. A place the provider no longer knows keeps
 * its row (the place id and the name the user saved) but loses everything else of its old snapshot, and is
 * marked unavailable; a provider failure leaves the row for the next run. Returns how many changed.
 */
export async function refreshSnapshots(
  db: Db,
  places: SnapshotSource,
  rows: readonly { id: string; placeId: string; name: string }[],
  now = new Date(),
): Promise<{ refreshed: number; unavailable: number; failed: number }> {
  const counts = { refreshed: 0, unavailable: 0, failed: 0 };
  for (const row of rows) {
    let fresh: Restaurant | null;
    try {
      fresh = (await places.details(row.placeId, "listing")).value;
    } catch (error) {
      logProblem(`snapshot refresh failed (place ${row.placeId})`, error, "warning");
      counts.failed++;
      continue;
    }
    if (fresh) {
      await db
        .update(listPlaces)
        .set({
          restaurantData: leanSnapshot(fresh),
          restaurantName: fresh.name.slice(0, 200),
          snapshotAt: now,
          unavailableAt: null,
        })
        .where(eq(listPlaces.id, row.id));
      counts.refreshed++;
    } else {
      const gone: Restaurant = { place_id: row.placeId, name: row.name, source: "google" };
      await db
        .update(listPlaces)
        .set({ restaurantData: gone, snapshotAt: now, unavailableAt: now })
        .where(eq(listPlaces.id, row.id));
      counts.unavailable++;
    }
  }
  return counts;
}

/** Everyone's stalest snapshots, oldest first (the daily Cron run's batch). */
export async function staleSnapshots(db: Db, maxAgeMs: number, limit: number, now = Date.now()) {
  return db
    .select({ id: listPlaces.id, placeId: listPlaces.placeId, name: listPlaces.restaurantName })
    .from(listPlaces)
    .where(lt(listPlaces.snapshotAt, new Date(now - maxAgeMs)))
    .orderBy(asc(listPlaces.snapshotAt))
    .limit(limit);
}

/**
 * On read: when a list shows snapshots older than the limit, refresh a few of them after the response
 * (`waitUntil`), so the next view shows fresh data.
 */
export function refreshStaleInBackground(
  context: AppLoadContext,
  items: readonly FavoriteItem[],
  now = Date.now(),
): void {
  const limit = now - snapshotMaxAgeMs(context.cloudflare.env);
  const stale = items.filter((f) => f.snapshotAt < limit).slice(0, REFRESH_ON_READ);
  if (!stale.length) return;
  context.cloudflare.ctx.waitUntil(
    refreshSnapshots(context.db, placesFor(context), stale).catch((error) =>
      logProblem("snapshot refresh failed", error),
    ),
  );
}

// ---------------------------------------------------------------- import previews

/** How long an import's preview waits to be confirmed (see import.server.ts). */
export const PREVIEW_TTL_MS = 24 * 3600 * 1000;

/** Previews created before this moment have expired. */
export const previewCutoff = (now: number) => new Date(now - PREVIEW_TTL_MS);

/** Everyone's expired import previews (the daily Cron run). */
export async function purgeExpiredPreviews(db: Db, now = Date.now()): Promise<number> {
  const result = await db.delete(schema.importPreviews).where(lt(schema.importPreviews.createdAt, previewCutoff(now)));
  return result.meta?.changes ?? 0;
}
