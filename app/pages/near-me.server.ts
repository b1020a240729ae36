/** /mobile/near-me, the Near Me tab. */
import { data, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { logProblem } from "~/modules/http/log.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { loadListing } from "~/modules/listing/index.server";
import { edgePlace, nearYou, placeAt, type VisitorPlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { LatLngParam } from "~/modules/places/params";
import { parsePath } from "~/modules/urls";

const Query = z.object({ location: LatLngParam.optional() });
const SHOWN = 10;

/**
 * /mobile/near-me, the Near Me tab: restaurants around the visitor. The edge location comes first (no
 * prompt, works without JavaScript); 'Use my precise location' sends rounded coordinates (?location=),
 * used for this answer only. The best 10 of the city's listing, its neighbourhoods and nearby cities.
 */
export async function nearMeLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = Query.safeParse({ location: new URL(request.url).searchParams.get("location") ?? undefined });
  if (!parsed.success)
    return data(
      { status: "bad-location" as const, place: null, near: null, listing: null, cityPath: null },
      { status: 400 },
    );
  const places = placesFor(context);
  const precise = parsed.data.location;
  let place: VisitorPlace | null;
  try {
    place = precise
      ? await placeAt(places, precise)
      : edgePlace(request, context.cloudflare.cf, context.cloudflare.env);
  } catch (error) {
    logProblem("near me: reverse geocoding failed", error, "warning");
    place = null;
  }
  const headers = { "Cache-Control": "private, no-store" };
  const near = place ? await nearYou(places, place, { mobile: true }).catch(() => null) : null;
  const route = near ? parsePath(near.cityLink.to) : null;
  if (!place || !near || route?.kind !== "results") {
    return data({ status: "unknown" as const, place: null, near: null, listing: null, cityPath: null }, { headers });
  }
  const listing = await loadListing(
    serverTranslator(context.locale),
    places,
    route.location,
    route.businessType,
    { features: [] },
    undefined,
    true,
  );
  return data(
    {
      status: "ok" as const,
      place: { city: near.city, state: near.state, precise: Boolean(precise) },
      near,
      listing: listing.status === "ok" ? { cards: listing.cards.slice(0, SHOWN), total: listing.cards.length } : null,
      cityPath: near.cityLink.to,
    },
    { headers },
  );
}

/** Where the visitor is: never kept by shared caches. */
export const nearMeHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : new Headers();
};
