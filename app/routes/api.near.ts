/** GET /api/near?location=lat,lng[&mobile=1] -> { near } for 'Use my precise location'. */
export { nearLoader as loader } from "~/pages/places-api.server";
