/**
 * The guide's own basemap on the open map: its vector tiles (/tiles/{z}/{x}/{y}.mvt, made by
 * `npm run tiles:build`) on canvas tiles of a Leaflet GridLayer, under the markers, drawn by ./tile-draw in a
 * worker of their own (./basemap-worker) where the browser can draw off the page. Zooms past the basemap's last
 * are drawn from its closest tile, scaled (vectors stay sharp). The names (towns, streets, water) are found in
 * the tiles by ./tile-names and laid out over the whole view by ./labels. Loaded on demand, in its own chunk,
 * only when a map shows the guide's tiles.
 */
import L from "leaflet";
import { boundedCache } from "~/modules/bounded-cache";
import { BASEMAP_MAX_ZOOM, BASEMAP_MIN_ZOOM } from "~/modules/maps";
import type { WorkerRequest } from "./basemap-worker";
import { labelLayer } from "./labels";
import { afterFrame, nextTask } from "./slices";
import { drawTile, type TileView, tileAt } from "./tile-draw";
import { type Candidate, candidates } from "./tile-names";

/** A tile's address, from the template (`/tiles/{z}/{x}/{y}.mvt`). */
const address = (template: string, z: number, x: number, y: number) =>
  template.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y));

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** How the basemap's canvas tiles are drawn: `draw` one; `cancel` one the map let go of before it was drawn. */
interface Painter {
  draw(canvas: HTMLCanvasElement, url: string, view: TileView): Promise<void>;
  cancel(canvas: HTMLCanvasElement): void;
}

/** What the basemap's worker answers: a drawn tile's bitmap, or a tile's names. */
type WorkerReply = { id: number; bitmap?: ImageBitmap; names?: Candidate[] | null };

/**
 * How tiles are drawn and their names found: by the basemap's worker where the browser can draw off the page
 * (OffscreenCanvas; every current browser), else on the page. One worker for the page, started with the map.
 */
function renderer(language: string): Painter & { names: (url: string) => Promise<Candidate[] | null> } {
  const inPage = {
    cancel: () => {},
    draw: async (canvas: HTMLCanvasElement, url: string, view: TileView) => {
      const tile = await tileAt(url);
      // Each tile is drawn in tasks of its own: a zoom's or a pan's own task stays short.
      await nextTask();
      if (tile) await drawTile(canvas, tile, view);
    },
    names: async (url: string) => {
      const tile = await tileAt(url);
      return tile ? candidates(tile, language) : null;
    },
  };
  if (typeof OffscreenCanvas === "undefined" || typeof ImageBitmapRenderingContext === "undefined") return inPage;
  let worker: Worker | null;
  try {
    worker = new Worker(new URL("./basemap-worker.ts", import.meta.url), { type: "module" });
  } catch {
    return inPage;
  }
  const waiting = new Map<number, (reply: WorkerReply | null) => void>();
  let next = 0;
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  // A worker that cannot run (blocked, or failed to load): the tiles it had stay blank, the next are drawn here.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  };
  /** The canvases the worker has yet to draw, and what it was asked for each. */
  const asked = new WeakMap<HTMLCanvasElement, number>();
  const ask = (request: DistributiveOmit<WorkerRequest, "id">, canvas?: HTMLCanvasElement) =>
    new Promise<WorkerReply | null>((settle) => {
      const id = ++next;
      waiting.set(id, settle);
      if (canvas) asked.set(canvas, id);
      worker!.postMessage({ ...request, id });
    });
  return {
    cancel: (canvas) => {
      const id = asked.get(canvas);
      if (id !== undefined) worker?.postMessage({ kind: "cancel", id } satisfies WorkerRequest);
    },
    draw: async (canvas, url, view) => {
      if (!worker) return inPage.draw(canvas, url, view);
      const reply = await ask({ kind: "draw", url, pixels: canvas.width, view }, canvas);
      asked.delete(canvas);
      // The finished tile is handed over whole (no copy): one paint of the canvas, in the task it arrives in.
      if (reply?.bitmap) canvas.getContext("bitmaprenderer")?.transferFromImageBitmap(reply.bitmap);
    },
    names: async (url) => (worker ? ((await ask({ kind: "names", url, language }))?.names ?? null) : inPage.names(url)),
  };
}

/**
 * The basemap for the tile URL template `template`, crediting `attribution`: its shapes and, above them, its
 * names in `language` (an OpenStreetMap language key: 'ja', 'pt') where the data has them.
 */
export function basemapLayer(template: string, attribution: string, language: string): L.LayerGroup {
  const { names, ...painter } = renderer(language);
  // Each tile's names are asked for once while the map is near it (every move lays out the view's names).
  const known = boundedCache<string, Promise<Candidate[] | null>>({ max: 96 });
  return L.layerGroup([
    shapesLayer(template, painter, attribution),
    labelLayer((z, x, y) => {
      const url = address(template, z, x, y);
      return known.getOrSet(url, () => names(url));
    }),
  ]);
}

/** What of Leaflet's GridLayer a zoom goes through (its own, unexported members). */
interface Grid {
  _map: L.Map | null;
  _tileZoom: number | undefined;
  _setZoomTransforms(center: L.LatLng, zoom: number): void;
  _resetView(event?: { pinch?: boolean; flyTo?: boolean }): void;
  _setView(center: L.LatLng, zoom: number, noPrune?: boolean): void;
  _onMoveEnd(): void;
  getEvents(): Record<string, L.LeafletEventHandlerFn>;
}
const grid = L.GridLayer.prototype as unknown as Grid;

function shapesLayer(template: string, painter: Painter, attribution: string): L.GridLayer {
  /** A zoom's tiles are to be made once its frame is drawn. */
  let tilesDue = false;
  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback) {
      const canvas = document.createElement("canvas");
      const size = (this as L.GridLayer).getTileSize().x;
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = canvas.height = size * ratio;
      const zoom = Math.min(coords.z, BASEMAP_MAX_ZOOM);
      const scale = 2 ** (coords.z - zoom);
      const [x, y] = [Math.floor(coords.x / scale), Math.floor(coords.y / scale)];
      if (zoom < BASEMAP_MIN_ZOOM) {
        queueMicrotask(() => done(undefined, canvas));
        return canvas;
      }
      const view = { zoom: coords.z, size, scale, offsetX: coords.x - x * scale, offsetY: coords.y - y * scale };
      void painter.draw(canvas, address(template, zoom, x, y), view).then(() => done(undefined, canvas));
      return canvas;
    },
    // A zoom (or a jump) keeps the tiles on screen, scaled to it, until its own tiles are drawn over them, as
    // maps do; Leaflet would empty the map first, and show the land's colour until then.
    getEvents(this: Grid) {
      const events = grid.getEvents.call(this);
      delete events.viewprereset;
      return events;
    },
    // The zoom's own frame shows the tiles there are, scaled to it, and the markers where they now are; the
    // zoom's tiles are made after that frame. They are blank until the worker has drawn them, so the frame
    // would show nothing more for them: making them (Leaflet's view reset) was most of a zoom's own task.
    _resetView(this: Grid, event?: { pinch?: boolean; flyTo?: boolean }) {
      if (this._tileZoom === undefined || event?.pinch || event?.flyTo) return grid._resetView.call(this, event);
      const map = this._map!;
      this._setZoomTransforms(map.getCenter(), map.getZoom());
      if (tilesDue) return;
      tilesDue = true;
      void afterFrame().then(() => {
        tilesDue = false;
        // The tiles before stay until the zoom's own come (each arrival lets go of those it covers): making the
        // zoom's tiles and removing the others are not one task.
        if (this._map) this._setView(this._map.getCenter(), this._map.getZoom(), true);
      });
    },
    // The move's end makes no tiles of the zoom before: the zoom's own come just after.
    _onMoveEnd(this: Grid) {
      if (!tilesDue) grid._onMoveEnd.call(this);
    },
  });
  const layer = new (Layer as unknown as new (options: L.GridLayerOptions) => L.GridLayer)({
    attribution,
    maxZoom: 19,
    className: "ts-basemap",
  });
  // A tile panned or zoomed away before it was drawn is not drawn.
  layer.on("tileunload", (event) => painter.cancel((event as L.TileEvent).tile as unknown as HTMLCanvasElement));
  return layer;
}
