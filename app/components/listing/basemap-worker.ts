/**
 * The basemap's worker: reads and draws the guide's vector tiles off the page's thread, and finds each tile's
 * names, which the page lays out over the view (./labels).
 *
 * - A tile is drawn whole on the worker's one canvas and handed to the page as one finished bitmap: the page's
 *   frames show a tile either blank or complete, and the browser composites it once, not after each slice of
 *   its drawing.
 * - Tiles are drawn one at a time, in the order asked (Leaflet asks for the middle of the view first), so each
 *   shows as soon as it is drawn rather than all at the end; their bytes are fetched at once, while earlier
 *   tiles are drawn. A tile the map has let go of (panned or zoomed away) before its turn is not drawn.
 *
 * Messages in: { kind: "draw", id, url, pixels, view }, { kind: "cancel", id } and { kind: "names", id, url,
 * language }, where `url` is the tile's address and `pixels` the side of its canvas; out: { id, bitmap } when a
 * tile is drawn (no bitmap: nothing drawn there), { id, names } with a tile's names (null: none).
 */
import { drawTile, type TileView, tileAt } from "./tile-draw";
import { candidates } from "./tile-names";

type DrawRequest = { kind: "draw"; id: number; url: string; pixels: number; view: TileView };

export type WorkerRequest =
  | DrawRequest
  | { kind: "cancel"; id: number }
  | { kind: "names"; id: number; url: string; language: string };

/** Tiles waiting for their turn, in the order asked. */
const queue: DrawRequest[] = [];
let drawing = false;
/** One canvas for every tile: its bitmap is handed over after each, which leaves it blank for the next. */
const canvas = new OffscreenCanvas(256, 256);

async function drawQueued() {
  if (drawing) return;
  drawing = true;
  try {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const tile = await tileAt(request.url);
      if (!tile) {
        self.postMessage({ id: request.id });
        continue;
      }
      if (canvas.width !== request.pixels) canvas.width = canvas.height = request.pixels;
      await drawTile(canvas, tile, request.view);
      const bitmap = canvas.transferToImageBitmap();
      self.postMessage({ id: request.id, bitmap }, { transfer: [bitmap] });
    }
  } finally {
    drawing = false;
  }
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === "cancel") {
    // Taken out of the queue, and answered as drawing nothing (the page lets go of what it waited for).
    const at = queue.findIndex((waiting) => waiting.id === request.id);
    if (at >= 0) self.postMessage({ id: queue.splice(at, 1)[0]!.id });
    return;
  }
  // The tile's bytes are fetched now (and kept), whatever its turn.
  const tile = tileAt(request.url);
  if (request.kind === "draw") {
    queue.push(request);
    void drawQueued();
    return;
  }
  // The page keeps each tile's names while the map is near it: they are found once.
  const found = await tile;
  self.postMessage({ id: request.id, names: found ? candidates(found, request.language) : null });
};
