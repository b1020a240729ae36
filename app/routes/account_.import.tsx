import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ImportUpload } from "~/components/import/ImportUpload";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { twinPageMeta } from "~/modules/seo/meta";
import { isMobilePath, paths } from "~/modules/urls/paths";
import { isMobileRequest } from "~/modules/urls/route.server";
import { uploadAction, uploadLoader } from "~/pages/import.server";

/** /account/import and the Favorites tab's /mobile/favorites/import: upload a favorites file (see pages/import.server.ts). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  uploadLoader({ request, context, mobile: isMobileRequest(request, context) });
export const action = ({ request, context }: ActionFunctionArgs) =>
  uploadAction({ request, context, mobile: isMobileRequest(request, context) });

export const meta: MetaFunction = (args) =>
  twinPageMeta(args, { web: "account.import.title", mobile: "mobile.favorites.import.metaTitle" }, paths.accountImport);

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function ImportPage() {
  return (
    <ImportUpload
      mobile={isMobilePath(useLocation().pathname)}
      error={useActionData<typeof action>()?.error}
      list={useLoaderData<typeof loader>().list}
    />
  );
}
