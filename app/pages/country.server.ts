import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { countryPage, internationalCountry, ownCountryPage } from "~/modules/browse";
import { sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { placesFor } from "~/modules/places/index.server";
import { isKnownCountry, paths, type RouteOf } from "~/modules/urls";
import { answerAt } from "~/modules/urls/route.server";

/** /restaurants/{country}: its states and provinces ('/restaurants/usa' is the US overview). */
export function countryLoader(request: Request, context: AppLoadContext, route: RouteOf<"country" | "us-overview">) {
  if (route.kind === "us-overview") throw redirect(paths.unitedStates(), 301);
  const known = isKnownCountry(route.country);
  answerAt(request, context.pageCache, known ? paths.country(route.country.name) : null);
  const page = countryPage(serverTranslator(context.locale), route.country, known);
  return data({ kind: "country" as const, ...page }, sharedPage(context, page.states.length ? 200 : 404));
}

/** /restaurants/international/{country} and its /mobile twin: a guide country's cities. */
export async function internationalCountryLoader(
  request: Request,
  context: AppLoadContext,
  route: RouteOf<"international-country">,
) {
  const { mobile, country } = route;
  const t = serverTranslator(context.locale);
  // Where the places provider's data is the geography (OpenStreetMap), the country's towns come from it.
  const geography = placesFor(context).geography;
  const page = geography
    ? isKnownCountry(country)
      ? ownCountryPage(t, country, await geography.towns(country.code), mobile)
      : undefined
    : internationalCountry(t, country.slug, mobile);
  if (!page) {
    // A country we know but have no city guide for: its states-and-provinces page has what we know.
    if (!geography && !mobile && isKnownCountry(country) && country.divisions.length)
      throw redirect(paths.country(country.name));
    return data({ kind: "international-country" as const, mobile, page: null }, sharedPage(context, 404));
  }
  answerAt(request, context.pageCache, paths.internationalCountry(page.country, { mobile }));
  return data({ kind: "international-country" as const, mobile, page }, sharedPage(context));
}
