/**
 * Withdrawn means withdrawn: after a review is written, changed, deleted, hidden or removed, the cached
 * copies of its place's page (web and /mobile, every language, with and without the place-id hint) go at
 * once in this Cloudflare location, and so does the author's public profile, which lists their reviews.
 */
import { withdrawPages } from "~/modules/http/page-cache.server";
import { normalQuery } from "~/modules/http/params";

/** The query strings a place's page may be kept under: none, or its place-id hint. */
export function placePageQueries(placeId: string): string[] {
  return ["", normalQuery(new URLSearchParams({ pid: placeId }))];
}

export async function forgetPlacePage(request: Request, place: { placeId: string; placePath: string }): Promise<void> {
  const path = new URL(place.placePath, "http://place").pathname;
  await withdrawPages(request, [path, `/mobile${path}`], placePageQueries(place.placeId));
}
