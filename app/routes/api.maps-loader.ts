/** GET /api/maps-loader -> { scriptUrl, mapId? }: the Maps JavaScript API's address with the browser key. */
export { mapsScriptLoader as loader } from "~/pages/maps-api.server";
