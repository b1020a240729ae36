import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { isMobileRequest } from "~/modules/urls/route.server";
import { DeleteListPage } from "~/pages/DeleteListPage";
import { deletePageLoader } from "~/pages/lists.server";

/** /lists/{id}/delete and its /mobile twin: the confirmation before deleting a list (its form posts to /lists). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  deletePageLoader({ request, context, mobile: isMobileRequest(request, context) }, params.id);

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: translatorOf(matches).t("lists.delete.metaTitle"), path: location.pathname, noindex: true },
    matches,
  );

export default function DeleteListRoute() {
  return <DeleteListPage data={useLoaderData<typeof loader>()} />;
}
