import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { isMobileRequest } from "~/modules/urls/route.server";
import { ArrangeListPage } from "~/pages/ArrangeListPage";
import { arrangePageLoader } from "~/pages/lists.server";

/** /lists/{id}/arrange and its /mobile twin: its owner puts a list's places in order (the moves post to /lists and come back here). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  arrangePageLoader({ request, context, mobile: isMobileRequest(request, context) }, params.id);

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: translatorOf(matches).t("lists.arrange.metaTitle"), path: location.pathname, noindex: true },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ArrangeListRoute() {
  return <ArrangeListPage data={useLoaderData<typeof loader>()} />;
}
