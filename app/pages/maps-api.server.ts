/**
 * The maps' own requests: the Google Maps script's address, Google's static map images and the guide's vector
 * tiles.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { plainText } from "~/modules/http/responses";
import { strictGoogleCaching } from "~/modules/http/strict-caching";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { MAPS_READY_CALLBACK, markerLabel } from "~/modules/maps";
import { BadArchive, readTile, tileAddress } from "~/modules/maps/tiles.server";
import { UrlSignature } from "~/modules/places/params";
import { staticMapPayload, urlSigner } from "~/modules/places/signed-urls.server";

/**
 * GET /api/maps-loader -> { scriptUrl, mapId? }: the Maps JavaScript API URL with the browser key (an
 * HTTP-referrer restricted key, separate from the server key) and the `callback` Google calls once the API is
 * ready; `mapId` (GOOGLE_MAPS_MAP_ID) lets markers be AdvancedMarkerElements. Without a browser key, listings
 * use the open demo map and this answers 404 with the spec's message. Asked for under a language's prefix
 * (/fr/api/maps-loader), the map's controls and labels come in that language (`language`).
 */
export async function mapsScriptLoader({ context }: LoaderFunctionArgs) {
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
export async function staticMapLoader({ request, context }: LoaderFunctionArgs) {
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

/** A tile changes only when the basemap is rebuilt: a day fresh, then a week served while it is fetched again. */
const TILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * GET /tiles/{z}/{x}/{y}.mvt -> a tile of the guide's own basemap (a Mapbox Vector Tile, sent gzipped as it
 * is stored: the map unpacks it), read from its archive in R2 and kept in the edge cache. A tile the basemap
 * does not have (the open sea, somewhere no extract covers, no basemap built yet) is an empty tile: the map
 * draws nothing there. An address off the grid: 404. An archive that cannot be read (cut short, corrupt, not
 * vector tiles): 404, logged, and not cached, so the map is whole again as soon as the archive is.
 */
export async function tileLoader({ request, params, context }: LoaderFunctionArgs) {
  const y = /^([0-9]{1,6})\.mvt$/.exec(params.y ?? "")?.[1];
  const at = y === undefined ? null : tileAddress(params.z ?? "", params.x ?? "", y);
  if (!at) return plainText(404, serverTranslator(context.locale).t("listing.map.noSuchTile"));
  const key = new URL(`/tiles/${at.z}/${at.x}/${at.y}.mvt`, request.url).href;
  return edgeCached(
    key,
    (p) => context.cloudflare.ctx.waitUntil(p),
    async () => {
      // The bytes go as stored, gzipped, and the map unpacks them. Not with a Content-Encoding header: the
      // Workers runtime and its Cache API would then compress them a second time.
      let tile: Uint8Array<ArrayBuffer> | null;
      try {
        tile = await readTile(context.db, context.cloudflare.env.TILES, at);
      } catch (error) {
        if (!(error instanceof BadArchive)) throw error;
        logProblem("basemap archive unreadable", error);
        return plainText(404, serverTranslator(context.locale).t("listing.map.noSuchTile"), {
          "Cache-Control": "no-store",
        });
      }
      return new Response(tile, {
        headers: { "Content-Type": "application/vnd.mapbox-vector-tile", "Cache-Control": TILE_CACHE },
      });
    },
  );
}
