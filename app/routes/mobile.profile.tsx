import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { mobileProfileLoader } from "~/pages/account.server";
import { MobileProfile } from "~/pages/MobileProfile";

/** /mobile/profile, the Profile tab: account settings and the public-profile link, or sign in. */
export const loader = mobileProfileLoader;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: translatorOf(matches).t("mobile.tabs.profile"), path: paths.mobileTab("profile"), noindex: true },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function MobileProfileRoute() {
  return <MobileProfile data={useLoaderData<typeof loader>()} />;
}
