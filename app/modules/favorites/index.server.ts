/**
 * Favorites and profiles in D1. Every query is scoped by the signed-in user's id.
 * Adds are idempotent (one row per user and place, INSERT ... ON CONFLICT DO NOTHING), and the order
 * index is computed inside the insert, so concurrent adds and retries never duplicate or collide.
 */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { logProblem } from "~/modules/http/log.server";
import type { Translator } from "~/modules/i18n/translator";
import { placesFor, type Restaurant } from "~/modules/places/index.server";

const { favorites, profiles } = schema;

export const FAVORITES_PAGE_SIZE = 20;
/** The heading of the favorites whose city is not known. */
export const unknownCity = (translator: Translator): string => translator.t("account.favorites.unknownCity");

export interface FavoriteItem {
  id: string;
  placeId: string;
  name: string;
  city: string | null;
  orderIndex: number;
  createdAt: number;
  snapshot: Restaurant;
  snapshotAt: number;
  /** The provider no longer knows this place: it is kept, and shown as no longer available. */
  unavailable: boolean;
}

/** The city a favorite is grouped under: the snapshot's locality. */
export function cityOf(place: Restaurant): string | null {
  const locality = place.address_components?.find(
    (c) => c.types.includes("locality") || c.types.includes("postal_town"),
  );
  return locality?.long_name?.slice(0, 100) ?? null;
}

export async function favoriteIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ placeId: favorites.placeId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((r) => r.placeId);
}

/** A lean snapshot for display: no reviews (they change, and are Google content). */
export function leanSnapshot(place: Restaurant): Omit<Restaurant, "reviews"> {
  const { reviews: _reviews, ...snapshot } = place;
  return snapshot;
}

/**
 * The idempotent insert of one favorite, at the end of its city's order (its order index is computed inside
 * the insert, so concurrent adds never collide). Run alone (addFavorite) or in a batch (addFavorites),
 * where each insert sees the ones before it.
 */
const ADD_FAVORITE = `
  INSERT INTO favorites (id, user_id, place_id, restaurant_name, restaurant_data, city, snapshot_at, order_index)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7,
         coalesce((SELECT max(order_index) + 1 FROM favorites WHERE user_id = ?2 AND city IS ?6), 0)
  ON CONFLICT (user_id, place_id) DO NOTHING`;

function addStatement(db: Db, userId: string, place: Restaurant): D1PreparedStatement {
  return db.$client
    .prepare(ADD_FAVORITE)
    .bind(
      crypto.randomUUID(),
      userId,
      place.place_id,
      place.name.slice(0, 200),
      JSON.stringify(leanSnapshot(place)),
      cityOf(place),
      Date.now(),
    );
}

/** Adds a place (idempotent). Returns true when a row was created. */
export async function addFavorite(db: Db, userId: string, place: Restaurant): Promise<boolean> {
  const result = await addStatement(db, userId, place).run();
  return (result.meta?.changes ?? 0) > 0;
}

/** Adds places in order, all or none (one D1 batch is one transaction). Returns how many rows were created. */
export async function addFavorites(db: Db, userId: string, places: readonly Restaurant[]): Promise<number> {
  if (!places.length) return 0;
  const results = await db.$client.batch(places.map((p) => addStatement(db, userId, p)));
  return results.reduce((n, r) => n + (r.meta?.changes ?? 0), 0);
}

export async function removeFavorite(db: Db, userId: string, placeId: string): Promise<boolean> {
  const result = await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.placeId, placeId)));
  return (result.meta?.changes ?? 0) > 0;
}

/** Swaps a favorite with its neighbour in the same city (move up or down); false when it cannot move. */
export async function moveFavorite(
  db: Db,
  userId: string,
  favoriteId: string,
  direction: "up" | "down",
): Promise<boolean> {
  const row = await db.query.favorites.findFirst({
    where: and(eq(favorites.id, favoriteId), eq(favorites.userId, userId)),
  });
  if (!row) return false;
  const siblings = await db
    .select({ id: favorites.id, orderIndex: favorites.orderIndex })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        row.city === null ? sql`${favorites.city} IS NULL` : eq(favorites.city, row.city),
      ),
    )
    .orderBy(asc(favorites.orderIndex), asc(favorites.createdAt));
  const at = siblings.findIndex((s) => s.id === favoriteId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= siblings.length) return false;
  const reordered = [...siblings];
  [reordered[at], reordered[to]] = [reordered[to]!, reordered[at]!];
  // Renumber the whole city in one batch (atomic in D1), so earlier duplicates or gaps heal too.
  await db.batch(
    reordered.map((s, i) =>
      db
        .update(favorites)
        .set({ orderIndex: i })
        .where(and(eq(favorites.id, s.id), eq(favorites.userId, userId))),
    ) as [never, ...never[]],
  );
  return true;
}

/**
 * Sets the order of one city's favorites from a full list of their ids (drag-and-drop). Ids that are not
 * this user's favorites in that city make the request invalid: nothing changes.
 */
export async function reorderCity(db: Db, userId: string, orderedIds: readonly string[]): Promise<boolean> {
  if (!orderedIds.length || new Set(orderedIds).size !== orderedIds.length) return false;
  const first = await db.query.favorites.findFirst({
    where: and(eq(favorites.id, orderedIds[0]!), eq(favorites.userId, userId)),
  });
  if (!first) return false;
  const siblings = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        first.city === null ? sql`${favorites.city} IS NULL` : eq(favorites.city, first.city),
      ),
    );
  const known = new Set(siblings.map((s) => s.id));
  if (siblings.length !== orderedIds.length || !orderedIds.every((id) => known.has(id))) return false;
  await db.batch(
    orderedIds.map((id, i) =>
      db
        .update(favorites)
        .set({ orderIndex: i })
        .where(and(eq(favorites.id, id), eq(favorites.userId, userId))),
    ) as [never, ...never[]],
  );
  return true;
}

function toItem(r: typeof favorites.$inferSelect): FavoriteItem {
  return {
    id: r.id,
    placeId: r.placeId,
    name: r.restaurantName,
    city: r.city,
    orderIndex: r.orderIndex,
    createdAt: r.createdAt.getTime(),
    snapshot: r.restaurantData as Restaurant,
    snapshotAt: r.snapshotAt.getTime(),
    unavailable: r.unavailableAt !== null,
  };
}

/** A page of the user's favorites ordered by city then order_index, with the total. */
export async function listFavorites(
  db: Db,
  userId: string,
  page: number,
): Promise<{ items: FavoriteItem[]; total: number; pages: number; page: number }> {
  const [{ total }] = (await db.select({ total: count() }).from(favorites).where(eq(favorites.userId, userId))) as [
    { total: number },
  ];
  const pages = Math.max(1, Math.ceil(total / FAVORITES_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(sql`${favorites.city} IS NULL`, asc(favorites.city), asc(favorites.orderIndex), asc(favorites.createdAt))
    .limit(FAVORITES_PAGE_SIZE)
    .offset((current - 1) * FAVORITES_PAGE_SIZE);
  return { items: rows.map(toItem), total, pages, page: current };
}

/** How many favorites the user has in each city (null: no city). */
export async function cityCounts(db: Db, userId: string): Promise<Map<string | null, number>> {
  const rows = await db
    .select({ city: favorites.city, n: count() })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .groupBy(favorites.city);
  return new Map(rows.map((r) => [r.city, r.n]));
}

export async function recentFavorites(db: Db, userId: string, limit: number): Promise<FavoriteItem[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(limit);
  return rows.map(toItem);
}

export async function profileOf(db: Db, userId: string) {
  return db.query.profiles.findFirst({ where: eq(profiles.id, userId) });
}

/** The name shown on the user's public profile; null shows the username. */
export async function setDisplayName(db: Db, userId: string, displayName: string | null): Promise<void> {
  await db.update(profiles).set({ displayName }).where(eq(profiles.id, userId));
}

export async function setFavoritesPublished(db: Db, userId: string, published: boolean): Promise<void> {
  await db.update(profiles).set({ favoritesPublished: published }).where(eq(profiles.id, userId));
}

/**
 * The public profile, newest favorites first. It exists only while its owner publishes their favorites:
 * before that (and after unpublishing) an account is indistinguishable from an unknown username, so
 * nobody can find out who has signed in.
 */
export async function publicProfile(db: Db, username: string) {
  const profile = await db.query.profiles.findFirst({
    where: and(
      eq(sql`lower(${profiles.username})`, username.toLowerCase()),
      eq(profiles.isPublished, true),
      eq(profiles.favoritesPublished, true),
    ),
  });
  if (!profile) return null;
  const items = (
    await db
      .select()
      .from(favorites)
      .where(eq(favorites.userId, profile.id))
      .orderBy(desc(favorites.createdAt))
      .limit(200)
  ).map(toItem);
  return {
    username: profile.username,
    displayName: profile.displayName,
    favoritesPublished: profile.favoritesPublished,
    items,
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
        .update(favorites)
        .set({
          restaurantData: leanSnapshot(fresh),
          restaurantName: fresh.name.slice(0, 200),
          snapshotAt: now,
          unavailableAt: null,
        })
        .where(eq(favorites.id, row.id));
      counts.refreshed++;
    } else {
      const gone: Restaurant = { place_id: row.placeId, name: row.name, source: "google" };
      await db
        .update(favorites)
        .set({ restaurantData: gone, snapshotAt: now, unavailableAt: now })
        .where(eq(favorites.id, row.id));
      counts.unavailable++;
    }
  }
  return counts;
}

/** Everyone's stalest snapshots, oldest first (the daily Cron run's batch). */
export async function staleSnapshots(db: Db, maxAgeMs: number, limit: number, now = Date.now()) {
  return db
    .select({ id: favorites.id, placeId: favorites.placeId, name: favorites.restaurantName })
    .from(favorites)
    .where(lt(favorites.snapshotAt, new Date(now - maxAgeMs)))
    .orderBy(asc(favorites.snapshotAt))
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
