import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { placesFor } from "~/modules/places/index.server";
import { AutocompleteQuery } from "~/modules/places/params";

/**
 * GET /api/places/autocomplete?input=&types=establishment&sessiontoken= -> { predictions, cached }
 *. Under 2 characters, or on any provider error, an empty list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(AutocompleteQuery, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error, predictions: [] }, { status: 400 });
  const { input, types, sessiontoken, location } = parsed.data;
  try {
    const { value, cached } = await placesFor(context).autocomplete({
      input,
      types,
      sessionToken: sessiontoken,
      location,
    });
    return Response.json({ predictions: value, cached }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (isRateLimited(error)) return busyJson();
    console.error("autocomplete failed", error);
    return Response.json({ predictions: [], cached: false });
  }
}
