/** GET /account/export/{csv|geojson|kml}: the signed-in user's favorites as a download. */
export { favoritesExportLoader as loader } from "~/pages/account.server";
