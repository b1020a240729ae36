/**
 * The names a basemap tile carries, in the page's language where the data has the name in it (`name:ja`...),
 * else the local name, each with how it looks and from which zoom it shows; in the tile's own units, ready to
 * be laid out over the view by ./labels. Found in the basemap's worker (./basemap-worker), or on the page where
 * a browser has no worker canvas.
 */
import type { VectorTile, VectorTileFeature } from "@mapbox/vector-tile";

type Point = [number, number];

export interface Look {
  /** Lower is placed first. */
  rank: number;
  font: string;
  /** The font's size in pixels. */
  size: number;
  color: string;
  /** The first zoom the name shows at. */
  minZoom: number;
}

const FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans', sans-serif";
const INK = "#4a463f";
const WATER_INK = "#2f6a87";

const PLACES: Record<string, Look> = {
  city: { rank: 0, font: `600 16px ${FONT}`, size: 16, color: "#2f2c27", minZoom: 8 },
  town: { rank: 1, font: `600 14px ${FONT}`, size: 14, color: "#2f2c27", minZoom: 9 },
  village: { rank: 2, font: `600 13px ${FONT}`, size: 13, color: INK, minZoom: 11 },
  suburb: { rank: 3, font: `500 13px ${FONT}`, size: 13, color: "#6b655c", minZoom: 13 },
  quarter: { rank: 5, font: `500 12px ${FONT}`, size: 12, color: "#6b655c", minZoom: 14 },
  neighbourhood: { rank: 5, font: `500 12px ${FONT}`, size: 12, color: "#6b655c", minZoom: 15 },
};
const ROADS: Record<string, Look> = {
  motorway: { rank: 4, font: `500 12px ${FONT}`, size: 12, color: INK, minZoom: 12 },
  primary: { rank: 4, font: `500 12px ${FONT}`, size: 12, color: INK, minZoom: 13 },
  secondary: { rank: 6, font: `500 12px ${FONT}`, size: 12, color: INK, minZoom: 14 },
  tertiary: { rank: 6, font: `500 11px ${FONT}`, size: 11, color: INK, minZoom: 15 },
  minor: { rank: 7, font: `11px ${FONT}`, size: 11, color: INK, minZoom: 16 },
  service: { rank: 8, font: `11px ${FONT}`, size: 11, color: INK, minZoom: 17 },
  path: { rank: 8, font: `11px ${FONT}`, size: 11, color: INK, minZoom: 17 },
};
const WATER: Look = { rank: 4, font: `italic 500 12px ${FONT}`, size: 12, color: WATER_INK, minZoom: 13 };
const WATERWAY: Look = { rank: 6, font: `italic 11px ${FONT}`, size: 11, color: WATER_INK, minZoom: 14 };

/** A name found in a tile, in the tile's own units (0 to 1 across). */
export interface Candidate {
  text: string;
  look: Look;
  point?: Point;
  line?: Point[];
}

/** The feature's name in `language` where the data has one, else its local name. */
function nameOf(feature: VectorTileFeature, language: string): string {
  const own = feature.properties[`name:${language}`];
  const local = feature.properties.name;
  return String(typeof own === "string" && own ? own : (local ?? "")).trim();
}

/** The names of one tile, kept as long as the tile is. */
export function candidates(tile: VectorTile, language: string): Candidate[] {
  const found: Candidate[] = [];
  const each = (layer: string, look: (f: VectorTileFeature) => Look | undefined, asLine: boolean) => {
    const source = tile.layers[layer];
    if (!source) return;
    for (let i = 0; i < source.length; i++) {
      const feature = source.feature(i);
      const text = nameOf(feature, language);
      const style = text ? look(feature) : undefined;
      if (!style) continue;
      const scale = 1 / feature.extent;
      const rings = feature.loadGeometry();
      if (asLine)
        for (const ring of rings) found.push({ text, look: style, line: ring.map((p) => [p.x * scale, p.y * scale]) });
      else if (rings[0]?.[0]) found.push({ text, look: style, point: [rings[0][0].x * scale, rings[0][0].y * scale] });
    }
  };
  each("place", (f) => PLACES[String(f.properties.class)], false);
  each("water_name", () => WATER, false);
  each("road", (f) => ROADS[String(f.properties.class)], true);
  each("waterway", () => WATERWAY, true);
  return found;
}
