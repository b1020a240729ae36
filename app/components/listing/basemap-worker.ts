/**
 * The basemap's worker: reads and draws the guide's vector tiles off the page's thread, and finds each tile's
 * names, which the page lays out over the view (./labels). A tile is drawn whole on a canvas of the worker's
 * own and handed to the page as one finished bitmap: the page's frames show a tile either blank or complete,
 * and the browser composites it once, not after each slice of its drawing.
 *
 * Messages in: { kind: "draw", id, url, pixels, view } and { kind: "names", id, url, language }, where `url` is
 * the tile's address and `pixels` the side of its canvas; out: { id, bitmap } when a tile is drawn (no bitmap:
 * nothing to draw there), { id, names } with a tile's names (null: none).
 */
import { drawTile, type TileView, tileAt } from "./tile-draw";
import { candidates } from "./tile-names";

export type WorkerRequest =
  | { kind: "draw"; id: number; url: string; pixels: number; view: TileView }
  | { kind: "names"; id: number; url: string; language: string };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const tile = await tileAt(request.url);
  if (request.kind === "draw") {
    if (!tile) {
      self.postMessage({ id: request.id });
      return;
    }
    const canvas = new OffscreenCanvas(request.pixels, request.pixels);
    await drawTile(canvas, tile, request.view);
    const bitmap = canvas.transferToImageBitmap();
    self.postMessage({ id: request.id, bitmap }, { transfer: [bitmap] });
    return;
  }
  // The page keeps each tile's names while the map is near it: they are found once.
  self.postMessage({ id: request.id, names: tile ? candidates(tile, request.language) : null });
};
