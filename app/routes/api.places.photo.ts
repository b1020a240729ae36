import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseQuery } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { PHOTO_DEFAULT_MAX_WIDTH, placesFor } from "~/modules/places/index.server";
import { PhotoParams } from "~/modules/places/params";

/**
 * GET /api/places/photo?ref=&maxwidth=800&maxheight= -> the image itself,
 * streamed from the provider so the Google key never reaches the browser. Errors are a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(PhotoParams, new URL(request.url));
  if (!parsed.ok) return plainText(400, parsed.error);
  const { ref, maxwidth = PHOTO_DEFAULT_MAX_WIDTH, maxheight } = parsed.data;
  const photo = await placesFor(context)
    .photo(ref, { maxWidth: maxwidth, maxHeight: maxheight })
    .catch((error: unknown) => {
      console.error("place photo failed", error);
      return null;
    });
  if (!photo) return plainText(404, "Photo not found");
  return new Response(photo.body, {
    headers: {
      "Content-Type": photo.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
      // SVG demo photos are images, never documents that could run script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
