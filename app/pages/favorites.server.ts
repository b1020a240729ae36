/** POST /favorites: every change to a person's favorites. */
import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { assertSameOrigin, flash, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import {
  addFavorite,
  moveFavorite,
  removeFavorite,
  reorderCity,
  setFavoritesPublished,
} from "~/modules/favorites/index.server";
import { logProblem } from "~/modules/http/log.server";
import { plainText } from "~/modules/http/responses";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { LOCALES } from "~/modules/i18n/locales";
import type { Translator } from "~/modules/i18n/translator";
import { forgetProfile } from "~/modules/lists/withdrawn.server";
import { memoize } from "~/modules/memo";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";

/** The form, whose refusals are worded in the page's language (one schema per language, made once). */
const bodyOf = memoize(
  LOCALES.length + 1,
  (t: Translator) => t.locale.prefix,
  (t: Translator) => buildBody(t),
);

function buildBody(t: Translator) {
  const PlaceId = z.string().regex(PLACE_ID, t.t("account.favorites.invalidPlaceId"));
  const favoriteId = t.t("account.favorites.invalidFavoriteId");
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), place_id: PlaceId }),
    z.object({ intent: z.literal("remove"), place_id: PlaceId }),
    z.object({
      intent: z.literal("move"),
      favorite_id: z.string().uuid(favoriteId),
      direction: z.enum(["up", "down"]),
    }),
    z.object({ intent: z.literal("publish"), published: z.enum(["on", "off"]) }),
    z.object({
      intent: z.literal("reorder"),
      order: z
        .string()
        .max(4000)
        .transform((s) => s.split(",").filter(Boolean))
        .pipe(z.array(z.string().uuid(favoriteId)).min(1).max(100)),
    }),
  ]);
}

const badRequest = (message: string) => plainText(400, message);

/**
 * POST /favorites: add, remove and reorder favorites and publish them. Same-origin only;
 * signed-out visitors go to /auth and come back; every change is scoped by the signed-in user's id; the
 * outcome comes back as a one-time message (a toast with JavaScript, a banner without).
 */
export async function favoritesAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(typeof form.returnTo === "string" ? form.returnTo : "/");
  // Messages are worded now, in the language of the page the visitor acted on.
  const t = serverTranslator(context.locale);
  // A check without a message of its own says the request was not understood, in the page's language.
  const parsed = bodyOf(t).safeParse(form, { error: () => t.t("account.favorites.badRequest") });
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? t.t("account.favorites.badRequest"));
  const viewer = await requireUser(request, context, returnTo);
  const { db } = context;
  const userId = viewer.user.id;
  const body = parsed.data;
  try {
    switch (body.intent) {
      case "add": {
        // The snapshot comes from the provider, never from the form.
        const { value: place } = await placesFor(context).details(body.place_id, "listing");
        if (!place) return badRequest(t.t("account.favorites.placeNotFound"));
        await addFavorite(db, userId, place);
        await flash(viewer, {
          kind: "success",
          title: t.t("account.favorites.addedTitle"),
          message: t.t("account.favorites.added", { name: isolate(place.name) }),
        });
        break;
      }
      case "remove":
        await removeFavorite(db, userId, body.place_id);
        await flash(viewer, {
          kind: "success",
          title: t.t("account.favorites.removedTitle"),
          message: t.t("account.favorites.removed"),
        });
        break;
      case "move":
        await moveFavorite(db, userId, body.favorite_id, body.direction);
        break;
      case "reorder":
        if (!(await reorderCity(db, userId, body.order))) return badRequest(t.t("account.favorites.orderMismatch"));
        break;
      case "publish": {
        const published = body.published === "on";
        await setFavoritesPublished(db, userId, published);
        await flash(
          viewer,
          published
            ? {
                kind: "success",
                title: t.t("account.favorites.publishedTitle"),
                message: t.t("account.favorites.published"),
              }
            : {
                kind: "success",
                title: t.t("account.favorites.unpublishedTitle"),
                message: t.t("account.favorites.unpublished"),
              },
        );
        break;
      }
    }
  } catch (error) {
    logProblem("favorites action failed", error);
    const message = t.t(
      body.intent === "add"
        ? "account.favorites.addFailed"
        : body.intent === "remove"
          ? "account.favorites.removeFailed"
          : body.intent === "publish"
            ? "account.favorites.publishFailed"
            : "account.favorites.reorderFailed",
    );
    await flash(viewer, { kind: "error", title: t.t("account.favorites.errorTitle"), message }).catch(() => {});
  }
  await forgetProfile(request, viewer.user.username);
  return redirect(returnTo);
}
