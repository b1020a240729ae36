/**
 * The basemap's worker: reads and draws the guide's vector tiles off the page's thread. The page hands it each
 * tile's canvas (an OffscreenCanvas: the drawing and its raster happen here, so panning and zooming the map keep
 * their frames) and asks it for each tile's names, which the page lays out over the view (./labels).
 *
 * Messages in: { kind: "draw", id, url, canvas, view } and { kind: "names", id, url, language }, where `url` is
 * the tile's address; out: { id } when a tile is drawn, { id, names } with a tile's names (null: none).
 */
import type { VectorTile } from "@mapbox/vector-tile";
import { drawTile, type TileView, tileAt } from "./tile-draw";
import { candidates } from "./tile-names";

export type WorkerRequest =
  | { kind: "draw"; id: number; url: string; canvas: OffscreenCanvas; view: TileView }
  | { kind: "names"; id: number; url: string; language: string };

/** The names found in a tile, once per tile and language (a tile stays in tileAt's cache while used). */
const named = new WeakMap<VectorTile, Map<string, ReturnType<typeof candidates>>>();

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const tile = await tileAt(request.url);
  if (request.kind === "draw") {
    if (tile) await drawTile(request.canvas, tile, request.view);
    self.postMessage({ id: request.id });
    return;
  }
  if (!tile) {
    self.postMessage({ id: request.id, names: null });
    return;
  }
  const byLanguage = named.get(tile) ?? new Map<string, ReturnType<typeof candidates>>();
  named.set(tile, byLanguage);
  const names = byLanguage.get(request.language) ?? candidates(tile, request.language);
  byLanguage.set(request.language, names);
  self.postMessage({ id: request.id, names });
};
