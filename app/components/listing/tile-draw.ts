/**
 * The basemap's tiles read and drawn: fetched from /tiles/{z}/{x}/{y}.mvt (sent gzipped as stored, unpacked
 * here), decoded by @mapbox/vector-tile (Mapbox's reader of the format), and drawn in the guide's quiet colours:
 * water, parks, land use, buildings and streets. Used by the basemap's worker (./basemap-worker), and on the
 * page itself where a browser cannot hand a canvas to a worker.
 */
import { VectorTile, type VectorTileLayer } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { boundedCache } from "~/modules/bounded-cache";
import { slices } from "./slices";

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Which part of a vector tile a canvas tile shows: its zoom, size in CSS pixels, and the zoom's scale and offset. */
export interface TileView {
  zoom: number;
  size: number;
  scale: number;
  offsetX: number;
  offsetY: number;
}

type Style =
  | { layer: string; kind: "fill"; color: string; classes?: Record<string, string>; minZoom?: number }
  | { layer: string; kind: "line"; color: string; width: (zoom: number) => number; minZoom?: number };

/** What is drawn, bottom to top. */
const STYLES: readonly Style[] = [
  { layer: "landuse", kind: "fill", color: "#efebe3", classes: { industrial: "#ebe7e4", railway: "#ebe7e4" } },
  { layer: "park", kind: "fill", color: "#dcebd0", classes: { beach: "#f6ecc9" } },
  { layer: "water", kind: "fill", color: "#b9d7e6" },
  { layer: "waterway", kind: "line", color: "#b9d7e6", width: (z) => (z >= 15 ? 3 : 1.5) },
  { layer: "building", kind: "fill", color: "#e5dfd6", minZoom: 15 },
];

/** Streets by class: width in pixels at a zoom, and colour. Drawn as a casing, then the fill. */
const ROADS: Record<string, { color: string; width: (zoom: number) => number }> = {
  motorway: { color: "#f7d9a6", width: (z) => Math.max(1.5, (z - 9) * 1.4) },
  primary: { color: "#fbe7bf", width: (z) => Math.max(1.2, (z - 10) * 1.3) },
  secondary: { color: "#ffffff", width: (z) => Math.max(1, (z - 11) * 1.2) },
  tertiary: { color: "#ffffff", width: (z) => Math.max(0.8, (z - 12) * 1.1) },
  minor: { color: "#ffffff", width: (z) => Math.max(0.6, (z - 13) * 1.1) },
  service: { color: "#ffffff", width: (z) => Math.max(0.5, (z - 14) * 0.9) },
  path: { color: "#e9dccb", width: (z) => Math.max(0.5, (z - 15) * 0.6 + 0.6) },
  rail: { color: "#c9c3bb", width: () => 1 },
};
const ROAD_ORDER = ["path", "service", "minor", "tertiary", "secondary", "primary", "motorway", "rail"];
const CASING = "#ddd6cb";

/** A tile's bytes: the guide sends them gzipped as they are stored (tilemaker's), and they are unpacked here. */
async function unpacked(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The tiles fetched lately (a closer zoom draws four to sixteen tiles from one), by address: 96 at most, the
 * least recently used out first.
 */
const fetched = boundedCache<string, Promise<VectorTile | null>>({ max: 96 });

/** The tile at `url` (a tile's address on /tiles), decoded; null where the basemap has none or it cannot be read. */
export function tileAt(url: string): Promise<VectorTile | null> {
  return fetched.getOrSet(url, () =>
    fetch(url, { credentials: "same-origin" })
      .then(async (res) => {
        if (!res.ok) return null;
        const bytes = await unpacked(new Uint8Array(await res.arrayBuffer()));
        return bytes.byteLength ? new VectorTile(new PbfReader(bytes)) : null;
      })
      // A tile that cannot be fetched or read leaves the land's colour: the markers are the map's point.
      .catch(() => null),
  );
}

/** The tile's features of one layer, with their geometry in the canvas's pixels. */
function* shapes(layer: VectorTileLayer | undefined, toPixel: (x: number, y: number) => [number, number]) {
  if (!layer) return;
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i);
    const scale = 1 / feature.extent;
    const rings = feature.loadGeometry().map((ring) => ring.map((p) => toPixel(p.x * scale, p.y * scale)));
    yield { type: feature.type, cls: String(feature.properties.class ?? ""), rings };
  }
}

function trace(ctx: Context, rings: [number, number][][]) {
  for (const ring of rings) {
    const [first, ...rest] = ring;
    if (!first) continue;
    ctx.moveTo(first[0], first[1]);
    for (const [x, y] of rest) ctx.lineTo(x, y);
  }
}

/**
 * Draws a vector tile (or the part of it a closer zoom shows) onto a canvas tile, in pieces (a city's tile is
 * thousands of buildings). No half-drawn tile shows: Leaflet keeps a tile hidden until it is said done.
 * On the page's canvas, or on an OffscreenCanvas in the basemap's worker: the same drawing either way.
 */
export async function drawTile(canvas: HTMLCanvasElement | OffscreenCanvas, tile: VectorTile, view: TileView) {
  const ctx = canvas.getContext("2d") as Context | null;
  if (!ctx) return;
  const breathe = slices();
  const ratio = canvas.width / view.size;
  ctx.scale(ratio, ratio);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  const toPixel = (x: number, y: number): [number, number] => [
    (x * view.scale - view.offsetX) * view.size,
    (y * view.scale - view.offsetY) * view.size,
  ];
  for (const style of STYLES) {
    if (style.minZoom && view.zoom < style.minZoom) continue;
    for (const shape of shapes(tile.layers[style.layer], toPixel)) {
      ctx.beginPath();
      trace(ctx, shape.rings);
      if (style.kind === "fill" && shape.type === 3) {
        ctx.fillStyle = style.classes?.[shape.cls] ?? style.color;
        ctx.fill("evenodd");
      } else if (style.kind === "line" && shape.type === 2) {
        ctx.strokeStyle = style.color;
        ctx.lineWidth = style.width(view.zoom);
        ctx.stroke();
      }
      await breathe();
    }
  }
  const roads = [];
  for (const shape of shapes(tile.layers.road, toPixel)) {
    if (shape.type === 2 && ROADS[shape.cls]) roads.push(shape);
    await breathe();
  }
  roads.sort((a, b) => ROAD_ORDER.indexOf(a.cls) - ROAD_ORDER.indexOf(b.cls));
  for (const casing of [true, false]) {
    for (const road of roads) {
      const look = ROADS[road.cls]!;
      if (casing && (road.cls === "path" || road.cls === "rail")) continue;
      ctx.beginPath();
      trace(ctx, road.rings);
      ctx.strokeStyle = casing ? CASING : look.color;
      ctx.lineWidth = look.width(view.zoom) + (casing ? 1.5 : 0);
      ctx.stroke();
      await breathe();
    }
  }
}
