/** GET /api/maps/static?markers=&size=&sig= -> a Google Static Maps image of a listing's markers. */
export { staticMapLoader as loader } from "~/pages/maps-api.server";
