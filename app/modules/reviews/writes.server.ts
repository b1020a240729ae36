/**
 * Every change to members' reviews. Each rule that two requests at once could both pass (one review per
 * member and place, the hourly and daily allowance, copies pasted on other places, three reports to hide) is
 * checked inside the one SQL statement that writes, so D1 (one writer, statements atomic) keeps it however
 * many arrive together. When a write is refused, a second read says which rule refused it.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import {
  comparableText,
  NEW_ACCOUNT_HOLD_MS,
  REPORTS_TO_HIDE,
  REVIEWS_PER_DAY,
  REVIEWS_PER_HOUR,
  type ReportReason,
  type Stars,
} from "./rules";

const { reviews, reviewReports, moderationLog } = schema;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface ReviewInput {
  userId: string;
  place: { id: string; name: string; path: string };
  rating: Stars;
  body: string | null;
  lang: string;
  visited: string | null;
}

export type WriteOutcome =
  | { kind: "created" | "updated"; id: string }
  | { kind: "refused"; why: "per-hour" | "per-day" | "copy" | "removed" };

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The text's digest as compared for copies (null: none, or too short to be a copy). */
export async function textHash(body: string | null): Promise<string | null> {
  const comparable = comparableText(body);
  return comparable ? digest(comparable) : null;
}

/**
 * Writes the member's review of a place: a new one, or their one review changed (two tabs posting a first
 * review at once leave one review, the later words). Refused: a review a moderator removed (its author may
 * delete it or ask for another look), a new review past the allowance, a text already on another place.
 */
export async function writeReview(db: Db, input: ReviewInput, now = Date.now()): Promise<WriteOutcome> {
  const { userId, place } = input;
  const hash = await textHash(input.body);
  const id = crypto.randomUUID();
  const rows = await db.all<{ id: string; created_at: number; updated_at: number }>(sql`
    INSERT INTO reviews (id, user_id, place_id, place_name, place_path, rating, body, lang, visited, text_hash,
                         author_since, created_at, updated_at)
    SELECT ${id}, ${userId}, ${place.id}, ${place.name}, ${place.path}, ${input.rating}, ${input.body}, ${input.lang},
           ${input.visited}, ${hash}, (SELECT created_at FROM users WHERE id = ${userId}), ${now}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM reviews WHERE user_id = ${userId} AND place_id = ${place.id} AND status = 'removed')
      AND NOT EXISTS (SELECT 1 FROM reviews WHERE text_hash = ${hash} AND place_id <> ${place.id})
      AND (EXISTS (SELECT 1 FROM reviews WHERE user_id = ${userId} AND place_id = ${place.id})
           OR ((SELECT count(*) FROM reviews WHERE user_id = ${userId} AND created_at > ${now - HOUR_MS}) < ${REVIEWS_PER_HOUR}
               AND (SELECT count(*) FROM reviews WHERE user_id = ${userId} AND created_at > ${now - DAY_MS}) < ${REVIEWS_PER_DAY}))
    ON CONFLICT (user_id, place_id) DO UPDATE SET
      rating = excluded.rating, body = excluded.body, lang = excluded.lang, visited = excluded.visited,
      text_hash = excluded.text_hash, place_name = excluded.place_name, place_path = excluded.place_path,
      updated_at = excluded.updated_at
    RETURNING id, created_at, updated_at`);
  const row = rows[0];
  if (row) return { kind: row.created_at === row.updated_at && row.id === id ? "created" : "updated", id: row.id };
  return { kind: "refused", why: await whyRefused(db, input, hash, now) };
}

async function whyRefused(
  db: Db,
  { userId, place }: ReviewInput,
  hash: string | null,
  now: number,
): Promise<"per-hour" | "per-day" | "copy" | "removed"> {
  const [[removed], [copy], [hour], [day]] = await db.batch([
    db
      .select({ n: sql<number>`count(*)` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.placeId, place.id), eq(reviews.status, "removed"))),
    db
      .select({ n: sql<number>`count(*)` })
      .from(reviews)
      .where(and(sql`${reviews.textHash} = ${hash}`, sql`${reviews.placeId} <> ${place.id}`)),
    db
      .select({ n: sql<number>`count(*)` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, new Date(now - HOUR_MS)))),
    db
      .select({ n: sql<number>`count(*)` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, new Date(now - DAY_MS)))),
  ]);
  if (removed?.n) return "removed";
  if (copy?.n) return "copy";
  if ((day?.n ?? 0) >= REVIEWS_PER_DAY) return "per-day";
  if ((hour?.n ?? 0) >= REVIEWS_PER_HOUR) return "per-hour";
  // Nothing refuses it now: a review it conflicted with went in between. Ask the member to send it again.
  return "per-hour";
}

/** Deletes the member's own review (any status); another member's id deletes nothing. */
export async function deleteReview(
  db: Db,
  userId: string,
  reviewId: string,
): Promise<{ placeId: string; placePath: string } | null> {
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ placeId: reviews.placeId, placePath: reviews.placePath });
  return row ?? null;
}

/** Reported; or this report hid the review (its place's page changed); or why nothing was reported. */
export type ReportOutcome =
  | "reported"
  | { hidden: true; place: { placeId: string; placePath: string } }
  | "already"
  | "own"
  | "unknown";

/**
 * A member's report of another member's review. Reports from accounts still within the new-account hold are
 * kept but do not count towards hiding it (a batch of fresh accounts cannot take a review down). The third
 * counted report hides the review however the reports interleave.
 */
export async function reportReview(
  db: Db,
  { reviewId, reporterId, reason }: { reviewId: string; reporterId: string; reason: ReportReason },
  now = Date.now(),
): Promise<ReportOutcome> {
  // Two statements, not one batch: the hiding counts the reports committed when it runs, so whichever report is
  // the third to be written, its own hiding sees all three.
  const inserted = await db.all<{ review_id: string }>(sql`
    INSERT INTO review_reports (review_id, reporter_id, reason, created_at)
    SELECT ${reviewId}, ${reporterId}, ${reason}, ${now}
    WHERE EXISTS (SELECT 1 FROM reviews WHERE id = ${reviewId} AND user_id <> ${reporterId} AND status <> 'removed')
    ON CONFLICT DO NOTHING
    RETURNING review_id`);
  const hidden = inserted.length
    ? await db.all<{ placeId: string; placePath: string }>(sql`
        UPDATE reviews SET status = 'hidden'
        WHERE id = ${reviewId} AND status = 'visible'
          AND (SELECT count(*) FROM review_reports r JOIN users u ON u.id = r.reporter_id
               WHERE r.review_id = ${reviewId} AND r.resolved_at IS NULL
                 AND u.created_at <= ${now - NEW_ACCOUNT_HOLD_MS}) >= ${REPORTS_TO_HIDE}
        RETURNING place_id AS placeId, place_path AS placePath`)
    : [];
  const place = hidden[0];
  if (inserted.length) return place ? { hidden: true, place } : "reported";
  const [review] = await db
    .select({ userId: reviews.userId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review || review.status === "removed") return "unknown";
  return review.userId === reporterId ? "own" : "already";
}

export interface Decision {
  reviewId: string;
  decision: "keep" | "remove";
  /** Required to remove: told to the author. */
  reason: ReportReason | null;
  moderator: string;
}

/**
 * A moderator's decision: keep (shown again, its open reports resolved) or remove with a reason. A decision on
 * a removal the author appealed answers the appeal, for good. Logged with the moderator's address.
 */
export async function decide(
  db: Db,
  { reviewId, decision, reason, moderator }: Decision,
  now = Date.now(),
): Promise<{ placeId: string; placePath: string; userId: string } | null> {
  const at = new Date(now);
  const [review] = await db
    .select({ placeId: reviews.placeId, placePath: reviews.placePath, userId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) return null;
  // The decision, its reports closed and its line in the log: all or nothing.
  await db.batch([
    db
      .update(reviews)
      .set({
        status: decision === "keep" ? "visible" : "removed",
        removedReason: decision === "keep" ? null : reason,
        decidedAt: at,
        appealDecidedAt: sql`CASE WHEN ${reviews.appealedAt} IS NOT NULL THEN ${now} ELSE NULL END`,
      })
      .where(eq(reviews.id, reviewId)),
    db
      .update(reviewReports)
      .set({ resolvedAt: at })
      .where(and(eq(reviewReports.reviewId, reviewId), sql`${reviewReports.resolvedAt} IS NULL`)),
    db.insert(moderationLog).values({ at, reviewId, placeId: review.placeId, action: decision, reason, moderator }),
  ]);
  return review;
}

/** The author asks once for another look at a removal; false when it is not theirs, not removed or asked. */
export async function appeal(db: Db, userId: string, reviewId: string, now = Date.now()): Promise<boolean> {
  const [updated] = await db
    .update(reviews)
    .set({ appealedAt: new Date(now) })
    .where(
      and(
        eq(reviews.id, reviewId),
        eq(reviews.userId, userId),
        eq(reviews.status, "removed"),
        sql`${reviews.appealedAt} IS NULL`,
      ),
    )
    .returning({ placeId: reviews.placeId });
  if (!updated) return false;
  await db.insert(moderationLog).values({ at: new Date(now), reviewId, placeId: updated.placeId, action: "appeal" });
  return true;
}
