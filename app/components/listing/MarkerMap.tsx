import { escapeHtml } from "~/modules/html";
import { useT } from "~/modules/i18n/react";
import type { Translator } from "~/modules/i18n/translator";
import type { Card } from "~/modules/listing/card";

/** Positions to a tenth of a pixel of the 600x800 drawing: finer digits change nothing on screen. */
const round = (n: number) => Math.round(n * 10) / 10;

interface Props {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  className?: string;
}

/**
 * A server-rendered marker map: the results' positions projected around the searched place, with
 * numbered markers that link to their cards. It needs no tiles and no JavaScript: it is the map without
 * JavaScript, and with it the picture shown until the interactive map (which links markers and cards
 * both ways) is ready. Its markers have no behaviour of their own beyond their links, so they are one
 * piece of markup rather than three React elements each.
 */
export function MarkerMap({ cards, center, className = "" }: Props) {
  const t = useT();
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
        aria-label={t.t("listing.map.label", { count: points.length })}
      >
        <defs>
          <pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="#dbe4d3" strokeWidth="1" />
          </pattern>
          <path
            id="map-pin"
            d="M0 0c-9-12-15-19-15-27a15 15 0 0 1 30 0c0 8-6 15-15 27Z"
            stroke="#fff"
            strokeWidth="2"
          />
        </defs>
        <rect width={W} height={H} fill="url(#grid)" />
        <circle
          cx={round(x(center.lng))}
          cy={round(y(center.lat))}
          r={round(Math.max(30, kmPx))}
          fill="#d2380c"
          opacity="0.08"
        />
        <circle cx={round(x(center.lng))} cy={round(y(center.lat))} r="6" fill="#1c1917" />
        {/* Text and pins inherit from the group: twenty markers need only their position and number. */}
        <g
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="#fff"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: every name and id is escaped by markersMarkup
          dangerouslySetInnerHTML={{ __html: markersMarkup(t, points, x, y) }}
        />
        <g transform={`translate(16 ${H - 24})`}>
          <line x1="0" y1="0" x2={round(kmPx)} y2="0" stroke="#1c1917" strokeWidth="3" />
          <text x={round(kmPx + 8)} y="5" fontSize="14" fill="#1c1917">
            {t.t("listing.map.scale", { distance: 1 })}
          </text>
        </g>
      </svg>
      <p className="absolute bottom-2 end-3 rounded bg-white/80 px-2 py-0.5 text-xs text-stone-600">
        {t.t("listing.map.schematic")}
      </p>
    </div>
  );
}

/** Each marker: a link to its card, the pin (drawn in the brand colour) and its number, in the page's language. */
function markersMarkup(
  t: Translator,
  points: readonly Card[],
  x: (lng: number) => number,
  y: (lat: number) => number,
): string {
  let html = "";
  points.forEach((c, i) => {
    const [px, py] = [round(x(c.lng!)), round(y(c.lat!))];
    const id = escapeHtml(c.placeId);
    const label = t.t("listing.map.marker", { number: i + 1, name: c.name });
    html +=
      `<a href="#card-${id}" aria-label="${escapeHtml(label)}" data-marker="${id}">` +
      `<use href="#map-pin" x="${px}" y="${py}" fill="#d2380c"></use><text x="${px}" y="${round(py - 22)}">${escapeHtml(t.number(i + 1))}</text></a>`;
  });
  return html;
}
