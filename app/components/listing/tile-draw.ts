/**
 * The basemap's tiles read and drawn: fetched from /tiles/{z}/{x}/{y}.mvt (sent gzipped as stored, unpacked
 * here), decoded by @mapbox/vector-tile (Mapbox's reader of the format), and drawn in the guide's quiet colours:
 * water, parks, land use, buildings and streets. Used by the basemap's worker (./basemap-worker), and on the
 * page itself where a browser cannot draw off the page.
 */
import { VectorTile } from "@mapbox/vector-tile";
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

type Point = [number, number];

/** A feature of a tile: its geometry type, its class, and its rings in the tile's units (0 to 1), and their box. */
interface Shape {
  type: number;
  cls: string;
  rings: Point[][];
  box: [x0: number, y0: number, x1: number, y1: number];
}

/**
 * Tiles' features decoded, by layer, for the tiles drawn last: a closer zoom than the basemap's last draws four
 * to sixteen canvas tiles from one vector tile, and each decoded it all again.
 */
const decoded = boundedCache<VectorTile, Map<string, Shape[]>>({ max: 4 });

/** The features of `tile`'s layer `name`, decoded in pieces (`breathe` ends the task between them). */
async function shapesOf(tile: VectorTile, name: string, breathe: () => Promise<void>): Promise<Shape[]> {
  const layers = decoded.getOrSet(tile, () => new Map());
  const known = layers.get(name);
  if (known) return known;
  const shapes: Shape[] = [];
  const layer = tile.layers[name];
  for (let i = 0; layer && i < layer.length; i++) {
    const feature = layer.feature(i);
    const scale = 1 / feature.extent;
    const box: Shape["box"] = [Infinity, Infinity, -Infinity, -Infinity];
    const rings = feature.loadGeometry().map((ring) =>
      ring.map((p): Point => {
        const [x, y] = [p.x * scale, p.y * scale];
        if (x < box[0]) box[0] = x;
        if (y < box[1]) box[1] = y;
        if (x > box[2]) box[2] = x;
        if (y > box[3]) box[3] = y;
        return [x, y];
      }),
    );
    shapes.push({ type: feature.type, cls: String(feature.properties.class ?? ""), rings, box });
    await breathe();
  }
  layers.set(name, shapes);
  return shapes;
}

/** Pixels drawn past a feature's box (half the widest street with its casing, and a margin). */
const REACH_PX = 10;

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
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  // What the canvas shows of the tile, in the tile's units: a closer zoom shows a part of it. Only features
  // that reach into it are drawn (at the closest zooms, one in sixteen of a tile's).
  const reach = REACH_PX / (view.size * view.scale);
  const [x0, y0] = [view.offsetX / view.scale - reach, view.offsetY / view.scale - reach];
  const [x1, y1] = [(view.offsetX + 1) / view.scale + reach, (view.offsetY + 1) / view.scale + reach];
  const shown = (shape: Shape) => shape.box[0] <= x1 && shape.box[2] >= x0 && shape.box[1] <= y1 && shape.box[3] >= y0;
  const [k, dx, dy] = [view.scale * view.size, view.offsetX * view.size, view.offsetY * view.size];
  /** Adds the shapes' rings to the canvas's path, in its pixels. */
  const trace = (shapes: Shape[]) => {
    for (const shape of shapes)
      for (const ring of shape.rings) {
        const [first, ...rest] = ring;
        if (!first) continue;
        ctx.moveTo(first[0] * k - dx, first[1] * k - dy);
        for (const [x, y] of rest) ctx.lineTo(x * k - dx, y * k - dy);
      }
  };
  /**
   * Each colour is drawn as one path (a fill or a stroke of all its shapes): thousands of buildings are one
   * fill, not thousands. Fills use the nonzero rule, so shapes of one colour that overlap are one area, and
   * holes (courtyards, islands) stay holes: the format winds a hole's ring against its outer ring.
   */
  const paint = (shapes: Shape[], draw: () => void) => {
    if (!shapes.length) return;
    ctx.beginPath();
    trace(shapes);
    draw();
  };
  for (const style of STYLES) {
    if (style.minZoom && view.zoom < style.minZoom) continue;
    const shapes = (await shapesOf(tile, style.layer, breathe)).filter(shown);
    if (style.kind === "fill") {
      const byColour = new Map<string, Shape[]>();
      for (const shape of shapes) {
        if (shape.type !== 3) continue;
        const colour = style.classes?.[shape.cls] ?? style.color;
        const group = byColour.get(colour);
        if (group) group.push(shape);
        else byColour.set(colour, [shape]);
      }
      for (const [colour, group] of byColour)
        paint(group, () => {
          ctx.fillStyle = colour;
          ctx.fill("nonzero");
        });
    } else
      paint(
        shapes.filter((shape) => shape.type === 2),
        () => {
          ctx.strokeStyle = style.color;
          ctx.lineWidth = style.width(view.zoom);
          ctx.stroke();
        },
      );
    await breathe();
  }
  const roads = (await shapesOf(tile, "road", breathe)).filter(
    (shape) => shape.type === 2 && ROADS[shape.cls] && shown(shape),
  );
  // Casings first, then the streets over them, each class over the smaller ones.
  for (const casing of [true, false])
    for (const cls of ROAD_ORDER) {
      if (casing && (cls === "path" || cls === "rail")) continue;
      const look = ROADS[cls]!;
      paint(
        roads.filter((road) => road.cls === cls),
        () => {
          ctx.strokeStyle = casing ? CASING : look.color;
          ctx.lineWidth = look.width(view.zoom) + (casing ? 1.5 : 0);
          ctx.stroke();
        },
      );
      await breathe();
    }
}
