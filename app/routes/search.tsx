import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { SearchPage } from "~/pages/SearchPage";
import { searchLoader } from "~/pages/search.server";

/** /search?q=: the search box's target; redirects to the page the text leads to, else the choice or 'no match'. */
export const loader = searchLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: data?.q ? t("shell.search.metaTitle", { q: data.q }) : t("shell.search.title"),
      path: paths.search(),
      noindex: true,
    },
    matches,
  );
};

export default function SearchRoute() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
