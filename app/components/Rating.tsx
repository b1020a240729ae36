import { priceLevelText, priceLevelWords } from "~/modules/catalog/price";
import { escapeHtml, type MarkupElement, markup } from "~/modules/html";
import { Markup } from "./Markup";

/** One formatter per isolate: building one per number cost about 50 µs, a millisecond per results page. */
const COUNT = new Intl.NumberFormat("en-US");

/*
 * Stars, price and Open/Closed have no behaviour, and a results page shows them twenty times: each is
 * described once as a MarkupElement, which a result card writes into its markup and the components below
 * render as one React element.
 */

/** '4.5', five stars with the rounded rating's whole stars filled, '(2,873)'; or 'No rating yet'. */
export function starsElement({
  rating,
  reviews,
  size = "sm",
}: {
  rating?: number;
  reviews?: number;
  size?: "sm" | "lg";
}): MarkupElement {
  if (rating === undefined) return { tag: "span", attrs: { class: "text-sm text-stone-500" }, html: "No rating yet" };
  const full = Math.floor(Math.round(rating * 2) / 2);
  const score = rating.toFixed(1);
  return {
    tag: "span",
    attrs: { class: `inline-flex items-center gap-1 ${size === "lg" ? "text-base" : "text-sm"}` },
    html:
      `<span class="font-semibold text-ink">${score}</span>` +
      `<span aria-hidden="true" class="tracking-tight text-amber-500">${"★★★★★".slice(0, full)}<span class="text-stone-300">${"★★★★★".slice(full)}</span></span>` +
      `<span class="sr-only">${score} out of 5 stars</span>` +
      (reviews !== undefined ? `<span class="text-stone-600">(${COUNT.format(reviews)})</span>` : ""),
  };
}

/** The level in the sign of the place's money ('€€', '£££', 'S$$'), 'Free' or 'Price not available'. */
export function priceText(level: number | undefined, sign: string | undefined): string {
  return level === undefined ? "Price not available" : priceLevelText(level, sign);
}

/** The level for a row of facts, with what it means: '€€ (moderate)', 'Free' or 'Price not available'. */
export function priceFact(level: number | undefined, sign: string | undefined): string {
  const text = priceText(level, sign);
  return level && sign ? `${text} (${priceLevelWords(level).toLowerCase()})` : text;
}

/** The level as a pill; its accessible name says what it means ('Price: moderate'). */
export function priceBadgeElement(level: number | undefined, sign: string | undefined): MarkupElement {
  return {
    tag: "span",
    attrs: {
      class: `rounded-full px-2 py-0.5 text-xs font-semibold ${level === undefined ? "bg-stone-100 text-stone-600" : "bg-emerald-50 text-emerald-800"}`,
      role: "img",
      "aria-label": level === undefined ? "Price not available" : `Price: ${priceLevelWords(level).toLowerCase()}`,
    },
    html: escapeHtml(priceText(level, sign)),
  };
}

/** 'Open' or 'Closed' now, and with `next` when that changes ('Closes 10:00 PM'); null when unknown. */
export function openBadgeElement(isOpen?: boolean, next?: string): MarkupElement | null {
  if (isOpen === undefined) return null;
  const badge: MarkupElement = {
    tag: "span",
    attrs: {
      class: `rounded-full px-2 py-0.5 text-xs font-semibold ${isOpen ? "bg-emerald-700 text-white" : "bg-stone-200 text-stone-800"}`,
    },
    html: isOpen ? "Open" : "Closed",
  };
  if (!next) return badge;
  return {
    tag: "span",
    attrs: { class: "inline-flex items-center gap-2" },
    html: `${markup(badge)}<span class="text-sm text-stone-700">${escapeHtml(next)}</span>`,
  };
}

export function Stars(props: { rating?: number; reviews?: number; size?: "sm" | "lg" }) {
  return <Markup element={starsElement(props)} />;
}

export function PriceBadge({ level, sign }: { level?: number; sign?: string }) {
  return <Markup element={priceBadgeElement(level, sign)} />;
}

export function OpenBadge({ isOpen, next }: { isOpen?: boolean; next?: string }) {
  const element = openBadgeElement(isOpen, next);
  return element ? <Markup element={element} /> : null;
}
