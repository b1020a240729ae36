/**
 * Share images: a 1200x630 PNG for each public profile and each shared list, in the page's language, made by
 * the share-image Worker (og/, reached through the OG service binding: its renderer is too big for this
 * Worker) and kept at the edge. Each image's URL carries its version (the last change to what it shows), so
 * a copy never goes stale: a change makes a new URL, which the pages' og:image then names. Private lists never
 * have one.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Db } from "~/modules/db/db.server";
import { publicProfile } from "~/modules/favorites/index.server";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { logProblem } from "~/modules/http/log.server";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { localizedPath } from "~/modules/i18n/locales";
import type { Translator } from "~/modules/i18n/translator";
import { listTitle } from "~/modules/lists/naming";
import { placesOf, visibleList } from "~/modules/lists/reads.server";
import { SHARE_TOKEN } from "~/modules/lists/share-token";
import { SITE_NAME } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import type { ShareCard } from "../../../og/src/card";

/** What the share-image Worker draws: its request body, defined once in og/src/card.ts. */
export type { ShareCard };

export type ShareKind = "profile" | "list" | "link";

/** OpenStreetMap's credit on a card that names its places (its licence asks it wherever its data shows). */
const credited = (t: Translator, places: readonly { placeId: string }[]) =>
  places.some((p) => p.placeId.startsWith("osm~"))
    ? { credit: t.rich<string>("shell.osm.credit", { a: (chunks) => chunks.join("") }).join("") }
    : {};

/** The card of a profile or a shared list as anyone may see it, with its version; null when there is none. */
export async function shareCardOf(
  db: Db,
  t: Translator,
  kind: ShareKind,
  key: string,
): Promise<{ card: ShareCard; version: number } | null> {
  const frame = { lang: t.locale.tag, dir: t.locale.dir, brand: SITE_NAME };
  if (kind === "profile") {
    // Its newest four favorites name it; the count is of all of them.
    const profile = await publicProfile(db, key, { limit: 4 });
    if (!profile) return null;
    const owner = profile.displayName ?? profile.username;
    return {
      card: {
        ...frame,
        kind: "profile",
        title: t.t("lists.image.profileTitle", { owner }),
        owner: `@${profile.username}`,
        count: t.t("lists.image.profileCount", { favorites: profile.favoritesCount, lists: profile.lists.length }),
        places: [...profile.items.map((f) => f.name), ...profile.lists.map((l) => listTitle(t, l))].slice(0, 4),
        ...credited(t, profile.items),
      },
      version: Math.max(profile.favoritesUpdatedAt, ...profile.lists.map((l) => l.updatedAt)),
    };
  }
  if (kind === "link" ? !SHARE_TOKEN.test(key) : !/^[0-9a-f-]{36}$/.test(key)) return null;
  // Anyone's view: the owner's own private list has no image either.
  const list = await visibleList(db, kind === "link" ? { token: key } : { id: key }, null);
  if (!list || list.visibility === "private") return null;
  const places = await placesOf(db, list, { limit: 4 });
  return {
    card: {
      ...frame,
      kind: "list",
      title: listTitle(t, list),
      owner: t.t("lists.image.by", { owner: list.owner.displayName ?? list.owner.username }),
      count: t.t("lists.count", { count: list.count }),
      places: places.map((p) => p.name),
      ...credited(t, places),
    },
    version: list.updatedAt,
  };
}

/** The PNG, from the edge cache or drawn now. A version other than the current one is sent to the current one. */
export async function shareImageResponse(
  request: Request,
  context: AppLoadContext,
  kind: string | undefined,
  key: string | undefined,
): Promise<Response> {
  const t = serverTranslator(context.locale);
  if ((kind !== "profile" && kind !== "list" && kind !== "link") || !key || key.length > 100)
    return plainText(404, t.t("lists.form.notFound"));
  const found = await shareCardOf(context.db, t, kind, key);
  if (!found) return plainText(404, t.t("lists.form.notFound"));
  const url = new URL(request.url);
  const current = paths.shareImage(kind, key, found.version);
  // Remix puts the language's prefix (its basename) back on a redirect's location: it is given without one.
  if (`${url.pathname}${url.search}` !== localizedPath(context.locale, current))
    return new Response(null, { status: 302, headers: { Location: current, "Cache-Control": "no-store" } });
  return edgeCached(
    url.href,
    (p) => context.cloudflare.ctx.waitUntil(p),
    () => render(context, found.card),
  );
}

async function render(context: AppLoadContext, card: ShareCard): Promise<Response> {
  // Absent where a deployment left the share-image Worker out: the fallback below answers.
  const og: Fetcher | undefined = context.cloudflare.env.OG;
  try {
    if (!og) throw new Error("no OG service binding");
    const made = await og.fetch("https://og.internal/render", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(card),
    });
    if (made.status !== 200) throw new Error(`share-image Worker answered ${made.status}: ${await made.text()}`);
    return new Response(made.body, {
      headers: {
        "Content-Type": "image/png",
        // This URL's image never changes (a change makes a new version, so a new URL).
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    logProblem("share image failed", error);
    // The guide's own picture for profiles stands in (never cached), so a shared link still shows one.
    // Absolute: a path would get the language's prefix from Remix, and the picture is a static file.
    return new Response(null, {
      status: 302,
      headers: { Location: `${origin}/og/profile.jpg`, "Cache-Control": "no-store" },
    });
  }
}
