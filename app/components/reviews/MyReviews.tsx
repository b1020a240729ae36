import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/modules/i18n/react";
import type { OwnReview } from "~/modules/reviews/reads.server";
import { paths } from "~/modules/urls/paths";
import { reviewDay } from "./format";
import { ReviewItem } from "./ReviewItem";

/**
 * The member's own reviews on their account page, each with where it stands: shown, not yet shown (a new
 * account), hidden after reports, or removed by a moderator with the reason, and then the one request for
 * another look, or its answer. Delete works for any of them.
 */
export function MyReviews({ reviews, moderator }: { reviews: readonly OwnReview[]; moderator: boolean }) {
  const { t, locale } = useT();
  const day = (ms: number) => reviewDay(locale.tag, ms);
  return (
    <section aria-labelledby="my-reviews" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="my-reviews" className="text-2xl font-semibold">
          {t("reviews.account.title")}
        </h2>
        {moderator ? (
          <Link to={paths.moderation()} className="text-sm font-semibold text-brand-700 hover:underline">
            {t("reviews.moderation.title")}
          </Link>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 text-stone-600">{t("reviews.account.none")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <ReviewItem review={r} place>
                <p
                  className={`mt-2 text-sm font-semibold ${r.status === "removed" ? "text-red-800" : r.status === "hidden" ? "text-amber-900" : "text-stone-600"}`}
                >
                  {t("reviews.account.status", {
                    status: r.status === "visible" && r.heldUntil ? "held" : r.status,
                    date: r.heldUntil ? day(r.heldUntil) : "",
                  })}
                </p>
                {r.status === "removed" ? (
                  <>
                    <p className="text-sm text-stone-700">
                      {t("reviews.account.reason", {
                        reason: t("reviews.reason", { reason: r.removedReason ?? "other" }),
                      })}
                    </p>
                    {r.appealDecidedAt ? (
                      <p className="text-sm text-stone-700">
                        {t("reviews.account.appealDecided", { date: day(r.appealDecidedAt) })}
                      </p>
                    ) : r.appealedAt ? (
                      <p className="text-sm text-stone-700">
                        {t("reviews.account.appealed", { date: day(r.appealedAt) })}
                      </p>
                    ) : (
                      <ReviewIntent intent="appeal" review={r.id}>
                        <button type="submit" className="btn-secondary !py-1 text-sm">
                          {t("reviews.appeal.submit")}
                        </button>
                      </ReviewIntent>
                    )}
                  </>
                ) : null}
                <ReviewIntent intent="delete" review={r.id}>
                  <button type="submit" className="text-sm font-semibold text-red-700 hover:underline">
                    {t("reviews.own.delete")}
                  </button>
                </ReviewIntent>
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A form that asks POST /reviews to do `intent` to one of the member's reviews, and comes back to the account. */
function ReviewIntent({
  intent,
  review,
  children,
}: {
  intent: "appeal" | "delete";
  review: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={paths.reviews()} className="mt-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="review" value={review} />
      <input type="hidden" name="returnTo" value={paths.account()} />
      {children}
    </Form>
  );
}
