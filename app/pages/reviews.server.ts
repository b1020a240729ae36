/**
 * The reviews' one action, mounted twice: on a place's own page (its review form posts there, so a refused
 * review comes back on that page with the member's words kept) and at POST /reviews (the account page's
 * delete and appeal buttons). Same-origin only; signed-out visitors go to sign in and come back.
 */
import { type ActionFunctionArgs, data, redirect } from "@remix-run/cloudflare";
import { assertSameOrigin, flash, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { logProblem } from "~/modules/http/log.server";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { forgetProfile } from "~/modules/lists/withdrawn.server";
import { placesFor } from "~/modules/places/index.server";
import { type ReviewOutcome, type ReviewRefusal, runReviewIntent } from "~/modules/reviews/intents.server";
import { forgetPlacePage } from "~/modules/reviews/withdrawn.server";

export async function reviewsAction(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  { onPage }: { onPage: boolean },
) {
  assertSameOrigin(request);
  const form: Record<string, string> = {};
  for (const [key, value] of await request.formData()) if (typeof value === "string") form[key] = value;
  const here = new URL(request.url);
  const back = safeReturnPath(onPage ? here.pathname + here.search : (form.returnTo ?? "/account"));
  const t = serverTranslator(context.locale);
  const viewer = await requireUser(request, context, back);
  const say = (kind: "success" | "error", title: string, message: string) => flash(viewer, { kind, title, message });
  let outcome: ReviewOutcome;
  try {
    outcome = await runReviewIntent(form, {
      db: context.db,
      places: placesFor(context),
      userId: viewer.user.id,
      t,
      changed: async (place) => {
        await Promise.all([forgetPlacePage(request, place), forgetProfile(request, viewer.user.username)]);
      },
    });
  } catch (error) {
    logProblem("reviews action failed", error);
    await say("error", t.t("reviews.said.form.errorTitle"), t.t("reviews.said.form.failed"));
    return redirect(back, 303);
  }
  switch (outcome.kind) {
    case "done":
      await say("success", outcome.title, outcome.message);
      return redirect(back, 303);
    case "refused":
      // The review form's words come back beside the reason; any other refusal is said on the page it came from.
      if (onPage && outcome.draft)
        return data<ReviewRefusal>({ review: { message: outcome.message, draft: outcome.draft } }, { status: 400 });
      await say("error", t.t("reviews.said.form.errorTitle"), outcome.message);
      return redirect(back, 303);
    case "bad-request":
      // On a place's page: its error page says why (a 400); elsewhere a plain answer for a damaged form.
      if (onPage) throw data(outcome.message, { status: 400 });
      return plainText(400, outcome.message);
  }
}
