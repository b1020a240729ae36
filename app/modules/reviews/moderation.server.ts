/**
 * Moderators and what they see. The operator names moderators by e-mail address in the Worker variable
 * MODERATORS (comma-separated; see README.md): a signed-in member with one of those addresses (as Google
 * verified it at sign-in) gets the queue. Nobody else can read it or decide.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { OWN_FIELDS, type OwnReview, ownOf } from "./reads.server";
import type { ReportReason } from "./rules";

const { reviews, profiles, moderationLog } = schema;

/** Whether this address is one of the operator's moderators (compared without case). */
export function isModerator(env: Partial<Env>, email: string | null | undefined): boolean {
  if (!email) return false;
  const wanted = email.trim().toLowerCase();
  return (env.MODERATORS ?? "")
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .some((a) => a && a === wanted);
}

/** A review waiting for a moderator, with its open reports by reason. */
export interface QueueItem {
  review: OwnReview;
  reports: { reason: ReportReason; count: number }[];
  /** The author asked for another look at its removal. */
  appeal: boolean;
}

/** The most items one visit of the queue shows: the oldest first, so none waits forever. */
export const QUEUE_MAX = 50;

/**
 * The queue: reviews with reports nobody has decided (hidden ones first), and removals their authors asked to
 * have looked at again, oldest waiting first.
 */
export async function queue(db: Db, now = Date.now()): Promise<QueueItem[]> {
  const open = sql`EXISTS (SELECT 1 FROM review_reports r WHERE r.review_id = ${reviews.id} AND r.resolved_at IS NULL)`;
  /** How long it has waited: since the author asked again, else since its first open report. */
  const waiting = sql`coalesce(${reviews.appealedAt}, (SELECT min(created_at) FROM review_reports r
    WHERE r.review_id = ${reviews.id} AND r.resolved_at IS NULL))`;
  const appealed = sql`(${reviews.status} = 'removed' AND ${reviews.appealedAt} IS NOT NULL AND ${reviews.appealDecidedAt} IS NULL)`;
  const rows = await db
    .select({
      ...OWN_FIELDS,
      reports: sql<string>`(SELECT json_group_array(json_object('reason', reason, 'count', n)) FROM
        (SELECT reason, count(*) AS n FROM review_reports r WHERE r.review_id = ${reviews.id} AND r.resolved_at IS NULL
         GROUP BY reason ORDER BY n DESC, reason))`,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(sql`(${reviews.status} <> 'removed' AND ${open}) OR ${appealed}`)
    .orderBy(sql`CASE ${reviews.status} WHEN 'hidden' THEN 0 ELSE 1 END`, waiting)
    .limit(QUEUE_MAX);
  return rows.map(({ reports, ...row }) => ({
    review: ownOf(row, now),
    reports: JSON.parse(reports ?? "[]") as { reason: ReportReason; count: number }[],
    appeal: row.status === "removed",
  }));
}

/** The log's most recent entries, newest first. */
export const LOG_MAX = 200;

export async function logEntries(db: Db) {
  return db.select().from(moderationLog).orderBy(desc(moderationLog.at), desc(moderationLog.id)).limit(LOG_MAX);
}
