import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { logProblem } from "~/modules/http/log.server";
import { parseQuery } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { ProviderError, placesFor } from "~/modules/places/index.server";
import { DetailsParams } from "~/modules/places/params";

/** GET /api/places/details?place_id=&fields=details -> { result, cached }. */
export async function loader({ request, context }: LoaderFunctionArgs) {
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
