import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/**
 * GET /api/maps-loader -> { scriptUrl }: the Maps JavaScript API URL with the
 * browser key (an HTTP-referrer restricted key, separate from the server key). Without one, listings use
 * the open demo map and this answers 404 with the spec's message.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const key = context.cloudflare.env.GOOGLE_MAPS_BROWSER_KEY?.trim();
  if (!key) return Response.json({ error: "No script URL returned from edge function" }, { status: 404 });
  const params = new URLSearchParams({ key, v: "weekly", libraries: "marker", loading: "async" });
  return Response.json(
    { scriptUrl: `https://maps.googleapis.com/maps/api/js?${params}` },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
}
