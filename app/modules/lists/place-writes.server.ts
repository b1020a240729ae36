/**
 * The places in a person's lists: adding (one at a time, several at once, or by the Save form's ticks),
 * removing, notes, order, and moving or copying to another list. Every statement is scoped by the signed-in
 * person's id, so another person's list or item id changes nothing. Adding is idempotent (one row per list and
 * place: INSERT … ON CONFLICT DO NOTHING); a new place's position and the LIST_PLACES_MAX limit are computed
 * inside the insert, so concurrent adds never collide, retries never duplicate and two tabs at once cannot
 * pass the limit. Those statements are SQL written out (the builder cannot say "insert only while fewer than
 * N", nor "touch the list only if the statement before changed a row"), sent as D1 prepared statements in one
 * batch where they belong together; the rest goes through Drizzle's builder.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { LIST_PLACES_MAX } from "~/modules/http/limits";
import type { Restaurant } from "~/modules/places/index.server";
import { first, ownedItem, ownedList } from "./queries.server";
import { holds, listIdsHolding, listsOf, ownList } from "./reads.server";
import { cityOf, leanSnapshot } from "./snapshot";

const { lists, listPlaces } = schema;

/**
 * Inside an INSERT … SELECT … FROM lists target: the position after the last place of the target's order
 * group (Favorites: the places of the same city, `city` being the new row's), computed in the statement so
 * concurrent adds never collide.
 */
const nextPosition = (city: string) =>
  `coalesce((SELECT max(p.order_index) + 1 FROM list_places p
             WHERE p.list_id = target.id AND (target.kind <> 'favorites' OR p.city IS ${city})), 0)`;

/** Inside the same INSERT: only while the target list holds fewer than LIST_PLACES_MAX places. */
const ROOM_FOR_A_PLACE = `(SELECT count(*) FROM list_places c WHERE c.list_id = target.id) < ${LIST_PLACES_MAX}`;

/**
 * After a statement of the same batch: the list's `updated_at` moves only when that statement changed a row
 * (SQLite's changes()).
 */
const touchIfChanged = (db: Db, listId: string, now: number) =>
  db.$client.prepare("UPDATE lists SET updated_at = ?1 WHERE id = ?2 AND changes() > 0").bind(now, listId);

/** The person's list's `updated_at` moved to now: the version of its share image and of its cached pages. */
const touched = (db: Db, userId: string, listId: string) =>
  db.update(lists).set({ updatedAt: new Date() }).where(ownedList(userId, listId));

// ---------------------------------------------------------------- adding and removing

/**
 * Inserts a place at the end of a list the user owns (Favorites: at the end of its city), unless the list is
 * full or already holds it.
 */
const ADD_PLACE = `
  INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, snapshot_at, note,
                           order_index)
  SELECT ?1, target.id, target.user_id, ?3, ?4, ?5, ?6, ?7, ?8, ${nextPosition("?6")}
  FROM lists target
  WHERE target.id = ?2 AND target.user_id = ?9 AND ${ROOM_FOR_A_PLACE}
  ON CONFLICT (list_id, place_id) DO NOTHING`;

/** Adds a place to one of the person's lists; the list is touched only when a row was added. */
function addPlaceStatements(
  db: Db,
  userId: string,
  listId: string,
  place: Restaurant,
  note: string | null = null,
): D1PreparedStatement[] {
  const now = Date.now();
  return [
    db.$client
      .prepare(ADD_PLACE)
      .bind(
        crypto.randomUUID(),
        listId,
        place.place_id,
        place.name.slice(0, 200),
        JSON.stringify(leanSnapshot(place)),
        cityOf(place),
        now,
        note,
        userId,
      ),
    touchIfChanged(db, listId, now),
  ];
}

/** Takes a place out of one of the person's lists; the list is touched only when a row went. */
function removePlaceStatements(
  db: Db,
  userId: string,
  listId: string,
  placeId: string,
  now: number,
): D1PreparedStatement[] {
  // D1's own batch carries these beside SQL written out: the builder's DELETE goes in as the statement it writes.
  const removal = db
    .delete(listPlaces)
    .where(and(eq(listPlaces.listId, listId), eq(listPlaces.userId, userId), eq(listPlaces.placeId, placeId)))
    .toSQL();
  return [db.$client.prepare(removal.sql).bind(...removal.params), touchIfChanged(db, listId, now)];
}

export type AddOutcome = "added" | "already" | "full" | "no-list";

/** Adds a place to one of the person's lists (idempotent), and says what happened. */
export async function addPlace(db: Db, userId: string, listId: string, place: Restaurant): Promise<AddOutcome> {
  const [inserted] = await db.$client.batch(addPlaceStatements(db, userId, listId, place));
  if ((inserted?.meta?.changes ?? 0) > 0) return "added";
  if (!(await ownList(db, userId, listId))) return "no-list";
  return (await holds(db, listId, place.place_id)) ? "already" : "full";
}

/** Adds places in order to one list, all or none (one D1 batch is one transaction). Returns how many were added. */
export async function addPlaces(
  db: Db,
  userId: string,
  listId: string,
  places: readonly { place: Restaurant; note?: string | null }[],
): Promise<number> {
  if (!places.length) return 0;
  const results = await db.$client.batch(
    places.flatMap((p) => addPlaceStatements(db, userId, listId, p.place, p.note ?? null)),
  );
  return results.filter((_, i) => i % 2 === 0).reduce((n, r) => n + (r.meta?.changes ?? 0), 0);
}

/** Takes a place out of one of the person's lists. False when it was not there (or the list is not theirs). */
export async function removePlace(db: Db, userId: string, listId: string, placeId: string): Promise<boolean> {
  const [removed] = await db.$client.batch(removePlaceStatements(db, userId, listId, placeId, Date.now()));
  return (removed?.meta?.changes ?? 0) > 0;
}

export type MembershipOutcome =
  | { ok: true; added: number; removed: number; full: string[] }
  | { ok: false; reason: "unknown-list" };

/**
 * The Save form: the place ends up in exactly the ticked lists among those the form showed. A form that
 * names a list that is not the person's (deleted in another tab, or someone else's: the two read the same, so
 * nobody learns that another person's list exists) changes nothing. Lists already full are named back and
 * left as they were.
 */
export async function setMemberships(
  db: Db,
  userId: string,
  place: Restaurant,
  shown: readonly string[],
  ticked: ReadonlySet<string>,
): Promise<MembershipOutcome> {
  const mine = await listsOf(db, userId);
  const byId = new Map(mine.map((l) => [l.id, l]));
  if (!shown.every((id) => byId.has(id)) || ![...ticked].every((id) => shown.includes(id)))
    return { ok: false, reason: "unknown-list" };
  const holding = await listIdsHolding(db, userId, place.place_id);
  const toAdd = shown.filter((id) => ticked.has(id) && !holding.has(id));
  const toRemove = shown.filter((id) => !ticked.has(id) && holding.has(id));
  const full = toAdd.filter((id) => (byId.get(id)?.count ?? 0) >= LIST_PLACES_MAX);
  const now = Date.now();
  const statements = [
    ...toAdd.filter((id) => !full.includes(id)).flatMap((id) => addPlaceStatements(db, userId, id, place)),
    ...toRemove.flatMap((id) => removePlaceStatements(db, userId, id, place.place_id, now)),
  ];
  if (statements.length) await db.$client.batch(statements);
  return { ok: true, added: toAdd.length - full.length, removed: toRemove.length, full };
}

/** The note on one of the person's saved places (null clears it). Returns its list's id, or null if unknown. */
export async function setNote(db: Db, userId: string, itemId: string, note: string | null): Promise<string | null> {
  const row = await first(
    db.select({ listId: listPlaces.listId }).from(listPlaces).where(ownedItem(userId, itemId)).limit(1),
  );
  if (!row) return null;
  await db.batch([
    db.update(listPlaces).set({ note }).where(ownedItem(userId, itemId)),
    touched(db, userId, row.listId),
  ]);
  return row.listId;
}

// ---------------------------------------------------------------- order

/** The places that share a saved place's order: its list (Favorites: its city in the list). */
async function orderGroup(db: Db, userId: string, itemId: string) {
  const [row] = await db
    .select({ item: listPlaces, kind: lists.kind })
    .from(listPlaces)
    .innerJoin(lists, eq(lists.id, listPlaces.listId))
    .where(ownedItem(userId, itemId));
  if (!row) return null;
  const siblings = await db
    .select({ id: listPlaces.id })
    .from(listPlaces)
    .where(
      and(
        eq(listPlaces.listId, row.item.listId),
        eq(listPlaces.userId, userId),
        row.kind !== "favorites"
          ? undefined
          : row.item.city === null
            ? isNull(listPlaces.city)
            : eq(listPlaces.city, row.item.city),
      ),
    )
    .orderBy(asc(listPlaces.orderIndex), asc(listPlaces.createdAt));
  return { listId: row.item.listId, ids: siblings.map((s) => s.id) };
}

/** Renumbers an order group in one batch (atomic in D1), so earlier duplicates or gaps heal too. */
async function renumber(db: Db, userId: string, listId: string, ids: readonly string[]): Promise<void> {
  await db.batch([
    touched(db, userId, listId),
    ...ids.map((id, i) => db.update(listPlaces).set({ orderIndex: i }).where(ownedItem(userId, id))),
  ]);
}

/** Swaps a saved place with its neighbour (move up or down), if it is one of the person's and has one there. */
export async function movePlace(
  db: Db,
  userId: string,
  itemId: string,
  direction: "up" | "down",
): Promise<"moved" | "at-end" | "unknown"> {
  const group = await orderGroup(db, userId, itemId);
  if (!group) return "unknown";
  const at = group.ids.indexOf(itemId);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0) return "unknown";
  // Already first (or last), as a page from before another tab's move can ask: nothing to do.
  if (to < 0 || to >= group.ids.length) return "at-end";
  const ids = [...group.ids];
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await renumber(db, userId, group.listId, ids);
  return "moved";
}

/**
 * Sets the order of one order group from the full list of its ids (drag-and-drop). Ids that are not all of
 * that group make the request invalid: nothing changes.
 */
export async function reorderPlaces(db: Db, userId: string, orderedIds: readonly string[]): Promise<boolean> {
  if (!orderedIds.length || new Set(orderedIds).size !== orderedIds.length) return false;
  const group = await orderGroup(db, userId, orderedIds[0]!);
  if (!group) return false;
  const known = new Set(group.ids);
  if (group.ids.length !== orderedIds.length || !orderedIds.every((id) => known.has(id))) return false;
  await renumber(db, userId, group.listId, orderedIds);
  return true;
}

// ---------------------------------------------------------------- moving and copying to another list

export type TransferOutcome = "done" | "already" | "full" | "no-list" | "no-place";

/** Copies a saved place, with its note, to the end of another of the person's lists (unless full or there). */
const COPY_PLACE = `
  INSERT INTO list_places (id, list_id, user_id, place_id, created_at, restaurant_name, restaurant_data, city,
                           order_index, note, snapshot_at, unavailable_at)
  SELECT ?1, target.id, target.user_id, s.place_id, ?5, s.restaurant_name, s.restaurant_data, s.city,
         ${nextPosition("s.city")}, s.note, s.snapshot_at, s.unavailable_at
  FROM list_places s JOIN lists target ON target.id = ?2 AND target.user_id = ?3
  WHERE s.id = ?4 AND s.user_id = ?3 AND ${ROOM_FOR_A_PLACE}
  ON CONFLICT (list_id, place_id) DO NOTHING`;

/** Takes a saved place out of its list once the other list holds it (a subquery: SQL written out). */
const DROP_MOVED = `
  DELETE FROM list_places WHERE id = ?1 AND user_id = ?2
  AND EXISTS (SELECT 1 FROM list_places WHERE list_id = ?3 AND place_id = ?4)`;

/**
 * Copies a saved place, with its note, to the end of another of the person's lists; moving also takes it
 * out of the first list, in the same transaction, once the other list holds it.
 */
export async function transferPlace(
  db: Db,
  userId: string,
  itemId: string,
  toListId: string,
  mode: "move" | "copy",
): Promise<TransferOutcome> {
  const item = await first(db.select().from(listPlaces).where(ownedItem(userId, itemId)).limit(1));
  if (!item) return "no-place";
  if (item.listId === toListId) return "already";
  const target = await ownList(db, userId, toListId);
  if (!target) return "no-list";
  const now = Date.now();
  const statements = [
    db.$client.prepare(COPY_PLACE).bind(crypto.randomUUID(), toListId, userId, itemId, now),
    touchIfChanged(db, toListId, now),
  ];
  if (mode === "move")
    statements.push(
      db.$client.prepare(DROP_MOVED).bind(itemId, userId, toListId, item.placeId),
      touchIfChanged(db, item.listId, now),
    );
  const [inserted] = await db.$client.batch(statements);
  if ((inserted?.meta?.changes ?? 0) > 0) return "done";
  // Already in the other list: a move still takes it out of this one (done by the batch above).
  if (await holds(db, toListId, item.placeId)) return mode === "move" ? "done" : "already";
  return target.count >= LIST_PLACES_MAX ? "full" : "no-list";
}
