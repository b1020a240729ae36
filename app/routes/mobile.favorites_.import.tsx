import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ImportUpload } from "~/components/import/ImportUpload";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { uploadAction, uploadLoader } from "~/pages/import.server";

/** /mobile/favorites/import: the Favorites tab's upload of a favorites file (see pages/import.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) => uploadLoader({ request, context, mobile: true });
export const action = ({ request, context }: ActionFunctionArgs) => uploadAction({ request, context, mobile: true });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: translatorOf(matches).t("mobile.favorites.import.metaTitle"),
      path: paths.accountImport({ mobile: true }),
      noindex: true,
    },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ImportPage() {
  return (
    <ImportUpload mobile error={useActionData<typeof action>()?.error} list={useLoaderData<typeof loader>().list} />
  );
}
