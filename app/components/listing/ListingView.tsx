import { Link } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { GoogleMapsAttribution } from "~/components/google/GoogleAttribution";
import { OsmCredit } from "~/components/OsmCredit";
import { useT } from "~/modules/i18n/react";
import type { Card } from "~/modules/listing/card";
import type { MapConfig } from "~/modules/maps";
import { LeafletMap } from "./LeafletMap";
import { MapsLoadingError } from "./MapsLoadingError";
import { MarkerMap } from "./MarkerMap";
import { RestaurantCard } from "./RestaurantCard";
import { useGoogleMaps } from "./useGoogleMaps";

const GoogleListingMap = lazy(() => import("./GoogleListingMap"));

/** Whether the desktop layout (map always beside the cards) is in force. */
function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(min-width: 1024px)");
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return desktop;
}

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  map: MapConfig;
  /** The signed Static Maps image of the cards (Google's data without JavaScript); none with the demo data. */
  staticMap?: string;
  initialView: "cards" | "map";
  /** Hrefs of this page with ?view=cards / ?view=map, for the no-JavaScript toggle. */
  viewHrefs: { cards: string; map: string };
  /** 'mobile': the phone layout at every width (List/Map toggle, row cards, 'Failed to load maps'). */
  variant?: "web" | "mobile";
  /** Shown at the start of the toggle's row (the mobile 'N restaurants found'). */
  summary?: React.ReactNode;
  /** What follows each card inside its item (a list's note and its owner's tools). */
  below?: (card: Card, index: number) => React.ReactNode;
  /** The cards' accessible name (default: 'Restaurants'). */
  label?: string;
}

/**
 * Cards beside the map. Desktop: two card columns and a sticky full-height map. Narrow screens: a
 * Cards/Map toggle (links without JavaScript). Hovering a card highlights its marker and the reverse;
 * selecting a marker switches to the cards, scrolls to that card and highlights it.
 */
export function ListingView({
  cards,
  center,
  map,
  staticMap,
  initialView,
  viewHrefs,
  variant = "web",
  summary,
  below,
  label,
}: Props) {
  const { t } = useT();
  const mobile = variant === "mobile";
  const [view, setView] = useState(initialView);
  // Hover highlights come and go with the pointer; a selected marker's card stays highlighted.
  const [hovered, setHovered] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const isHighlighted = (placeId: string) => placeId === hovered || placeId === selected;
  const select = useCallback((placeId: string) => {
    setView("cards");
    setSelected(placeId);
    requestAnimationFrame(() =>
      document.getElementById(`card-${placeId}`)?.scrollIntoView({ behavior: "smooth", block: "center" }),
    );
  }, []);
  const desktop = useDesktop() && !mobile;
  // Interactive maps mount once JavaScript runs and the map pane is on screen; until then (and without
  // JavaScript) the server-rendered map shows the same markers.
  const mapVisible = desktop || view === "map";
  const [mapReady, setMapReady] = useState(false);
  const [mapError, setMapError] = useState<string | null>(null);
  const google = useGoogleMaps(map.kind === "google" && mapVisible);
  const error = mapError ?? google.loadError ?? null;
  const interactive = {
    cards,
    center,
    isHighlighted,
    onHighlight: setHovered,
    onSelect: select,
  };
  const toggle = (next: "cards" | "map") => (e: React.MouseEvent) => {
    e.preventDefault();
    setView(next);
  };
  return (
    <div>
      <div className={mobile ? "mb-3 flex items-center justify-between gap-3" : "mb-4 lg:hidden"}>
        {summary}
        <div
          role="group"
          aria-label={t("listing.view.showAs")}
          className="inline-flex rounded-full border border-stone-300 bg-white p-1"
        >
          {(["cards", "map"] as const).map((v) => (
            <Link
              key={v}
              to={viewHrefs[v]}
              onClick={toggle(v)}
              aria-current={view === v ? "true" : undefined}
              replace
              preventScrollReset
              className={`rounded-full px-4 text-sm font-semibold ${mobile ? "flex min-h-10 items-center" : "py-1.5"} ${view === v ? "bg-brand-600 text-white" : "text-stone-700"}`}
            >
              {t(v === "cards" ? (mobile ? "listing.view.list" : "listing.view.cards") : "listing.view.map")}
            </Link>
          ))}
        </div>
      </div>
      {/* Google's data, above the cards: its map may be off screen (the list view) or not drawn yet. */}
      {map.kind !== "open" ? <GoogleMapsAttribution className="mb-2" /> : null}
      {cards.some((card) => card.openData) ? <OsmCredit className="mb-2" /> : null}
      <div className={mobile ? "" : "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,0.8fr)] lg:gap-6"}>
        <ol
          className={
            mobile
              ? `space-y-3 ${view === "map" ? "hidden" : ""}`
              : `grid grid-cols-1 gap-4 sm:grid-cols-2 ${view === "map" ? "hidden lg:grid" : ""}`
          }
          aria-label={label ?? t("listing.view.restaurants")}
        >
          {cards.map((card, i) => (
            <li key={card.placeId}>
              <RestaurantCard
                card={card}
                number={i + 1}
                highlighted={isHighlighted(card.placeId)}
                onHighlight={setHovered}
                layout={mobile ? "row" : "responsive"}
              />
              {below?.(card, i)}
            </li>
          ))}
        </ol>
        <div
          className={
            mobile
              ? view === "cards"
                ? "hidden"
                : ""
              : // Sticks just below the sticky header (4rem tall on wide screens), never under it.
                `${view === "cards" ? "hidden lg:block" : ""} lg:sticky lg:top-16 lg:h-[calc(100vh-4rem)] lg:py-2`
          }
        >
          <div className={`relative ${mobile ? "h-[calc(100dvh-15rem)] min-h-[22rem]" : "h-[70vh] lg:h-full"}`}>
            {error ? (
              <MapsLoadingError
                message={error}
                title={mobile ? t("listing.map.errorTitleMobile") : undefined}
                home={mobile ? "/mobile" : undefined}
              />
            ) : (
              <>
                {(map.kind === "open" && !mapReady) || (map.kind !== "open" && !google.isLoaded) ? (
                  map.kind === "open" ? (
                    <MarkerMap cards={cards} center={center} className="h-full" />
                  ) : (
                    <StaticGoogleMap src={staticMap} count={cards.length} scripted={map.kind === "google"} />
                  )
                ) : null}
                {map.kind === "open" && mapVisible ? (
                  <div className={`absolute inset-0 ${mapReady ? "" : "pointer-events-none opacity-0"}`}>
                    <LeafletMap
                      {...interactive}
                      tileUrl={map.tileUrl}
                      attribution={map.attribution}
                      onReady={() => setMapReady(true)}
                      onError={setMapError}
                    />
                  </div>
                ) : null}
                {map.kind === "google" && google.isLoaded ? (
                  <div className="absolute inset-0">
                    <Suspense fallback={null}>
                      <GoogleListingMap {...interactive} mapId={google.setup?.mapId} />
                    </Suspense>
                  </div>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The Static Maps image: the Google map of a listing without JavaScript. Where the Maps JavaScript API will
 * load (`scripted`), the image is inside <noscript>, so a visitor with JavaScript never pays for both maps.
 * `object-contain`: the whole image shows at every width, Google's logo and copyright included (a crop could
 * cut them off its corners).
 */
function StaticGoogleMap({ src, count, scripted }: { src?: string; count: number; scripted: boolean }) {
  const { t } = useT();
  if (!src) return null;
  const image = (
    <img
      src={src}
      alt={t("listing.map.label", { count })}
      className="h-full w-full rounded-2xl bg-slate-100 object-contain"
    />
  );
  return scripted ? <noscript>{image}</noscript> : image;
}
