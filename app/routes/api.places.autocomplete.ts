import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { edgePlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { AutocompleteQuery } from "~/modules/places/params";
import { guideSuggestions, kindOf, type Suggestion } from "~/modules/search/suggest.server";

/**
 * GET /api/places/autocomplete?input=&types=establishment&sessiontoken= -> { predictions, cached }: the
 * guide's own suggestions (a dish, cuisine or feature, in the visitor's city or a city being typed) and
 * then the provider's, each with its kind ('city', 'restaurant', 'cuisine'...). Under 2 characters, an
 * empty list; on a provider error, the guide's own only.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
