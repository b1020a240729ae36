import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { mobileFavoritesLoader } from "~/pages/account.server";
import { MobileFavorites } from "~/pages/MobileFavorites";

/**
 * /mobile/favorites, the Favorites tab: the signed-in user's favorites by city, with remove, then every other
 * list of theirs and a form for a new one; else sign in.
 */
export const loader = mobileFavoritesLoader;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: translatorOf(matches).t("mobile.favorites.metaTitle"), path: paths.mobileTab("favorites"), noindex: true },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function MobileFavoritesRoute() {
  return <MobileFavorites data={useLoaderData<typeof loader>()} />;
}
