import { ReviewAuthor } from "~/components/google/GoogleAttribution";
import { Stars } from "~/components/Rating";
import { useT } from "~/modules/i18n/react";
import type { Review } from "~/modules/places/index.server";
import { reviewAge } from "~/modules/places/review-age";

/**
 * A restaurant's reviews as its page shows them: each author (credited and linked, as Google's terms ask),
 * how long ago, the stars and the text in its own language. `compact` is the /mobile page's smaller type.
 */
export function ReviewList({ reviews, compact = false }: { reviews: readonly Review[]; compact?: boolean }) {
  const translator = useT();
  return (
    <ul className={compact ? "space-y-4" : "space-y-5"}>
      {reviews.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
        <li key={i} className={`border-b border-stone-100 last:border-0 last:pb-0 ${compact ? "pb-4" : "pb-5"}`}>
          <div className="flex items-center justify-between gap-2">
            <ReviewAuthor name={r.author_name} url={r.author_url} photo={r.profile_photo_url} />
            <span className={`${compact ? "text-xs" : "text-sm"} text-stone-500`}>{reviewAge(r, translator)}</span>
          </div>
          <Stars rating={r.rating} />
          <p lang={r.language} className={`mt-1 text-stone-700 ${compact ? "text-sm" : ""}`}>
            {r.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
