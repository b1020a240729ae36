import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { NearMe } from "~/pages/NearMe";
import { nearMeHeaders, nearMeLoader } from "~/pages/near-me.server";

/** /mobile/near-me, the Near Me tab: restaurants around the visitor. */
export const loader = nearMeLoader;

export const headers = nearMeHeaders;

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

export default function NearMeRoute() {
  return <NearMe data={useLoaderData<typeof loader>()} />;
}
