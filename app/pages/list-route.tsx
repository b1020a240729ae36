import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { ListPage } from "./ListPage";
import { listMeta } from "./list-meta";
import type { listRouteLoader } from "./lists.server";

/**
 * What the routes of a list page mount besides its loader (lists.server.ts, listRouteLoader): /lists/{id},
 * /l/{token} and their /mobile twins are one page.
 */
export const meta: MetaFunction<typeof listRouteLoader> = ({ data, matches, location }) =>
  data ? pageMeta(listMeta(data, location.pathname, translatorOf(matches)), matches) : [];

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ListRoute() {
  return <ListPage page={useLoaderData<typeof listRouteLoader>()} />;
}
