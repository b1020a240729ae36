/**
 * The pieces of query the lists' reads and writes share, and the favorites and account pages build on: what
 * a person owns, how many places a list holds, the orders of lists and of places, and rows as the module's
 * types.
 */
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import type { Restaurant } from "~/modules/places/index.server";
import type { ListKind, ListPlace, ListSummary } from "./types";

const { lists, listPlaces } = schema;

/** The first row a query answers, or undefined. */
export const first = async <T>(query: Promise<T[]>): Promise<T | undefined> => (await query)[0];

/**
 * The rows of a person's Favorites list; `userId` may be SQL that finds the id (the session's user). A
 * subquery, so it goes in the same batch as the query that finds the person.
 */
export const inFavorites = (userId: string | SQL) =>
  and(
    eq(listPlaces.userId, userId),
    sql`${listPlaces.listId} = (SELECT id FROM lists WHERE user_id = ${userId} AND kind = 'favorites')`,
  );

/** One of the person's own lists: another person's list id matches nothing. */
export const ownedList = (userId: string, listId: string) => and(eq(lists.id, listId), eq(lists.userId, userId));

/** One of the person's own saved places: another person's item id matches nothing. */
export const ownedItem = (userId: string, itemId: string) =>
  and(eq(listPlaces.id, itemId), eq(listPlaces.userId, userId));

/**
 * How many places the row's list holds. SQL written out, qualified by hand: Drizzle writes a column of the
 * query's only table without its table's name, which inside this subquery would name list_places' own id.
 */
export const countOf = sql<number>`(SELECT count(*) FROM list_places p WHERE p.list_id = "lists"."id")`.mapWith(Number);

/** The order of a person's lists: Favorites, Want to go, then their own (a CASE: the builder has none). */
export const kindOrder = sql`CASE ${lists.kind} WHEN 'favorites' THEN 0 WHEN 'want-to-go' THEN 1 ELSE 2 END`;

/** The query of a person's lists in their order (Favorites, Want to go, then the rest as made), with their counts. */
export const listsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({ list: lists, n: countOf })
    .from(lists)
    .where(where)
    .orderBy(kindOrder, asc(lists.createdAt), asc(lists.id));

/** The query of a person's public lists (not Favorites, which the profile shows as its own); `owner` is their id. */
export const publicListsQuery = (db: Db, owner: string | SQL) =>
  db
    .select({ list: lists, n: countOf })
    .from(lists)
    .where(and(eq(lists.userId, owner), eq(lists.visibility, "public"), ne(lists.kind, "favorites")))
    .orderBy(kindOrder, desc(lists.updatedAt));

/** A list's order: Favorites by city (none last), then as arranged within the city; other lists as arranged. */
export const placeOrder = (kind: ListKind) =>
  kind === "favorites"
    ? [isNull(listPlaces.city), asc(listPlaces.city), asc(listPlaces.orderIndex), asc(listPlaces.createdAt)]
    : [asc(listPlaces.orderIndex), asc(listPlaces.createdAt)];

/**
 * placeOrder in a query that joins each place's list, whatever the lists' kinds (one list's page, or all):
 * the city counts only in Favorites (a CASE: the builder has none).
 */
export const listOrder = [
  sql`CASE WHEN ${lists.kind} = 'favorites' THEN ${listPlaces.city} IS NULL END`,
  sql`CASE WHEN ${lists.kind} = 'favorites' THEN ${listPlaces.city} END`,
  asc(listPlaces.orderIndex),
  asc(listPlaces.createdAt),
];

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
