/**
 * What the search box leads to: /search, the Search tab's /mobile/search (the mobile box's no-JavaScript
 * target), the box's /api/search/resolve and forgetting the tab's recent searches.
 */
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  redirect,
} from "@remix-run/cloudflare";
import { z } from "zod";
import { assertSameOrigin } from "~/modules/auth/index.server";
import { internationalIndex } from "~/modules/browse";
import { logProblem } from "~/modules/http/log.server";
import { BusinessName, inLanguage, parseQuery, SearchText } from "~/modules/http/params";
import { busyJson, busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import type { Translator } from "~/modules/i18n/translator";
import { edgePlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { AutocompleteQuery, PLACE_ID } from "~/modules/places/params";
import { resolveChoice, resolveSearch, type SearchChoice, type SearchOutcome } from "~/modules/search/index.server";
import { popularSearches } from "~/modules/search/popular";
import { clearRecent, readRecent, rememberSearch } from "~/modules/search/recent";
import { paths } from "~/modules/urls/paths";

/**
 * What a search text leads to, for a page: a provider's failure reads as no match (logged under `failure`),
 * its rate limit as the busy page.
 */
function pageOutcome(
  request: Request,
  context: AppLoadContext,
  t: Translator,
  q: string,
  failure: string,
): Promise<SearchOutcome> {
  return resolveSearch(
    placesFor(context),
    q,
    edgePlace(request, context.cloudflare.cf, context.cloudflare.env),
    t,
  ).catch((error: unknown) => {
    if (isRateLimited(error)) throw busyPage(t);
    logProblem(failure, error, "warning");
    return { kind: "none", suggestions: [] } satisfies SearchOutcome;
  });
}

const SearchQuery = z.object({ q: SearchText });

/**
 * The search box's target (with and without JavaScript): reads the text as a place, a cuisine or dish, a
 * combination or a restaurant's name and redirects to the page it leads to; otherwise the choice to make
 * ('Which Portland?', or a city for 'sushi' when the visitor's city is unknown), or a clear 'no match'
 * page with places to try. Over-long text is a 400, blank text goes home.
 */
export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  const t = serverTranslator(context.locale);
  const parsed = SearchQuery.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message;
    const error = issue ? inLanguage(issue, t) : t.t("errors.search.invalid");
    return data({ q: "", error, heading: null, choices: [] as SearchChoice[] }, { status: 400 });
  }
  const q = parsed.data.q;
  if (!q) return redirect(paths.home());
  const outcome = await pageOutcome(request, context, t, q, "search failed");
  if (outcome.kind === "go") return redirect(outcome.path);
  return outcome.kind === "choose"
    ? { q, error: null, heading: outcome.heading, choices: outcome.choices }
    : { q, error: null, heading: null, choices: outcome.suggestions };
}

const MobileSearchQuery = z.object({ q: SearchText.default("") });

/**
 * /mobile/search, the Search tab: the search box with recent and popular searches. It is also the mobile
 * box's no-JavaScript target: ?q= resolves like /search and lands on the /mobile/ page it leads to,
 * remembering the search; otherwise the choice to make ('Which Portland?'), or a clear 'no places' note
 * with places to try.
 */
export async function mobileSearchLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = MobileSearchQuery.safeParse({ q: url.searchParams.get("q") ?? undefined });
  const t = serverTranslator(context.locale);
  const base = {
    recent: readRecent(request),
    popular: popularSearches(t),
    countries: internationalIndex(t, true, await placesFor(context).geography?.countries()).countries,
  };
  // The only way ?q= fails is by being too long (SearchText): the page says so in its own language.
  if (!parsed.success)
    return data({ ...base, q: "", error: "too-long" as const, heading: null, matches: [] }, { status: 400 });
  const q = parsed.data.q;
  if (!q) return { ...base, q, error: null, heading: null, matches: [] as SearchChoice[] };
  const outcome = await pageOutcome(request, context, t, q, "mobile search failed");
  if (outcome.kind === "go") {
    const to = paths.mobile(outcome.path);
    const remembered = rememberSearch(request, q, to);
    throw redirect(to, remembered ? { headers: { "Set-Cookie": remembered } } : undefined);
  }
  const mobileChoices = (list: readonly SearchChoice[]) => list.map((c) => ({ ...c, to: paths.mobile(c.to) }));
  return outcome.kind === "choose"
    ? { ...base, q, error: null, heading: outcome.heading, matches: mobileChoices(outcome.choices) }
    : { ...base, q, error: null, heading: null, matches: mobileChoices(outcome.suggestions) };
}

/** POST /mobile/search/clear: forgets the Search tab's recent searches (same-origin posts only). */
export async function clearRecentAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return redirect(paths.mobileTab("search"), { headers: { "Set-Cookie": clearRecent(request) } });
}

const ResolveQuery = z.object({
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
export async function searchResolveLoader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(ResolveQuery, new URL(request.url));
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
