import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ImportReview } from "~/components/import/ImportReview";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { twinPageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { isMobileRequest } from "~/modules/urls/route.server";
import { previewAction, previewLoader } from "~/pages/import.server";

/** /account/import/{id} and /mobile/favorites/import/{id}: review an uploaded file, then confirm (see pages/import.server.ts). */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  previewLoader({ request, context, mobile: isMobileRequest(request, context) }, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  previewAction({ request, context, mobile: isMobileRequest(request, context) }, params.id);

export const meta: MetaFunction = (args) =>
  twinPageMeta(
    args,
    { web: "account.import.review.title", mobile: "mobile.favorites.importReview.metaTitle" },
    paths.accountImport,
  );

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ImportPreviewPage() {
  return <ImportReview preview={useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} />;
}
