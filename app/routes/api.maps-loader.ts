import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { MAPS_READY_CALLBACK } from "~/modules/maps";

/**
 * GET /api/maps-loader -> { scriptUrl, mapId? }: the Maps JavaScript API URL with the browser key (an
 * HTTP-referrer restricted key, separate from the server key) and the `callback` Google calls once the API is
 * ready; `mapId` (GOOGLE_MAPS_MAP_ID) lets markers be AdvancedMarkerElements. Without a browser key, listings
 * use the open demo map and this answers 404 with the spec's message. Asked for under a language's prefix
 * (/fr/api/maps-loader), the map's controls and labels come in that language (`language`).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const key = context.cloudflare.env.GOOGLE_MAPS_BROWSER_KEY?.trim();
  if (!key) return Response.json({ error: "No script URL returned from edge function" }, { status: 404 });
  const mapId = context.cloudflare.env.GOOGLE_MAPS_MAP_ID?.trim() || undefined;
  const params = new URLSearchParams({
    key,
    v: "weekly",
    loading: "async",
    callback: MAPS_READY_CALLBACK,
    language: context.locale.tag,
  });
  // The marker library is needed only for AdvancedMarkerElement, which needs a map ID.
  if (mapId) params.set("libraries", "marker");
  return Response.json(
    { scriptUrl: `https://maps.googleapis.com/maps/api/js?${params}`, ...(mapId ? { mapId } : {}) },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
