/** GET /api/places/autocomplete?input=&types=&sessiontoken= -> { predictions, cached }: the search box's suggestions. */
export { autocompleteLoader as loader } from "~/pages/places-api.server";
