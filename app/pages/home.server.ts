/** The home pages: '/' and '/mobile'. */
import { data, type HeadersFunction, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { HOME_FAVORITES } from "~/components/FavoritesStrip";
import { getViewer } from "~/modules/auth/index.server";
import { homeCityGroups, mobileHomeCities, ownHomeGroups } from "~/modules/browse/home";
import { recentFavorites } from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import { canStream, pageHeaders, sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import type { MessageKey } from "~/modules/i18n/translator";
import { edgePlace, nearYou } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { paths } from "~/modules/urls/paths";
import { answerAt, wantsMobileHome } from "~/modules/urls/route.server";

/** '/': the search box, 'Near you', the signed-in visitor's favorites and the cities by group. */
export async function homeLoader({ request, context }: LoaderFunctionArgs) {
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
export const homeHeaders: HeadersFunction = (args) => {
  const headers = pageHeaders(args) as Headers;
  headers.set("Vary", "User-Agent");
  return headers;
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

/** /mobile: 'Find Great Food', the search box, 'Near you' and the hotspot cities. */
export async function mobileHomeLoader({ request, context }: LoaderFunctionArgs) {
  // Reads no query parameter: any is redirected away, so the page cache keeps one copy per edge city.
  answerAt(request, context.pageCache, null);
  const place = edgePlace(request, context.cloudflare.cf, context.cloudflare.env);
  const places = placesFor(context);
  const near = place ? nearYou(places, place, { mobile: true }).catch(() => null) : null;
  const t = serverTranslator(context.locale);
  return data(
    {
      near: near && !canStream(request) ? await near : near,
      // The data's own countries and towns where the provider's data is the geography, else the catalogue's.
      groups: places.geography ? await ownHomeGroups(places.geography, t, true) : mobileHomeCities(t),
    },
    sharedPage(context),
  );
}
