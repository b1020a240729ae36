import type { Card } from "~/modules/listing";

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  isHighlighted: (placeId: string) => boolean;
  onHighlight?: (placeId: string | null) => void;
  onSelect?: (placeId: string) => void;
  className?: string;
}

/**
 * A server-rendered marker map: the results' positions projected around the searched place, with
 * numbered markers that link to their cards. It needs no tiles and no JavaScript; with JavaScript,
 * hovering a marker highlights its card and selecting one scrolls to it.
 */
export function MarkerMap({ cards, center, isHighlighted, onHighlight, onSelect, className = "" }: Props) {
  const points = cards.filter((c) => c.lat !== undefined && c.lng !== undefined);
  const lats = [center.lat, ...points.map((p) => p.lat!)];
  const lngs = [center.lng, ...points.map((p) => p.lng!)];
  const cos = Math.cos((center.lat * Math.PI) / 180);
  let minLat = Math.min(...lats);
  let maxLat = Math.max(...lats);
  let minLng = Math.min(...lngs);
  let maxLng = Math.max(...lngs);
  const pad = 0.004;
  minLat -= pad;
  maxLat += pad;
  minLng -= pad / cos;
  maxLng += pad / cos;
  const W = 600;
  const H = 800;
  // Equal scale in both directions (local equirectangular projection).
  const scale = Math.min(W / ((maxLng - minLng) * cos), H / (maxLat - minLat));
  const x = (lng: number) => W / 2 + (lng - (minLng + maxLng) / 2) * cos * scale;
  const y = (lat: number) => H / 2 - (lat - (minLat + maxLat) / 2) * scale;
  const kmPx = scale / 111;
  return (
    <div className={`relative overflow-hidden rounded-2xl border border-stone-200 bg-[#eef3ea] ${className}`}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="xMidYMid meet"
        className="h-full w-full"
        role="group"
        aria-label={`Map of ${points.length} restaurants`}
      >
        <defs>
          <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="#dbe4d3" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={W} height={H} fill="url(#grid)" />
        <circle cx={x(center.lng)} cy={y(center.lat)} r={Math.max(30, kmPx)} fill="#d2380c" opacity="0.08" />
        <circle cx={x(center.lng)} cy={y(center.lat)} r="6" fill="#1c1917" />
        {points.map((c, i) => {
          const active = isHighlighted(c.placeId);
          return (
            <a
              key={c.placeId}
              href={`#card-${c.placeId}`}
              aria-label={`${i + 1}. ${c.name}`}
              data-marker={c.placeId}
              data-highlighted={active || undefined}
              onMouseEnter={() => onHighlight?.(c.placeId)}
              onMouseLeave={() => onHighlight?.(null)}
              onFocus={() => onHighlight?.(c.placeId)}
              onClick={(e) => {
                if (!onSelect) return;
                e.preventDefault();
                onSelect(c.placeId);
              }}
            >
              <g transform={`translate(${x(c.lng!)} ${y(c.lat!)})`}>
                <path
                  d="M0 0c-9-12-15-19-15-27a15 15 0 0 1 30 0c0 8-6 15-15 27Z"
                  fill={active ? "#1c1917" : "#d2380c"}
                  stroke="#fff"
                  strokeWidth="2"
                />
                <text y="-22" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
                  {i + 1}
                </text>
              </g>
            </a>
          );
        })}
        <g transform={`translate(16 ${H - 24})`}>
          <line x1="0" y1="0" x2={kmPx} y2="0" stroke="#1c1917" strokeWidth="3" />
          <text x={kmPx + 8} y="5" fontSize="14" fill="#1c1917">
            1 km
          </text>
        </g>
      </svg>
      <p className="absolute bottom-2 right-3 rounded bg-white/80 px-2 py-0.5 text-xs text-stone-600">
        Schematic map · positions to scale
      </p>
    </div>
  );
}
