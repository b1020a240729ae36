import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { signInLoader } from "~/pages/auth.server";
import { SignIn } from "~/pages/SignIn";

/** /auth: 'Welcome to TableScout'; a signed-in visitor is sent on. */
export const loader = signInLoader;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    { title: t("account.auth.title"), description: t("account.auth.description"), path: paths.auth(), noindex: true },
    matches,
  );
};

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function SignInRoute() {
  return <SignIn data={useLoaderData<typeof loader>()} />;
}
