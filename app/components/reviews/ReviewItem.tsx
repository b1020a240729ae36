import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/modules/i18n/react";
import type { ReviewView } from "~/modules/reviews/reads.server";
import { paths } from "~/modules/urls/paths";
import { reviewDay, visitMonth } from "./format";

/** A member's stars, drawn and said ('4 stars out of 5'). */
export function MemberStars({ rating }: { rating: number }) {
  const { t } = useT();
  return (
    <span className="text-amber-500" role="img" aria-label={t("reviews.item.stars", { rating })}>
      {"★★★★★".slice(0, rating)}
      <span className="text-stone-300">{"★★★★★".slice(rating)}</span>
    </span>
  );
}

/**
 * One member's review: author (linked to their public profile when they publish one), date, stars, the visit's
 * month and the text in the language it was written in. The text is plain text: a link in it stays words.
 * `place`: show which place it is about (the profile, the account page); `children`: actions under it.
 */
export function ReviewItem({
  review,
  place = false,
  children,
}: {
  review: ReviewView;
  place?: boolean;
  children?: ReactNode;
}) {
  const translator = useT();
  const { t, locale } = translator;
  const { author } = review;
  return (
    <article className="space-y-1">
      {place ? (
        <h3 className="font-semibold">
          <Link to={review.placePath} className="text-brand-700 hover:underline">
            <bdi>{review.placeName}</bdi>
          </Link>
        </h3>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <MemberStars rating={review.rating} />
        {place ? null : (
          <span className="font-semibold">
            {author.published && author.username ? (
              <Link to={paths.user(author.username)} className="hover:underline">
                <bdi>{author.name}</bdi>
              </Link>
            ) : (
              <bdi>{author.name}</bdi>
            )}
          </span>
        )}
        <span className="text-stone-500">
          <time dateTime={new Date(review.createdAt).toISOString()}>{reviewDay(locale.tag, review.createdAt)}</time>
          {review.updatedAt - review.createdAt > 60_000 ? ` · ${t("reviews.item.edited")}` : null}
        </span>
        {review.visited ? (
          <span className="text-stone-500">
            {t("reviews.item.visited", { month: visitMonth(locale.tag, review.visited) })}
          </span>
        ) : null}
      </div>
      {review.body ? (
        <p lang={review.lang} dir="auto" className="whitespace-pre-line text-stone-800 wrap-anywhere">
          {review.body}
        </p>
      ) : null}
      {children}
    </article>
  );
}
