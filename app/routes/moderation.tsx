import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { ModerationQueue } from "~/pages/ModerationQueue";
import { moderationAction, moderationLoader } from "~/pages/moderation.server";

/** /moderation: the moderators' queue of reported reviews (only for the operator's moderators). */
export const loader = moderationLoader;
export const action = moderationAction;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    { title: translatorOf(matches).t("reviews.moderation.title"), path: paths.moderation(), noindex: true },
    matches,
  );

export const handle = messagesHandle("reviews", "moderation");
export const clientLoader = loadingMessages("reviews", "moderation");

export default function ModerationRoute() {
  return <ModerationQueue data={useLoaderData<typeof loader>()} />;
}
