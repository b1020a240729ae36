import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DeleteAccountConfirm } from "~/components/AccountData";
import { deletionAction, deletionPage } from "~/modules/auth/account.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { twinPageMeta } from "~/modules/seo/meta";
import { isMobilePath, paths } from "~/modules/urls/paths";
import { isMobileRequest } from "~/modules/urls/route.server";

/** /account/delete and the Profile tab's /mobile/profile/delete: the confirmation step of deleting the account (see account.server.ts). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return deletionPage(request, context, isMobileRequest(request, context));
}

/** A confirmation that does not match: the page again, with the reason, as a 400. */
export async function action({ request, context }: ActionFunctionArgs) {
  return data(await deletionAction(request, context, isMobileRequest(request, context)), { status: 400 });
}

export const meta: MetaFunction = (args) =>
  twinPageMeta(args, { web: "account.delete.title", mobile: "mobile.profile.delete.metaTitle" }, paths.accountDelete);

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function DeleteAccount() {
  const loaded = useLoaderData<typeof loader>();
  const page = useActionData<typeof action>() ?? loaded;
  return (
    <DeleteAccountConfirm username={page.username} error={page.error} mobile={isMobilePath(useLocation().pathname)} />
  );
}
