import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { ListsIndex } from "~/pages/ListsIndex";
import { listsAction, listsIndexLoader } from "~/pages/lists.server";

/** /lists: the signed-in person's lists; POST /lists: every change to lists (pages/lists.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  listsIndexLoader({ request, context, mobile: false });
export const action = ({ request, context }: ActionFunctionArgs) => listsAction({ request, context });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: translatorOf(matches).t("lists.index.metaTitle"), path: paths.lists(), noindex: true }, matches);

export default function ListsRoute() {
  return <ListsIndex page={useLoaderData<typeof loader>()} />;
}
