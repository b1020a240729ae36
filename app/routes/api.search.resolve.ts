/** GET /api/search/resolve?q=…: where the search box's text leads, as JSON. */
export { searchResolveLoader as loader } from "~/pages/search.server";
