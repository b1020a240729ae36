/**
 * Lists and the places saved in them, in D1. Every query that changes something is scoped by the signed-in
 * user's id, so another person's list id changes nothing. Limits are enforced inside the statements that
 * would break them (a 101st list, a 1,001st place), so two tabs at once cannot pass them either. Adding is
 * idempotent (one row per list and place: INSERT … ON CONFLICT DO NOTHING), and a new place's position is
 * computed inside the insert, so concurrent adds never collide and retries never duplicate.
 *
 * How it reaches D1: reads and plain writes through Drizzle's query builder; the writes whose rule must hold
 * inside the statement itself (a limit counted in the same INSERT, a position computed from the rows, a list
 * touched only when a row changed) are SQL written out and sent as D1 prepared statements, in one batch where
 * they belong together, because the builder cannot say "insert only while fewer than N".
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { readTogether } from "~/modules/db/reads.server";
import { LIST_PLACES_MAX, LISTS_MAX } from "~/modules/http/limits";
import { PROFILE_CACHE_TTL_S } from "~/modules/http/page-policy";
import type { Restaurant } from "~/modules/places/index.server";

const { lists, listPlaces, profiles } = schema;

/** The first row a query answers, or undefined. */
const first = async <T>(query: Promise<T[]>): Promise<T | undefined> => (await query)[0];

export type ListKind = "favorites" | "want-to-go" | "custom";
export type Visibility = "private" | "link" | "public";
export const VISIBILITIES: readonly Visibility[] = ["private", "link", "public"];
export const BUILTIN_KINDS = ["favorites", "want-to-go"] as const;

/** A random version-4 UUID made by SQLite, for rows a statement creates in bulk (migrations, copies). */
export const SQL_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/** A link-only list's secret: 192 random bits, URL-safe (32 characters). */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
/** What a share token looks like; anything else is not looked up. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export interface ListSummary {
  id: string;
  userId: string;
  kind: ListKind;
  /** The person's own name for a custom list; null for Favorites and Want to go (named by the guide). */
  name: string | null;
  description: string | null;
  visibility: Visibility;
  shareToken: string | null;
  createdAt: number;
  updatedAt: number;
  count: number;
}

export interface ListPlace {
  id: string;
  listId: string;
  placeId: string;
  name: string;
  city: string | null;
  orderIndex: number;
  createdAt: number;
  note: string | null;
  snapshot: Restaurant;
  snapshotAt: number;
  /** The provider no longer knows this place: it is kept, and shown as no longer available. */
  unavailable: boolean;
}

type ListRow = typeof lists.$inferSelect;
/** A row of a query that selects `{ list, n: countOf }` as a list's summary. */
export const toListSummary = ({ list: r, n }: { list: ListRow; n: number }): ListSummary => ({
  id: r.id,
  userId: r.userId,
  kind: r.kind,
  name: r.name,
  description: r.description,
  visibility: r.visibility,
  shareToken: r.shareToken,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
  count: n,
});

export function toListPlace(r: typeof listPlaces.$inferSelect): ListPlace {
  return {
    id: r.id,
    listId: r.listId,
    placeId: r.placeId,
    name: r.restaurantName,
    city: r.city,
    orderIndex: r.orderIndex,
    createdAt: r.createdAt.getTime(),
    note: r.note,
    snapshot: r.restaurantData as Restaurant,
    snapshotAt: r.snapshotAt.getTime(),
    unavailable: r.unavailableAt !== null,
  };
}

/** The city a saved place is grouped under (Favorites): the snapshot's locality. */
export function cityOf(place: Restaurant): string | null {
  const locality = place.address_components?.find(
    (c) => c.types.includes("locality") || c.types.includes("postal_town"),
  );
  return locality?.long_name?.slice(0, 100) ?? null;
}

/** A lean snapshot for display: no reviews (they change, and are Google content). */
/** What a saved place keeps of the provider's answer: everything but its reviews. */
export type Snapshot = Omit<Restaurant, "reviews">;

export function leanSnapshot(place: Restaurant): Snapshot {
  const { reviews: _reviews, ...snapshot } = place;
  return snapshot;
}

// ---------------------------------------------------------------- lists

/** Makes the person's Favorites and Want to go lists if they are missing (idempotent). */
export function builtinListStatements(db: Db, userId: string): D1PreparedStatement[] {
  return BUILTIN_KINDS.map((kind) =>
    db.$client
      .prepare("INSERT INTO lists (id, user_id, kind) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING")
      .bind(crypto.randomUUID(), userId, kind),
  );
}

export async function ensureBuiltinLists(db: Db, userId: string): Promise<void> {
  await db.$client.batch(builtinListStatements(db, userId));
}

/** A built-in list's id, made first if the person has none yet. */
export async function builtinListId(db: Db, userId: string, kind: "favorites" | "want-to-go"): Promise<string> {
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

// Qualified by hand: Drizzle writes a column of the query's only table without its table's name, which inside
// this subquery would name list_places' own id.
const countOf = sql<number>`(SELECT count(*) FROM list_places p WHERE p.list_id = "lists"."id")`.mapWith(Number);
/** The order of a person's lists: Favorites, Want to go, then their own. */
export const kindOrder = sql`CASE ${lists.kind} WHEN 'favorites' THEN 0 WHEN 'want-to-go' THEN 1 ELSE 2 END`;

/** The person's lists: Favorites, Want to go, then their own, oldest first, with how many places each holds. */
/** The query of a person's lists in their order (Favorites, Want to go, then the rest as made). */
const listsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ list: lists, n: countOf })
    .from(lists)
    .where(where)
    .orderBy(kindOrder, asc(lists.createdAt), asc(lists.id));

export async function listsOf(db: Db, userId: string): Promise<ListSummary[]> {
  return (await listsQuery(db, eq(lists.userId, userId))).map(toListSummary);
}

/** One of the person's own lists, or null (unknown, or someone else's). */
export async function ownList(db: Db, userId: string, listId: string): Promise<ListSummary | null> {
  const [row] = await db
    .select({ list: lists, n: countOf })
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  return row ? toListSummary(row) : null;
}

/**
 * The part of a saved snapshot a card shows (name, first photo and its credit, rating, price, address,
 * position, and the address components its link and currency come from), picked out by SQLite: a list page
 * reads a fifth of each snapshot (its hours, other photos and summary stay in D1).
 */
const CARD_FIELDS = sql<Restaurant>`json_object(
  'place_id', json_extract(${listPlaces.restaurantData}, '$.place_id'),
  'name', json_extract(${listPlaces.restaurantData}, '$.name'),
  'source', json_extract(${listPlaces.restaurantData}, '$.source'),
  'photos', json_array(json_extract(${listPlaces.restaurantData}, '$.photos[0]')),
  'rating', json_extract(${listPlaces.restaurantData}, '$.rating'),
  'user_ratings_total', json_extract(${listPlaces.restaurantData}, '$.user_ratings_total'),
  'price_level', json_extract(${listPlaces.restaurantData}, '$.price_level'),
  'vicinity', json_extract(${listPlaces.restaurantData}, '$.vicinity'),
  'formatted_address', json_extract(${listPlaces.restaurantData}, '$.formatted_address'),
  'geometry', json_extract(${listPlaces.restaurantData}, '$.geometry'),
  'address_components', json_extract(${listPlaces.restaurantData}, '$.address_components')
)`.mapWith(cardSnapshot);

/**
 * The picked-out fields as the snapshot had them: SQLite writes a field the snapshot lacks as null, and a
 * missing first photo as [null]; those are left out. (A reviver on JSON.parse did the same at several times
 * the cost, visiting every nested value of twenty cards on each list page.)
 */
function cardSnapshot(text: string): Restaurant {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    if (value === null || (key === "photos" && Array.isArray(value) && value[0] === null)) continue;
    fields[key] = value;
  }
  return fields as unknown as Restaurant;
}

type Visible = ListSummary & { owner: { username: string; displayName: string | null; published: boolean } };
type ListAt = { id: string } | { token: string };

const listAt = (by: ListAt) => ("id" in by ? eq(lists.id, by.id) : eq(lists.shareToken, by.token));

/** The list asked for with its owner's profile (one query, for visibleList and a list page's batch). */
const listWithOwner = (db: Db, by: ListAt) =>
  db
    .select({
      list: lists,
      n: countOf,
      username: profiles.username,
      displayName: profiles.displayName,
      published: profiles.isPublished,
    })
    .from(lists)
    .innerJoin(profiles, eq(profiles.id, lists.userId))
    .where(listAt(by));

/**
 * The rule of who sees a list: its owner always; anyone else a public list by its id, or a shared list
 * (link-only or public) by its current token, while the owner's profile is published. Null otherwise:
 * answered exactly as an unknown list.
 */
function seen(
  row: Awaited<ReturnType<typeof listWithOwner>>[number] | undefined,
  by: ListAt,
  viewerId: string | null,
): Visible | null {
  if (!row) return null;
  const list = toListSummary(row);
  const visible =
    viewerId === list.userId ||
    (row.published && ("id" in by ? list.visibility === "public" : list.visibility !== "private"));
  return visible
    ? { ...list, owner: { username: row.username, displayName: row.displayName, published: row.published } }
    : null;
}

/** The list a visitor asked for, if they may see it (see `seen`). */
export async function visibleList(db: Db, by: ListAt, viewerId: string | null): Promise<Visible | null> {
  return seen((await listWithOwner(db, by))[0], by, viewerId);
}

/**
 * A page of a shared list as anyone but its owner sees it, kept in the isolate's memory for as long as the
 * page's anonymous copies live at the edge (the profile pages' minute), so a popular shared list costs no D1
 * round trip per view: every D1 read is a trip to the database's one location, far from most visitors. Only what an anonymous visitor may see is kept (never a private list, never a
 * link-only list by its id). Its owner always reads D1, and every change to a list or a profile empties this
 * memory (forgetSharedReads, called with the edge cache's purge of the list's and the profile's pages), so in
 * this isolate a change shows at once; elsewhere within the minute, as for the edge copies.
 */
const SHARED_READ_TTL_MS = PROFILE_CACHE_TTL_S * 1000;
const SHARED_READS_MAX = 200;
/** A list page's reading; `ownLists` are all the viewer's lists when the viewer owns this one (else empty). */
type ListPage = { list: Visible | null; places: ListPlace[]; ownLists: ListSummary[] };
const sharedReads = new Map<string, { until: number; read: ListPage & { list: Visible } }>();

/** Empties the isolate's memory of shared list pages (after any list or profile changed). */
export function forgetSharedReads(): void {
  sharedReads.clear();
}

/**
 * visibleList and a page of its places, in one round trip to D1 (one batch): a list page's whole reading
 * (for anyone but the owner, from memory while a fresh copy is there: see sharedReads). The places are read
 * before the list is known to be visible, and dropped when it is not.
 */
export async function visibleListWithPlaces(
  db: Db,
  by: ListAt,
  viewerId: string | null,
  page: { limit: number; offset?: number },
): Promise<ListPage> {
  const key = JSON.stringify([by, page.limit, page.offset ?? 0]);
  const kept = sharedReads.get(key);
  if (kept && kept.until > Date.now() && kept.read.list.userId !== viewerId) return kept.read;
  const [found, rows, own] = await readTogether(db, [
    listWithOwner(db, by),
    db
      .select({ place: { ...getTableColumns(listPlaces), restaurantData: CARD_FIELDS } })
      .from(listPlaces)
      .innerJoin(lists, eq(lists.id, listPlaces.listId))
      .where(listAt(by))
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset ?? 0),
    // The owner's page offers moving and copying to their other lists: read in the same round trip, and only
    // when the viewer owns the list asked for (nobody has the empty id).
    listsQuery(
      db,
      and(
        eq(lists.userId, viewerId ?? ""),
        sql`${viewerId ?? ""} = (SELECT user_id FROM lists WHERE ${"id" in by ? sql`id = ${by.id}` : sql`share_token = ${by.token}`})`,
      ),
    ),
  ]);
  const list = seen(found[0], by, viewerId);
  if (!list) return { list: null, places: [], ownLists: [] };
  const read = { list, places: rows.map((r) => toListPlace(r.place)), ownLists: own.map(toListSummary) };
  const forAnyone = seen(found[0], by, null);
  if (forAnyone) {
    if (sharedReads.size >= SHARED_READS_MAX) sharedReads.clear();
    sharedReads.set(key, { until: Date.now() + SHARED_READ_TTL_MS, read: { ...read, list: forAnyone, ownLists: [] } });
  }
  return read;
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
       SELECT ?1, ?2, 'custom', ?3, ?4, ?5, ?6
       WHERE (SELECT count(*) FROM lists WHERE user_id = ?2) < ?7`,
    )
    .bind(
      id,
      userId,
      fields.name,
      fields.description,
      visibility,
      visibility === "link" ? newShareToken() : null,
      LISTS_MAX,
    )
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
  await db
    .update(lists)
    .set(set)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  return true;
}

/** A new secret link for a list: the old one answers 404 from now on. Null when not the person's list. */
export async function replaceShareToken(db: Db, userId: string, listId: string): Promise<string | null> {
  const token = newShareToken();
  const result = await db
    .update(lists)
    .set({ shareToken: token, updatedAt: new Date() })
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  return (result.meta?.changes ?? 0) > 0 ? token : null;
}

/** Deletes one of the person's own lists and its places and notes (Favorites and Want to go stay). */
export async function deleteList(db: Db, userId: string, listId: string): Promise<boolean> {
  const owned = and(eq(lists.id, listId), eq(lists.userId, userId), eq(lists.kind, "custom"));
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
 * their order and their notes. Within LISTS_MAX lists.
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
         SELECT ?1, ?2, 'custom', ?3, ?4 WHERE (SELECT count(*) FROM lists WHERE user_id = ?2) < ?5`,
      )
      .bind(id, viewerId, source.name, source.description, LISTS_MAX),
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

/** The person's public lists other than Favorites (the profile shows those apart), for their profile. */
/** The query of a person's public lists (not Favorites, which the profile shows as its own); `owner` is their id. */
export const publicListsQuery = (db: Db, owner: string | SQL) =>
  db
    .select({ list: lists, n: countOf })
    .from(lists)
    .where(and(eq(lists.userId, owner), eq(lists.visibility, "public"), sql`${lists.kind} <> 'favorites'`))
    .orderBy(kindOrder, desc(lists.updatedAt));

// ---------------------------------------------------------------- places in a list

/** A list's order: Favorites by city, then as arranged within the city; other lists as arranged. */
export const placeOrder = (kind: ListKind) =>
  kind === "favorites"
    ? [sql`${listPlaces.city} IS NULL`, asc(listPlaces.city), asc(listPlaces.orderIndex), asc(listPlaces.createdAt)]
    : [asc(listPlaces.orderIndex), asc(listPlaces.createdAt)];

/** placeOrder in a query that joins each place's list, whatever the lists' kinds (one list's page, or all). */
export const listOrder = [
  sql`CASE WHEN ${lists.kind} = 'favorites' THEN ${listPlaces.city} IS NULL END`,
  sql`CASE WHEN ${lists.kind} = 'favorites' THEN ${listPlaces.city} END`,
  asc(listPlaces.orderIndex),
  asc(listPlaces.createdAt),
];

/** A list's places in its order (at most `limit`, from `offset`). */
export async function placesOf(
  db: Db,
  list: { id: string; kind: ListKind },
  opts: { limit?: number; offset?: number } = {},
): Promise<ListPlace[]> {
  const rows = await db
    .select()
    .from(listPlaces)
    .where(eq(listPlaces.listId, list.id))
    .orderBy(...placeOrder(list.kind))
    .limit(opts.limit ?? LIST_PLACES_MAX)
    .offset(opts.offset ?? 0);
  return rows.map(toListPlace);
}

/**
 * Inserts a place at the end of a list the user owns (Favorites: at the end of its city), unless the list is
 * full or already holds it. The position is computed inside the insert; the list's `updated_at` moves only
 * when a row was added.
 */
const ADD_PLACE = `
  INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, snapshot_at, note,
                           order_index)
  SELECT ?1, l.id, l.user_id, ?3, ?4, ?5, ?6, ?7, ?8,
         coalesce((SELECT max(p.order_index) + 1 FROM list_places p
                   WHERE p.list_id = l.id AND (l.kind <> 'favorites' OR p.city IS ?6)), 0)
  FROM lists l
  WHERE l.id = ?2 AND l.user_id = ?9 AND (SELECT count(*) FROM list_places c WHERE c.list_id = l.id) < ?10
  ON CONFLICT (list_id, place_id) DO NOTHING`;

const TOUCH_IF_CHANGED = "UPDATE lists SET updated_at = ?1 WHERE id = ?2 AND changes() > 0";

export function addPlaceStatements(
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
        LIST_PLACES_MAX,
      ),
    db.$client.prepare(TOUCH_IF_CHANGED).bind(now, listId),
  ];
}

export type AddOutcome = "added" | "already" | "full" | "no-list";

/** Adds a place to one of the person's lists (idempotent), and says what happened. */
export async function addPlace(db: Db, userId: string, listId: string, place: Restaurant): Promise<AddOutcome> {
  const [inserted] = await db.$client.batch(addPlaceStatements(db, userId, listId, place));
  if ((inserted?.meta?.changes ?? 0) > 0) return "added";
  return whyNotAdded(db, userId, listId, place.place_id);
}

async function whyNotAdded(db: Db, userId: string, listId: string, placeId: string): Promise<AddOutcome> {
  const list = await ownList(db, userId, listId);
  if (!list) return "no-list";
  const there = await first(
    db
      .select({ id: listPlaces.id })
      .from(listPlaces)
      .where(and(eq(listPlaces.listId, listId), eq(listPlaces.placeId, placeId)))
      .limit(1),
  );
  return there ? "already" : "full";
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

export async function removePlace(db: Db, userId: string, listId: string, placeId: string): Promise<boolean> {
  const result = await db
    .delete(listPlaces)
    .where(and(eq(listPlaces.listId, listId), eq(listPlaces.userId, userId), eq(listPlaces.placeId, placeId)));
  const removed = (result.meta?.changes ?? 0) > 0;
  if (removed) await touch(db, userId, listId);
  return removed;
}

async function touch(db: Db, userId: string, listId: string): Promise<void> {
  await db
    .update(lists)
    .set({ updatedAt: new Date() })
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
}

/** Which of the person's lists hold this place (the Save form's ticks). */
export async function listIdsHolding(db: Db, userId: string, placeId: string): Promise<Set<string>> {
  const rows = await db
    .select({ listId: listPlaces.listId })
    .from(listPlaces)
    .where(and(eq(listPlaces.userId, userId), eq(listPlaces.placeId, placeId)));
  return new Set(rows.map((r) => r.listId));
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
  const statements: D1PreparedStatement[] = [];
  for (const id of toAdd) if (!full.includes(id)) statements.push(...addPlaceStatements(db, userId, id, place));
  const now = Date.now();
  for (const id of toRemove) {
    statements.push(
      db.$client
        .prepare("DELETE FROM list_places WHERE list_id = ?1 AND user_id = ?2 AND place_id = ?3")
        .bind(id, userId, place.place_id),
      db.$client.prepare(TOUCH_IF_CHANGED).bind(now, id),
    );
  }
  if (statements.length) await db.$client.batch(statements);
  return { ok: true, added: toAdd.length - full.length, removed: toRemove.length, full };
}

/** The note on one of the person's saved places (null clears it). */
export async function setNote(db: Db, userId: string, itemId: string, note: string | null): Promise<string | null> {
  const row = await first(
    db
      .select({ listId: listPlaces.listId })
      .from(listPlaces)
      .where(and(eq(listPlaces.id, itemId), eq(listPlaces.userId, userId)))
      .limit(1),
  );
  if (!row) return null;
  await db
    .update(listPlaces)
    .set({ note })
    .where(and(eq(listPlaces.id, itemId), eq(listPlaces.userId, userId)));
  await touch(db, userId, row.listId);
  return row.listId;
}

/** The places that share a saved place's order: its list (Favorites: its city in the list). */
async function orderGroup(db: Db, userId: string, itemId: string) {
  const [row] = await db
    .select({ item: listPlaces, kind: lists.kind })
    .from(listPlaces)
    .innerJoin(lists, eq(lists.id, listPlaces.listId))
    .where(and(eq(listPlaces.id, itemId), eq(listPlaces.userId, userId)));
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
            ? sql`${listPlaces.city} IS NULL`
            : eq(listPlaces.city, row.item.city),
      ),
    )
    .orderBy(asc(listPlaces.orderIndex), asc(listPlaces.createdAt));
  return { listId: row.item.listId, ids: siblings.map((s) => s.id) };
}

/** Renumbers an order group in one batch (atomic in D1), so earlier duplicates or gaps heal too. */
async function renumber(db: Db, userId: string, listId: string, ids: readonly string[]): Promise<void> {
  await db.batch([
    ...ids.map((id, i) =>
      db
        .update(listPlaces)
        .set({ orderIndex: i })
        .where(and(eq(listPlaces.id, id), eq(listPlaces.userId, userId))),
    ),
    db
      .update(lists)
      .set({ updatedAt: new Date() })
      .where(and(eq(lists.id, listId), eq(lists.userId, userId))),
  ] as unknown as [never, ...never[]]);
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

export type TransferOutcome = "done" | "already" | "full" | "no-list" | "no-place";

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
  const item = await first(
    db
      .select()
      .from(listPlaces)
      .where(and(eq(listPlaces.id, itemId), eq(listPlaces.userId, userId)))
      .limit(1),
  );
  if (!item) return "no-place";
  if (item.listId === toListId) return "already";
  const target = await ownList(db, userId, toListId);
  if (!target) return "no-list";
  const now = Date.now();
  const statements = [
    db.$client
      .prepare(
        `INSERT INTO list_places (id, list_id, user_id, place_id, created_at, restaurant_name, restaurant_data, city,
                                  order_index, note, snapshot_at, unavailable_at)
         SELECT ?1, t.id, t.user_id, s.place_id, ?5, s.restaurant_name, s.restaurant_data, s.city,
                coalesce((SELECT max(p.order_index) + 1 FROM list_places p
                          WHERE p.list_id = t.id AND (t.kind <> 'favorites' OR p.city IS s.city)), 0),
                s.note, s.snapshot_at, s.unavailable_at
         FROM list_places s JOIN lists t ON t.id = ?2 AND t.user_id = ?3
         WHERE s.id = ?4 AND s.user_id = ?3 AND (SELECT count(*) FROM list_places c WHERE c.list_id = t.id) < ?6
         ON CONFLICT (list_id, place_id) DO NOTHING`,
      )
      .bind(crypto.randomUUID(), toListId, userId, itemId, now, LIST_PLACES_MAX),
    db.$client.prepare(TOUCH_IF_CHANGED).bind(now, toListId),
  ];
  if (mode === "move")
    statements.push(
      db.$client
        .prepare(
          `DELETE FROM list_places WHERE id = ?1 AND user_id = ?2
           AND EXISTS (SELECT 1 FROM list_places WHERE list_id = ?3 AND place_id = ?4)`,
        )
        .bind(itemId, userId, toListId, item.placeId),
      db.$client.prepare(TOUCH_IF_CHANGED).bind(now, item.listId),
    );
  const [inserted] = await db.$client.batch(statements);
  if ((inserted?.meta?.changes ?? 0) > 0) return "done";
  const there = await first(
    db
      .select({ id: listPlaces.id })
      .from(listPlaces)
      .where(and(eq(listPlaces.listId, toListId), eq(listPlaces.placeId, item.placeId)))
      .limit(1),
  );
  // Already in the other list: a move still takes it out of this one (done by the batch above).
  if (there) return mode === "move" ? "done" : "already";
  return target.count >= LIST_PLACES_MAX ? "full" : "no-list";
}

/** How many places each of the given lists holds. */
export async function placeCounts(db: Db, listIds: readonly string[]): Promise<Map<string, number>> {
  if (!listIds.length) return new Map();
  const rows = await db
    .select({ listId: listPlaces.listId, n: count() })
    .from(listPlaces)
    .where(inArray(listPlaces.listId, [...listIds]))
    .groupBy(listPlaces.listId);
  return new Map(rows.map((r) => [r.listId, r.n]));
}
