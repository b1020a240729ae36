import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { mobileHomeLoader } from "~/pages/home.server";
import { MobileHome } from "~/pages/MobileHome";

/** /mobile: the mobile home page. */
export const loader = mobileHomeLoader;

export const headers = pageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("mobile.home.metaTitle"),
      exactTitle: true,
      description: t("mobile.home.metaDescription"),
      path: "/mobile",
    },
    matches,
  );
};

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function MobileHomeRoute() {
  return <MobileHome data={useLoaderData<typeof loader>()} />;
}
