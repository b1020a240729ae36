/** /lists/{id} and /mobile/lists/{id}: a list by its id (its owner's; everyone's when public). */
export { pageHeaders as headers } from "~/modules/http/streaming.server";
export { clientLoader, default, handle, meta } from "~/pages/list-route";
export { listRouteLoader as loader } from "~/pages/lists.server";
