/**
 * The basemap's names: towns and neighbourhoods, streets along their streets, rivers and lakes. They are laid
 * out over the whole view at once, after each move (not tile by tile, so no name is cut at a tile's edge or
 * drawn twice), in the page's language where the data has the name in it (`name:ja`...), else the local name.
 *
 * - The most important names go first: towns, then neighbourhoods and main streets, water, then small streets;
 *   a name that would touch one already placed, or a marker, is left out. Markers stay readable.
 * - A street's name is written along the straightest stretch of it that holds the whole name, upright. A name
 *   is drawn as one string, so the browser shapes it (Arabic's joined letters, CJK) and orders it (right to
 *   left where the name is written so); a white halo keeps it readable over streets and water.
 * - The same name is not repeated within a short distance (a street is many ways in the data).
 */
import L from "leaflet";
import { boundedCache } from "~/modules/bounded-cache";
import { BASEMAP_MAX_ZOOM, BASEMAP_MIN_ZOOM } from "~/modules/maps";
import { type Box, MARKERS_DRAWN, overlaps } from "./marker-groups";
import { nextTask, slices } from "./slices";
import type { Candidate, Look } from "./tile-names";

/** The names of the basemap's tile z/x/y (null where it has none). */
export type NameSource = (z: number, x: number, y: number) => Promise<Candidate[] | null>;

type Point = [number, number];

/** The white round each name, which keeps it readable over streets and water. */
const HALO = "rgba(255, 255, 255, 0.9)";
/** A name this close (pixels) to the same name already placed is not drawn again. */
const REPEAT_PX = 320;
/** Space kept clear round a name and round a marker (pixels). */
const PAD = 3;
/** A street's stretch is straight enough for a name while it turns by less than this (radians) between points. */
const STRAIGHT = 0.35;

/** Scripts written right to left (Hebrew, Arabic and their presentation forms). */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * The straightest stretch of `line` (pixels) at least `length` long: its middle and its angle (kept upright),
 * or null when no stretch of the line is long and straight enough.
 */
function stretch(line: Point[], length: number): { at: Point; angle: number } | null {
  let best: { at: Point; angle: number; span: number } | null = null;
  for (let start = 0; start < line.length - 1; ) {
    let end = start + 1;
    let heading = Math.atan2(line[end]![1] - line[start]![1], line[end]![0] - line[start]![0]);
    while (end < line.length - 1) {
      const next = Math.atan2(line[end + 1]![1] - line[end]![1], line[end + 1]![0] - line[end]![0]);
      const turn = Math.abs(((next - heading + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
      if (turn > STRAIGHT) break;
      heading = next;
      end++;
    }
    const [a, b] = [line[start]!, line[end]!];
    const span = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (span >= length && (!best || span > best.span)) {
      let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
      if (angle > Math.PI / 2) angle -= Math.PI;
      else if (angle < -Math.PI / 2) angle += Math.PI;
      best = { at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], angle, span };
    }
    start = end;
  }
  return best;
}

/** The boxes a name of `width` by `height` covers, centred on `at` and turned by `angle`: squares along it. */
function boxesAlong(at: Point, angle: number, width: number, height: number): Box[] {
  const steps = Math.max(1, Math.ceil(width / height));
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const half = height / 2 + PAD;
  const boxes: Box[] = [];
  for (let i = 0; i < steps; i++) {
    const along = -width / 2 + (width * (i + 0.5)) / steps;
    const [x, y] = [at[0] + dx * along, at[1] + dy * along];
    boxes.push([x - half, y - half, x + half, y + half]);
  }
  return boxes;
}

/** The names over the view of `map`, on one canvas in a pane of their own, above the basemap and below markers. */
export function labelLayer(names: NameSource): L.Layer {
  let canvas: HTMLCanvasElement | null = null;
  let round = 0;
  /** The zoom the names were last laid out for. */
  let laidOut: number | null = null;
  /** Names' widths by font: measuring text is the slow part of laying names out. */
  const widths = boundedCache<string, number>({ max: 4000 });

  const clear = () => {
    round++;
    canvas?.getContext("2d")?.clearRect(0, 0, canvas.width, canvas.height);
  };

  async function draw(map: L.Map) {
    if (!canvas) return;
    const mine = ++round;
    // Laid out in tasks of their own, a few milliseconds each, after the move's own task: the frames of a
    // pan or a zoom are drawn first, and a newer move stops an older layout.
    const breathe = slices();
    const pause = async () => {
      await breathe();
      return mine === round && canvas !== null;
    };
    await nextTask();
    if (mine !== round) return;
    const zoom = map.getZoom();
    laidOut = zoom;
    const tileZoom = Math.min(zoom, BASEMAP_MAX_ZOOM);
    if (tileZoom < BASEMAP_MIN_ZOOM) return clear();
    const size = map.getSize();
    // Where the view's corner is, in the world's pixels and in the map's layer: the names are laid out from
    // it, and their canvas put there, even if the map moves while they are laid out.
    const origin = map.project(map.containerPointToLatLng([0, 0]), zoom);
    const corner = map.containerPointToLayerPoint([0, 0]);
    // A tile of the basemap's zoom spans `span` pixels at the map's zoom.
    const span = 256 * 2 ** (zoom - tileZoom);
    const last = 2 ** tileZoom - 1;
    const range = (from: number, length: number) => [
      Math.max(0, Math.floor(from / span)),
      Math.min(last, Math.floor((from + length) / span)),
    ];
    const [x0, x1] = range(origin.x, size.x);
    const [y0, y1] = range(origin.y, size.y);
    const wanted: Promise<{ list: Candidate[] | null; x: number; y: number }>[] = [];
    for (let x = x0!; x <= x1!; x++)
      for (let y = y0!; y <= y1!; y++) wanted.push(names(tileZoom, x, y).then((list) => ({ list, x, y })));
    const loaded = await Promise.all(wanted);
    if (mine !== round || !canvas) return;

    const toView = (x: number, y: number, p: Point): Point => [
      (x + p[0]) * span - origin.x,
      (y + p[1]) * span - origin.y,
    ];
    const named: { text: string; look: Look; point?: Point; line?: Point[] }[] = [];
    for (const { list, x, y } of loaded) {
      if (!list || !(await pause())) continue;
      for (const c of list) {
        if (zoom < c.look.minZoom) continue;
        named.push({
          text: c.text,
          look: c.look,
          point: c.point && toView(x, y, c.point),
          line: c.line?.map((p) => toView(x, y, p)),
        });
      }
    }
    if (mine !== round || !canvas) return;
    named.sort((a, b) => a.look.rank - b.look.rank);

    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const ctx = canvas.getContext("2d");
    if (!ctx) return;

    // Markers (and clusters) are kept clear: their numbers are what the visitor reads the map by.
    const frame = map.getContainer().getBoundingClientRect();
    const taken: Box[] = [...map.getPane("markerPane")!.querySelectorAll<HTMLElement>(".ts-marker")].map((m) => {
      const r = m.getBoundingClientRect();
      return [
        r.left - frame.left - PAD,
        r.top - frame.top - PAD,
        r.right - frame.left + PAD,
        r.bottom - frame.top + PAD,
      ];
    });
    const placed = new Map<string, Point[]>();
    const drawn: { name: string; boxes: Box[] }[] = [];
    const inView = (p: Point) => p[0] >= 0 && p[1] >= 0 && p[0] <= size.x && p[1] <= size.y;

    const spots: { name: (typeof named)[number]; at: Point; angle: number }[] = [];
    for (const name of named) {
      if (!(await pause())) return;
      ctx.font = name.look.font;
      const width = widths.getOrSet(`${name.look.font}|${name.text}`, () => ctx.measureText(name.text).width);
      const height = name.look.size + 2;
      const spot = name.point ? { at: name.point, angle: 0 } : stretch(name.line ?? [], width + 2 * PAD);
      if (!spot || !inView(spot.at)) continue;
      const near = placed.get(name.text);
      if (near?.some((p) => Math.hypot(p[0] - spot.at[0], p[1] - spot.at[1]) < REPEAT_PX)) continue;
      const boxes = boxesAlong(spot.at, spot.angle, width, height);
      if (boxes.some((b) => b[0] < 0 || b[1] < 0 || b[2] > size.x || b[3] > size.y)) continue;
      if (boxes.some((b) => taken.some((t) => overlaps(b, t)))) continue;
      taken.push(...boxes);
      placed.set(name.text, [...(near ?? []), spot.at]);
      drawn.push({ name: name.text, boxes });
      spots.push({ name, ...spot });
    }
    // Drawn at once, on a canvas the size of the view (resized only when the view is), where it now is.
    if (canvas.width !== size.x * ratio || canvas.height !== size.y * ratio) {
      canvas.width = size.x * ratio;
      canvas.height = size.y * ratio;
      canvas.style.width = `${size.x}px`;
      canvas.style.height = `${size.y}px`;
    }
    L.DomUtil.setPosition(canvas, corner);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.lineJoin = "round";
    ctx.lineWidth = 3;
    ctx.strokeStyle = HALO;
    for (const { name, at, angle } of spots) {
      ctx.save();
      ctx.translate(at[0], at[1]);
      ctx.rotate(angle);
      ctx.font = name.look.font;
      ctx.direction = RTL.test(name.text) ? "rtl" : "ltr";
      ctx.fillStyle = name.look.color;
      ctx.strokeText(name.text, 0, 0);
      ctx.fillText(name.text, 0, 0);
      ctx.restore();
    }
    // What the canvas shows, for what reads the page rather than its pixels (the browser tests): each name
    // and the boxes it covers, in the map's pixels.
    canvas.dataset.names = JSON.stringify(drawn);
  }

  const Layer = L.Layer.extend({
    onAdd(this: L.Layer, map: L.Map) {
      const pane = map.getPane("ts-labels") ?? map.createPane("ts-labels");
      pane.style.zIndex = "450";
      pane.style.pointerEvents = "none";
      canvas = L.DomUtil.create("canvas", "ts-labels", pane);
      canvas.setAttribute("aria-hidden", "true");
      void draw(map);
      return this;
    },
    onRemove() {
      canvas?.remove();
      canvas = null;
      round++;
      return this;
    },
    getEvents(this: L.Layer) {
      const map = (this as unknown as { _map: L.Map })._map;
      return {
        zoomstart: clear,
        // After a pan, at once; after a zoom, once the markers are regrouped for it (a frame or two later).
        moveend: () => map.getZoom() === laidOut && void draw(map),
        [MARKERS_DRAWN]: () => void draw(map),
        resize: () => void draw(map),
      };
    },
  });
  return new (Layer as unknown as new () => L.Layer)();
}
