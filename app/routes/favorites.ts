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
import { forgetProfile } from "~/modules/http/page-cache.server";
import { plainText } from "~/modules/http/responses";
import { placesFor } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";

const PlaceId = z.string().regex(PLACE_ID, "The restaurant id is not valid.");
const Body = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), place_id: PlaceId }),
  z.object({ intent: z.literal("remove"), place_id: PlaceId }),
  z.object({
    intent: z.literal("move"),
    favorite_id: z.string().uuid("The favorite id is not valid."),
    direction: z.enum(["up", "down"]),
  }),
  z.object({ intent: z.literal("publish"), published: z.enum(["on", "off"]) }),
  z.object({
    intent: z.literal("reorder"),
    order: z
      .string()
      .max(4000)
      .transform((s) => s.split(",").filter(Boolean))
      .pipe(z.array(z.string().uuid("The favorite id is not valid.")).min(1).max(100)),
  }),
]);

const badRequest = (message: string) => plainText(400, message);

/**
 * POST /favorites: add, remove and reorder favorites and publish them. Same-origin only;
 * signed-out visitors go to /auth and come back; every change is scoped by the signed-in user's id; the
 * outcome comes back as a one-time message (a toast with JavaScript, a banner without).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(typeof form.returnTo === "string" ? form.returnTo : "/");
  const parsed = Body.safeParse(form);
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? "That request was not understood.");
  const viewer = await requireUser(request, context, returnTo);
  const { db } = context;
  const userId = viewer.user.id;
  const body = parsed.data;
  try {
    switch (body.intent) {
      case "add": {
        // The snapshot comes from the provider, never from the form.
        const { value: place } = await placesFor(context).details(body.place_id, "listing");
        if (!place) return badRequest("That restaurant could not be found.");
        await addFavorite(db, userId, place);
        await flash(viewer, {
          kind: "success",
          title: "Added to favorites",
          message: `${place.name} has been added to your favorites.`,
        });
        break;
      }
      case "remove":
        await removeFavorite(db, userId, body.place_id);
        await flash(viewer, {
          kind: "success",
          title: "Removed from favorites",
          message: "Restaurant has been removed from your favorites.",
        });
        break;
      case "move":
        await moveFavorite(db, userId, body.favorite_id, body.direction);
        break;
      case "reorder":
        if (!(await reorderCity(db, userId, body.order)))
          return badRequest("That order does not match your favorites in this city.");
        break;
      case "publish": {
        const published = body.published === "on";
        await setFavoritesPublished(db, userId, published);
        await flash(
          viewer,
          published
            ? {
                kind: "success",
                title: "Favorites published",
                message: "Your favorites are now visible on your profile page.",
              }
            : {
                kind: "success",
                title: "Favorites unpublished",
                message: "Your favorites are now hidden from your profile page.",
              },
        );
        break;
      }
    }
  } catch (error) {
    logProblem("favorites action failed", error);
    const message =
      body.intent === "add"
        ? "Failed to add restaurant to favorites."
        : body.intent === "remove"
          ? "Failed to remove restaurant from favorites."
          : body.intent === "publish"
            ? "Failed to update favorites visibility."
            : "Failed to reorder your favorites.";
    await flash(viewer, { kind: "error", title: "Error", message }).catch(() => {});
  }
  await forgetProfile(request, viewer.user.username);
  return redirect(returnTo);
}

export async function loader() {
  return redirect("/account");
}
