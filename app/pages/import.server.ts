/**
 * The favorites import's two pages, web (/account/import) and mobile (/mobile/favorites/import): the
 * upload form and its action, and the preview with its confirm action. The route modules only choose
 * the variant.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { ImportPreviewView } from "~/components/import/ImportReview";
import { assertSameOrigin, flash, requireUser } from "~/modules/auth/index.server";
import {
  chosenPlaces,
  confirmPreview,
  createPreview,
  loadPreview,
  type Preview,
} from "~/modules/favorites/import.server";
import { ImportFileError, readImportFile } from "~/modules/favorites/import-file.server";
import { cityOfSnapshot, favoriteHref } from "~/modules/favorites/links";
import { IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { ownList, type Snapshot } from "~/modules/lists/index.server";
import { listTitle } from "~/modules/lists/naming";
import { forgetList, forgetProfile } from "~/modules/lists/withdrawn.server";
import { placesFor } from "~/modules/places/index.server";
import { paths } from "~/modules/urls/paths";

type Args = { request: Request; context: AppLoadContext; mobile: boolean };

/**
 * The list an upload goes into: `?list=` (or the form's `list`) names one of the person's lists; none means
 * Favorites. Another person's or an unknown list is a 404: nothing can be imported into it.
 */
async function targetList(context: AppLoadContext, userId: string, id: FormDataEntryValue | null) {
  if (id === null || id === "") return null;
  const list =
    typeof id === "string" && z.string().uuid().safeParse(id).success ? await ownList(context.db, userId, id) : null;
  if (!list) throw data(serverTranslator(context.locale).t("lists.form.notFound"), { status: 404 });
  return { id: list.id, kind: list.kind, title: listTitle(serverTranslator(context.locale), list) };
}

/** The upload form: signed in only (signed out: to sign-in and back). */
export async function uploadLoader({ request, context, mobile }: Args) {
  const url = new URL(request.url);
  const viewer = await requireUser(request, context, paths.accountImport({ mobile }) + url.search);
  const list = await targetList(context, viewer.user.id, url.searchParams.get("list"));
  return { list: list && list.kind !== "favorites" ? { id: list.id, title: list.title } : null };
}

/**
 * The upload (a multipart form, so it works without JavaScript): the file is read and each place looked
 * up, then the preview page shows what was found. A file that cannot be read answers 400 with a message
 * and stores nothing.
 */
export async function uploadAction({ request, context, mobile }: Args) {
  assertSameOrigin(request);
  const viewer = await requireUser(request, context, paths.accountImport({ mobile }));
  const t = serverTranslator(context.locale);
  const form = await request.formData();
  const file = form.get("file");
  const list = await targetList(context, viewer.user.id, form.get("list"));
  if (!(file instanceof File) || (file.size === 0 && !file.name))
    return data({ error: t.t("account.import.chooseFileError") }, { status: 400 });
  try {
    const rows = readImportFile(new Uint8Array(await file.arrayBuffer()));
    // The preview keeps its reasons worded in the language of the page the file was sent from.
    const id = await createPreview(
      context.db,
      placesFor(context),
      viewer.user.id,
      file.name,
      rows,
      t,
      Date.now(),
      // Favorites are named by the messages themselves ('Already in your favorites'), another list by its title.
      list ? { id: list.id, ...(list.kind === "favorites" ? {} : { title: list.title }) } : undefined,
    );
    return redirect(paths.importPreview(id, { mobile }));
  } catch (error) {
    if (error instanceof ImportFileError) return data({ error: error.messageIn(t) }, { status: 400 });
    if (isRateLimited(error)) throw busyPage(t);
    throw error;
  }
}

const PreviewId = z.string().uuid();
const Index = z.coerce
  .number()
  .int()
  .min(0)
  .max(IMPORT_MAX_ROWS - 1);

async function previewFor({ request, context, mobile }: Args, id: string | undefined) {
  const parsed = PreviewId.safeParse(id);
  const back = parsed.success ? paths.importPreview(parsed.data, { mobile }) : paths.accountImport({ mobile });
  const viewer = await requireUser(request, context, back);
  if (!parsed.success) return { viewer, preview: null };
  return { viewer, preview: await loadPreview(context.db, viewer.user.id, parsed.data) };
}

/** An unknown, expired or someone else's import: the same 404 page, which says what to do. */
const notFound = (mobile: boolean) => data({ missing: true as const, mobile }, { status: 404 });

function place(p: Snapshot, mobile: boolean) {
  return {
    name: p.name,
    address: p.formatted_address ?? p.vicinity,
    href: favoriteHref(p, cityOfSnapshot(p), { mobile }),
  };
}

/** What the page shows of a preview: names, addresses and links, not whole snapshots. */
function view(preview: Preview, mobile: boolean, into: ImportPreviewView["into"]): ImportPreviewView {
  return {
    mobile,
    into,
    fileName: preview.fileName,
    confirmed: preview.confirmedAt !== null,
    added: preview.added,
    rows: preview.rows.map((r, index) => {
      const from = { index, line: r.line, name: r.name, address: r.address };
      switch (r.status) {
        case "matched":
          return { ...from, status: r.status, place: place(r.place, mobile) };
        case "choose":
          return { ...from, status: r.status, choices: r.choices.map((c) => place(c, mobile)) };
        default:
          return { ...from, status: r.status, reason: r.reason };
      }
    }),
  };
}

/** The list a preview's places go into, when it is not Favorites (the page names it). */
async function intoOf(context: AppLoadContext, userId: string, listId: string) {
  const list = await ownList(context.db, userId, listId);
  return list && list.kind !== "favorites"
    ? { id: list.id, title: listTitle(serverTranslator(context.locale), list) }
    : null;
}

/** The preview of an uploaded file, until confirmed (then what it added). */
export async function previewLoader(args: Args, id: string | undefined) {
  const { viewer, preview } = await previewFor(args, id);
  if (!preview) return notFound(args.mobile);
  return view(preview, args.mobile, await intoOf(args.context, viewer.user.id, preview.listId));
}

/**
 * Confirm: `add` lists the matched rows to add (their indexes), `pick-{index}` the choice made for a row
 * with several candidates ('none' or the choice's index). Places come from the stored preview, never from
 * the form; a form naming rows or choices the preview lacks changes nothing (400).
 */
export async function previewAction(args: Args, id: string | undefined) {
  const { request, context, mobile } = args;
  assertSameOrigin(request);
  const t = serverTranslator(context.locale);
  const { viewer, preview } = await previewFor(args, id);
  if (!preview) return data({ error: t.t("account.import.previewNotFound") }, { status: 404 });
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
  if (!places) return data({ error: t.t("account.import.choiceMismatch") }, { status: 400 });
  // Nothing chosen: the review stays as it is (the preview is not used up), with what to do.
  if (!places.length && !preview.confirmedAt)
    return data({ error: t.t("account.import.nothingChosen") }, { status: 400 });
  const { added, repeated } = await confirmPreview(context.db, viewer.user.id, preview, places);
  await forgetProfile(request, viewer.user.username);
  const list = await ownList(context.db, viewer.user.id, preview.listId);
  const into = list && list.kind !== "favorites" ? isolate(listTitle(t, list)) : null;
  await flash(viewer, {
    kind: "success",
    title: t.t(into ? "lists.import.importedTitle" : "account.import.importedTitle"),
    message: repeated
      ? t.t("account.import.repeated")
      : added === 0
        ? t.t(into ? "lists.import.noneNew" : "account.import.noneNew", { list: into ?? "" })
        : into
          ? t.t("lists.import.added", { added, list: into })
          : t.t("account.import.added", { added }),
  });
  if (list) await forgetList(request, list);
  if (list && list.kind !== "favorites") return redirect(paths.list(list.id, { mobile }));
  return redirect(mobile ? paths.mobileTab("favorites") : paths.account());
}
