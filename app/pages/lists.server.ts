/**
 * The lists' pages and their one form action, web (/lists, /lists/{id}, /l/{token}, /save) and mobile (the
 * Favorites tab, /mobile/lists/{id}, /mobile/l/{token}, /mobile/save). One route module serves both versions.
 *
 * Who sees what: a list's owner always; anyone else a public list by its id, or a shared (link-only or
 * public) list by its current token. Everything else answers the same 404 as a list that never existed.
 */
import { type AppLoadContext, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import type { SaveData } from "~/components/lists/SaveForm";
import { assertSameOrigin, flash, getViewer, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { EXPORT_FORMATS, type ExportFormat, exportResponse, exportRows } from "~/modules/favorites/export.server";
import { refreshStaleInBackground } from "~/modules/favorites/index.server";
import { savedPlaceCard } from "~/modules/favorites/links";
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX, LIST_PLACES_MAX, LISTS_MAX, NOTE_MAX } from "~/modules/http/limits";
import { logProblem } from "~/modules/http/log.server";
import { PROFILE_CACHE_TTL_S, publicPageCache } from "~/modules/http/page-policy";
import { pageParam } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { localizedPath, routePath } from "~/modules/i18n/locales";
import {
  listIdsHolding,
  listsOf,
  ownList,
  placesOf,
  SHARE_TOKEN,
  visibleListWithPlaces,
} from "~/modules/lists/index.server";
import { runIntent } from "~/modules/lists/intents.server";
import { listTitle, shareAddress } from "~/modules/lists/naming";
import { forgetList, forgetProfile } from "~/modules/lists/withdrawn.server";
import { mapConfig } from "~/modules/maps";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { isMobilePath, paths, slugify } from "~/modules/urls/paths";
import { answerAt, isMobileRequest } from "~/modules/urls/route.server";

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
  const { averages } = read;
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
    card: { ...savedPlaceCard(p, { mobile }), members: averages.get(p.placeId) },
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
 * The route loader of a list page (app/pages/list-route.tsx mounts the rest): /lists/{id} reads the list by
 * its id, /l/{token} by its secret link; their /mobile twins the same.
 */
export const listRouteLoader = ({ request, context, params }: LoaderFunctionArgs) =>
  listPageLoader(
    { request, context, mobile: isMobileRequest(request, context) },
    params.token === undefined ? { id: params.id ?? "" } : { token: params.token },
  );

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

/**
 * POST /lists: every change to lists, from the web and the /mobile pages alike, one handler per intent
 * (modules/lists/intents). Same-origin only; signed-out visitors go to sign-in and come back. The outcome is
 * a one-time message, and the browser goes back where it was (`returnTo`), or to the page a change makes (a
 * new list, a copy, the lists after a deletion): on /mobile when the form came from a /mobile page, so a
 * phone never lands on the web version.
 */
export async function listsAction({ request, context }: Omit<Args, "mobile">) {
  assertSameOrigin(request);
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "shown" && key !== "ticked") fields[key] = value;
  }
  // The Save form's lists: every one shown, and the ticked ones (names that repeat).
  fields.shown = form.getAll("shown").filter((v) => typeof v === "string");
  fields.ticked = form.getAll("ticked").filter((v) => typeof v === "string");
  const back = safeReturnPath(typeof fields.returnTo === "string" ? fields.returnTo : paths.lists());
  const mobile = isMobilePath(new URL(back, request.url).pathname);
  const t = serverTranslator(context.locale);
  const viewer = await requireUser(request, context, back);
  const say = (kind: "success" | "error", title: string, message: string) => flash(viewer, { kind, title, message });
  /** Nothing changed: the page it came from says why. */
  const refuse = async (message: string) => {
    await say("error", t.t("lists.form.errorTitle"), message);
    return redirect(back, 303);
  };
  try {
    const outcome = await runIntent(fields, {
      db: context.db,
      places: placesFor(context),
      userId: viewer.user.id,
      t,
      mobile,
      placeName: typeof fields.name_of === "string" ? fields.name_of.slice(0, 200) : "",
      from: typeof fields.from === "string" && ListId.safeParse(fields.from).success ? fields.from : null,
      say,
      changed: async (list, oldToken) => {
        if (!list) return;
        await forgetList(request, list, oldToken);
        await forgetProfile(request, viewer.user.username);
      },
      profileChanged: () => forgetProfile(request, viewer.user.username),
    });
    switch (outcome.kind) {
      case "back":
        return redirect(back, 303);
      case "go":
        return redirect(outcome.to, 303);
      case "refused":
        return refuse(outcome.message);
      case "bad-request":
        return plainText(400, outcome.message);
    }
  } catch (error) {
    logProblem("lists action failed", error);
    return refuse(t.t("lists.form.failed"));
  }
}
