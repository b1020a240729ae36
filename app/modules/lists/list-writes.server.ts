/**
 * Making, changing, sharing, deleting and copying a person's lists. Every statement is scoped by the
 * signed-in person's id, so another person's list id changes nothing. The LISTS_MAX limit is counted inside
 * the INSERT that would break it, so two tabs at once cannot pass it either: those INSERTs are SQL written
 * out (the builder cannot say "insert only while fewer than N"); the rest goes through Drizzle's builder.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { LISTS_MAX } from "~/modules/http/limits";
import { first, ownedList } from "./queries.server";
import { ownList } from "./reads.server";
import { newShareToken } from "./share-token";
import { BUILTIN_KINDS, type Visibility } from "./types";

const { lists, listPlaces } = schema;

/** A random version-4 UUID made by SQLite, for the rows a statement creates in bulk (a list's copy). */
const SQL_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** Inside an INSERT of a list for the person whose id is bound at ?2: while they have fewer than LISTS_MAX. */
const ROOM_FOR_A_LIST = `(SELECT count(*) FROM lists WHERE user_id = ?2) < ${LISTS_MAX}`;

/** Makes the person's Favorites and Want to go lists if they are missing (idempotent). */
export async function ensureBuiltinLists(db: Db, userId: string): Promise<void> {
  await db
    .insert(lists)
    .values(BUILTIN_KINDS.map((kind) => ({ id: crypto.randomUUID(), userId, kind })))
    .onConflictDoNothing();
}

/** A built-in list's id, made first if the person has none yet. */
export async function builtinListId(db: Db, userId: string, kind: (typeof BUILTIN_KINDS)[number]): Promise<string> {
  const find = () =>
    first(
      db
        .select({ id: lists.id })
        .from(lists)
        .where(and(eq(lists.userId, userId), eq(lists.kind, kind)))
        .limit(1),
    );
  let row = await find();
  if (!row) {
    await ensureBuiltinLists(db, userId);
    row = await find();
  }
  return row!.id;
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "too-many" };

/** A new list of the person's own (private unless told), within LISTS_MAX lists. */
export async function createList(
  db: Db,
  userId: string,
  fields: { name: string; description: string | null; visibility?: Visibility },
): Promise<CreateOutcome> {
  const id = crypto.randomUUID();
  const visibility = fields.visibility ?? "private";
  const result = await db.$client
    .prepare(
      `INSERT INTO lists (id, user_id, kind, name, description, visibility, share_token)
       SELECT ?1, ?2, 'custom', ?3, ?4, ?5, ?6 WHERE ${ROOM_FOR_A_LIST}`,
    )
    .bind(id, userId, fields.name, fields.description, visibility, visibility === "link" ? newShareToken() : null)
    .run();
  return (result.meta?.changes ?? 0) > 0 ? { ok: true, id } : { ok: false, reason: "too-many" };
}

/**
 * Renames or describes a list, or changes who sees it. Built-in lists keep the guide's name. Making a list
 * private ends its link for good (its token is dropped); sharing it again (link only or public) makes a new
 * one, so nobody who had an old link gets back in without the owner sharing anew. False when the list is not
 * the person's.
 */
export async function updateList(
  db: Db,
  userId: string,
  listId: string,
  fields: { name?: string; description?: string | null; visibility?: Visibility },
): Promise<boolean> {
  const list = await ownList(db, userId, listId);
  if (!list) return false;
  const set: Partial<typeof lists.$inferInsert> = { updatedAt: new Date() };
  if (fields.name !== undefined && list.kind === "custom") set.name = fields.name;
  if (fields.description !== undefined) set.description = fields.description;
  if (fields.visibility !== undefined) {
    set.visibility = fields.visibility;
    if (fields.visibility === "private") set.shareToken = null;
    else if (!list.shareToken) set.shareToken = newShareToken();
  }
  await db.update(lists).set(set).where(ownedList(userId, listId));
  return true;
}

/** A new secret link for a list: the old one answers 404 from now on. Null when not the person's list. */
export async function replaceShareToken(db: Db, userId: string, listId: string): Promise<string | null> {
  const token = newShareToken();
  const result = await db
    .update(lists)
    .set({ shareToken: token, updatedAt: new Date() })
    .where(ownedList(userId, listId));
  return (result.meta?.changes ?? 0) > 0 ? token : null;
}

/** Deletes one of the person's own lists and its places and notes (Favorites and Want to go stay). */
export async function deleteList(db: Db, userId: string, listId: string): Promise<boolean> {
  const owned = and(ownedList(userId, listId), eq(lists.kind, "custom"));
  const list = await first(db.select({ id: lists.id }).from(lists).where(owned).limit(1));
  if (!list) return false;
  await db.batch([
    db.delete(listPlaces).where(and(eq(listPlaces.listId, listId), eq(listPlaces.userId, userId))),
    db.delete(lists).where(owned),
  ]);
  return true;
}

/**
 * A copy of a list the viewer can see, as a new private list of theirs: its name, description, places in
 * their order and their notes. Within LISTS_MAX lists: the places go in only if the list was made (one
 * batch, one transaction).
 */
export async function copyList(
  db: Db,
  viewerId: string,
  source: { id: string; name: string; description: string | null },
): Promise<CreateOutcome> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const [made] = await db.$client.batch([
    db.$client
      .prepare(
        `INSERT INTO lists (id, user_id, kind, name, description)
         SELECT ?1, ?2, 'custom', ?3, ?4 WHERE ${ROOM_FOR_A_LIST}`,
      )
      .bind(id, viewerId, source.name, source.description),
    db.$client
      .prepare(
        `INSERT INTO list_places (id, list_id, user_id, place_id, created_at, restaurant_name, restaurant_data, city,
                                  order_index, note, snapshot_at, unavailable_at)
         SELECT ${SQL_UUID}, ?1, ?2, s.place_id, ?3, s.restaurant_name, s.restaurant_data, s.city,
                row_number() OVER (ORDER BY CASE WHEN l.kind = 'favorites' THEN s.city IS NULL END,
                                   CASE WHEN l.kind = 'favorites' THEN s.city END, s.order_index, s.created_at) - 1,
                s.note, s.snapshot_at, s.unavailable_at
         FROM list_places s JOIN lists l ON l.id = s.list_id
         WHERE s.list_id = ?4 AND EXISTS (SELECT 1 FROM lists WHERE id = ?1 AND user_id = ?2)`,
      )
      .bind(id, viewerId, now, source.id),
  ]);
  return (made?.meta?.changes ?? 0) > 0 ? { ok: true, id } : { ok: false, reason: "too-many" };
}
