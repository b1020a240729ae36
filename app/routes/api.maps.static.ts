import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { parseQuery } from "~/modules/http/params";
import { markerLabel } from "~/modules/maps";

const Point = /^-?\d{1,2}(\.\d{1,6})?,-?\d{1,3}(\.\d{1,6})?$/;
const StaticParams = z.object({
  markers: z
    .string({ error: "markers is required" })
    .max(800)
    .refine(
      (s) => s.split("|").length <= 20 && s.split("|").every((p) => Point.test(p)),
      "markers must be up to 20 'lat,lng' points separated by '|'",
    ),
  size: z
    .string()
    .regex(/^\d{2,3}x\d{2,3}$/, "size must be WIDTHxHEIGHT")
    .default("640x640"),
});

/**
 * GET /api/maps/static?markers=lat,lng|lat,lng&size=640x640 -> a Google Static Maps image with numbered
 * markers, for listings of Google data when JavaScript is off (Google's terms require a Google map). The
 * key stays on the server. Without a Google key: 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const key = env.GOOGLE_MAPS_API_KEY?.trim();
  if (!key) return new Response("Static maps need a Google key", { status: 404 });
  const parsed = parseQuery(StaticParams, new URL(request.url));
  if (!parsed.ok) return new Response(parsed.error, { status: 400 });
  const [w, h] = parsed.data.size.split("x").map(Number) as [number, number];
  const params = new URLSearchParams({ size: `${Math.min(640, w)}x${Math.min(640, h)}`, scale: "2", key });
  const search = [
    params.toString(),
    ...parsed.data.markers
      .split("|")
      .map((p, i) => `markers=${encodeURIComponent(`color:red|label:${markerLabel(i)}|${p}`)}`),
  ].join("&");
  const base = (env.GOOGLE_STATIC_MAPS_BASE_URL || "https://maps.googleapis.com").replace(/\/$/, "");
  try {
    const res = await fetch(`${base}/maps/api/staticmap?${search}`, { signal: AbortSignal.timeout(8_000) });
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok || !type.startsWith("image/")) return new Response("Map image unavailable", { status: 404 });
    return new Response(res.body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=3600" } });
  } catch (error) {
    console.error("static map failed", error);
    return new Response("Map image unavailable", { status: 404 });
  }
}
