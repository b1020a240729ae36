import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeleteAccountConfirm } from "~/components/AccountData";
import { deletionAction, deletionPage } from "~/modules/auth/account.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

/** /mobile/profile/delete: the Profile tab's confirmation step of deleting the account (see account.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return deletionPage(request, context, true);
}

/** A confirmation that does not match: the page again, with the reason, as a 400. */
export async function action({ request, context }: ActionFunctionArgs) {
  return data(await deletionAction(request, context, true), { status: 400 });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: translatorOf(matches).t("mobile.profile.delete.metaTitle"),
      path: paths.accountDelete({ mobile: true }),
      noindex: true,
    },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function MobileDeleteAccount() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  return <DeleteAccountConfirm username={page.username} error={page.error} mobile />;
}
