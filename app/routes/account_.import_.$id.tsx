import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { type ImportPreviewView, ImportReview } from "~/components/import/ImportReview";
import { assertSameOrigin, flash, requireUser } from "~/modules/auth/index.server";
import {
  chosenPlaces,
  confirmPreview,
  loadPreview,
  type Preview,
  type Snapshot,
} from "~/modules/favorites/import.server";
import { cityOfSnapshot, favoriteHref } from "~/modules/favorites/links";
import { IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { forgetProfile } from "~/modules/http/page-cache.server";
import { plainText } from "~/modules/http/responses";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

const PreviewId = z.string().uuid();
const Index = z.coerce
  .number()
  .int()
  .min(0)
  .max(IMPORT_MAX_ROWS - 1);

const notFound = () =>
  plainText(404, "This import was not found. Imports wait a day to be confirmed; upload the file again.");

async function previewFor(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined) {
  const parsed = PreviewId.safeParse(id);
  const here = paths.importPreview(parsed.success ? parsed.data : "");
  const viewer = await requireUser(request, context, parsed.success ? here : paths.accountImport());
  if (!parsed.success) return { viewer, preview: null };
  return { viewer, preview: await loadPreview(context.db, viewer.user.id, parsed.data) };
}

function place(p: Snapshot) {
  return { name: p.name, address: p.formatted_address ?? p.vicinity, href: favoriteHref(p, cityOfSnapshot(p)) };
}

/** What the page shows of a preview: names, addresses and links, not whole snapshots. */
function view(preview: Preview): ImportPreviewView {
  return {
    fileName: preview.fileName,
    confirmed: preview.confirmedAt !== null,
    added: preview.added,
    rows: preview.rows.map((r, index) => {
      const from = { index, line: r.line, name: r.name, address: r.address };
      switch (r.status) {
        case "matched":
          return { ...from, status: r.status, place: place(r.place) };
        case "choose":
          return { ...from, status: r.status, choices: r.choices.map(place) };
        default:
          return { ...from, status: r.status, reason: r.reason };
      }
    }),
  };
}

/** /account/import/{id}: the preview of an uploaded file, until confirmed (then what it added). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { preview } = await previewFor(request, context, params.id);
  if (!preview) throw notFound();
  return view(preview);
}

/**
 * Confirm: `add` lists the matched rows to add (their indexes), `pick-{index}` the choice made for a row
 * with several candidates ('none' or the choice's index). Places come from the stored preview, never from
 * the form; a form naming rows or choices the preview lacks changes nothing (400).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { viewer, preview } = await previewFor(request, context, params.id);
  if (!preview) throw notFound();
  const form = await request.formData();
  const add = z.array(Index).max(IMPORT_MAX_ROWS).safeParse(form.getAll("add"));
  const picks = new Map<number, number>();
  let valid = add.success;
  for (const [key, value] of form) {
    const row = /^pick-(\d{1,3})$/.exec(key)?.[1];
    if (!row || value === "none") continue;
    const i = Index.safeParse(row);
    const j = Index.safeParse(value);
    if (i.success && j.success) picks.set(i.data, j.data);
    else valid = false;
  }
  const places = valid && add.success ? chosenPlaces(preview, { add: add.data, picks }) : null;
  if (!places) return data({ error: "That choice does not match this import. Nothing was added." }, { status: 400 });
  const added = await confirmPreview(context.db, viewer.user.id, preview, places);
  await forgetProfile(request, viewer.user.username);
  await flash(viewer, {
    kind: "success",
    title: "Favorites imported",
    message:
      added === 0
        ? "No new favorites: every place you chose was already saved."
        : `${added} ${added === 1 ? "restaurant was" : "restaurants were"} added to your favorites.`,
  });
  return redirect(paths.account());
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ title: "Review your import", path: paths.accountImport(), noindex: true }, matches);

export default function ImportPreviewPage() {
  return <ImportReview preview={useLoaderData<typeof loader>()} error={useActionData<typeof action>()?.error} />;
}
