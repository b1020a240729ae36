/**
 * The rules of members' reviews, in one place (no server imports: the form's limits are read in the browser
 * too). Why each number is what it is:
 *
 * - REVIEW_TEXT_MAX, 2,000 characters: room for a full account of a meal (about 350 words, longer than most
 *   reviews on Google Maps or Yelp), short enough that a page of ten reviews reads on a phone without a wall of
 *   text; a reader who wants more than that is served better by a second visit's review.
 * - REVIEWS_PER_HOUR 10, REVIEWS_PER_DAY 30: new reviews (edits do not count). An honest member catching up
 *   after a trip may write several in one sitting; thirty places in a day is already beyond what anyone eats,
 *   and it caps what one account can spray before a moderator sees it.
 * - NEW_ACCOUNT_HOLD_MS, 24 hours: a brand-new account's reviews are kept but neither shown to others nor
 *   counted in a place's average until the account is a day old. Throwaway accounts made to praise or bury one
 *   place then cost a day's wait each, and their reviews can be reported before they count.
 * - REPORTS_TO_HIDE, 3 distinct members: one report may be a grudge or a rival, two a coincidence; three
 *   members who each say a review breaks the rules hide it until a moderator looks (it never disappears on one
 *   person's word, and never stays up against several).
 * - COPY_MIN_CHARS, 30: a text of at least this length (compared without case, spacing or punctuation) that
 *   already stands on another place's review is refused: the same words pasted on many places are an
 *   advertisement or a campaign, never an opinion of each. Shorter texts ("Great food!") repeat honestly.
 *
 * How members' ratings rank places (the damped average) is a ranking rule: app/modules/places/rules.ts.
 */

export const REVIEW_TEXT_MAX = 2000;
export const REVIEWS_PER_HOUR = 10;
export const REVIEWS_PER_DAY = 30;
export const NEW_ACCOUNT_HOLD_MS = 24 * 60 * 60 * 1000;
export const REPORTS_TO_HIDE = 3;
export const COPY_MIN_CHARS = 30;
/** Reviews on one page of a place's reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export const STARS = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STARS)[number];

/** Why a member reports a review, and why a moderator removes one: the same list. */
export const REPORT_REASONS = ["spam", "off_topic", "hateful", "private", "conflict"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How a place's reviews are ordered: newest first by default. */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A place's members' opinion: how many counted reviews, their average, and how many gave each star. */
export interface MembersRating {
  count: number;
  average: number;
  /** histogram[0] is the one-star reviews, histogram[4] the five-star ones. */
  histogram: [number, number, number, number, number];
}

/**
 * The text as compared for copies: Unicode-normalised, case folded, every run of anything but letters and
 * digits dropped; null when it is too short to be judged a copy.
 */
export function comparableText(body: string | null): string | null {
  if (!body) return null;
  const folded = body
    .normalize("NFKC")
    .toLocaleLowerCase("und")
    .replace(/[^\p{L}\p{N}]+/gu, "");
  return folded.length >= COPY_MIN_CHARS ? folded : null;
}

/** A month of a visit as the form sends it ('2026-11'); not before 2000, not after the current month. */
export const VISIT_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function visitMonthOk(month: string, now = new Date()): boolean {
  const m = VISIT_MONTH.exec(month);
  if (!m) return false;
  const value = Number(m[1]) * 12 + Number(m[2]) - 1;
  return Number(m[1]) >= 2000 && value <= now.getUTCFullYear() * 12 + now.getUTCMonth();
}
