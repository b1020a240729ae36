/** The restaurant page's loader logic, called by the catch-all route. */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { getViewer } from "~/modules/auth/index.server";
import { pageParam, queryInputs } from "~/modules/http/params";
import { canStream, outcomeInit, streamedInit } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { breadcrumbs, describeLocation, loadRestaurant, type RestaurantOutcome } from "~/modules/listing/index.server";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { REVIEW_SORTS, type ReviewSort } from "~/modules/reviews/rules";
import { type MembersSection, placeMembers } from "~/modules/reviews/section.server";
import { placePageQueries } from "~/modules/reviews/withdrawn.server";
import { paths, type Route } from "~/modules/urls";
import { cityOfSnapshot, placePath } from "~/modules/urls/place";
import { answerAt } from "~/modules/urls/route.server";

export async function restaurantLoader(
  request: Request,
  context: AppLoadContext,
  route: Extract<Route, { kind: "restaurant" }>,
) {
  const url = new URL(request.url);
  const inputs = queryInputs(url);
  const hint = inputs.pid && PLACE_ID.test(inputs.pid) ? inputs.pid : undefined;
  // The members' reviews: their order (newest first unless asked) and page.
  const sort: ReviewSort = (REVIEW_SORTS as readonly string[]).includes(inputs.sort ?? "")
    ? (inputs.sort as ReviewSort)
    : "newest";
  const reviewsPage = pageParam(url);
  const query = {
    pid: hint,
    sort: sort === "newest" ? undefined : sort,
    page: reviewsPage > 1 ? String(reviewsPage) : undefined,
  };
  // The place id is only a hint for the lookup: a malformed one is dropped, as is any other parameter.
  answerAt(request, context.pageCache, null, query);
  // Kept only as its reviews' first page, under the edition of the reviews it shows (see reviews/withdrawn.server).
  context.pageCache.withdrawable(hint ? placePageQueries(hint) : [""]);
  const { location: loc, mobile } = route;
  const t = serverTranslator(context.locale);
  const resultsPath = paths.results(
    {
      country: loc.country.name,
      state: loc.state,
      city: loc.city,
      neighborhood: loc.neighborhood,
    },
    { businessType: route.businessType, mobile },
  );
  const page = {
    kind: "restaurant" as const,
    mobile,
    name: route.name,
    place: describeLocation(loc).short,
    crumbs: [
      ...breadcrumbs(t, loc, mobile).slice(0, -1),
      { name: loc.neighborhood ?? loc.city, path: resultsPath },
      { name: route.name },
    ],
    resultsPath,
    canonical: paths.restaurant(
      { name: route.name, country: loc.country.name, state: loc.state, city: loc.city },
      { mobile },
    ),
    location: { country: loc.country.name, state: loc.state, city: loc.city },
  };
  const places = placesFor(context);
  const userId = (await getViewer(request, context)).user?.id ?? null;
  /** The place with its members' reviews (read once the place is known: its id is the key). */
  const withMembers = async (outcome: RestaurantOutcome): Promise<RestaurantOutcome & { members?: MembersSection }> =>
    outcome.status === "ok"
      ? {
          ...outcome,
          members: await placeMembers(context, outcome.place.place_id, { sort, page: reviewsPage, userId }),
        }
      : outcome;
  const pending = loadRestaurant(t, places, loc, route.name, hint).then(withMembers);
  // Google's answers take a while: its page streams, and keeps the address it was asked under. A place of the
  // guide's own data (OpenStreetMap, demo) is known in a few milliseconds, and has one address, derived from
  // the place itself (its town and country): any other path for it is redirected there.
  if (places.provider.name !== "google") {
    const restaurant = await pending;
    if (restaurant.status === "ok") {
      const own = placePath(restaurant.place, { mobile, withId: false });
      answerAt(request, context.pageCache, own, query);
      const { country, state, city } = cityOfSnapshot(restaurant.place);
      const at = city
        ? paths.results(
            { country: country ?? loc.country.name, state, city },
            { businessType: route.businessType, mobile },
          )
        : resultsPath;
      const crumbs = breadcrumbs(t, route.location, mobile).slice(0, -1);
      return data(
        {
          ...page,
          crumbs: [...crumbs, { name: city ?? loc.city, path: at }, { name: restaurant.place.name }],
          resultsPath: at,
          canonical: own,
          location: { country: country ?? loc.country.name, state, city: city ?? loc.city },
          restaurant,
        },
        outcomeInit(context, restaurant),
      );
    }
    return data({ ...page, restaurant }, outcomeInit(context, restaurant));
  }
  if (canStream(request)) return data({ ...page, restaurant: pending }, streamedInit(context, pending));
  const restaurant = await pending;
  return data({ ...page, restaurant }, outcomeInit(context, restaurant));
}
