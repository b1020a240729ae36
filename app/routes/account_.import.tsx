import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ImportUpload } from "~/components/import/ImportUpload";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { uploadAction, uploadLoader } from "~/pages/import.server";

/** /account/import: upload a favorites file (see pages/import.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) => uploadLoader({ request, context, mobile: false });
export const action = ({ request, context }: ActionFunctionArgs) => uploadAction({ request, context, mobile: false });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: translatorOf(matches).t("account.import.title"), path: paths.accountImport(), noindex: true },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ImportPage() {
  return <ImportUpload error={useActionData<typeof action>()?.error} list={useLoaderData<typeof loader>().list} />;
}
