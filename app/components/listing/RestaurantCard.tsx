import { memo } from "react";
import { escapeHtml, markup } from "~/modules/html";
import { useT } from "~/modules/i18n/react";
import type { Translator } from "~/modules/i18n/translator";
import type { Card } from "~/modules/listing/card";
import { FavoriteStar } from "../FavoriteStar";
import { PhotoCredit } from "../google/GoogleAttribution";
import { SaveButton } from "../lists/SaveButton";
import { pageLinkElement } from "../PageLink";
import { PlaceArt } from "../PlaceArt";
import { membersElement, openBadgeElement, priceBadgeElement, starsElement } from "../Rating";

interface Props {
  card: Card;
  number: number;
  highlighted: boolean;
  onHighlight?: (placeId: string | null) => void;
  /**
   * 'tile': photo above; 'row': thumbnail beside the text (the mobile list); 'responsive': a row on a
   * phone, so the first results fit the first screen, and a tile from the small breakpoint up (web results).
   */
  layout?: "tile" | "row" | "responsive";
}

/** The classes each layout gives the card's parts. */
const LOOK = {
  tile: {
    card: "",
    photo: "aspect-[4/3]",
    number: "start-3 top-3",
    star: "end-3 top-3",
    save: "end-16 top-3",
    text: "space-y-1.5 p-4",
    name: "text-lg",
    address: "",
  },
  row: {
    card: "flex",
    photo: "w-28 shrink-0",
    number: "start-2 top-2",
    star: "end-2 top-2",
    save: "end-2 bottom-2",
    text: "min-w-0 flex-1 space-y-1 py-3 ps-3 pe-14",
    name: "text-base",
    address: "truncate",
  },
  responsive: {
    card: "flex sm:block",
    photo: "w-28 shrink-0 sm:w-auto sm:aspect-[4/3]",
    number: "start-2 top-2 sm:start-3 sm:top-3",
    star: "end-2 top-2 sm:end-3 sm:top-3",
    save: "end-2 bottom-2 sm:bottom-auto sm:end-16 sm:top-3",
    text: "min-w-0 flex-1 space-y-1 py-3 ps-3 pe-14 sm:space-y-1.5 sm:p-4",
    name: "text-base sm:text-lg",
    address: "truncate sm:overflow-visible sm:whitespace-normal",
  },
} as const;

/**
 * The card's text: name (its link covers the card), stars, price, Open/Closed, address. It has no
 * behaviour of its own (the link's navigation is delegated, the card handles highlighting), so it is one
 * piece of markup instead of some fifteen React elements: twenty cards were a quarter of a results page's
 * render time.
 */
function cardText(t: Translator, card: Card, layout: keyof typeof LOOK): string {
  const key = `${t.locale.prefix}|${layout}`;
  const byLayout = builtText.get(card);
  const known = byLayout?.get(key);
  if (known !== undefined) return known;
  const text = writeCardText(t, card, LOOK[layout]);
  if (byLayout) byLayout.set(key, text);
  else builtText.set(card, new Map([[key, text]]));
  return text;
}

/**
 * The text of each card already written, per language (its prefix) and layout (a listing hands out the
 * same cards for a minute).
 */
const builtText = new WeakMap<Card, Map<string, string>>();

function writeCardText(t: Translator, card: Card, look: (typeof LOOK)[keyof typeof LOOK]): string {
  const open = openBadgeElement(t, card.isOpen);
  return (
    markup({
      tag: "h3",
      attrs: { id: `card-${card.placeId}-name`, class: `font-semibold leading-snug wrap-anywhere ${look.name}` },
      html: markup(pageLinkElement(card.href, card.name, { class: "card-link" }, t.locale)),
    }) +
    (card.openData ? "" : markup(starsElement(t, { rating: card.rating, reviews: card.reviews }))) +
    (card.members ? markup(membersElement(t, card.members)) : "") +
    (card.openData && !open
      ? ""
      : `<div class="flex flex-wrap items-center gap-2">${card.openData ? "" : markup(priceBadgeElement(t, card.priceLevel, card.priceSign))}${open ? markup(open) : ""}</div>`) +
    (card.address
      ? markup({
          tag: "p",
          attrs: { class: `text-sm text-stone-600 ${look.address}` },
          html: `<bdi>${escapeHtml(card.address)}</bdi>`,
        })
      : "")
  );
}

/**
 * A result card: photo, name, rating and count, price, address, Open/Closed when known. Memoized: a marker's
 * highlight (the pointer crossing the map) draws again only the cards it changes, not all twenty.
 */
export const RestaurantCard = memo(function RestaurantCard({
  card,
  number,
  highlighted,
  onHighlight,
  layout = "tile",
}: Props) {
  const t = useT();
  const look = LOOK[layout];
  const highlight = onHighlight && (() => onHighlight(card.placeId));
  const unhighlight = onHighlight && (() => onHighlight(null));
  return (
    <article
      id={`card-${card.placeId}`}
      aria-labelledby={`card-${card.placeId}-name`}
      data-highlighted={highlighted || undefined}
      // Pointer over the card, or focus on its name link or star (focus events bubble in React).
      onMouseEnter={highlight}
      onMouseLeave={unhighlight}
      onFocus={highlight}
      onBlur={unhighlight}
      className={`group relative scroll-mt-28 overflow-hidden rounded-2xl border bg-white shadow-sm transition ${
        highlighted ? "border-brand-600 ring-2 ring-brand-600/40" : "border-stone-200 hover:shadow-md"
      } ${look.card}`}
    >
      <div className={`relative bg-stone-100 ${look.photo}`}>
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
        <span className={`card-number ${look.number}`}>{t.number(number)}</span>
        {card.photoUrl && card.photoCredit ? <PhotoCredit authors={card.photoCredit} as="p" /> : null}
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cardText escapes every value it writes */}
      <div className={look.text} dangerouslySetInnerHTML={{ __html: cardText(t, card, layout) }} />
      {/* After the name link, so it sits above the link's stretched area: at the card's top right, over
          the photo of a tile, beside a row's text. */}
      <FavoriteStar placeId={card.placeId} name={card.name} className={`absolute ${look.star}`} />
      <SaveButton placeId={card.placeId} name={card.name} className={`absolute ${look.save}`} />
    </article>
  );
});
