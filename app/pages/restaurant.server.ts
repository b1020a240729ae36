/** The restaurant page's loader logic, called by the catch-all route. */

import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { queryInputs } from "~/modules/http/params";
import { canStream, outcomeInit, streamedInit } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { breadcrumbs, describeLocation, loadRestaurant } from "~/modules/listing/index.server";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { paths, type Route } from "~/modules/urls";
import { answerAt } from "~/modules/urls/route.server";

export async function restaurantLoader(
  request: Request,
  context: AppLoadContext,
  route: Extract<Route, { kind: "restaurant" }>,
) {
  const url = new URL(request.url);
  const pid = queryInputs(url).pid;
  const hint = pid && PLACE_ID.test(pid) ? pid : undefined;
  // The place id is only a hint for the lookup: a malformed one is dropped, as is any other parameter.
  answerAt(request, context.pageCache, null, { pid: hint });
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
  const pending = loadRestaurant(t, placesFor(context), loc, route.name, hint);
  if (canStream(request)) return data({ ...page, restaurant: pending }, streamedInit(context, pending));
  const restaurant = await pending;
  return data({ ...page, restaurant }, outcomeInit(context, restaurant));
}
