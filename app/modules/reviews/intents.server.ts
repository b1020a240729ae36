/**
 * Every change a member makes to reviews, one handler per form intent: write (a new review or their one
 * review changed), delete, report another member's review, appeal a removal. The form is checked against the
 * intent's fields in the page's language; a field the member typed that is refused is said beside the form
 * (their words kept), anything else (a forged or damaged form) is a 400. Every change is scoped by the
 * signed-in member's id: another member's review id changes nothing.
 */
import { z } from "zod";
import type { Db } from "~/modules/db/db.server";
import { MARKS_MAX, type NameProblem, nameProblem } from "~/modules/http/params";
import type { MessageKey, Translator } from "~/modules/i18n/translator";
import type { Places } from "~/modules/places/index.server";
import { PLACE_ID } from "~/modules/places/params";
import { placePath } from "~/modules/urls/place";
import { REPORT_REASONS, REVIEW_TEXT_MAX, REVIEWS_PER_DAY, REVIEWS_PER_HOUR, type Stars, visitMonthOk } from "./rules";
import { appeal, deleteReview, reportReview, writeReview } from "./writes.server";

/** What a handler is given: who asks, in which language, and how to tell the caches. */
export interface ReviewContext {
  db: Db;
  places: Places;
  userId: string;
  t: Translator;
  /** After a change to a place's reviews: its page's cached copies go (`path`: the page it was written on). */
  changed: (place: { placeId: string; placePath: string }) => Promise<void>;
}

/** What the member typed in the review form, given back with a refusal so nothing is lost. */
export interface ReviewDraft {
  rating: string;
  body: string;
  visited: string;
}

/** What a refused review form gets back on its page: why, and the words the member typed. */
export interface ReviewRefusal {
  review: { message: string; draft: ReviewDraft };
}

export type ReviewOutcome =
  | { kind: "done"; title: string; message: string }
  /** Nothing changed; `draft` is the review form's words, to show again beside the refusal. */
  | { kind: "refused"; message: string; draft?: ReviewDraft }
  | { kind: "bad-request"; message: string };

const TEXT_PROBLEMS = {
  direction: "reviews.said.form.textDirection",
  invisible: "reviews.said.form.textInvisible",
  marks: "reviews.said.form.textMarks",
} as const satisfies Record<NameProblem, MessageKey>;

/** Plain text as a person typed it: line ends made one kind, trimmed; empty is none. */
const trimmed = (s: string) => s.replace(/\r\n?/g, "\n").trim();

function schemasIn(t: Translator) {
  const invalid = t.t("reviews.said.form.invalid");
  const review = z.string().uuid(invalid);
  return {
    write: z.object({
      intent: z.literal("write"),
      place_id: z.string().regex(PLACE_ID, invalid),
      rating: z
        .string({ error: t.t("reviews.said.form.ratingRequired") })
        .regex(/^[1-5]$/, t.t("reviews.said.form.ratingRange"))
        .transform((s) => Number(s) as Stars),
      body: z
        .string()
        .optional()
        .transform((s) => trimmed(s ?? ""))
        .pipe(z.string().max(REVIEW_TEXT_MAX, t.t("reviews.said.form.textTooLong", { max: REVIEW_TEXT_MAX })))
        .superRefine((s, ctx) => {
          const problem = s ? nameProblem(s) : null;
          if (problem) ctx.addIssue({ code: "custom", message: t.t(TEXT_PROBLEMS[problem], { max: MARKS_MAX }) });
        })
        .transform((s) => s || null),
      visited: z
        .string()
        .optional()
        .transform((s) => (s ?? "").trim())
        .refine((s) => s === "" || visitMonthOk(s), t.t("reviews.said.form.visitedInvalid"))
        .transform((s) => s || null),
    }),
    delete: z.object({ intent: z.literal("delete"), review }),
    report: z.object({
      intent: z.literal("report"),
      review,
      reason: z.enum(REPORT_REASONS, t.t("reviews.said.report.reasonRequired")),
    }),
    appeal: z.object({ intent: z.literal("appeal"), review }),
  };
}

const schemas = new Map<string, ReturnType<typeof schemasIn>>();
function schemasFor(t: Translator) {
  let made = schemas.get(t.locale.prefix);
  if (!made) {
    made = schemasIn(t);
    schemas.set(t.locale.prefix, made);
  }
  return made;
}

/** The fields of the review form a member types: their refusal is said beside the form. */
const TYPED_FIELDS: ReadonlySet<string> = new Set(["rating", "body", "visited"]);

const draftOf = (form: Record<string, unknown>): ReviewDraft => ({
  rating: typeof form.rating === "string" ? form.rating.slice(0, 1) : "",
  body: typeof form.body === "string" ? form.body.slice(0, REVIEW_TEXT_MAX * 2) : "",
  visited: typeof form.visited === "string" ? form.visited.slice(0, 7) : "",
});

/** Runs the form's intent; never throws for anything a visitor can send. */
export async function runReviewIntent(form: Record<string, unknown>, ctx: ReviewContext): Promise<ReviewOutcome> {
  const { t, db, userId } = ctx;
  const all = schemasFor(t);
  const intent = form.intent;
  if (intent !== "write" && intent !== "delete" && intent !== "report" && intent !== "appeal")
    return { kind: "bad-request", message: t.t("reviews.said.form.invalid") };
  const parsed = all[intent].safeParse(form, { error: () => t.t("reviews.said.form.invalid") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? t.t("reviews.said.form.invalid");
    if (intent === "write" && TYPED_FIELDS.has(String(issue?.path[0])))
      return { kind: "refused", message, draft: draftOf(form) };
    if (intent === "report" && issue?.path[0] === "reason") return { kind: "refused", message };
    return { kind: "bad-request", message };
  }
  const body = parsed.data;
  switch (body.intent) {
    case "write": {
      // The place, its name and its page come from the provider, never from the form.
      const { value: place } = await ctx.places.details(body.place_id, "listing");
      if (!place) return { kind: "bad-request", message: t.t("reviews.said.form.placeNotFound") };
      const path = placePath(place);
      const outcome = await writeReview(db, {
        userId,
        place: { id: place.place_id, name: place.name, path },
        rating: body.rating,
        body: body.body,
        lang: t.locale.tag,
        visited: body.visited,
      });
      if (outcome.kind === "refused")
        return {
          kind: "refused",
          message: t.t(`reviews.said.refused.${outcome.why}`, {
            max: outcome.why === "per-day" ? REVIEWS_PER_DAY : REVIEWS_PER_HOUR,
          }),
          draft: draftOf(form),
        };
      await ctx.changed({ placeId: place.place_id, placePath: path });
      return {
        kind: "done",
        title: t.t(outcome.kind === "created" ? "reviews.said.posted.title" : "reviews.said.updated.title"),
        message: t.t(outcome.kind === "created" ? "reviews.said.posted.message" : "reviews.said.updated.message"),
      };
    }
    case "delete": {
      const gone = await deleteReview(db, userId, body.review);
      if (!gone) return { kind: "refused", message: t.t("reviews.said.form.notFound") };
      await ctx.changed(gone);
      return { kind: "done", title: t.t("reviews.said.deleted.title"), message: t.t("reviews.said.deleted.message") };
    }
    case "report": {
      const outcome = await reportReview(db, { reviewId: body.review, reporterId: userId, reason: body.reason });
      if (typeof outcome === "object") await ctx.changed(outcome.place);
      if (outcome === "own") return { kind: "refused", message: t.t("reviews.said.report.own") };
      if (outcome === "unknown") return { kind: "refused", message: t.t("reviews.said.form.notFound") };
      if (outcome === "already") return { kind: "refused", message: t.t("reviews.said.report.already") };
      // Reported, or hidden by this report (the place's page has changed: withdrawn above).
      return { kind: "done", title: t.t("reviews.said.report.doneTitle"), message: t.t("reviews.said.report.done") };
    }
    case "appeal": {
      if (!(await appeal(db, userId, body.review)))
        return { kind: "refused", message: t.t("reviews.said.appeal.refused") };
      return { kind: "done", title: t.t("reviews.said.appeal.doneTitle"), message: t.t("reviews.said.appeal.done") };
    }
  }
}
