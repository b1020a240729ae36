import leafletCss from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import type { Card } from "~/modules/listing";
import { DEFAULT_ZOOM } from "~/modules/maps";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  tileUrl: string;
  attribution: string;
  isHighlighted: (placeId: string) => boolean;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
  onError: (message: string) => void;
  onReady: () => void;
}

/**
 * The open map for demo data: Leaflet, loaded on demand, with numbered markers that are drawn whether or
 * not the tiles load (tiles are decoration; with no network the markers sit on a plain background).
 */
export function LeafletMap({
  cards,
  center,
  tileUrl,
  attribution,
  isHighlighted,
  onHighlight,
  onSelect,
  onError,
  onReady,
}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, HTMLElement>());
  // Callbacks are read through a ref: a parent's new function identity must not rebuild the map.
  const handlers = useRef({ onHighlight, onSelect, onError, onReady });
  handlers.current = { onHighlight, onSelect, onError, onReady };
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let map: import("leaflet").Map | undefined;
    let cancelled = false;
    import("leaflet")
      .then(({ default: L }) => {
        if (cancelled || !container.current) return;
        // No zoom animations: a map removed mid-animation (navigating away) would throw inside Leaflet.
        map = L.map(container.current, {
          scrollWheelZoom: false,
          zoomAnimation: false,
          fadeAnimation: false,
          markerZoomAnimation: false,
        }).setView([center.lat, center.lng], DEFAULT_ZOOM);
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
        const points = cards.filter((c) => c.lat !== undefined && c.lng !== undefined);
        points.forEach((c, i) => {
          const marker = L.marker([c.lat!, c.lng!], {
            title: c.name,
            alt: `${i + 1}. ${c.name}`,
            keyboard: true,
            icon: L.divIcon({
              className: "ts-marker",
              html: `<span>${i + 1}</span>`,
              iconSize: [30, 38],
              iconAnchor: [15, 38],
            }),
          }).addTo(map!);
          marker.on("mouseover", () => handlers.current.onHighlight(c.placeId));
          marker.on("mouseout", () => handlers.current.onHighlight(null));
          marker.on("click", () => handlers.current.onSelect(c.placeId));
          const el = marker.getElement();
          if (el) {
            el.dataset.leafletMarker = c.placeId;
            el.setAttribute("role", "button");
            // Keyboard users select a marker with Enter or Space, like a button.
            el.addEventListener("keydown", (e) => {
              if (e.key !== "Enter" && e.key !== " ") return;
              e.preventDefault();
              handlers.current.onSelect(c.placeId);
            });
            el.addEventListener("focus", () => handlers.current.onHighlight(c.placeId));
            el.addEventListener("blur", () => handlers.current.onHighlight(null));
            markers.current.set(c.placeId, el);
          }
        });
        if (points.length > 1)
          map.fitBounds(L.latLngBounds(points.map((p) => [p.lat!, p.lng!] as [number, number])), {
            padding: [32, 32],
            animate: false,
          });
        setReady(true);
        handlers.current.onReady();
      })
      .catch((error: unknown) =>
        handlers.current.onError(error instanceof Error ? error.message : "Unknown error loading the map"),
      );
    return () => {
      cancelled = true;
      markers.current.clear();
      map?.remove();
    };
    // The map is built once per result set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cards, center.lat, center.lng, tileUrl, attribution]);

  useEffect(() => {
    for (const [id, el] of markers.current) el.classList.toggle("is-active", isHighlighted(id));
  });

  return (
    <>
      <link rel="stylesheet" href={leafletCss} />
      <div
        ref={container}
        className="h-full w-full rounded-2xl bg-[#eef3ea]"
        role="region"
        aria-label="Interactive map"
        data-ready={ready || undefined}
      />
    </>
  );
}
