/** GET /tiles/{z}/{x}/{y}.mvt -> a tile of the guide's own basemap. */
export { tileLoader as loader } from "~/pages/maps-api.server";
