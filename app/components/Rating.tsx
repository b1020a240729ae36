import { priceLevelMeaning, priceLevelText } from "~/modules/catalog/price";
import { escapeHtml, type MarkupElement, markup } from "~/modules/html";
import { useT } from "~/modules/i18n/react";
import type { Translator } from "~/modules/i18n/translator";
import { Markup } from "./Markup";

/** A rating as guides write it, in the page's language ('4.5'; '4,5' in French). */
export const SCORE = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/*
 * Stars, price and Open/Closed have no behaviour, and a results page shows them twenty times: each is
 * described once as a MarkupElement, in the page's language (the Translator's), which a result card writes
 * into its markup and the components below render as one React element.
 */

/** '4.5', five stars with the rounded rating's whole stars filled, '(2,873)'; or 'No rating yet'. */
export function starsElement(
  t: Translator,
  {
    rating,
    reviews,
    size = "sm",
  }: {
    rating?: number;
    reviews?: number;
    size?: "sm" | "lg";
  },
): MarkupElement {
  if (rating === undefined)
    return { tag: "span", attrs: { class: "text-sm text-stone-500" }, html: escapeHtml(t.t("listing.rating.none")) };
  const full = Math.floor(Math.round(rating * 2) / 2);
  const score = t.number(rating, SCORE);
  return {
    tag: "span",
    attrs: { class: `inline-flex items-center gap-1 ${size === "lg" ? "text-base" : "text-sm"}` },
    html:
      `<span class="font-semibold text-ink">${escapeHtml(score)}</span>` +
      `<span aria-hidden="true" class="tracking-tight text-amber-500">${"★★★★★".slice(0, full)}<span class="text-stone-300">${"★★★★★".slice(full)}</span></span>` +
      `<span class="sr-only">${escapeHtml(t.t("listing.rating.outOf", { score, max: 5 }))}</span>` +
      (reviews !== undefined
        ? `<span class="text-stone-600">${escapeHtml(t.t("listing.rating.reviewCount", { count: reviews }))}</span>`
        : ""),
  };
}

/** The level in the sign of the place's money ('€€', '£££', 'S$$'), 'Free' or 'Price not available'. */
export function priceText(t: Translator, level: number | undefined, sign: string | undefined): string {
  return level === undefined ? t.t("listing.price.notAvailable") : priceLevelText(t, level, sign);
}

/** The level for a row of facts, with what it means: '€€ (moderate)', 'Free' or 'Price not available'. */
export function priceFact(t: Translator, level: number | undefined, sign: string | undefined): string {
  const text = priceText(t, level, sign);
  return level && sign ? t.t("listing.price.fact", { price: text, meaning: priceLevelMeaning(t, level) }) : text;
}

/** The level as a pill; its accessible name says what it means ('Price: moderate'). */
export function priceBadgeElement(t: Translator, level: number | undefined, sign: string | undefined): MarkupElement {
  return {
    tag: "span",
    attrs: {
      class: `rounded-full px-2 py-0.5 text-xs font-semibold ${level === undefined ? "bg-stone-100 text-stone-600" : "bg-emerald-50 text-emerald-800"}`,
      role: "img",
      "aria-label":
        level === undefined
          ? t.t("listing.price.notAvailable")
          : t.t("listing.price.badgeLabel", { meaning: priceLevelMeaning(t, level) }),
    },
    html: escapeHtml(priceText(t, level, sign)),
  };
}

/** 'Open' or 'Closed' now, and with `next` when that changes ('Closes 10:00 PM'); null when unknown. */
export function openBadgeElement(t: Translator, isOpen?: boolean, next?: string): MarkupElement | null {
  if (isOpen === undefined) return null;
  const badge: MarkupElement = {
    tag: "span",
    attrs: {
      class: `rounded-full px-2 py-0.5 text-xs font-semibold ${isOpen ? "bg-emerald-700 text-white" : "bg-stone-200 text-stone-800"}`,
    },
    html: escapeHtml(t.t(isOpen ? "listing.open.open" : "listing.open.closed")),
  };
  if (!next) return badge;
  return {
    tag: "span",
    attrs: { class: "inline-flex items-center gap-2" },
    html: `${markup(badge)}<span class="text-sm text-stone-700">${escapeHtml(next)}</span>`,
  };
}

/**
 * The guide's members' average and count ('4.3 ★ from 12 members'), in a look of its own and labelled as theirs:
 * never beside the provider's stars as if it were the same rating.
 */
export function membersElement(t: Translator, members: { average: number; count: number }): MarkupElement {
  const label = t.t("listing.members.label");
  return {
    tag: "span",
    attrs: {
      class:
        "inline-flex w-fit items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-sm font-semibold text-teal-900 ring-1 ring-teal-200",
      title: label,
    },
    html:
      `<span class="sr-only">${escapeHtml(label)}: </span>` +
      escapeHtml(t.t("listing.members.short", { average: t.number(members.average, SCORE), count: members.count })),
  };
}

export function MembersRating({ members }: { members: { average: number; count: number } }) {
  return <Markup element={membersElement(useT(), members)} />;
}

export function Stars(props: { rating?: number; reviews?: number; size?: "sm" | "lg" }) {
  return <Markup element={starsElement(useT(), props)} />;
}

export function PriceBadge({ level, sign }: { level?: number; sign?: string }) {
  return <Markup element={priceBadgeElement(useT(), level, sign)} />;
}

export function OpenBadge({ isOpen, next }: { isOpen?: boolean; next?: string }) {
  const element = openBadgeElement(useT(), isOpen, next);
  return element ? <Markup element={element} /> : null;
}
