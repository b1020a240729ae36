import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { ProviderError, placesFor } from "~/modules/places/index.server";
import { SearchParams } from "~/modules/places/params";

/** GET /api/places/search?query=&location=lat,lng&radius=5000 -> { results, cached }. */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
