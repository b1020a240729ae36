import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ImportReview } from "~/components/import/ImportReview";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { previewAction, previewLoader } from "~/pages/import.server";

/** /mobile/favorites/import/{id}: the Favorites tab's review of an uploaded file, then confirm (see pages/import.server.ts). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  previewLoader({ request, context, mobile: true }, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  previewAction({ request, context, mobile: true }, params.id);

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: translatorOf(matches).t("mobile.favorites.importReview.metaTitle"),
      path: paths.accountImport({ mobile: true }),
      noindex: true,
    },
    matches,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ImportPreviewPage() {
  return <ImportReview preview={useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} />;
}
