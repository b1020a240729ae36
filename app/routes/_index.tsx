import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { Home } from "~/pages/Home";
import { homeHeaders, homeLoader } from "~/pages/home.server";

/** '/': the home page (the native app wrapper and ?mobile go to /mobile). */
export const loader = homeLoader;

export const headers = homeHeaders;

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

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function HomeRoute() {
  return <Home data={useLoaderData<typeof loader>()} />;
}
