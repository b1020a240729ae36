import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { nearYou, placeAt } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { LatLngParam } from "~/modules/places/params";

const Query = z.object({ location: LatLngParam, mobile: z.enum(["1"]).optional() });

/**
 * GET /api/near?location=lat,lng[&mobile=1] -> { near } for 'Use my precise location': reverse geocoding,
 * then the nearby localities search (mobile=1: the mobile strip, /mobile/ links). The coordinates are used
 * for this answer only and never stored or logged (the cache key rounds them to about 11 m and they expire
 * with it). 'Near you' needs both a locality and a state: otherwise { near: null }.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url));
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
