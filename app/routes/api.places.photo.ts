import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { isRateLimited } from "~/modules/http/rate-limit";
import { busyJson } from "~/modules/http/rate-limit.server";
import { plainText } from "~/modules/http/responses";
import { strictGoogleCaching } from "~/modules/http/strict-caching";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { PHOTO_DEFAULT_MAX_WIDTH, placesFor } from "~/modules/places/index.server";
import { isDemoPhoto, PhotoParams } from "~/modules/places/params";
import { photoPayload, snapPhotoSize, urlSigner } from "~/modules/places/signed-urls.server";

/**
 * GET /api/places/photo?ref=&sig=&maxwidth=800&maxheight= -> the image itself, streamed from the provider so
 * the Google key never reaches the browser. A Google photo needs the signature the server put on its URL
 * when it rendered the page (403 otherwise: the route fetches only photos the guide showed); sizes snap to a
 * few steps. Each answer is kept in the edge cache, and only a miss costs a Google call, counted against the
 * client's API limit. The demo provider's drawings cost nothing and need no signature. Errors are a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
