/** GET /api/places/details?place_id=&fields=details -> { result, cached }. */
export { placeDetailsLoader as loader } from "~/pages/places-api.server";
