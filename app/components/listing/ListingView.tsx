import { Link } from "@remix-run/react";
import { useCallback, useState } from "react";
import type { Card } from "~/modules/listing";
import { MarkerMap } from "./MarkerMap";
import { RestaurantCard } from "./RestaurantCard";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  initialView: "cards" | "map";
  /** Hrefs of this page with ?view=cards / ?view=map, for the no-JavaScript toggle. */
  viewHrefs: { cards: string; map: string };
}

/**
 * Cards beside the map. Desktop: two card columns and a sticky full-height map. Narrow screens: a
 * Cards/Map toggle (links without JavaScript). Hovering a card highlights its marker and the reverse;
 * selecting a marker switches to the cards, scrolls to that card and highlights it.
 */
export function ListingView({ cards, center, initialView, viewHrefs }: Props) {
  const [view, setView] = useState(initialView);
  // Hover highlights come and go with the pointer; a selected marker's card stays highlighted.
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const isHighlighted = (placeId: string) => placeId === hovered || placeId === selected;
  const select = useCallback((placeId: string) => {
    setView("cards");
    setSelected(placeId);
    requestAnimationFrame(() => document.getElementById(`card-${placeId}`)?.scrollIntoView({ behavior: "smooth", block: "center" }));
  }, []);
  const toggle = (next: "cards" | "map") => (e: React.MouseEvent) => {
    e.preventDefault();
    setView(next);
  };
  return (
    <div>
      <div role="group" aria-label="Show results as" className="mb-4 inline-flex rounded-full border border-stone-300 bg-white p-1 lg:hidden">
        {(["cards", "map"] as const).map((v) => (
          <Link
            key={v}
            to={viewHrefs[v]}
            onClick={toggle(v)}
            aria-pressed={view === v}
            replace
            preventScrollReset
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${view === v ? "bg-brand-600 text-white" : "text-stone-700"}`}
          >
            {v === "cards" ? "Cards" : "Map"}
          </Link>
        ))}
      </div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-6">
        <ol className={`grid gap-4 sm:grid-cols-2 ${view === "map" ? "hidden lg:grid" : ""}`} aria-label="Restaurants">
          {cards.map((card, i) => (
            <li key={card.placeId}>
              <RestaurantCard card={card} number={i + 1} highlighted={isHighlighted(card.placeId)} onHighlight={setHovered} />
            </li>
          ))}
        </ol>
        <div className={`${view === "cards" ? "hidden lg:block" : ""} lg:sticky lg:top-0 lg:h-screen lg:py-2`}>
          <MarkerMap
            cards={cards}
            center={center}
            isHighlighted={isHighlighted}
            onHighlight={setHovered}
            onSelect={select}
            className="h-[70vh] lg:h-full"
          />
        </div>
      </div>
    </div>
  );
}
