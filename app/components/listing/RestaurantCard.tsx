import type { Card } from "~/modules/listing";
import { FavoriteStar } from "../FavoriteStar";
import { PageLink } from "../PageLink";
import { PlaceArt } from "../PlaceArt";
import { OpenBadge, PriceBadge, Stars } from "../Rating";

interface Props {
  card: Card;
  number: number;
  highlighted: boolean;
  onHighlight?: (placeId: string | null) => void;
  /** 'tile': photo above (web grid); 'row': thumbnail beside the text (the mobile list). */
  layout?: "tile" | "row";
}

/** A result card: photo, name, rating and count, price, address, Open/Closed when known. */
export function RestaurantCard({ card, number, highlighted, onHighlight, layout = "tile" }: Props) {
  const row = layout === "row";
  return (
    <article
      id={`card-${card.placeId}`}
      aria-labelledby={`card-${card.placeId}-name`}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight?.(card.placeId)}
      onMouseLeave={() => onHighlight?.(null)}
      className={`group relative scroll-mt-28 overflow-hidden rounded-2xl border bg-white shadow-sm transition ${
        highlighted ? "border-brand-600 ring-2 ring-brand-600/40" : "border-stone-200 hover:shadow-md"
      } ${row ? "flex" : ""}`}
    >
      <div className={`relative bg-stone-100 ${row ? "w-28 shrink-0" : "aspect-[4/3]"}`}>
        {card.photoUrl ? (
          <img
            src={card.photoUrl}
            alt=""
            // The first photos are in the first screen (the first is usually the page's largest paint):
            // fetched at once, the first with high priority; the rest only as they scroll into view.
            loading={number <= 2 ? "eager" : "lazy"}
            {...(number === 1 ? { fetchpriority: "high" } : {})}
            width={400}
            height={300}
            className="h-full w-full object-cover"
          />
        ) : (
          <PlaceArt name={card.name} />
        )}
        <span
          className={`absolute flex h-7 w-7 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow ${row ? "left-2 top-2" : "left-3 top-3"}`}
        >
          {number}
        </span>
        {row ? null : (
          <span className="absolute right-3 top-3">
            <FavoriteStar placeId={card.placeId} name={card.name} />
          </span>
        )}
      </div>
      <div className={row ? "min-w-0 flex-1 space-y-1 py-3 pl-3 pr-14" : "space-y-1.5 p-4"}>
        {row ? (
          <span className="absolute right-2 top-2">
            <FavoriteStar placeId={card.placeId} name={card.name} />
          </span>
        ) : null}
        <h3 id={`card-${card.placeId}-name`} className={`font-semibold leading-snug ${row ? "text-base" : "text-lg"}`}>
          <PageLink
            to={card.href}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            onFocus={() => onHighlight?.(card.placeId)}
            onBlur={() => onHighlight?.(null)}
          >
            {card.name}
          </PageLink>
        </h3>
        <Stars rating={card.rating} reviews={card.reviews} />
        <div className="flex flex-wrap items-center gap-2">
          <PriceBadge level={card.priceLevel} />
          <OpenBadge isOpen={card.isOpen} />
        </div>
        {card.address ? <p className={`text-sm text-stone-600 ${row ? "truncate" : ""}`}>{card.address}</p> : null}
      </div>
    </article>
  );
}
