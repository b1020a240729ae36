import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { ImportUpload } from "~/components/import/ImportUpload";
import { assertSameOrigin, getViewer, requireUser } from "~/modules/auth/index.server";
import { createPreview } from "~/modules/favorites/import.server";
import { ImportFileError, readImportFile } from "~/modules/favorites/import-file.server";
import { busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { placesFor } from "~/modules/places/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

const signIn = () => redirect(`${paths.auth()}?${new URLSearchParams({ returnTo: paths.accountImport() })}`);

/** /account/import: the upload form (signed in only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer.user) throw signIn();
  return null;
}

/**
 * The upload (a multipart form, so it works without JavaScript): the file is read and each place looked
 * up, then the preview page shows what was found. A file that cannot be read answers 400 with a message
 * and stores nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const viewer = await requireUser(request, context, paths.accountImport());
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || (file.size === 0 && !file.name))
    return data({ error: "Choose a file to import." }, { status: 400 });
  try {
    const rows = readImportFile(new Uint8Array(await file.arrayBuffer()));
    const id = await createPreview(context.db, placesFor(context), viewer.user.id, file.name, rows);
    return redirect(paths.importPreview(id));
  } catch (error) {
    if (error instanceof ImportFileError) return data({ error: error.message }, { status: 400 });
    if (isRateLimited(error)) throw busyPage();
    throw error;
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: "Import favorites", path: paths.accountImport(), noindex: true }, matches);

export default function ImportPage() {
  const result = useActionData<typeof action>();
  return <ImportUpload error={result?.error} />;
}
