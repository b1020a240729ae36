import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { EmptyState } from "~/components/EmptyState";
import { RestaurantCard } from "~/components/listing/RestaurantCard";
import { LocateMe } from "~/components/mobile/LocateMe";
import { NearYouStrip } from "~/components/NearYouStrip";
import { logProblem } from "~/modules/http/log.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import { loadListing } from "~/modules/listing/index.server";
import { edgePlace, nearYou, placeAt, type VisitorPlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { LatLngParam } from "~/modules/places/params";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath } from "~/modules/urls";
import { paths } from "~/modules/urls/paths";

const Query = z.object({ location: LatLngParam.optional() });
const SHOWN = 10;

/**
 * /mobile/near-me, the Near Me tab: restaurants around the visitor. The edge location comes first (no
 * prompt, works without JavaScript); 'Use my precise location' sends rounded coordinates (?location=),
 * used for this answer only. The best 10 of the city's listing, its neighbourhoods and nearby cities.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cache = loaderHeaders.get("Cache-Control");
  return cache ? { "Cache-Control": cache } : new Headers();
};

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("mobile.nearMe.metaTitle"),
      description: t("mobile.nearMe.metaDescription"),
      path: paths.mobileTab("near-me"),
      noindex: true,
    },
    matches,
  );
};

export default function NearMe() {
  const page = useLoaderData<typeof loader>();
  const { t } = useT();
  if (page.status !== "ok") {
    return (
      <div className="space-y-4">
        <h1 className="font-display text-2xl font-bold">{t("mobile.tabs.nearMe")}</h1>
        <EmptyState
          title={t(page.status === "bad-location" ? "mobile.nearMe.badLocation" : "mobile.nearMe.unknownLocation")}
          message={t("mobile.nearMe.unknownMessage")}
          action={{ to: paths.mobileTab("search"), label: t("mobile.nearMe.searchForPlace") }}
        />
        <LocateMe />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <div>
        <h1 className="font-display text-2xl font-bold">
          {t("mobile.nearMe.title", { city: page.place.city, state: page.place.state })}
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          {t(page.place.precise ? "mobile.nearMe.basedOnShared" : "mobile.nearMe.basedOnConnection")}
        </p>
      </div>
      {page.place.precise ? null : <LocateMe />}
      {page.listing ? (
        <section aria-labelledby="nearby-restaurants">
          <h2 id="nearby-restaurants" className="text-lg font-semibold">
            {t("mobile.nearMe.topRestaurants")}
          </h2>
          <ol aria-label={t("mobile.nearMe.listLabel")} className="mt-3 space-y-3">
            {page.listing.cards.map((card, i) => (
              <li key={card.placeId}>
                <RestaurantCard card={card} number={i + 1} highlighted={false} layout="row" />
              </li>
            ))}
          </ol>
          <Link to={page.cityPath} className="btn-primary mt-4 min-h-11 w-full">
            {t("mobile.nearMe.seeAll", { total: page.listing.total, city: page.place.city })}
          </Link>
        </section>
      ) : (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {t("mobile.nearMe.unavailable")}
        </p>
      )}
      <NearYouStrip near={page.near} mobile offerPrecise={false} />
    </div>
  );
}
