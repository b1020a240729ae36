import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { ModerationLog } from "~/pages/ModerationQueue";
import { moderationLogLoader } from "~/pages/moderation.server";

/** /moderation/log: everything moderators decided, and every request for another look. */
export const loader = moderationLogLoader;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: translatorOf(matches).t("reviews.moderation.logTitle"), path: paths.moderationLog(), noindex: true },
    matches,
  );

export const handle = messagesHandle("reviews", "moderation");
export const clientLoader = loadingMessages("reviews", "moderation");

export default function ModerationLogRoute() {
  return <ModerationLog data={useLoaderData<typeof loader>()} />;
}
