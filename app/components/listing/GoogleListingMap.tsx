import { GoogleMap, MarkerF } from "@react-google-maps/api";
import { useCallback } from "react";
import type { Card } from "~/modules/listing";
import { DEFAULT_ZOOM, markerLabel } from "~/modules/maps";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  isHighlighted: (placeId: string) => boolean;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
}

/** Google Maps for Google Places content (Google's terms), once the API is loaded. Lazily imported. */
export default function GoogleListingMap({ cards, center, isHighlighted, onHighlight, onSelect }: Props) {
  const points = cards.filter((c) => c.lat !== undefined && c.lng !== undefined);
  const onLoad = useCallback(
    (map: google.maps.Map) => {
      if (points.length < 2) return;
      const bounds = new google.maps.LatLngBounds();
      for (const p of points) bounds.extend({ lat: p.lat!, lng: p.lng! });
      map.fitBounds(bounds, 48);
    },
    [points],
  );
  return (
    <GoogleMap
      mapContainerClassName="h-full w-full rounded-2xl"
      center={center}
      zoom={DEFAULT_ZOOM}
      onLoad={onLoad}
      options={{ clickableIcons: false, streetViewControl: false }}
    >
      {points.map((c, i) => (
        <MarkerF
          key={c.placeId}
          position={{ lat: c.lat!, lng: c.lng! }}
          title={c.name}
          label={{ text: markerLabel(i), color: "#ffffff", fontWeight: "700" }}
          zIndex={isHighlighted(c.placeId) ? 1000 : i}
          opacity={isHighlighted(c.placeId) || !points.some((p) => isHighlighted(p.placeId)) ? 1 : 0.55}
          onMouseOver={() => onHighlight(c.placeId)}
          onMouseOut={() => onHighlight(null)}
          onClick={() => onSelect(c.placeId)}
        />
      ))}
    </GoogleMap>
  );
}
