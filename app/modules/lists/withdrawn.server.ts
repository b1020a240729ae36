/**
 * Withdrawn means withdrawn: after its owner changes a list, their favorites, their name or their publishing,
 * the pages that showed the old state stop showing it at once in this Cloudflare location (elsewhere within
 * their one-minute lifetime). This module names those pages; the edge page cache only forgets URLs.
 */
import { withdrawPages } from "~/modules/http/page-cache.server";
import { WITHDRAWABLE_QUERIES } from "~/modules/http/page-policy";
import { paths } from "~/modules/urls/paths";
import { forgetSharedReads } from "./index.server";

/** After its owner changes their favorites, name or publishing: the public profile's copies go. */
export async function forgetProfile(request: Request, username: string): Promise<void> {
  forgetSharedReads();
  await withdrawPages(request, [paths.user(username)], WITHDRAWABLE_QUERIES.profile);
}

/**
 * After its owner changes a list: the copies of its shared pages go (its public page and its link's, web and
 * mobile), and those of a link just replaced, so the old link answers 404 at once.
 */
export async function forgetList(
  request: Request,
  list: { id: string; shareToken: string | null },
  oldToken?: string | null,
): Promise<void> {
  forgetSharedReads();
  const pages = [false, true].flatMap((mobile) => [
    paths.list(list.id, { mobile }),
    ...[list.shareToken, oldToken].flatMap((token) => (token ? [paths.sharedList(token, { mobile })] : [])),
  ]);
  await withdrawPages(request, pages, WITHDRAWABLE_QUERIES.list);
}
