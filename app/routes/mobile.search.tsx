import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { MobileSearch } from "~/pages/MobileSearch";
import { mobileSearchLoader } from "~/pages/search.server";

/** /mobile/search, the Search tab, and the mobile search box's no-JavaScript target (?q=). */
export const loader = mobileSearchLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: data?.q ? t("mobile.search.metaTitleQuery", { q: data.q }) : t("mobile.tabs.search"),
      path: paths.mobileTab("search"),
      noindex: true,
    },
    matches,
  );
};

export default function MobileSearchRoute() {
  return <MobileSearch data={useLoaderData<typeof loader>()} />;
}
