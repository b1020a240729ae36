import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { nearYou } from "~/modules/location";
import { placesFor } from "~/modules/places";
import { LatLngParam, parseQuery } from "~/modules/places/params";

const Query = z.object({ location: LatLngParam });

/**
 * GET /api/near?location=lat,lng -> { near } for 'Use my precise location': reverse geocoding, then the
 * nearby localities search. The coordinates are used for this answer only and never stored or logged
 * (the cache key rounds them to about 11 m and they expire with it). 'Near you' needs both a locality and
 * a state (SPEC §5): otherwise { near: null }.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const places = placesFor(context);
  try {
    const [place] = (await places.reverseGeocode(parsed.data.location)).value;
    const part = (type: string) => place?.address_components.find((c) => c.types.includes(type));
    const city = part("locality")?.long_name;
    const state = part("administrative_area_level_1");
    const country = part("country");
    if (!city || !state || !country) return Response.json({ near: null }, { headers: { "Cache-Control": "private, no-store" } });
    const near = await nearYou(places, {
      city,
      state: country.short_name === "US" ? state.short_name : state.long_name,
      country: country.short_name === "US" ? "United States" : country.long_name,
      location: parsed.data.location,
    });
    return Response.json({ near }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.warn("near: lookup failed");
    return Response.json({ near: null }, { headers: { "Cache-Control": "private, no-store" } });
  }
}
