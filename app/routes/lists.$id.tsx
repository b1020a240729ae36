import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { isMobileRequest } from "~/modules/urls/route.server";
import { ListPage } from "~/pages/ListPage";
import { listMeta } from "~/pages/list-meta";
import { listPageLoader } from "~/pages/lists.server";

/** /lists/{id} and /mobile/lists/{id}: a list by its id (its owner's; everyone's when public). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  listPageLoader({ request, context, mobile: isMobileRequest(request, context) }, { id: params.id ?? "" });

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta(listMeta(data, location.pathname, translatorOf(matches)), matches) : [];

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ListRoute() {
  return <ListPage page={useLoaderData<typeof loader>()} />;
}
