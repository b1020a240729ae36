/**
 * The basemap's worker: reads and draws the guide's vector tiles off the page's thread. The page hands it each
 * tile's canvas (an OffscreenCanvas: the drawing and its raster happen here, so panning and zooming the map keep
 * their frames) and asks it for each tile's names, which the page lays out over the view (./labels).
 *
 * Messages in: { kind: "draw", id, url, canvas, view } and { kind: "names", id, url, language }, where `url` is
 * the tile's address; out: { id } when a tile is drawn, { id, names } with a tile's names (null: none).
 */
import { drawTile, type TileView, tileAt } from "./tile-draw";
import { candidates } from "./tile-names";

export type WorkerRequest =
  | { kind: "draw"; id: number; url: string; canvas: OffscreenCanvas; view: TileView }
  | { kind: "names"; id: number; url: string; language: string };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const tile = await tileAt(request.url);
  if (request.kind === "draw") {
    if (tile) await drawTile(request.canvas, tile, request.view);
    self.postMessage({ id: request.id });
    return;
  }
  // The page keeps each tile's names while the map is near it: they are found once.
  self.postMessage({ id: request.id, names: tile ? candidates(tile, request.language) : null });
};
