import { GoogleMap, MarkerF } from "@react-google-maps/api";
import { useCallback, useEffect, useState } from "react";
import type { Card } from "~/modules/listing/card";
import { DEFAULT_ZOOM, markerLabel } from "~/modules/maps";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  isHighlighted: (placeId: string) => boolean;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
  /** A Map ID (GOOGLE_MAPS_MAP_ID): markers are AdvancedMarkerElements; without one, the plain markers. */
  mapId?: string;
}

type Point = Card & { lat: number; lng: number };

/** Google Maps for Google Places content (Google's terms), once the API is loaded. Lazily imported. */
export default function GoogleListingMap({ cards, center, isHighlighted, onHighlight, onSelect, mapId }: Props) {
  const points = cards.filter((c): c is Point => c.lat !== undefined && c.lng !== undefined);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const onLoad = useCallback(
    (loaded: google.maps.Map) => {
      setMap(loaded);
      if (points.length < 2) return;
      const bounds = new google.maps.LatLngBounds();
      for (const p of points) bounds.extend({ lat: p.lat, lng: p.lng });
      loaded.fitBounds(bounds, 48);
    },
    [points],
  );
  const someHighlighted = points.some((p) => isHighlighted(p.placeId));
  return (
    <GoogleMap
      mapContainerClassName="h-full w-full rounded-2xl"
      center={center}
      zoom={DEFAULT_ZOOM}
      onLoad={onLoad}
      options={{ clickableIcons: false, streetViewControl: false, ...(mapId ? { mapId } : {}) }}
    >
      {mapId
        ? map &&
          points.map((c, i) => (
            <AdvancedMarker
              key={c.placeId}
              map={map}
              point={c}
              label={markerLabel(i)}
              highlighted={isHighlighted(c.placeId)}
              dimmed={someHighlighted && !isHighlighted(c.placeId)}
              onHighlight={onHighlight}
              onSelect={onSelect}
            />
          ))
        : points.map((c, i) => (
            <MarkerF
              key={c.placeId}
              position={{ lat: c.lat, lng: c.lng }}
              title={c.name}
              label={{ text: markerLabel(i), color: "#ffffff", fontWeight: "700" }}
              zIndex={isHighlighted(c.placeId) ? 1000 : i}
              opacity={isHighlighted(c.placeId) || !someHighlighted ? 1 : 0.55}
              onMouseOver={() => onHighlight(c.placeId)}
              onMouseOut={() => onHighlight(null)}
              onClick={() => onSelect(c.placeId)}
            />
          ))}
    </GoogleMap>
  );
}

/** One numbered AdvancedMarkerElement (Google's current marker), kept in step with the card's highlight. */
function AdvancedMarker({
  map,
  point,
  label,
  highlighted,
  dimmed,
  onHighlight,
  onSelect,
}: {
  map: google.maps.Map;
  point: Point;
  label: string;
  highlighted: boolean;
  dimmed: boolean;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
}) {
  const [marker, setMarker] = useState<google.maps.marker.AdvancedMarkerElement | null>(null);
  useEffect(() => {
    // The same numbered pin as the open map's markers (.ts-marker in tailwind.css).
    const pin = document.createElement("span");
    pin.className = "ts-marker";
    const number = document.createElement("span");
    number.textContent = label;
    pin.appendChild(number);
    const made = new google.maps.marker.AdvancedMarkerElement({
      map,
      position: { lat: point.lat, lng: point.lng },
      title: point.name,
      content: pin,
      gmpClickable: true,
    });
    made.addListener("click", () => onSelect(point.placeId));
    pin.addEventListener("mouseenter", () => onHighlight(point.placeId));
    pin.addEventListener("mouseleave", () => onHighlight(null));
    setMarker(made);
    return () => {
      made.map = null;
    };
  }, [map, point.lat, point.lng, point.name, point.placeId, label, onHighlight, onSelect]);
  useEffect(() => {
    if (!marker) return;
    marker.zIndex = highlighted ? 1000 : null;
    const pin = marker.content as HTMLElement;
    pin.classList.toggle("is-active", highlighted);
    pin.style.opacity = dimmed ? "0.55" : "1";
  }, [marker, highlighted, dimmed]);
  return null;
}
