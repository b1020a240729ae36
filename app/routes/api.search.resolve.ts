import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { BusinessName, parseQuery, SearchText } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { placesFor } from "~/modules/places/index.server";
import { AutocompleteQuery, PLACE_ID } from "~/modules/places/params";
import { resolveChoice, resolveSearch } from "~/modules/search/index.server";
import { rememberSearch } from "~/modules/search/recent";
import { paths } from "~/modules/urls/paths";

const Query = z.object({
  q: z.string({ error: "q is required" }).pipe(SearchText.min(1, "q is required")),
  types: z
    .string()
    .regex(/^[a-z_,]{0,300}$/, "types is malformed")
    .optional(),
  mobile: z.enum(["1"]).optional(),
  /** A chosen suggestion: its place id, the typing session's token and the name it showed. */
  place_id: z.string().regex(PLACE_ID, "place_id is malformed").optional(),
  sessiontoken: AutocompleteQuery.shape.sessiontoken,
  name: BusinessName.optional(),
});

/**
 * GET /api/search/resolve?q=&types=[&place_id=&sessiontoken=&name=][&mobile=1] -> { path } for the search
 * box; a chosen suggestion (place_id) is routed by one Place Details call that ends its typing session; 404 when no state or city
 * is found. mobile=1: the /mobile/ path, and the search joins the Search tab's recent searches.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const { q, types, mobile, place_id: placeId, sessiontoken: sessionToken, name } = parsed.data;
  const suggestion = types !== undefined ? { types: types.split(",").filter(Boolean) } : undefined;
  const places = placesFor(context);
  const resolving = placeId
    ? resolveChoice(places, { placeId, sessionToken, name, types: suggestion?.types ?? [] })
    : resolveSearch(places, q, suggestion);
  const path = await resolving.catch((error: unknown) => {
    if (isRateLimited(error)) return error;
    console.warn("search resolve failed", error);
    return null;
  });
  if (isRateLimited(path)) return busyJson();
  if (!path) return Response.json({ error: "No matching place" }, { status: 404 });
  if (!mobile) return Response.json({ path });
  const to = paths.mobile(path);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const remembered = rememberSearch(request, q, to);
  if (remembered) headers.set("Set-Cookie", remembered);
  return Response.json({ path: to }, { headers });
}
