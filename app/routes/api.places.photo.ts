/** GET /api/places/photo?ref=&sig=&maxwidth=&maxheight= -> a place photo, from the provider through the edge cache. */
export { placePhotoLoader as loader } from "~/pages/places-api.server";
