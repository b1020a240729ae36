import { Link } from "@remix-run/react";
import type { Card } from "~/modules/listing";
import { FavoriteStar } from "../FavoriteStar";
import { PlaceArt } from "../PlaceArt";
import { OpenBadge, PriceBadge, Stars } from "../Rating";

interface Props {
  card: Card;
  number: number;
  highlighted: boolean;
  onHighlight?: (placeId: string | null) => void;
}

/** A result card: photo, name, rating and count, price, address, Open/Closed when known. */
export function RestaurantCard({ card, number, highlighted, onHighlight }: Props) {
  return (
    <article
      id={`card-${card.placeId}`}
      aria-labelledby={`card-${card.placeId}-name`}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHighlight?.(card.placeId)}
      onMouseLeave={() => onHighlight?.(null)}
      className={`group relative scroll-mt-28 overflow-hidden rounded-2xl border bg-white shadow-sm transition ${
        highlighted ? "border-brand-600 ring-2 ring-brand-600/40" : "border-stone-200 hover:shadow-md"
      }`}
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        {card.photoUrl ? (
          <img src={card.photoUrl} alt="" loading="lazy" width={400} height={300} className="h-full w-full object-cover" />
        ) : (
          <PlaceArt name={card.name} />
        )}
        <span className="absolute left-3 top-3 flex h-7 w-7 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow">
          {number}
        </span>
        <span className="absolute right-3 top-3">
          <FavoriteStar placeId={card.placeId} name={card.name} />
        </span>
      </div>
      <div className="space-y-1.5 p-4">
        <h3 id={`card-${card.placeId}-name`} className="text-lg font-semibold leading-snug">
          <Link
            to={card.href}
            className="after:absolute after:inset-0 hover:text-brand-700 focus-visible:outline-none"
            onFocus={() => onHighlight?.(card.placeId)}
            onBlur={() => onHighlight?.(null)}
          >
            {card.name}
          </Link>
        </h3>
        <Stars rating={card.rating} reviews={card.reviews} />
        <div className="flex flex-wrap items-center gap-2">
          <PriceBadge level={card.priceLevel} />
          <OpenBadge isOpen={card.isOpen} />
        </div>
        {card.address ? <p className="text-sm text-stone-600">{card.address}</p> : null}
      </div>
    </article>
  );
}
