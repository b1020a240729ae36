/** /l/{token} and /mobile/l/{token}: a shared list by its secret link. */
export { pageHeaders as headers } from "~/modules/http/streaming.server";
export { clientLoader, default, handle, meta } from "~/pages/list-route";
export { listRouteLoader as loader } from "~/pages/lists.server";
