/**
 * The members' part of a place's page: their rating (count, average, histogram), one page of their reviews in
 * the order asked, and the viewer's own review. One D1 batch, whoever asks; for a visitor who is not signed
 * in, the one kept in this isolate while the place's reviews have not changed (kept.server).
 */
import type { Db } from "~/modules/db/db.server";
import type { PagePolicy } from "~/modules/http/page-policy";
import { editionKept } from "./kept.server";
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
import { placeReviewsEdition } from "./withdrawn.server";

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

/** Members' parts as visitors who are not signed in see them, by place, order and page (kept.server). */
const keptSections = editionKept<MembersSection>(256);

/**
 * The members' part of a place's page for this viewer (`userId`: null when not signed in). A page a visitor
 * who is not signed in sees may be kept by the page cache: it reads the edition of the place's reviews first
 * (the copy is withdrawn when a review changes), and the part read under that edition is reused.
 */
export async function placeMembers(
  { db, pageCache }: { db: Db; pageCache: PagePolicy },
  placeId: string,
  { sort, page, userId }: { sort: ReviewSort; page: number; userId: string | null },
): Promise<MembersSection> {
  if (userId) return membersSection(db, placeId, { sort, page, userId });
  const edition = await pageCache.dependsOn(placeReviewsEdition(placeId));
  return keptSections(edition, `${placeId}\n${sort}\n${page}`, () =>
    membersSection(db, placeId, { sort, page, userId }),
  );
}
