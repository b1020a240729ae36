import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { internationalIndexLoader } from "~/pages/browse.server";
import { InternationalIndex } from "~/pages/InternationalIndex";

/** /restaurants/international: the countries of the guide. */
export const loader = internationalIndexLoader;

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: t("meta.international.title"),
      exactTitle: true,
      description: t("meta.international.description"),
      path: paths.international(),
      image: "browse",
      keywords: [
        t("meta.international.keyword.international"),
        t("meta.international.keyword.abroad"),
        t("meta.international.keyword.travel"),
      ],
    },
    matches,
  );
};

// The browse part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("browse");
export const clientLoader = loadingMessages("browse");

export default function InternationalIndexRoute() {
  return <InternationalIndex data={useLoaderData<typeof loader>()} />;
}
