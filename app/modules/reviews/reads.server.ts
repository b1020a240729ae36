/**
 * What the pages read of members' reviews. Each read is a query a loader may batch with its others (none is
 * awaited here), and its rows come out through the `…Of` function beside it.
 *
 * Shown to others, and counted in a place's average, is a review that is visible (not hidden by reports, not
 * removed) by an account at least NEW_ACCOUNT_HOLD_MS old: `counted` below. Its author always sees their own.
 * A place's count, average and histogram are computed from those rows at each read, so they always equal what
 * its reviews say (a deleted account's reviews are gone from them at once).
 */
import { and, asc, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import type { MembersAverage, MembersAverages } from "~/modules/places/rules";
import { keepAverages, keptAverages } from "./kept.server";
import {
  type MembersRating,
  NEW_ACCOUNT_HOLD_MS,
  REVIEWS_PAGE_SIZE,
  type ReportReason,
  type ReviewSort,
} from "./rules";

const { reviews, profiles } = schema;

/** A review as a page shows it. */
export interface ReviewView {
  id: string;
  placeId: string;
  placeName: string;
  placePath: string;
  rating: number;
  body: string | null;
  lang: string;
  visited: string | null;
  /** ms since the epoch */
  createdAt: number;
  updatedAt: number;
  author: { username: string; name: string; published: boolean };
}

/** The author's own view of a review: with where it stands. */
export interface OwnReview extends ReviewView {
  status: "visible" | "hidden" | "removed";
  /** Not shown to others before this moment (ms): the account is newer than the hold; null once past it. */
  heldUntil: number | null;
  removedReason: ReportReason | null;
  appealedAt: number | null;
  appealDecidedAt: number | null;
}

/** The moment before which an account must have been made for its reviews to count. */
const heldBefore = (now: number) => now - NEW_ACCOUNT_HOLD_MS;

/** Shown to others and counted: visible, by an account older than the hold. */
export const counted = (now: number) =>
  and(eq(reviews.status, "visible"), lte(reviews.authorSince, new Date(heldBefore(now))));

const VIEW_FIELDS = {
  id: reviews.id,
  placeId: reviews.placeId,
  placeName: reviews.placeName,
  placePath: reviews.placePath,
  rating: reviews.rating,
  body: reviews.body,
  lang: reviews.lang,
  visited: reviews.visited,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  username: profiles.username,
  displayName: profiles.displayName,
  published: profiles.isPublished,
};

/** A row of VIEW_FIELDS, as drizzle types it (the author's profile fields are null without a profile). */
type ViewRow = Awaited<ReturnType<typeof placeReviewsQuery>>[number];

export function viewOf(row: ViewRow): ReviewView {
  const { username, displayName, published, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.getTime(),
    updatedAt: updatedAt.getTime(),
    author: { username: username ?? "", name: displayName || username || "", published: published === true },
  };
}

const SORT: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
};

/** A place's counted reviews by stars: the rows of its summary (see ratingOf). */
export const ratingQuery = (db: Db, placeId: string, now: number) =>
  db
    .select({ rating: reviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(and(eq(reviews.placeId, placeId), counted(now)))
    .groupBy(reviews.rating);

export function ratingOf(rows: readonly { rating: number; n: number }[]): MembersRating {
  const histogram: MembersRating["histogram"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    if (rating < 1 || rating > 5) continue;
    histogram[(rating - 1) as 0 | 1 | 2 | 3 | 4] += n;
    count += n;
    sum += rating * n;
  }
  return { count, average: count ? sum / count : 0, histogram };
}

/** One page of a place's counted reviews (1-based), in the order asked; the viewer's own is read apart. */
export const placeReviewsQuery = (db: Db, placeId: string, sort: ReviewSort, page: number, now: number) =>
  db
    .select(VIEW_FIELDS)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(and(eq(reviews.placeId, placeId), counted(now)))
    .orderBy(...SORT[sort])
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);

/** A review's fields with where it stands (its author's view, the moderators' queue). */
export const OWN_FIELDS = {
  ...VIEW_FIELDS,
  status: reviews.status,
  removedReason: reviews.removedReason,
  appealedAt: reviews.appealedAt,
  appealDecidedAt: reviews.appealDecidedAt,
  authorSince: reviews.authorSince,
};

/** A row of OWN_FIELDS. */
type OwnRow = Awaited<ReturnType<typeof ownReviewQuery>>[number];

export function ownOf(row: OwnRow, now: number): OwnReview {
  const { status, removedReason, appealedAt, appealDecidedAt, authorSince, ...view } = row;
  const since = authorSince?.getTime() ?? now;
  return {
    ...viewOf(view),
    status,
    heldUntil: since > heldBefore(now) ? since + NEW_ACCOUNT_HOLD_MS : null,
    removedReason: removedReason as ReportReason | null,
    appealedAt: appealedAt?.getTime() ?? null,
    appealDecidedAt: appealDecidedAt?.getTime() ?? null,
  };
}

/** The member's own review of a place (any status). */
export const ownReviewQuery = (db: Db, userId: string | SQL, placeId: string) =>
  db
    .select(OWN_FIELDS)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), eq(reviews.placeId, placeId)))
    .limit(1);

/** Every review of a member, newest first, with where each stands (their account page, their data download). */
export const reviewsOfMemberQuery = (db: Db, userId: string) =>
  db
    .select(OWN_FIELDS)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), asc(reviews.id));

/** A member's counted reviews, newest first, for their public profile. */
export const publicReviewsQuery = (db: Db, userId: string | SQL, now: number, limit = 50) =>
  db
    .select(VIEW_FIELDS)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(and(eq(reviews.userId, userId), counted(now)))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit);

/**
 * The members' averages of many places in one read (a page's cards): the ids travel as one JSON parameter,
 * so any number of them is one statement.
 */
export const averagesQuery = (db: Db, placeIds: readonly string[], now: number) =>
  db
    .select({
      placeId: reviews.placeId,
      count: sql<number>`count(*)`.mapWith(Number),
      average: sql<number>`avg(${reviews.rating})`.mapWith(Number),
    })
    .from(reviews)
    .where(
      and(
        sql`${reviews.placeId} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(placeIds)])}))`,
        counted(now),
      ),
    )
    .groupBy(reviews.placeId);

/**
 * The members' averages of the places of a list (`listId` may be SQL that finds it), in the same batch as the
 * list's own reads.
 */
export const listAveragesQuery = (db: Db, listId: string | SQL, now: number) =>
  db
    .select({
      placeId: reviews.placeId,
      count: sql<number>`count(*)`.mapWith(Number),
      average: sql<number>`avg(${reviews.rating})`.mapWith(Number),
    })
    .from(reviews)
    .where(and(sql`${reviews.placeId} IN (SELECT place_id FROM list_places WHERE list_id = ${listId})`, counted(now)))
    .groupBy(reviews.placeId);

/** The list's owner's own reviews of its places (a list's export carries them), any status. */
export const ownerReviewsOfListQuery = (db: Db, listId: string) =>
  db
    .select({ placeId: reviews.placeId, rating: reviews.rating, body: reviews.body })
    .from(reviews)
    .where(
      and(
        sql`${reviews.userId} = (SELECT user_id FROM lists WHERE id = ${listId})`,
        sql`${reviews.placeId} IN (SELECT place_id FROM list_places WHERE list_id = ${listId})`,
      ),
    );

export type Averages = MembersAverages;

export function averagesOf(rows: readonly { placeId: string; count: number; average: number }[]): Averages {
  return new Map(rows.map((r) => [r.placeId, { count: r.count, average: r.average }]));
}

/**
 * The members' averages of these places: one D1 read, or none when there are no places. For a visitor who is
 * not signed in (`fresh` false), the averages kept from reads of the last minute are used, and only the places
 * without one are read (kept.server).
 */
export async function membersAverages(
  db: Db,
  placeIds: readonly string[],
  { fresh = true, now = Date.now() }: { fresh?: boolean; now?: number } = {},
): Promise<Averages> {
  const { known, missing } = fresh
    ? { known: new Map<string, MembersAverage>(), missing: placeIds }
    : keptAverages(placeIds);
  if (missing.length) {
    const read = averagesOf(await averagesQuery(db, missing, now));
    keepAverages(missing, read);
    for (const [id, average] of read) known.set(id, average);
  }
  return known;
}
