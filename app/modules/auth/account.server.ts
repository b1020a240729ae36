/**
 * The person's rights over their account: erasure (deleting the account and everything it owns) and a
 * copy of everything held about them, as JSON (docs/your-data.md describes its fields).
 */
import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { asc, desc, eq, getTableColumns, inArray, or } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import type { Translator } from "~/modules/i18n/translator";
import { kindOrder, listOrder } from "~/modules/lists/index.server";
import { forgetList, forgetProfile } from "~/modules/lists/withdrawn.server";
import { forgetPlacePage } from "~/modules/reviews/withdrawn.server";
import { paths } from "~/modules/urls/paths";
import { assertSameOrigin, noticeCookie, requireUser } from "./index.server";

const { users, profiles, lists, listPlaces, sessions, importPreviews, reviews, reviewReports } = schema;

/**
 * Whether the person confirmed deletion by typing their username (case and surrounding spaces aside).
 * Anything else (missing, another name, an over-long string) confirms nothing.
 */
export function confirmsDeletion(typed: unknown, username: string): boolean {
  return typeof typed === "string" && typed.length <= 200 && typed.trim().toLowerCase() === username.toLowerCase();
}

/**
 * Deletes the user and every row it owns (import previews, the places of their lists with their notes, the
 * lists with their share tokens, their reviews with the reports on them, the reports they made, every session:
 * each device is signed out; the profile; the user) in one D1
 * batch, all or nothing. Each table is named explicitly, so
 * the erasure does not depend on foreign keys being enforced for the cascade.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.batch([
    db.delete(importPreviews).where(eq(importPreviews.userId, userId)),
    db.delete(listPlaces).where(eq(listPlaces.userId, userId)),
    db.delete(lists).where(eq(lists.userId, userId)),
    db
      .delete(reviewReports)
      .where(
        or(
          eq(reviewReports.reporterId, userId),
          inArray(
            reviewReports.reviewId,
            db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId)),
          ),
        ),
      ),
    db.delete(reviews).where(eq(reviews.userId, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(profiles).where(eq(profiles.id, userId)),
    db.delete(users).where(eq(users.id, userId)),
  ]);
}

/** The confirmation page's data: the username to type. Signed out: to sign-in and back here. */
export async function deletionPage(request: Request, context: AppLoadContext, mobile: boolean) {
  const viewer = await requireUser(request, context, paths.accountDelete({ mobile }));
  return { username: viewer.user.username, error: null as string | null };
}

/**
 * POST of the confirmation page. Confirmed: the account is deleted, its public profile's edge-cache
 * copies are dropped (it answers 404 at once), the browser's session cookie is cleared and it lands on
 * the home page with a one-time message (thrown as the redirect). Not confirmed: the page's data with
 * the reason, and nothing is deleted.
 */
export async function deletionAction(request: Request, context: AppLoadContext, mobile: boolean) {
  assertSameOrigin(request);
  const viewer = await requireUser(request, context, paths.accountDelete({ mobile }));
  const { username } = viewer.user;
  const typed = (await request.formData()).get("confirm");
  if (!confirmsDeletion(typed, username))
    return {
      username,
      error: serverTranslator(context.locale).t("account.delete.mismatch", { username }),
    };
  const [owned, reviewed] = await context.db.batch([
    context.db.select().from(lists).where(eq(lists.userId, viewer.user.id)),
    context.db
      .select({ placeId: reviews.placeId, placePath: reviews.placePath })
      .from(reviews)
      .where(eq(reviews.userId, viewer.user.id)),
  ]);
  const shared = owned.filter((l) => l.visibility !== "private");
  await deleteAccount(context.db, viewer.user.id);
  await forgetProfile(request, username);
  // Its shared lists answer 404 at once too, and the pages of the places it reviewed no longer show its reviews
  // (their edge-cache copies go; every count and average is computed from the reviews left).
  await Promise.all([
    ...shared.map((l) => forgetList(request, l)),
    ...reviewed.map((place) => forgetPlacePage(request, place)),
  ]);
  const headers = new Headers();
  headers.append("Set-Cookie", await viewer.auth.storage.destroySession(viewer.session));
  headers.append("Set-Cookie", noticeCookie(request, "account-deleted"));
  throw redirect(paths.home({ mobile }), { headers });
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Everything held about the user, for the 'Download my data' file, its few words in `translator`'s
 * language (a session's `device` field says the browser or device of a session is not recorded). Session
 * ids are never included: they are the keys that sign a browser in. Null when the user no longer exists.
 */
export async function accountData(
  db: Db,
  userId: string,
  currentSessionId: string | null,
  origin: string,
  translator: Translator,
) {
  const [user, profile, listRows, placeRows, sessionRows, previewRows, reviewRows, reportRows] = await Promise.all([
    db.query.users.findFirst({ where: eq(users.id, userId) }),
    db.query.profiles.findFirst({ where: eq(profiles.id, userId) }),
    db.select().from(lists).where(eq(lists.userId, userId)).orderBy(kindOrder, asc(lists.createdAt)),
    db
      .select(getTableColumns(listPlaces))
      .from(listPlaces)
      .innerJoin(lists, eq(lists.id, listPlaces.listId))
      .where(eq(listPlaces.userId, userId))
      // Each list's own order: Favorites by city (none last) then as arranged, as /account shows them.
      .orderBy(...listOrder),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db.select().from(importPreviews).where(eq(importPreviews.userId, userId)).orderBy(asc(importPreviews.createdAt)),
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt)),
    db.select().from(reviewReports).where(eq(reviewReports.reporterId, userId)).orderBy(asc(reviewReports.createdAt)),
  ]);
  if (!user) return null;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      name: user.fullName,
      avatarUrl: user.avatarUrl,
      googleAccountId: user.googleSub,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    profile: profile
      ? {
          username: profile.username,
          displayName: profile.displayName,
          favoritesPublished: listRows.some((l) => l.kind === "favorites" && l.visibility === "public"),
          publicProfileUrl: listRows.some((l) => l.visibility === "public")
            ? new URL(`/${encodeURIComponent(profile.username)}`, origin).toString()
            : null,
        }
      : null,
    lists: listRows.map((l) => ({
      kind: l.kind,
      name: l.name ?? translator.t(l.kind === "favorites" ? "lists.builtin.favorites" : "lists.builtin.wantToGo"),
      description: l.description,
      visibility: l.visibility,
      // The secret link is theirs too: whoever has it can see the list while it is link-only or public.
      shareUrl:
        l.shareToken && l.visibility !== "private"
          ? new URL(`/l/${encodeURIComponent(l.shareToken)}`, origin).toString()
          : null,
      shareToken: l.shareToken,
      createdAt: iso(l.createdAt),
      updatedAt: iso(l.updatedAt),
      places: placeRows
        .filter((p) => p.listId === l.id)
        .map((p, i) => ({
          position: i + 1,
          placeId: p.placeId,
          name: p.restaurantName,
          city: p.city,
          note: p.note,
          savedAt: iso(p.createdAt),
          snapshotAt: p.snapshotAt.getTime() > 0 ? iso(p.snapshotAt) : null,
          noLongerAvailableSince: iso(p.unavailableAt),
          snapshot: p.restaurantData,
        })),
    })),
    sessions: sessionRows.map((s) => ({
      device: translator.t("account.data.deviceNotRecorded"),
      thisDevice: s.id === currentSessionId,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
    })),
    reviews: reviewRows.map((r) => ({
      placeId: r.placeId,
      placeName: r.placeName,
      placeUrl: new URL(r.placePath, origin).toString(),
      rating: r.rating,
      text: r.body,
      language: r.lang,
      visited: r.visited,
      status: r.status,
      removedReason: r.removedReason,
      decidedAt: iso(r.decidedAt),
      appealedAt: iso(r.appealedAt),
      appealDecidedAt: iso(r.appealDecidedAt),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    reportsMade: reportRows.map((r) => ({
      reviewId: r.reviewId,
      reason: r.reason,
      reportedAt: iso(r.createdAt),
      decidedAt: iso(r.resolvedAt),
    })),
    pendingImports: previewRows.map((p) => ({
      fileName: p.fileName,
      uploadedAt: iso(p.createdAt),
      rowCount: p.rowCount,
      confirmedAt: iso(p.confirmedAt),
      added: p.added,
      rows: p.rows,
    })),
  };
}

/** `tablescout-data-YYYY-MM-DD.json`, dated in UTC. */
export function dataFileName(now = new Date()): string {
  return `tablescout-data-${now.toISOString().slice(0, 10)}.json`;
}
