import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { FavoritesStrip, HOME_FAVORITES } from "~/components/FavoritesStrip";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { NearYouStrip } from "~/components/NearYouStrip";
import { PlaceTile } from "~/components/PlaceTile";
import { SearchForm } from "~/components/SearchForm";
import { getViewer } from "~/modules/auth/index.server";
import { homeCityGroups, ownHomeGroups } from "~/modules/browse/home";
import { recentFavorites } from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import { canStream, pageHeaders, sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
import { edgePlace, nearYou } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { webSite } from "~/modules/seo/jsonld";
import { pageMeta, SITE_NAME } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { answerAt, wantsMobileHome } from "~/modules/urls/route.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Inside the native app wrapper or with the mobile flag, '/' is the mobile home.
  if (wantsMobileHome(request))
    throw redirect(paths.home({ mobile: true }), {
      headers: { "Cache-Control": "private, no-store", Vary: "User-Agent" },
    });
  // Reads no other query parameter: any is redirected away, so the page cache keeps one copy per edge city.
  answerAt(request, context.pageCache, null);
  const viewer = await getViewer(request, context);
  const favorites = viewer.user
    ? recentFavorites(context.db, viewer.user.id, HOME_FAVORITES).then((items) =>
        items.map((f) => favoriteCard(f, serverTranslator(context.locale))),
      )
    : null;
  const place = edgePlace(request, context.cloudflare.cf, context.cloudflare.env);
  const places = placesFor(context);
  const near = place ? nearYou(places, place).catch(() => null) : null;
  const stream = canStream(request);
  // Shared between anonymous visitors of the same edge city (the page cache keys on it); 'Your Favorites'
  // makes a signed-in visitor's home personal, and the root loader then marks it private.
  return data(
    {
      // The data's own countries and towns where the provider's data is the geography, else the catalogue's.
      groups: places.geography
        ? await ownHomeGroups(places.geography, serverTranslator(context.locale))
        : homeCityGroups(serverTranslator(context.locale)),
      // What the guide can promise: reviews and prices only where the places have them (not OpenStreetMap's).
      features: places.ratesPlaces ? FEATURES : OPEN_DATA_FEATURES,
      intro: places.ratesPlaces ? ("browse.home.intro" as const) : ("browse.home.introOpenData" as const),
      favorites: favorites && !stream ? await favorites : favorites,
      near: near && !stream ? await near : near,
    },
    sharedPage(context),
  );
}

/** The answer depends on the User-Agent (the native wrapper gets the mobile home). */
export const headers: HeadersFunction = (args) => {
  const headers = pageHeaders(args) as Headers;
  headers.set("Vary", "User-Agent");
  return headers;
};

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("meta.home.title"),
      exactTitle: true,
      description: t("meta.home.description"),
      path: "/",
      keywords: [t("meta.home.keyword.best"), t("meta.home.keyword.nearMe"), t("meta.home.keyword.cityGuide")],
    },
    matches,
  );
};

const FEATURES = [
  {
    title: "browse.home.feature.reviews.title",
    text: "browse.home.feature.reviews.text",
    icon: "M10 1.5l2.47 5.3 5.78.7-4.26 3.98 1.1 5.72L10 14.35 4.91 17.2l1.1-5.72L1.75 7.5l5.78-.7L10 1.5Z",
  },
  {
    title: "browse.home.feature.live.title",
    text: "browse.home.feature.live.text",
    icon: "M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm.75 4a.75.75 0 0 0-1.5 0v4.25c0 .2.08.39.22.53l2.75 2.75a.75.75 0 1 0 1.06-1.06l-2.53-2.53V6Z",
  },
  {
    title: "browse.home.feature.prices.title",
    text: "browse.home.feature.prices.text",
    icon: "M10.75 2.75a.75.75 0 0 0-1.5 0v1.3C7.4 4.37 6 5.6 6 7.25c0 1.96 1.77 2.78 3.25 3.2v3.98c-.86-.2-1.5-.73-1.5-1.43a.75.75 0 0 0-1.5 0c0 1.65 1.4 2.88 3 3.2v1.05a.75.75 0 0 0 1.5 0v-1.05c1.85-.32 3.25-1.55 3.25-3.2 0-1.96-1.77-2.78-3.25-3.2V5.57c.86.2 1.5.73 1.5 1.43a.75.75 0 0 0 1.5 0c0-1.65-1.4-2.88-3-3.2V2.75Z",
  },
] as const satisfies readonly { title: MessageKey; text: MessageKey; icon: string }[];

/** With OpenStreetMap's places, which have no ratings or prices: what the guide has instead. */
const OPEN_DATA_FEATURES = [
  {
    title: "browse.home.feature.openData.title",
    text: "browse.home.feature.openData.text",
    icon: FEATURES[0].icon,
  },
  FEATURES[1],
  {
    title: "browse.home.feature.everywhere.title",
    text: "browse.home.feature.everywhere.text",
    icon: "M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z",
  },
] as const satisfies readonly { title: MessageKey; text: MessageKey; icon: string }[];

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function Home() {
  const { t, locale } = useT();
  const origin = useSiteOrigin();
  const { groups, favorites, near, features, intro } = useLoaderData<typeof loader>();
  return (
    <>
      <JsonLd data={webSite(origin, SITE_NAME, locale.tag)} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-amber-500 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="font-display text-4xl font-bold tracking-tight sm:text-6xl">{t("browse.home.heading")}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90">{t(intro)}</p>
          <div className="mx-auto mt-10 max-w-2xl text-start">
            <SearchForm size="large" placeholder={t("browse.home.searchPlaceholder")} />
          </div>
        </div>
      </section>
      <NearYouStrip near={near} />
      {favorites ? <FavoritesStrip favorites={favorites} /> : null}
      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="why-title" className="sr-only">
          {t("browse.home.whyTitle")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 20 20" className="h-6 w-6" aria-hidden="true">
                  <path fill="currentColor" fillRule="evenodd" d={f.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(f.title)}</h3>
              <p className="mt-2 text-stone-600">{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cities-title" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <h2 id="cities-title" className="font-display text-3xl font-bold tracking-tight">
          {t("browse.home.citiesTitle")}
        </h2>
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={g.id} className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={g.id} className="text-xl font-semibold">
                {g.title}
              </h3>
              {g.more ? (
                <Link to={g.more.to} className="text-sm font-semibold text-brand-700 hover:underline">
                  {g.more.label} <span className="inline-block rtl:-scale-x-100">→</span>
                </Link>
              ) : null}
            </div>
            <ul
              className={`mt-4 grid gap-4 ${g.featured ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" : "grid-cols-2 sm:grid-cols-4 lg:grid-cols-6"}`}
            >
              {g.cities.map((c) => (
                <li key={c.to}>
                  <PlaceTile to={c.to} name={c.name} subtitle={c.subtitle} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-10 rounded-2xl bg-brand-50 px-6 py-5 text-center text-brand-900">
          {t("browse.home.notListed")}
        </p>
      </section>
    </>
  );
}
