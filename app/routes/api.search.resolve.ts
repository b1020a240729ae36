import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { logProblem } from "~/modules/http/log.server";
import { BusinessName, parseQuery, SearchText } from "~/modules/http/params";
import { busyJson, isRateLimited } from "~/modules/http/rate-limit.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { edgePlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { AutocompleteQuery, PLACE_ID } from "~/modules/places/params";
import { resolveChoice, resolveSearch, type SearchOutcome } from "~/modules/search/index.server";
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
 * GET /api/search/resolve?q=[&place_id=&sessiontoken=&name=&types=][&mobile=1] -> { path }.
 * A chosen suggestion (place_id) is routed by one Place Details call that ends its typing session; typed
 * text is read like the search page reads it. 404 { error, choices } when the text does not lead to one
 * page (no match, or a choice to make). mobile=1: /mobile/ paths, and the search joins the Search tab's
 * recent searches.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const { q, types, mobile, place_id: placeId, sessiontoken: sessionToken, name } = parsed.data;
  const places = placesFor(context);
  const visitor = () => edgePlace(request, context.cloudflare.cf, context.cloudflare.env);
  const resolving = placeId
    ? resolveChoice(places, { placeId, sessionToken, name, types: types?.split(",").filter(Boolean) ?? [] }).then(
        (path): SearchOutcome => (path ? { kind: "go", path } : { kind: "none", suggestions: [] }),
      )
    : resolveSearch(places, q, visitor(), serverTranslator(context.locale));
  const outcome = await resolving.catch((error: unknown) => {
    if (isRateLimited(error)) return error;
    logProblem("search resolve failed", error, "warning");
    return { kind: "none", suggestions: [] } satisfies SearchOutcome;
  });
  if (isRateLimited(outcome)) return busyJson();
  const to = (path: string) => (mobile ? paths.mobile(path) : path);
  if (outcome.kind !== "go") {
    const choices = outcome.kind === "choose" ? outcome.choices : outcome.suggestions;
    return Response.json(
      { error: "No single matching place", choices: choices.map((c) => ({ ...c, to: to(c.to) })) },
      { status: 404 },
    );
  }
  if (!mobile) return Response.json({ path: outcome.path });
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const remembered = rememberSearch(request, q, to(outcome.path));
  if (remembered) headers.set("Set-Cookie", remembered);
  return Response.json({ path: to(outcome.path) }, { headers });
}
