import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { isRateLimited } from "~/modules/http/rate-limit";
import { busyJson } from "~/modules/http/rate-limit.server";
import { plainText } from "~/modules/http/responses";
import { strictGoogleCaching } from "~/modules/http/strict-caching";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { markerLabel } from "~/modules/maps";
import { UrlSignature } from "~/modules/places/params";
import { staticMapPayload, urlSigner } from "~/modules/places/signed-urls.server";

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
  sig: UrlSignature,
});

/**
 * GET /api/maps/static?markers=lat,lng|lat,lng&size=640x640&sig= -> a Google Static Maps image with numbered
 * markers, for listings of Google data when JavaScript is off (Google's terms require a Google map). The
 * key stays on the server. Only URLs the server signed when it rendered a page are drawn (403 otherwise);
 * each image is kept in the edge cache, and only a miss costs a Google call, counted against the client's
 * API limit. Without a Google key: 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const key = env.GOOGLE_MAPS_API_KEY?.trim();
  const { t } = serverTranslator(context.locale);
  if (!key) return plainText(404, t("restaurant.api.staticMapsNeedKey"));
  const url = new URL(request.url);
  const parsed = parseQuery(StaticParams, url);
  if (!parsed.ok) return plainText(400, parsed.error);
  const { markers, size, sig } = parsed.data;
  if (!urlSigner(env)?.verify(staticMapPayload(markers, size), sig ?? null))
    return plainText(403, t("restaurant.api.mapNotSigned"));
  const cacheKey = new URL("/api/maps/static", url.origin);
  cacheKey.search = new URLSearchParams({ markers, size }).toString();
  return edgeCached(
    cacheKey.href,
    (p) => context.cloudflare.ctx.waitUntil(p),
    async () => {
      try {
        await context.upstream();
      } catch (error) {
        if (isRateLimited(error)) return busyJson();
        throw error;
      }
      const [w, h] = size.split("x").map(Number) as [number, number];
      const params = new URLSearchParams({ size: `${Math.min(640, w)}x${Math.min(640, h)}`, scale: "2", key });
      const search = [
        params.toString(),
        ...markers.split("|").map((p, i) => `markers=${encodeURIComponent(`color:red|label:${markerLabel(i)}|${p}`)}`),
      ].join("&");
      const base = (env.GOOGLE_STATIC_MAPS_BASE_URL || "https://maps.googleapis.com").replace(/\/$/, "");
      try {
        const res = await fetch(`${base}/maps/api/staticmap?${search}`, { signal: AbortSignal.timeout(8_000) });
        const type = res.headers.get("content-type") ?? "";
        if (!res.ok || !type.startsWith("image/")) return plainText(404, t("restaurant.api.mapUnavailable"));
        return new Response(res.body, { headers: { "Content-Type": type, "Cache-Control": "public, max-age=86400" } });
      } catch (error) {
        logProblem("static map failed", error);
        return plainText(404, t("restaurant.api.mapUnavailable"));
      }
    },
    { store: !strictGoogleCaching(context.cloudflare.env) },
  );
}
