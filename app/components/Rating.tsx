/** One formatter per isolate: building one per number cost about 50 µs, a millisecond per results page. */
const COUNT = new Intl.NumberFormat("en-US");

/** Stars and price in the spec's forms: '4.5 ★ (2,873)', '$' to '$$$$', 'Price not available'. */
export function Stars({ rating, reviews, size = "sm" }: { rating?: number; reviews?: number; size?: "sm" | "lg" }) {
  if (rating === undefined) return <span className="text-sm text-stone-500">No rating yet</span>;
  const full = Math.round(rating * 2) / 2;
  return (
    <span className={`inline-flex items-center gap-1 ${size === "lg" ? "text-base" : "text-sm"}`}>
      <span className="font-semibold text-ink">{rating.toFixed(1)}</span>
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {"★★★★★".slice(0, Math.floor(full))}
        <span className="text-stone-300">{"★★★★★".slice(Math.floor(full))}</span>
      </span>
      <span className="sr-only">{`${rating.toFixed(1)} out of 5 stars`}</span>
      {reviews !== undefined ? <span className="text-stone-600">{`(${COUNT.format(reviews)})`}</span> : null}
    </span>
  );
}

export function priceText(level?: number): string {
  if (level === undefined) return "Price not available";
  if (level === 0) return "Free";
  return "$".repeat(Math.min(4, Math.max(1, level)));
}

export function PriceBadge({ level }: { level?: number }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${level === undefined ? "bg-stone-100 text-stone-600" : "bg-emerald-50 text-emerald-800"}`}
      role="img"
      aria-label={level === undefined ? "Price not available" : `Price level ${priceText(level)}`}
    >
      {priceText(level)}
    </span>
  );
}

/** 'Open' or 'Closed' now, and with `next` when that changes ('Closes 10:00 PM'). */
export function OpenBadge({ isOpen, next }: { isOpen?: boolean; next?: string }) {
  if (isOpen === undefined) return null;
  const badge = (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isOpen ? "bg-emerald-700 text-white" : "bg-stone-200 text-stone-800"}`}
    >
      {isOpen ? "Open" : "Closed"}
    </span>
  );
  if (!next) return badge;
  return (
    <span className="inline-flex items-center gap-2">
      {badge}
      <span className="text-sm text-stone-700">{next}</span>
    </span>
  );
}
