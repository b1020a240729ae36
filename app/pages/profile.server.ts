import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { publicProfile } from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import type { RouteOf } from "~/modules/urls";

/** /{username}: a published profile and, when its owner publishes them, their favorites. */
export async function profileLoader(context: AppLoadContext, route: RouteOf<"user">) {
  const profile = await publicProfile(context.db, route.username);
  if (!profile) {
    return data(
      { kind: "user" as const, found: false, username: route.username, displayName: null, favorites: [] },
      { status: 404 },
    );
  }
  return data(
    {
      kind: "user" as const,
      found: true,
      username: profile.username,
      displayName: profile.displayName,
      favorites: profile.items.map((f) => favoriteCard(f)),
    },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } },
  );
}
