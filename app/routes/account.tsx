import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { AccountPage } from "~/pages/AccountPage";
import { accountLoader } from "~/pages/account.server";

/** /account: settings and favorites, or sign in. */
export const loader = accountLoader;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: translatorOf(matches).t("account.title"), path: paths.account(), noindex: true }, matches);

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account", "reviews", "moderation");
export const clientLoader = loadingMessages("account", "reviews", "moderation");

export default function AccountRoute() {
  return <AccountPage data={useLoaderData<typeof loader>()} />;
}
