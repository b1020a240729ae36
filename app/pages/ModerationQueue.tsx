import { Form, Link } from "@remix-run/react";
import { reviewDay } from "~/components/reviews/format";
import { ReasonSelect } from "~/components/reviews/ReasonSelect";
import { ReviewItem } from "~/components/reviews/ReviewItem";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { moderationLoader, moderationLogLoader } from "./moderation.server";

type QueueData = Awaited<ReturnType<typeof moderationLoader>>;
type LogData = Awaited<ReturnType<typeof moderationLogLoader>>;

/**
 * The moderators' queue: each reported review (hidden ones first) or appealed removal with its reports by
 * reason, the place it is about, and the decision: keep it, or remove it with the reason its author is told.
 */
export function ModerationQueue({ data }: { data: QueueData }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold">{t("reviews.moderation.title")}</h1>
        <Link to={paths.moderationLog()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("reviews.moderation.logLink")}
        </Link>
      </div>
      <p className="mt-2 text-stone-600">{t("reviews.moderation.intro")}</p>
      {data.items.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
          {t("reviews.moderation.empty")}
        </p>
      ) : (
        <ul className="mt-6 space-y-6">
          {data.items.map(({ review, reports, appeal }) => (
            <li key={review.id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <p className="mb-2 flex flex-wrap gap-2 text-sm font-semibold">
                {appeal ? (
                  <span className="rounded-full bg-sky-50 px-2 py-0.5 text-sky-900">
                    {t("reviews.moderation.appeal")}
                  </span>
                ) : review.status === "hidden" ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                    {t("reviews.moderation.hidden")}
                  </span>
                ) : null}
                {appeal && review.removedReason ? (
                  <span className="text-stone-600">
                    {t("reviews.moderation.removedFor", {
                      reason: t("reviews.reason", { reason: review.removedReason }),
                    })}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-stone-600">
                {t("reviews.moderation.place", { name: review.placeName })} ·{" "}
                <Link to={review.placePath} className="text-brand-700 hover:underline">
                  {review.placePath}
                </Link>
              </p>
              <div className="mt-2">
                <ReviewItem review={review} />
              </div>
              {reports.length ? (
                <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                  {reports.map((r) => (
                    <li key={r.reason} className="rounded-full bg-stone-100 px-2 py-0.5">
                      {t("reviews.reason", { reason: r.reason })}: {t("reviews.moderation.reports", { count: r.count })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-4 flex flex-wrap items-end gap-4">
                <Form method="post" reloadDocument>
                  <input type="hidden" name="review" value={review.id} />
                  <button type="submit" name="decision" value="keep" className="btn-secondary">
                    {t("reviews.moderation.keep")}
                  </button>
                </Form>
                <Form method="post" reloadDocument className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="review" value={review.id} />
                  <label htmlFor={`remove-reason-${review.id}`} className="text-sm">
                    <span className="block font-semibold">{t("reviews.moderation.reason")}</span>
                    <ReasonSelect
                      id={`remove-reason-${review.id}`}
                      chosen={reports[0]?.reason}
                      className="mt-1 rounded-lg border border-stone-300 px-2 py-1"
                    />
                  </label>
                  <button type="submit" name="decision" value="remove" className="btn-primary">
                    {t("reviews.moderation.remove")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The moderation log, newest first: when, what, which review and place, and who decided. */
export function ModerationLog({ data }: { data: LogData }) {
  const { t, locale } = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="font-display text-3xl font-bold">{t("reviews.moderation.logTitle")}</h1>
      <p className="mt-2 text-stone-600">{t("reviews.moderation.logIntro")}</p>
      <p className="mt-2">
        <Link to={paths.moderation()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("reviews.moderation.queueLink")}
        </Link>
      </p>
      {data.entries.length === 0 ? (
        <p className="mt-6 text-stone-700">{t("reviews.moderation.logEmpty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-start">
                <th className="py-2 pe-3 text-start">{t("reviews.moderation.logWhen")}</th>
                <th className="py-2 pe-3 text-start">{t("reviews.moderation.logWhat")}</th>
                <th className="py-2 pe-3 text-start">{t("reviews.moderation.logReview")}</th>
                <th className="py-2 text-start">{t("reviews.moderation.logWho")}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e.id} className="border-b border-stone-100 align-top">
                  <td className="py-2 pe-3 whitespace-nowrap">
                    <time dateTime={new Date(e.at).toISOString()}>{reviewDay(locale.tag, e.at)}</time>
                  </td>
                  <td className="py-2 pe-3">
                    {t("reviews.moderation.logAction", { action: e.action })}
                    {e.reason ? ` (${t("reviews.reason", { reason: e.reason })})` : ""}
                  </td>
                  <td className="py-2 pe-3 font-mono text-xs wrap-anywhere">
                    {e.reviewId}
                    <br />
                    {e.placeId}
                  </td>
                  <td className="py-2 wrap-anywhere">{e.moderator ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
