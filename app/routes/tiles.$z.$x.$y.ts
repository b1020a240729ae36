import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { edgeCached } from "~/modules/http/edge-cache.server";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { readTile, tileAddress } from "~/modules/maps/tiles.server";

/** A tile changes only when the basemap is rebuilt: a day fresh, then a week served while it is fetched again. */
const TILE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * GET /tiles/{z}/{x}/{y}.mvt -> a tile of the guide's own basemap (a Mapbox Vector Tile, sent gzipped as it
 * is stored: the map unpacks it), kept in the edge cache. A tile the basemap does not have (the open sea, somewhere no extract
 * covers, no basemap built yet) is an empty tile: the map draws nothing there. An address off the grid: 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
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
      return new Response(await readTile(context.db, at), {
        headers: { "Content-Type": "application/vnd.mapbox-vector-tile", "Cache-Control": TILE_CACHE },
      });
    },
  );
}
