import { Form, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/modules/i18n/react";
import type { ReviewRefusal } from "~/modules/reviews/intents.server";
import type { OwnReview } from "~/modules/reviews/reads.server";
import { REVIEW_TEXT_MAX, STARS } from "~/modules/reviews/rules";

/** The month input's bounds: January 2000 to this month. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The review form: stars (five radio buttons, drawn as stars; the keyboard moves between them), optional text
 * and the visit's month. It posts to the place's own page, which answers a refused review with the words kept
 * and the reason beside them. The browser posts it, with or without JavaScript (reloadDocument): through the
 * router, the catch-all route's data request after its own action did not always finish in the browser tests
 * (see docs/patches-and-workarounds.md), and a review posted must show.
 */
export function ReviewForm({ placeId, here, own }: { placeId: string; here: string; own: OwnReview | null }) {
  const { t } = useT();
  const posted = useActionData<ReviewRefusal>();
  // What came back from a refused post (a page's action answers nothing else with data).
  const refusal =
    typeof posted === "object" && posted !== null && "review" in posted ? (posted as ReviewRefusal) : undefined;
  const draft = refusal?.review.draft;
  const error = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refusal) error.current?.focus();
  }, [refusal]);
  const rating = draft ? Number(draft.rating) : (own?.rating ?? 0);
  const errorId = `review-error-${placeId}`;
  return (
    <Form
      method="post"
      action={here}
      reloadDocument
      className="space-y-4"
      aria-describedby={refusal ? errorId : undefined}
      // The server's page after a post answers with the new review in place; the form resets from it.
      key={own?.updatedAt ?? "new"}
    >
      <input type="hidden" name="intent" value="write" />
      <input type="hidden" name="place_id" value={placeId} />
      {refusal ? (
        <p
          id={errorId}
          ref={error}
          tabIndex={-1}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800"
        >
          {refusal.review.message}
        </p>
      ) : null}
      <fieldset>
        <legend className="font-semibold">{t("reviews.form.rating")}</legend>
        <div className="star-input mt-1">
          {STARS.map((stars) => (
            <label key={stars} title={t("reviews.form.starWords", { stars })}>
              <input type="radio" name="rating" value={stars} defaultChecked={rating === stars} required />
              <span aria-hidden="true">★</span>
              <span className="sr-only">
                {t("reviews.form.star", { stars })}, {t("reviews.form.starWords", { stars })}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`review-body-${placeId}`} className="font-semibold">
          {t("reviews.form.text")}
        </label>
        <p id={`review-hint-${placeId}`} className="text-sm text-stone-600">
          {t("reviews.form.textHint", { max: REVIEW_TEXT_MAX })}
        </p>
        <textarea
          id={`review-body-${placeId}`}
          name="body"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          dir="auto"
          defaultValue={draft?.body ?? own?.body ?? ""}
          aria-describedby={`review-hint-${placeId}`}
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={`review-visited-${placeId}`} className="font-semibold">
          {t("reviews.form.visited")}
        </label>
        <input
          id={`review-visited-${placeId}`}
          type="month"
          name="visited"
          min="2000-01"
          max={thisMonth()}
          placeholder="2026-01"
          pattern="\d{4}-\d{2}"
          title={t("reviews.form.visitedHint")}
          defaultValue={draft?.visited ?? own?.visited ?? ""}
          className="mt-1 block rounded-lg border border-stone-300 px-3 py-2"
        />
      </div>
      <button type="submit" className="btn-primary">
        {t(own ? "reviews.form.save" : "reviews.form.submit")}
      </button>
    </Form>
  );
}
