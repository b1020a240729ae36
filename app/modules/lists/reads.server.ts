/**
 * Reading lists: a person's own, one list as a visitor may see it (with a page of its places in the same round
 * trip, and for anyone but its owner from the isolate's memory of shared pages), a list's places in order.
 */

import { and, eq, getTableColumns, sql } from "drizzle-orm";
import { boundedCache } from "~/modules/bounded-cache";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { LIST_PLACES_MAX } from "~/modules/http/limits";
import { PROFILE_CACHE_TTL_S } from "~/modules/http/page-policy";
import { type Averages, averagesOf, listAveragesQuery } from "~/modules/reviews/reads.server";
import { CARD_SNAPSHOT } from "./card-fields.server";
import {
  countOf,
  first,
  listOrder,
  listsQuery,
  ownedList,
  placeOrder,
  toListPlace,
  toListSummary,
} from "./queries.server";
import type { ListKind, ListPlace, ListSummary } from "./types";

const { lists, listPlaces, profiles } = schema;

/** The person's lists: Favorites, Want to go, then their own, oldest first, with how many places each holds. */
export async function listsOf(db: Db, userId: string): Promise<ListSummary[]> {
  return (await listsQuery(db, eq(lists.userId, userId))).map(toListSummary);
}

/** One of the person's own lists, or null (unknown, or someone else's). */
export async function ownList(db: Db, userId: string, listId: string): Promise<ListSummary | null> {
  const row = await first(listsQuery(db, ownedList(userId, listId)));
  return row ? toListSummary(row) : null;
}

/** Whether a list holds a place. */
export async function holds(db: Db, listId: string, placeId: string): Promise<boolean> {
  const row = await first(
    db
      .select({ id: listPlaces.id })
      .from(listPlaces)
      .where(and(eq(listPlaces.listId, listId), eq(listPlaces.placeId, placeId)))
      .limit(1),
  );
  return row !== undefined;
}

/** Which of the person's lists hold this place (the Save form's ticks). */
export async function listIdsHolding(db: Db, userId: string, placeId: string): Promise<Set<string>> {
  const rows = await db
    .select({ listId: listPlaces.listId })
    .from(listPlaces)
    .where(and(eq(listPlaces.userId, userId), eq(listPlaces.placeId, placeId)));
  return new Set(rows.map((r) => r.listId));
}

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

// ---------------------------------------------------------------- one list, as a visitor sees it

type Visible = ListSummary & { owner: { username: string; displayName: string | null; published: boolean } };
/** A list asked for by its id (/lists/{id}) or by its share token (/l/{token}). */
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
 * round trip per view: every D1 read is a trip to the database's one location, far from most visitors. Only
 * what an anonymous visitor may see is kept (never a private list, never a link-only list by its id). Its
 * owner always reads D1, and every change to a list or a profile empties this memory (forgetSharedReads,
 * called with the edge cache's purge of the list's and the profile's pages), so in this isolate a change
 * shows at once; elsewhere within the minute, as for the edge copies.
 */
const SHARED_READ_TTL_MS = PROFILE_CACHE_TTL_S * 1000;
const SHARED_READS_MAX = 200;
/** A list page's reading; `ownLists` are all the viewer's lists when the viewer owns this one (else empty). */
/** A list's page of places, the viewer's other lists, and the members' averages of the list's places. */
type ListPage = { list: Visible | null; places: ListPlace[]; ownLists: ListSummary[]; averages: Averages };
const sharedReads = boundedCache<string, ListPage & { list: Visible }>({
  max: SHARED_READS_MAX,
  ageMs: SHARED_READ_TTL_MS,
});

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
  if (kept && kept.list.userId !== viewerId) return kept;
  const listId = "id" in by ? by.id : sql`(SELECT id FROM lists WHERE share_token = ${by.token})`;
  const [found, rows, own, averageRows] = await db.batch([
    listWithOwner(db, by),
    db
      .select({ place: { ...getTableColumns(listPlaces), restaurantData: CARD_SNAPSHOT } })
      .from(listPlaces)
      .innerJoin(lists, eq(lists.id, listPlaces.listId))
      .where(listAt(by))
      .orderBy(...listOrder)
      .limit(page.limit)
      .offset(page.offset ?? 0),
    // The owner's page offers moving and copying to their other lists: read in the same round trip, and only
    // when the viewer owns the list asked for (nobody has the empty id). SQL written out: the owner is found
    // by a subquery inside the same batch, over the same table as the query around it.
    listsQuery(
      db,
      and(
        eq(lists.userId, viewerId ?? ""),
        sql`${viewerId ?? ""} = (SELECT user_id FROM lists WHERE ${"id" in by ? sql`id = ${by.id}` : sql`share_token = ${by.token}`})`,
      ),
    ),
    // The members' averages of its places, for their cards (public facts about places, read with the list).
    listAveragesQuery(db, listId, Date.now()),
  ]);
  const list = seen(found[0], by, viewerId);
  if (!list) return { list: null, places: [], ownLists: [], averages: new Map() };
  const read = {
    list,
    places: rows.map((r) => toListPlace(r.place)),
    ownLists: own.map(toListSummary),
    averages: averagesOf(averageRows),
  };
  const forAnyone = seen(found[0], by, null);
  if (forAnyone) {
    sharedReads.set(key, { ...read, list: forAnyone, ownLists: [] });
  }
  return read;
}
