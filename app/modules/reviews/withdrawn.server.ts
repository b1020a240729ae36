/**
 * Withdrawn means withdrawn: after a review is written, changed, deleted, hidden or removed, every cached copy
 * of its place's page (web and /mobile, every language, with and without the place-id hint, streamed and
 * complete) stops being served at once in this Cloudflare location. The place's reviews have an edition in
 * the page cache: the page reads it before it reads the reviews, and a change writes a new one (one Cache API
 * call, where deleting each of the page's 72 possible copies took 72, more than the 50 subrequests a Workers
 * Free request may make).
 * The place's members' part and average kept in this isolate's memory follow (kept.server).
 * The author's public profile, which lists their reviews, is withdrawn as profiles are (lists/withdrawn).
 */
import { newEdition } from "~/modules/http/editions.server";
import { normalQuery } from "~/modules/http/params";
import { forgetKeptAverage } from "./kept.server";

/** The query strings a place's page may be kept under: none, or its place-id hint. */
export function placePageQueries(placeId: string): string[] {
  return ["", normalQuery(new URLSearchParams({ pid: placeId }))];
}

/** The edition name of a place's reviews (see http/editions.server). */
export const placeReviewsEdition = (placeId: string) => `reviews:${placeId}`;

export async function forgetPlacePage(request: Request, place: { placeId: string }): Promise<void> {
  forgetKeptAverage(place.placeId);
  await newEdition(new URL(request.url).origin, placeReviewsEdition(place.placeId));
}
