/** GET /api/places/search?query=&location=lat,lng&radius=5000 -> { results, cached }. */
export { placesSearchLoader as loader } from "~/pages/places-api.server";
