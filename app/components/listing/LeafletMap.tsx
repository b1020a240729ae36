import leafletCss from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/modules/i18n/react";
import type { Card } from "~/modules/listing/card";
import { nextTask } from "./slices";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  tileUrl: string;
  /** The tiles' credit (HTML); unset: OpenStreetMap's, in the page's language. */
  attribution?: string;
  isHighlighted: (placeId: string) => boolean;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
  onError: (message: string) => void;
  onReady: () => void;
}

/**
 * The open map for demo data: Leaflet, loaded on demand, with numbered markers that are drawn whether or
 * not the tiles load (tiles are decoration; with no network the markers sit on a plain background).
 * The map itself (Leaflet, markers, clusters) is built by ./open-map, one chunk loaded with the map. A card
 * whose marker is in a cluster highlights the cluster.
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
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, HTMLElement>());
  // Callbacks are read through a ref: a parent's new function identity must not rebuild the map.
  const handlers = useRef({ onHighlight, onSelect, onError, onReady, t });
  handlers.current = { onHighlight, onSelect, onError, onReady, t };
  const [ready, setReady] = useState(false);
  // Bumped on each redraw (zooming regroups the markers), so the highlight below is applied again.
  const [, setDrawn] = useState(0);

  useEffect(() => {
    let map: { remove(): void } | undefined;
    let cancelled = false;
    let drawnOnce = false;
    import("./open-map")
      // The map is built in a task after the one that runs its chunk (Leaflet's own start): two shorter tasks, and
      // a tap on the page can be answered between them.
      .then(async ({ buildOpenMap }) => {
        await nextTask();
        if (cancelled || !container.current) return;
        map = buildOpenMap(container.current, {
          cards,
          center: { lat: center.lat, lng: center.lng },
          tileUrl,
          attribution,
          markers: markers.current,
          t: handlers.current.t,
          onHighlight: (id) => handlers.current.onHighlight(id),
          onSelect: (id) => handlers.current.onSelect(id),
          // The map is ready once its markers are all drawn (a few at a time, after the map itself).
          onDrawn: () => {
            setDrawn((n) => n + 1);
            if (drawnOnce) return;
            drawnOnce = true;
            setReady(true);
            handlers.current.onReady();
          },
        });
      })
      .catch((error: unknown) =>
        handlers.current.onError(
          error instanceof Error ? error.message : handlers.current.t.t("listing.map.openMapUnknownError"),
        ),
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
    // A cluster stands for several cards: it is active when any of them is.
    const active = new Set<HTMLElement>();
    for (const [id, el] of markers.current) if (isHighlighted(id)) active.add(el);
    for (const el of new Set(markers.current.values())) el.classList.toggle("is-active", active.has(el));
  });

  return (
    <>
      <link rel="stylesheet" href={leafletCss} />
      <div
        ref={container}
        className="h-full w-full rounded-2xl bg-[#eef3ea]"
        role="region"
        aria-label={t.t("listing.map.interactive")}
        data-ready={ready || undefined}
      />
    </>
  );
}
