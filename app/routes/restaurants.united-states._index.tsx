import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { unitedStatesLoader } from "~/pages/browse.server";
import { UnitedStates } from "~/pages/UnitedStates";

/** /restaurants/united-states: the states and their cities. */
export const loader = unitedStatesLoader;

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("meta.us.title"),
      description: t("meta.us.description"),
      path: paths.unitedStates(),
      image: "browse",
      keywords: [t("meta.us.keyword.byState"), t("meta.us.keyword.us"), t("meta.us.keyword.cities")],
    },
    matches,
  );
};

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function UnitedStatesRoute() {
  return <UnitedStates data={useLoaderData<typeof loader>()} />;
}
