import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { publicProfile, refreshStaleInBackground } from "~/modules/favorites/index.server";
import { favoriteCard } from "~/modules/favorites/links";
import { PROFILE_CACHE_TTL_S, publicPageCache } from "~/modules/http/page-policy";
import { pageParam } from "~/modules/http/params";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { localizedPath } from "~/modules/i18n/locales";
import { nearMissPage, type RouteOf } from "~/modules/urls";
import { paths } from "~/modules/urls/paths";
import { answerAt } from "~/modules/urls/route.server";

/** Favorites a profile shows at once, as a list page shows its places; more are on further pages. */
export const PROFILE_PAGE_SIZE = 20;

import { listTitle } from "~/modules/lists/naming";

/** /{username}: a published profile and, when its owner publishes them, their favorites. */
export async function profileLoader(request: Request, context: AppLoadContext, route: RouteOf<"user">) {
  const url = new URL(request.url);
  const requested = pageParam(url);
  const profile = await publicProfile(context.db, route.username, {
    limit: PROFILE_PAGE_SIZE,
    offset: (requested - 1) * PROFILE_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil((profile?.favoritesCount ?? 0) / PROFILE_PAGE_SIZE));
  // A profile reads one query parameter, its page of favorites (any other is redirected away, and a page past
  // the last to the last), and has one spelling ('/Name' is sent to '/name'), the only one the page cache keeps
  // and purges.
  const shown = Math.min(requested, pages);
  answerAt(request, context.pageCache, profile ? paths.user(profile.username) : null, {
    page: shown > 1 ? String(shown) : undefined,
  });
  context.pageCache.withdrawable("profile");
  if (profile) refreshStaleInBackground(context, profile.items);
  const t = serverTranslator(context.locale);
  if (!profile) {
    return data(
      {
        kind: "user" as const,
        found: false,
        username: route.username,
        displayName: null,
        favorites: [],
        favoritesCount: 0,
        page: 1,
        pages: 1,
        favoritesPublished: false,
        lists: [],
        reviews: [],
        shareUrl: null,
        image: null,
        // '/privacy-polcy' is a mistyped page of ours, not somebody's profile.
        nearMiss: nearMissPage(route.username),
      },
      { status: 404 },
    );
  }
  return data(
    {
      kind: "user" as const,
      found: true,
      username: profile.username,
      displayName: profile.displayName,
      favoritesPublished: profile.favoritesPublished,
      favorites: profile.items.map((f) => ({ ...favoriteCard(f, t), members: profile.averages.get(f.placeId) })),
      favoritesCount: profile.favoritesCount,
      page: shown,
      pages,
      reviews: profile.reviews,
      lists: profile.lists.map((l) => ({
        id: l.id,
        title: listTitle(t, l),
        description: l.description,
        count: l.count,
        href: paths.list(l.id),
      })),
      shareUrl: context.origin + localizedPath(context.locale, paths.user(profile.username)),
      // Its version: the last change to what it shows (favorites, lists, name).
      image: paths.shareImage(
        "profile",
        profile.username,
        Math.max(profile.favoritesUpdatedAt, ...profile.lists.map((l) => l.updatedAt)),
      ),
      nearMiss: null,
    },
    // Its owner can change it (or stop publishing it) at any moment: shared for a minute, never stale.
    { headers: { "Cache-Control": publicPageCache(context.cloudflare.env, PROFILE_CACHE_TTL_S) } },
  );
}
