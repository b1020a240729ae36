import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listExportLoader } from "~/pages/lists.server";

/** GET /lists/{id}/export/{csv|geojson|kml}: one of the signed-in person's lists as a download, with its notes. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  listExportLoader({ request, context, mobile: false }, params.id, params.format);
