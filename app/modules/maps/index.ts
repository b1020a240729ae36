/**
 * Which map a listing shows. Google Places content must be shown on a
 * Google map: with the Google provider and a browser key, the Maps JavaScript API (loaded through
 * /api/maps-loader) and, without JavaScript, a Static Maps image through our own route (signed by the server:
 * app/modules/places/signed-urls.server.ts). The demo
 * provider's and OpenStreetMap's places go on an open map (Leaflet, over the guide's own basemap or a raster
 * tile server set by MAP_TILE_URL) and, without JavaScript, on the server-rendered marker map.
 */
import { providerChoice } from "~/modules/places/choice";

export const DEFAULT_CENTER = { lat: 40.7128, lng: -74.006 }; // New York
export const DEFAULT_ZOOM = 15;
export const SINGLE_PLACE_ZOOM = 17;

/**
 * The guide's own basemap (`npm run tiles:build`; served by /tiles/{z}/{x}/{y}.mvt): vector tiles, drawn in
 * the browser, for zooms BASEMAP_MIN_ZOOM to BASEMAP_MAX_ZOOM (closer zooms are drawn from the closest
 * tile). The default of the open map: a deployed guide relies on no one else's tile server (OpenStreetMap's
 * own tile servers do not allow an app's traffic).
 */
export const OWN_TILES = "/tiles/{z}/{x}/{y}.mvt";
/** The basemap's name in map_tilesets (one basemap, however many regions built it). */
export const BASEMAP_TILESET = "basemap";
/** The R2 key of a build's archive (PMTiles): each build writes its own, and map_tilesets names the visible one. */
export const basemapArchive = (generation: number) => `basemap/${generation}.pmtiles`;
export const BASEMAP_MIN_ZOOM = 8;
export const BASEMAP_MAX_ZOOM = 14;
/** The basemap's land, behind everything it draws (and where it has no tile). */
export const BASEMAP_LAND = "#f4f1ea";

export type MapConfig =
  | { kind: "google" }
  /** `attribution`: the operator's HTML for their tiles; unset, OpenStreetMap's credit in the page's language. */
  | { kind: "open"; tileUrl: string; attribution?: string }
  /** Google data but no browser key: only the static image can show it on a Google map. */
  | { kind: "google-static" };

export function mapConfig(env: Partial<Env>): MapConfig {
  if (providerChoice(env) === "google")
    return env.GOOGLE_MAPS_BROWSER_KEY?.trim() ? { kind: "google" } : { kind: "google-static" };
  return {
    kind: "open",
    tileUrl: env.MAP_TILE_URL?.trim() || OWN_TILES,
    attribution: env.MAP_TILE_ATTRIBUTION?.trim() || undefined,
  };
}

/** Static Maps labels are one character: 1-9, then A-Z. */
export function markerLabel(index: number): string {
  return index < 9 ? String(index + 1) : String.fromCharCode(65 + ((index - 9) % 26));
}

/**
 * The global function the Maps JavaScript API calls once it is ready (its `callback` parameter, as Google
 * documents for loading the API with a script tag).
 */
export const MAPS_READY_CALLBACK = "__tablescoutMapsReady";
