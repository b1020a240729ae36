/**
 * The signed-in person's own pages and requests: /account and its display-name form, the data download and
 * the favorites export, and the /mobile Profile and Favorites tabs.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { accountData, dataFileName } from "~/modules/auth/account.server";
import { initials } from "~/modules/auth/identity";
import { assertSameOrigin, flash, getViewer, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { EXPORT_FORMATS, type ExportFormat, exportResponse, exportRows } from "~/modules/favorites/export.server";
import {
  accountOverview,
  listFavorites,
  profileOf,
  refreshStaleInBackground,
  setDisplayName,
  unknownCity,
} from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import { DISPLAY_NAME_MAX } from "~/modules/http/limits";
import { DisplayName, inLanguage, pageParam } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { routePath } from "~/modules/i18n/locales";
import type { Translator } from "~/modules/i18n/translator";
import { builtinListId } from "~/modules/lists/index.server";
import { forgetProfile } from "~/modules/lists/withdrawn.server";
import { isModerator } from "~/modules/reviews/moderation.server";
import { ownOf } from "~/modules/reviews/reads.server";
import { paths } from "~/modules/urls/paths";
import { listsIndexLoader } from "./lists.server";

/** /account: settings, and the favorites by city (a city reorders by drag-and-drop when all of it is on the page). */
export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer.user) return { signedIn: false as const };
  const page = pageParam(new URL(request.url));
  const now = Date.now();
  const { profile, favorites, counts, reviewRows } = await accountOverview(context.db, viewer.user.id, page);
  const groups: {
    city: string;
    rawCity: string | null;
    complete: boolean;
    items: { id: string; placeId: string; name: string; href: string; address?: string }[];
  }[] = [];
  refreshStaleInBackground(context, favorites.items);
  const t = serverTranslator(context.locale);
  const noCity = unknownCity(t);
  for (const f of favorites.items) {
    const city = f.city ?? noCity;
    let group = groups[groups.length - 1];
    if (!group || group.city !== city) {
      group = { city, rawCity: f.city, complete: false, items: [] };
      groups.push(group);
    }
    // Only what the list shows: the page's data travels in its HTML.
    const { id, placeId, name, href, address } = favoriteCard(f, t);
    group.items.push({ id, placeId, name, href, address });
  }
  for (const g of groups) {
    // Drag-and-drop reorders a whole city, so only when all of it is on this page.
    g.complete = counts.get(g.rawCity) === g.items.length;
  }
  return {
    signedIn: true as const,
    username: profile?.username ?? viewer.user.username,
    displayName: profile?.displayName ?? null,
    favoritesPublished: profile?.favoritesPublished ?? false,
    total: favorites.total,
    page: favorites.page,
    pages: favorites.pages,
    groups,
    reviews: reviewRows.map((row) => ownOf(row, now)),
    moderator: isModerator(context.cloudflare.env, viewer.user.email),
  };
}

const DisplayNameForm = z.object({ displayName: DisplayName });

/** Why a display name was refused, in the page's language (the schema's own messages are English). */
function refusal(t: Translator, issue: { code: string; message?: string } | undefined): string {
  if (issue?.code === "too_big") return t.t("account.profile.displayNameTooLong", { max: DISPLAY_NAME_MAX });
  if (issue?.code === "invalid_format") return t.t("account.profile.displayNameCharacters");
  if (issue?.code === "custom") return inLanguage(issue.message ?? "", t);
  return t.t("account.profile.displayNameInvalid");
}

/**
 * POST /account/profile: the display name shown on the user's public profile (blank: the username). Only
 * what the user types here is ever shown publicly, never the Google account's name.
 */
export async function displayNameAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const t = serverTranslator(context.locale);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(typeof form.returnTo === "string" ? form.returnTo : "", paths.account());
  const parsed = DisplayNameForm.safeParse({
    displayName: typeof form.displayName === "string" ? form.displayName : "",
  });
  if (!parsed.success) return plainText(400, refusal(t, parsed.error.issues[0]));
  const viewer = await requireUser(request, context, returnTo);
  await setDisplayName(context.db, viewer.user.id, parsed.data.displayName);
  await forgetProfile(request, viewer.user.username);
  await flash(viewer, {
    kind: "success",
    title: t.t("account.profile.updatedTitle"),
    message: parsed.data.displayName
      ? t.t("account.profile.updatedName", { name: isolate(parsed.data.displayName) })
      : t.t("account.profile.updatedUsername"),
  });
  return redirect(returnTo);
}

/**
 * GET /account/data: everything held about the signed-in person as a JSON download (docs/your-data.md).
 * Signed out: to sign-in and back, never anyone's data. Never stored by any cache.
 */
export async function accountDataLoader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const body = viewer.user
    ? await accountData(
        context.db,
        viewer.user.id,
        viewer.session?.id || null,
        new URL(request.url).origin,
        serverTranslator(context.locale),
      )
    : null;
  if (!body) throw redirect(`${paths.auth()}?${new URLSearchParams({ returnTo: paths.accountData() })}`);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataFileName()}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * GET /account/export/{csv|geojson|kml}: the signed-in user's favorites as a download (see
 * export.server.ts). Signed out: to sign-in and back; an unknown format: 404.
 */
export async function favoritesExportLoader({ request, context, params }: LoaderFunctionArgs) {
  const format = params.format as ExportFormat;
  const translator = serverTranslator(context.locale);
  if (!EXPORT_FORMATS.includes(format)) return plainText(404, translator.t("account.export.unknownFormat"));
  const viewer = await getViewer(request, context);
  if (!viewer.user) {
    const here = routePath(request, context.locale);
    throw redirect(`${paths.auth()}?${new URLSearchParams({ returnTo: here })}`);
  }
  const list = { id: await builtinListId(context.db, viewer.user.id, "favorites"), kind: "favorites" as const };
  const rows = await exportRows(context, list, new URL(request.url).origin);
  return exportResponse(rows, format, translator);
}

/** /mobile/profile, the Profile tab: account settings and the public-profile link, or sign in. */
export async function mobileProfileLoader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const user = viewer.user;
  if (!user) return { signedIn: false as const };
  const profile = await profileOf(context.db, user.id);
  return {
    signedIn: true as const,
    fullName: user.fullName,
    email: user.email,
    avatarUrl: user.avatarUrl,
    initials: initials(user),
    username: profile?.username ?? user.username,
    displayName: profile?.displayName ?? null,
    favoritesPublished: profile?.favoritesPublished ?? false,
  };
}

/**
 * /mobile/favorites, the Favorites tab: the signed-in user's favorites by city, with remove, then every other
 * list of theirs and a form for a new one; else sign in.
 */
export async function mobileFavoritesLoader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  if (!viewer.user) return { signedIn: false as const };
  const [list, lists] = await Promise.all([
    listFavorites(context.db, viewer.user.id, pageParam(new URL(request.url))),
    listsIndexLoader({ request, context, mobile: true }),
  ]);
  refreshStaleInBackground(context, list.items);
  return {
    signedIn: true as const,
    lists,
    total: list.total,
    page: list.page,
    pages: list.pages,
    items: list.items.map((f) => ({
      ...favoriteCard(f, serverTranslator(context.locale), { mobile: true }),
      city: f.city ?? unknownCity(serverTranslator(context.locale)),
    })),
  };
}
