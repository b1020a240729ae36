/**
 * /moderation: the moderators' queue of reported reviews and appealed removals, and their decisions; and
 * /moderation/log, everything decided. Only the operator's moderators (MODERATORS) see or post; anyone else
 * signed in gets a 403 page, a signed-out visitor the sign-in page.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { assertSameOrigin, flash, requireUser } from "~/modules/auth/index.server";
import { schema } from "~/modules/db/db.server";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { forgetProfile } from "~/modules/lists/withdrawn.server";
import { isModerator, logEntries, queue } from "~/modules/reviews/moderation.server";
import { REPORT_REASONS } from "~/modules/reviews/rules";
import { forgetPlacePage } from "~/modules/reviews/withdrawn.server";
import { decide } from "~/modules/reviews/writes.server";
import { paths } from "~/modules/urls/paths";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** The signed-in moderator, or the reason there is none (a thrown redirect to sign in, or a 403 answer). */
async function requireModerator({ request, context }: Args, returnTo: string) {
  const viewer = await requireUser(request, context, returnTo);
  if (!isModerator(context.cloudflare.env, viewer.user.email)) {
    const t = serverTranslator(context.locale);
    throw data(t.t("reviews.said.moderation.forbidden"), { status: 403 });
  }
  return viewer;
}

export async function moderationLoader(args: LoaderFunctionArgs) {
  await requireModerator(args, paths.moderation());
  return { items: await queue(args.context.db) };
}

export async function moderationLogLoader(args: LoaderFunctionArgs) {
  await requireModerator(args, paths.moderationLog());
  const rows = await logEntries(args.context.db);
  return { entries: rows.map((r) => ({ ...r, at: r.at.getTime() })) };
}

const Decision = z.discriminatedUnion("decision", [
  z.object({ review: z.string().uuid(), decision: z.literal("keep") }),
  z.object({ review: z.string().uuid(), decision: z.literal("remove"), reason: z.enum(REPORT_REASONS) }),
]);

export async function moderationAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const viewer = await requireModerator(args, paths.moderation());
  const t = serverTranslator(context.locale);
  const form = Object.fromEntries(await request.formData());
  const parsed = Decision.safeParse(form);
  if (!parsed.success) {
    // Remove without a reason: said on the queue; anything else is a damaged or forged form.
    if (form.decision === "remove" && !form.reason) {
      await flash(viewer, {
        kind: "error",
        title: t.t("reviews.moderation.title"),
        message: t.t("reviews.said.moderation.reasonRequired"),
      });
      return redirect(paths.moderation(), 303);
    }
    return plainText(400, t.t("reviews.said.form.invalid"));
  }
  const body = parsed.data;
  const decided = await decide(context.db, {
    reviewId: body.review,
    decision: body.decision,
    reason: body.decision === "remove" ? body.reason : null,
    moderator: viewer.user.email,
  });
  if (!decided) {
    await flash(viewer, {
      kind: "error",
      title: t.t("reviews.moderation.title"),
      message: t.t("reviews.said.moderation.gone"),
    });
    return redirect(paths.moderation(), 303);
  }
  // What the place's page and the author's profile showed has changed: their cached copies go.
  await forgetPlacePage(request, decided);
  const [author] = await context.db
    .select({ username: schema.profiles.username })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, decided.userId));
  if (author) await forgetProfile(request, author.username);
  await flash(
    viewer,
    body.decision === "keep"
      ? {
          kind: "success",
          title: t.t("reviews.said.moderation.keptTitle"),
          message: t.t("reviews.said.moderation.kept"),
        }
      : {
          kind: "success",
          title: t.t("reviews.said.moderation.removedTitle"),
          message: t.t("reviews.said.moderation.removed"),
        },
  );
  return redirect(paths.moderation(), 303);
}
