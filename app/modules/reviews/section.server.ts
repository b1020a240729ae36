/**
 * The members' part of a place's page: their rating (count, average, histogram), one page of their reviews in
 * the order asked, and the viewer's own review. One D1 batch, whoever asks.
 */
import type { Db } from "~/modules/db/db.server";
import {
  type OwnReview,
  ownOf,
  ownReviewQuery,
  placeReviewsQuery,
  type ReviewView,
  ratingOf,
  ratingQuery,
  viewOf,
} from "./reads.server";
import { type MembersRating, REVIEWS_PAGE_SIZE, type ReviewSort } from "./rules";

export interface MembersSection {
  placeId: string;
  rating: MembersRating;
  reviews: ReviewView[];
  /** The viewer's own review, whatever its state; null when signed out or none. */
  own: OwnReview | null;
  sort: ReviewSort;
  page: number;
  pages: number;
}

export async function membersSection(
  db: Db,
  placeId: string,
  { sort, page, userId }: { sort: ReviewSort; page: number; userId: string | null },
  now = Date.now(),
): Promise<MembersSection> {
  const rating = ratingQuery(db, placeId, now);
  const list = placeReviewsQuery(db, placeId, sort, page, now);
  const [ratingRows, rows, ownRows] = userId
    ? await db.batch([rating, list, ownReviewQuery(db, userId, placeId)])
    : [...(await db.batch([rating, list])), []];
  const summary = ratingOf(ratingRows);
  return {
    placeId,
    rating: summary,
    reviews: rows.map(viewOf),
    own: ownRows[0] ? ownOf(ownRows[0], now) : null,
    sort,
    page,
    pages: Math.max(1, Math.ceil(summary.count / REVIEWS_PAGE_SIZE)),
  };
}
