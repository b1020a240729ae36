import { SCORE } from "~/components/Rating";
import { useT } from "~/modules/i18n/react";
import type { MembersRating } from "~/modules/reviews/rules";
import { MemberStars } from "./ReviewItem";

/** The members' average, count and how many gave each number of stars, five down to one. */
export function MembersSummary({ rating }: { rating: MembersRating }) {
  const translator = useT();
  const { t } = translator;
  if (!rating.count) return <p className="mt-4 text-stone-700">{t("reviews.summary.none")}</p>;
  const most = Math.max(...rating.histogram);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-6">
      <div>
        <p className="font-display text-4xl font-bold">
          {t("reviews.summary.average", { average: translator.number(rating.average, SCORE) })}
        </p>
        <MemberStars rating={Math.round(rating.average)} />
        <p className="text-sm text-stone-600">{t("reviews.summary.count", { count: rating.count })}</p>
      </div>
      <ul className="min-w-48 flex-1 space-y-1 text-sm" aria-label={t("reviews.summary.histogramLabel")}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = rating.histogram[stars - 1] ?? 0;
          return (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-6 text-end tabular-nums" aria-hidden="true">
                {stars}★
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${most ? (100 * count) / most : 0}%` }}
                />
              </span>
              <span className="sr-only">{t("reviews.summary.bar", { stars, count })}</span>
              <span className="w-8 tabular-nums text-stone-600" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
