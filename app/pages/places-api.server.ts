/** The places API the browser's scripts call: search, details, photos, autocomplete and 'Near you'. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { plainText } from "~/modules/http/responses";
import { strictGoogleCaching } from "~/modules/http/strict-caching";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { edgePlace, nearYou, placeAt } from "~/modules/location/index.server";
import { PHOTO_DEFAULT_MAX_WIDTH, ProviderError, placesFor } from "~/modules/places/index.server";
import {
  AutocompleteQuery,
  DetailsParams,
  isDemoPhoto,
  LatLngParam,
  PhotoParams,
  SearchParams,
} from "~/modules/places/params";
import { photoPayload, snapPhotoSize, urlSigner } from "~/modules/places/signed-urls.server";
import { guideSuggestions, kindOf, type Suggestion } from "~/modules/search/suggest.server";

/** GET /api/places/search?query=&location=lat,lng&radius=5000 -> { results, cached }. */
export async function placesSearchLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(SearchParams, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const { query, location, radius, fields } = parsed.data;
  try {
    const { value, cached } = await placesFor(context).search({ query, location, radius, detail: fields });
    return Response.json({ results: value, cached }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (isRateLimited(error)) return busyJson();
    logProblem("places search failed", error);
    const message = error instanceof ProviderError ? error.message : "unexpected error";
    return Response.json(
      { error: `Search failed: ${message}` },
      { status: error instanceof ProviderError && error.kind === "timeout" ? 504 : 502 },
    );
  }
}

/** GET /api/places/details?place_id=&fields=details -> { result, cached }. */
export async function placeDetailsLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(DetailsParams, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  try {
    const { value, cached } = await placesFor(context).details(parsed.data.place_id, parsed.data.fields);
    if (!value) return Response.json({ error: "Failed to get details: the place was not found" }, { status: 404 });
    return Response.json({ result: value, cached }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (isRateLimited(error)) return busyJson();
    logProblem("place details failed", error);
    const message = error instanceof ProviderError ? error.message : "unexpected error";
    return Response.json(
      { error: `Failed to get details: ${message}` },
      { status: error instanceof ProviderError && error.kind === "timeout" ? 504 : 502 },
    );
  }
}

/**
 * GET /api/places/photo?ref=&sig=&maxwidth=800&maxheight= -> the image itself, streamed from the provider so
 * the Google key never reaches the browser. A Google photo needs the signature the server put on its URL
 * when it rendered the page (403 otherwise: the route fetches only photos the guide showed); sizes snap to a
 * few steps. Each answer is kept in the edge cache, and only a miss costs a Google call, counted against the
 * client's API limit. The demo provider's drawings cost nothing and need no signature. Errors are a 404.
 */
export async function placePhotoLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseQuery(PhotoParams, url);
  if (!parsed.ok) return plainText(400, parsed.error);
  const { ref, sig, maxwidth = PHOTO_DEFAULT_MAX_WIDTH, maxheight } = parsed.data;
  const paid = !isDemoPhoto(ref);
  const { t } = serverTranslator(context.locale);
  if (paid && !urlSigner(context.cloudflare.env)?.verify(photoPayload(ref), sig ?? null))
    return plainText(403, t("restaurant.api.photoNotSigned"));
  const size = { maxWidth: snapPhotoSize(maxwidth), maxHeight: maxheight ? snapPhotoSize(maxheight) : undefined };
  const key = new URL("/api/places/photo", url.origin);
  key.search = new URLSearchParams({
    ref,
    w: String(size.maxWidth),
    ...(size.maxHeight ? { h: String(size.maxHeight) } : {}),
  }).toString();
  return edgeCached(
    key.href,
    (p) => context.cloudflare.ctx.waitUntil(p),
    async () => {
      try {
        if (paid) await context.upstream();
      } catch (error) {
        if (isRateLimited(error)) return busyJson();
        throw error;
      }
      const photo = await placesFor(context)
        .photo(ref, size)
        .catch((error: unknown) => {
          logProblem("place photo failed", error);
          return null;
        });
      if (!photo) return plainText(404, t("restaurant.api.photoNotFound"));
      return new Response(photo.body, {
        headers: {
          "Content-Type": photo.contentType,
          "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
          "X-Content-Type-Options": "nosniff",
          // SVG demo photos are images, never documents that could run script.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
      });
    },
    { store: !strictGoogleCaching(context.cloudflare.env) },
  );
}

/**
 * GET /api/places/autocomplete?input=&types=establishment&sessiontoken= -> { predictions, cached }: the
 * guide's own suggestions (a dish, cuisine or feature, in the visitor's city or a city being typed) and
 * then the provider's, each with its kind ('city', 'restaurant', 'cuisine'...). Under 2 characters, an
 * empty list; on a provider error, the guide's own only.
 */
export async function autocompleteLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(AutocompleteQuery, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error, predictions: [] }, { status: 400 });
  const { input, types, sessiontoken, location } = parsed.data;
  const own = guideSuggestions(
    input,
    edgePlace(request, context.cloudflare.cf, context.cloudflare.env),
    serverTranslator(context.locale),
  );
  try {
    const { value, cached } = await placesFor(context).autocomplete({
      input,
      types,
      sessionToken: sessiontoken,
      location,
    });
    const predictions: Suggestion[] = [...own, ...value.map((p) => ({ ...p, kind: kindOf(p.types) }))];
    return Response.json({ predictions, cached }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (isRateLimited(error)) return busyJson();
    logProblem("autocomplete failed", error);
    return Response.json({ predictions: own, cached: false });
  }
}

const NearQuery = z.object({ location: LatLngParam, mobile: z.enum(["1"]).optional() });

/**
 * GET /api/near?location=lat,lng[&mobile=1] -> { near } for 'Use my precise location': reverse geocoding,
 * then the nearby localities search (mobile=1: the mobile strip, /mobile/ links). The coordinates are used
 * for this answer only and never stored or logged (the cache key rounds them to about 11 m and they expire
 * with it). 'Near you' needs both a locality and a state: otherwise { near: null }.
 */
export async function nearLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(NearQuery, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const places = placesFor(context);
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const place = await placeAt(places, parsed.data.location);
    const near = place ? await nearYou(places, place, { mobile: parsed.data.mobile === "1" }) : null;
    return Response.json({ near }, { headers });
  } catch (error) {
    if (isRateLimited(error)) return busyJson();
    logProblem("near: lookup failed", undefined, "warning");
    return Response.json({ near: null }, { headers });
  }
}
