/**
 * The lists' pages and their one form action, web (/lists, /lists/{id}, /l/{token}, /save) and mobile (the
 * Favorites tab, /mobile/lists/{id}, /mobile/l/{token}, /mobile/save). One route module serves both versions.
 *
 * Who sees what: a list's owner always; anyone else a public list by its id, or a shared (link-only or
 * public) list by its current token. Everything else answers the same 404 as a list that never existed.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { SaveData } from "~/components/lists/SaveForm";
import { assertSameOrigin, flash, getViewer, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { EXPORT_FORMATS, type ExportFormat, exportResponse, exportRows } from "~/modules/favorites/export.server";
import { refreshStaleInBackground } from "~/modules/favorites/index.server";
import { savedPlaceCard } from "~/modules/favorites/links";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, LIST_PLACES_MAX, LISTS_MAX, NOTE_MAX } from "~/modules/http/limits";
import { logProblem } from "~/modules/http/log.server";
import { forgetList, forgetProfile } from "~/modules/http/page-cache.server";
import { PROFILE_CACHE_TTL_S, publicPageCache } from "~/modules/http/page-policy";
import { MARKS_MAX, type NameProblem, nameProblem, pageParam } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { LOCALES, localizedPath, routePath } from "~/modules/i18n/locales";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import {
  copyList,
  createList,
  deleteList,
  type ListSummary,
  listIdsHolding,
  listsOf,
  movePlace,
  ownList,
  placesOf,
  removePlace,
  reorderPlaces,
  replaceShareToken,
  SHARE_TOKEN,
  setMemberships,
  setNote,
  transferPlace,
  updateList,
  VISIBILITIES,
  type Visibility,
  visibleList,
  visibleListWithPlaces,
} from "~/modules/lists/index.server";
import { listTitle, shareAddress } from "~/modules/lists/naming";
import { mapConfig } from "~/modules/maps";
import { memoize } from "~/modules/memo";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { paths, slugify } from "~/modules/urls/paths";
import { answerAt } from "~/modules/urls/route.server";

type Args = { request: Request; context: AppLoadContext; mobile: boolean };

/**
 * Places a list page shows at once, as a results page does: a longer list has pages (a page of a hundred
 * cards rendered at a sixth of the speed of the privacy page; twenty render as fast as a results page).
 */
export const LIST_PAGE_SIZE = 20;
const ListId = z.string().uuid();

// ---------------------------------------------------------------- /lists

/** The person's lists (signed out: the page says what lists are and offers sign-in). */
export async function listsIndexLoader({ request, context, mobile }: Args) {
  const viewer = await getViewer(request, context);
  if (!viewer.user) return { signedIn: false as const, mobile };
  const t = serverTranslator(context.locale);
  const lists = await listsOf(context.db, viewer.user.id);
  return {
    signedIn: true as const,
    mobile,
    max: LISTS_MAX,
    lists: lists.map((l) => ({
      id: l.id,
      kind: l.kind,
      title: listTitle(t, l),
      description: l.description,
      visibility: l.visibility,
      count: l.count,
      updatedAt: l.updatedAt,
      href: paths.list(l.id, { mobile }),
    })),
  };
}

// ---------------------------------------------------------------- a list's page

type ListAt = { id: string } | { token: string };

/**
 * A list's page: its places as cards beside the map, with their notes; its owner also gets the tools (details,
 * who sees it, its link, notes, order, move and copy, delete). Anyone else sees it only as described above;
 * anonymous views of shared lists are edge-cached like public profiles, and purged when the owner changes it.
 */
export async function listPageLoader({ request, context, mobile }: Args, at: ListAt) {
  if ("id" in at ? !ListId.safeParse(at.id).success : !SHARE_TOKEN.test(at.token)) throw notFound();
  const viewer = await getViewer(request, context);
  const viewerId = viewer.user?.id ?? null;
  const url = new URL(request.url);
  const requested = pageParam(url);
  const read = await visibleListWithPlaces(context.db, at, viewerId, {
    limit: LIST_PAGE_SIZE,
    offset: (requested - 1) * LIST_PAGE_SIZE,
  });
  const list = read.list;
  if (!list) throw notFound();
  const isOwner = viewerId === list.userId;
  // One spelling (lower-case route words, the token as it is): '/L/{token}' and '/LISTS/{id}' are sent there.
  answerAt(
    request,
    context.pageCache,
    "id" in at ? paths.list(list.id, { mobile }) : paths.sharedList(at.token, { mobile }),
    {
      page: url.searchParams.get("page") ?? undefined,
      view: url.searchParams.get("view") === "map" ? "map" : undefined,
    },
  );
  context.pageCache.withdrawable("list");
  const t = serverTranslator(context.locale);
  const pages = Math.max(1, Math.ceil(list.count / LIST_PAGE_SIZE));
  const page = Math.min(requested, pages);
  // A page past the end shows the last one.
  const places =
    page === requested
      ? read.places
      : await placesOf(context.db, list, { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE });
  if (isOwner) refreshStaleInBackground(context, places);
  const others = read.ownLists.filter((l) => l.id !== list.id);
  // Its owner puts the whole list in order on a page of its own (every place by name, whatever page the cards
  // are on); Favorites are arranged city by city on the account page.
  const arrange =
    isOwner && list.kind !== "favorites" && list.count > 1 ? paths.listArrange(list.id, { mobile }) : null;
  const title = listTitle(t, list);
  const share = shareAddress(list, mobile);
  const cards = places.map((p) => ({
    itemId: p.id,
    card: savedPlaceCard(p, { mobile }),
    note: p.note,
    unavailable: p.unavailable,
  }));
  const located = cards.filter((c) => c.card.lat !== undefined && c.card.lng !== undefined);
  const center = located.length
    ? {
        lat: located.reduce((n, c) => n + c.card.lat!, 0) / located.length,
        lng: located.reduce((n, c) => n + c.card.lng!, 0) / located.length,
      }
    : { lat: 0, lng: 0 };
  const here = url.pathname;
  const withView = (v: "cards" | "map") => {
    const q = new URLSearchParams();
    if (page > 1) q.set("page", String(page));
    if (v === "map") q.set("view", "map");
    return q.size ? `?${q}` : here;
  };
  const headers: HeadersInit = {};
  // Shared lists are public pages: kept at the edge for a minute, like profiles, and purged on every change.
  if (!isOwner) headers["Cache-Control"] = publicPageCache(context.cloudflare.env, PROFILE_CACHE_TTL_S);
  else headers["Cache-Control"] = "private, no-store";
  return data(
    {
      mobile,
      list: {
        id: list.id,
        kind: list.kind,
        title,
        description: list.description,
        visibility: list.visibility,
        count: list.count,
        updatedAt: list.updatedAt,
        name: list.name,
      },
      owner: {
        username: list.owner.username,
        name: list.owner.displayName ?? list.owner.username,
      },
      isOwner,
      signedIn: viewerId !== null,
      /** Where this page was reached (a shared list's token page, or its id). */
      at: "token" in at ? { token: at.token as string | null } : { token: null },
      share: share ? { url: context.origin + localizedPath(context.locale, share) } : null,
      image:
        list.visibility === "private"
          ? null
          : paths.shareImage(
              list.visibility === "public" ? "list" : "link",
              list.visibility === "public" ? list.id : list.shareToken!,
              list.updatedAt,
            ),
      places: cards,
      others: others.map((o) => ({ id: o.id, title: listTitle(t, o), full: o.count >= LIST_PLACES_MAX })),
      arrange,
      page,
      pages,
      pageSize: LIST_PAGE_SIZE,
      center,
      map: mapConfig(context.cloudflare.env),
      viewHrefs: { cards: withView("cards"), map: withView("map") },
      initialView: url.searchParams.get("view") === "map" ? ("map" as const) : ("cards" as const),
      limits: { name: LIST_NAME_MAX, description: LIST_DESCRIPTION_MAX, note: NOTE_MAX },
    },
    { headers },
  );
}

/**
 * The list of a page only its owner opens (export, delete, arrange): signed out, off to sign-in and back; null
 * for a malformed id and for a list that is not the signed-in person's (each page answers that with its 404).
 */
async function signedInOwnersList(request: Request, context: AppLoadContext, id: string | undefined) {
  if (!ListId.safeParse(id).success) return null;
  const viewer = await requireUser(request, context, routePath(request, context.locale));
  return ownList(context.db, viewer.user.id, id!);
}

/** The same answer for a list that does not exist and one this visitor may not see. */
function notFound() {
  return data({ missing: true as const }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

/** A list's export (its owner only): CSV, GeoJSON or KML, with the notes. */
export async function listExportLoader({ request, context }: Args, id: string | undefined, format: string | undefined) {
  const t = serverTranslator(context.locale);
  if (!EXPORT_FORMATS.includes(format as ExportFormat)) return plainText(404, t.t("account.export.unknownFormat"));
  const list = await signedInOwnersList(request, context, id);
  if (!list) return plainText(404, t.t("lists.form.notFound"));
  const rows = await exportRows(context, list, new URL(request.url).origin);
  const title = listTitle(t, list);
  return exportResponse(rows, format as ExportFormat, t, { title, slug: slugify(title).slice(0, 60) || "list" });
}

// ---------------------------------------------------------------- deleting a list

export async function deletePageLoader({ request, context, mobile }: Args, id: string | undefined) {
  const list = await signedInOwnersList(request, context, id);
  if (!list || list.kind !== "custom") throw notFound();
  const t = serverTranslator(context.locale);
  return {
    mobile,
    id: list.id,
    title: listTitle(t, list),
    count: list.count,
    shared: list.visibility !== "private",
    back: paths.list(list.id, { mobile }),
  };
}

/**
 * A list's places in order, for its owner to arrange (move up or down without JavaScript, drag with it), each
 * move coming back here. Anyone else, Favorites (arranged city by city on the account page) and an unknown
 * list: 404.
 */
export async function arrangePageLoader({ request, context, mobile }: Args, id: string | undefined) {
  const list = await signedInOwnersList(request, context, id);
  if (!list || list.kind === "favorites") throw notFound();
  const t = serverTranslator(context.locale);
  const places = await placesOf(context.db, list);
  return data(
    {
      mobile,
      id: list.id,
      title: listTitle(t, list),
      back: paths.list(list.id, { mobile }),
      here: paths.listArrange(list.id, { mobile }),
      items: places.map((p) => ({
        id: p.id,
        placeId: p.placeId,
        name: p.name,
        href: savedPlaceCard(p, { mobile }).href,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// ---------------------------------------------------------------- the Save form

const SaveQuery = z.object({ place: z.string().regex(PLACE_ID), returnTo: z.string().max(2000).optional() });

/**
 * The Save form of a place: the person's lists, ticked where they hold it, and a field for a new list.
 * Signed out: to sign-in and back here. The place comes from the provider (its name, and what a list keeps).
 */
export async function saveLoader({ request, context, mobile }: Args) {
  const url = new URL(request.url);
  const query = SaveQuery.safeParse(Object.fromEntries(url.searchParams));
  const t = serverTranslator(context.locale);
  if (!query.success) throw data({ error: t.t("lists.form.invalid") }, { status: 400 });
  const viewer = await requireUser(request, context, routePath(request, context.locale));
  const { value: place } = await placesFor(context).details(query.data.place, "listing");
  if (!place) throw data({ error: t.t("lists.form.restaurantNotFound") }, { status: 404 });
  const [lists, holding] = await Promise.all([
    listsOf(context.db, viewer.user.id),
    listIdsHolding(context.db, viewer.user.id, place.place_id),
  ]);
  return data(
    {
      mobile,
      place: { id: place.place_id, name: place.name },
      returnTo: safeReturnPath(query.data.returnTo ?? paths.lists({ mobile })),
      lists: lists.map((l) => ({
        id: l.id,
        title: listTitle(t, l),
        visibility: l.visibility,
        count: l.count,
        ticked: holding.has(l.id),
        full: l.count >= LIST_PLACES_MAX && !holding.has(l.id),
      })),
      canCreate: lists.length < LISTS_MAX,
      limits: { name: LIST_NAME_MAX },
    } satisfies SaveData,
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// ---------------------------------------------------------------- the one action

/** The forms' fields, their refusals worded in the page's language (one schema per language, made once). */
const bodyOf = memoize(
  LOCALES.length + 1,
  (t: Translator) => t.locale.prefix,
  (t: Translator) => buildBody(t),
);

/** Why a list's name is refused (params.ts, nameProblem), in the page's language. */
const NAME_PROBLEMS = {
  direction: "lists.form.nameDirection",
  invisible: "lists.form.nameInvisible",
  marks: "lists.form.nameMarks",
} as const satisfies Record<NameProblem, MessageKey>;

/** Plain text as a person typed it: trimmed; empty is none. */
const trimmed = (s: string) => s.replace(/\r\n?/g, "\n").trim();

function buildBody(t: Translator) {
  const invalid = t.t("lists.form.invalid");
  /** A list's name must stand for it inside sentences (params.ts, nameProblem). */
  const nameRules = (s: string, ctx: z.RefinementCtx) => {
    const problem = nameProblem(s);
    if (problem) ctx.addIssue({ code: "custom", message: t.t(NAME_PROBLEMS[problem], { max: MARKS_MAX }) });
  };
  const list = z.string().uuid(invalid);
  const item = z.string().uuid(invalid);
  const name = z
    .string()
    .transform((s) => trimmed(s).replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, t.t("lists.form.nameRequired"))
        .max(LIST_NAME_MAX, t.t("lists.form.nameTooLong", { max: LIST_NAME_MAX }))
        .superRefine(nameRules),
    );
  const description = z
    .string()
    .transform(trimmed)
    .pipe(z.string().max(LIST_DESCRIPTION_MAX, t.t("lists.form.descriptionTooLong", { max: LIST_DESCRIPTION_MAX })))
    .transform((s) => s || null);
  const visibility = z.enum(VISIBILITIES as [Visibility, ...Visibility[]], invalid);
  return z.discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("create"),
        name,
        description: description.optional(),
        visibility: visibility.optional(),
      }),
      // A field the form does not send is left as it is.
      z.object({ intent: z.literal("details"), list, name: name.optional(), description: description.optional() }),
      z.object({ intent: z.literal("visibility"), list, visibility }),
      z.object({ intent: z.literal("replace-link"), list }),
      z.object({
        intent: z.literal("note"),
        item,
        note: z
          .string()
          .transform(trimmed)
          .pipe(z.string().max(NOTE_MAX, t.t("lists.form.noteTooLong", { max: NOTE_MAX })))
          .transform((s) => s || null),
      }),
      z.object({ intent: z.literal("remove"), list, place_id: z.string().regex(PLACE_ID, invalid) }),
      z.object({ intent: z.literal("move"), item, direction: z.enum(["up", "down"], invalid) }),
      z.object({
        intent: z.literal("reorder"),
        order: z
          .string()
          .max(40_000)
          .transform((s) => s.split(",").filter(Boolean))
          .pipe(z.array(item).min(1).max(LIST_PLACES_MAX)),
      }),
      z.object({ intent: z.literal("transfer"), item, to: list, mode: z.enum(["move", "copy"], invalid) }),
      z.object({
        intent: z.literal("copy-list"),
        list: list.optional(),
        token: z.string().regex(SHARE_TOKEN, invalid).optional(),
      }),
      z.object({ intent: z.literal("delete"), list }),
      z.object({
        intent: z.literal("save"),
        place_id: z.string().regex(PLACE_ID, invalid),
        shown: z.array(list).max(LISTS_MAX),
        ticked: z.array(list).max(LISTS_MAX),
        // Blank: no new list; anything else is a list's name.
        new_list: z
          .string()
          .transform((s) => trimmed(s).replace(/\s+/g, " "))
          .pipe(
            z
              .string()
              .max(LIST_NAME_MAX, t.t("lists.form.nameTooLong", { max: LIST_NAME_MAX }))
              .superRefine((s, ctx) => (s ? nameRules(s, ctx) : undefined)),
          )
          .optional(),
      }),
    ],
    { error: invalid },
  );
}

/** Fields a person types: a refusal of theirs comes back as a message on the page, not a bare 400. */
const TYPED = new Set(["name", "description", "note", "new_list"]);

/**
 * POST /lists (and /mobile/lists): every change to lists. Same-origin only; signed-out visitors go to sign-in
 * and come back; every change is scoped by the signed-in person's id (another person's list or place id
 * changes nothing and reads as unknown). The outcome is a one-time message, and the browser goes back where it
 * was (`returnTo`), or to the page a change makes (a new list, a copy, the lists after a deletion).
 */
export async function listsAction({ request, context, mobile }: Args) {
  assertSameOrigin(request);
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "shown" && key !== "ticked") fields[key] = value;
  }
  // The Save form's lists: every one shown, and the ticked ones (names that repeat).
  fields.shown = form.getAll("shown").filter((v) => typeof v === "string");
  fields.ticked = form.getAll("ticked").filter((v) => typeof v === "string");
  const back = safeReturnPath(typeof fields.returnTo === "string" ? fields.returnTo : paths.lists({ mobile }));
  const t = serverTranslator(context.locale);
  const viewer = await requireUser(request, context, back);
  // Every refusal a person reads is the guide's own, in their language: a check without a message of its own
  // (a field of the wrong type, or missing) says the request was not understood, never the library's English.
  const parsed = bodyOf(t).safeParse(fields, { error: () => t.t("lists.form.invalid") });
  /** Nothing changed: the page it came from says why. */
  const fail = async (message: string) => {
    await flash(viewer, { kind: "error", title: t.t("lists.form.errorTitle"), message });
    return redirect(back, 303);
  };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? t.t("lists.form.invalid");
    // A forged or damaged form is refused outright; a typed field over its limit is said on the page.
    return TYPED.has(String(issue?.path[0])) ? fail(message) : plainText(400, message);
  }
  const { db } = context;
  const userId = viewer.user.id;
  const body = parsed.data;
  const success = (title: string, message: string) => flash(viewer, { kind: "success", title, message });
  // The place's name as the page showed it, for the messages only (nothing is looked up or stored by it).
  const name = typeof fields.name_of === "string" ? fields.name_of.slice(0, 200) : "";
  /** After a change to one of the person's lists: its cached shared copies and the profile go. */
  const changed = async (list: ListSummary | null, oldToken?: string | null) => {
    if (!list) return;
    await forgetList(request, list, oldToken);
    await forgetProfile(request, viewer.user.username);
  };
  try {
    switch (body.intent) {
      case "create": {
        const made = await createList(db, userId, {
          name: body.name,
          description: body.description ?? null,
          visibility: body.visibility,
        });
        if (!made.ok) return fail(t.t("lists.create.tooMany", { max: LISTS_MAX }));
        await success(t.t("lists.create.createdTitle"), t.t("lists.create.created", { name: isolate(body.name) }));
        if (body.visibility === "public") await forgetProfile(request, viewer.user.username);
        return redirect(paths.list(made.id, { mobile }), 303);
      }
      case "details": {
        const before = await ownList(db, userId, body.list);
        if (!before) return fail(t.t("lists.form.notFound"));
        await updateList(db, userId, body.list, { name: body.name, description: body.description });
        const after = await ownList(db, userId, body.list);
        await changed(after);
        await success(
          t.t("lists.edit.updatedTitle"),
          t.t("lists.edit.updated", { name: isolate(listTitle(t, after!)) }),
        );
        break;
      }
      case "visibility": {
        const before = await ownList(db, userId, body.list);
        if (!before) return fail(t.t("lists.form.notFound"));
        await updateList(db, userId, body.list, { visibility: body.visibility });
        // Made private, its link is gone: that link's copies go too.
        await changed(await ownList(db, userId, body.list), before.shareToken);
        await success(
          t.t("lists.edit.updatedTitle"),
          t.t("lists.edit.visibilityUpdated", { name: isolate(listTitle(t, before)), visibility: body.visibility }),
        );
        break;
      }
      case "replace-link": {
        const before = await ownList(db, userId, body.list);
        if (!before) return fail(t.t("lists.form.notFound"));
        await replaceShareToken(db, userId, body.list);
        await changed(await ownList(db, userId, body.list), before.shareToken);
        await success(t.t("lists.share.replacedTitle"), t.t("lists.share.replaced"));
        break;
      }
      case "note": {
        const listId = await setNote(db, userId, body.item, body.note);
        if (!listId) return fail(t.t("lists.form.placeNotFound"));
        const list = await ownList(db, userId, listId);
        await changed(list);
        await success(
          t.t("lists.note.savedTitle"),
          t.t(body.note ? "lists.note.saved" : "lists.note.cleared", { name: isolate(name || listTitle(t, list!)) }),
        );
        break;
      }
      case "remove": {
        const list = await ownList(db, userId, body.list);
        if (!list) return fail(t.t("lists.form.notFound"));
        if (!(await removePlace(db, userId, body.list, body.place_id))) return fail(t.t("lists.form.placeNotFound"));
        await changed(list);
        await success(
          t.t("lists.item.removedTitle"),
          t.t("lists.item.removed", { name: isolate(name), list: isolate(listTitle(t, list)) }),
        );
        break;
      }
      case "move": {
        await movePlace(db, userId, body.item, body.direction);
        break;
      }
      case "reorder": {
        if (!(await reorderPlaces(db, userId, body.order))) return plainText(400, t.t("lists.item.orderMismatch"));
        break;
      }
      case "transfer": {
        const target = await ownList(db, userId, body.to);
        if (!target) return fail(t.t("lists.form.notFound"));
        const outcome = await transferPlace(db, userId, body.item, body.to, body.mode);
        const values = { name: isolate(name), list: isolate(listTitle(t, target)), max: LIST_PLACES_MAX };
        if (outcome === "no-place") return fail(t.t("lists.form.placeNotFound"));
        if (outcome === "no-list") return fail(t.t("lists.form.notFound"));
        if (outcome === "full") return fail(t.t("lists.item.full", values));
        if (outcome === "already") return fail(t.t("lists.item.already", values));
        await changed(target);
        await success(
          t.t(body.mode === "move" ? "lists.item.movedTitle" : "lists.item.copiedTitle"),
          t.t(body.mode === "move" ? "lists.item.moved" : "lists.item.copied", values),
        );
        if (body.mode === "move") {
          const from = typeof fields.from === "string" && ListId.safeParse(fields.from).success ? fields.from : null;
          if (from) await changed(await ownList(db, userId, from));
        }
        break;
      }
      case "copy-list": {
        const at = body.token ? { token: body.token } : body.list ? { id: body.list } : null;
        const source = at ? await visibleList(db, at, userId) : null;
        if (!source) return fail(t.t("lists.form.notFound"));
        const name = listTitle(t, source);
        const made = await copyList(db, userId, { id: source.id, name, description: source.description });
        if (!made.ok) return fail(t.t("lists.create.tooMany", { max: LISTS_MAX }));
        await success(t.t("lists.copy.doneTitle"), t.t("lists.copy.done", { name: isolate(name) }));
        return redirect(paths.list(made.id, { mobile }), 303);
      }
      case "delete": {
        const list = await ownList(db, userId, body.list);
        if (!list || list.kind !== "custom") return fail(t.t("lists.form.notFound"));
        await deleteList(db, userId, body.list);
        await changed(list);
        await success(t.t("lists.delete.doneTitle"), t.t("lists.delete.done", { name: isolate(listTitle(t, list)) }));
        return redirect(paths.lists({ mobile }), 303);
      }
      case "save": {
        // The snapshot comes from the provider, never from the form.
        const { value: place } = await placesFor(context).details(body.place_id, "listing");
        if (!place) return fail(t.t("lists.form.restaurantNotFound"));
        const ticked = new Set(body.ticked);
        if (body.new_list) {
          const made = await createList(db, userId, { name: body.new_list, description: null });
          if (!made.ok) return fail(t.t("lists.create.tooMany", { max: LISTS_MAX }));
          body.shown.push(made.id);
          ticked.add(made.id);
        }
        const outcome = await setMemberships(db, userId, place, body.shown, ticked);
        if (!outcome.ok) return fail(t.t("lists.save.stale"));
        const mine = await listsOf(db, userId);
        for (const id of body.shown) await changed(mine.find((l) => l.id === id) ?? null);
        const holding = await listIdsHolding(db, userId, place.place_id);
        await success(
          t.t("lists.save.savedTitle"),
          t.t("lists.save.saved", { name: isolate(place.name), count: holding.size }),
        );
        for (const id of outcome.full) {
          const list = mine.find((l) => l.id === id);
          if (list)
            await flash(viewer, {
              kind: "error",
              title: t.t("lists.form.errorTitle"),
              message: t.t("lists.save.full", {
                list: isolate(listTitle(t, list)),
                name: isolate(place.name),
                max: LIST_PLACES_MAX,
              }),
            });
        }
        break;
      }
    }
  } catch (error) {
    logProblem("lists action failed", error);
    return fail(t.t("lists.form.failed"));
  }
  return redirect(back, 303);
}
