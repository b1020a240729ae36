import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { placesFor } from "~/modules/places";
import { parseQuery } from "~/modules/places/params";
import { resolveSearch } from "~/modules/search";

const Query = z.object({
  q: z.string({ error: "q is required" }).trim().min(1, "q is required").max(200, "q must be 200 characters or fewer"),
  types: z.string().regex(/^[a-z_,]{0,300}$/, "types is malformed").optional(),
});

/** GET /api/search/resolve?q=&types= -> { path } for the search box; 404 when no state or city is found. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = parseQuery(Query, new URL(request.url));
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const { q, types } = parsed.data;
  const suggestion = types !== undefined ? { types: types.split(",").filter(Boolean) } : undefined;
  const path = await resolveSearch(placesFor(context), q, suggestion).catch((error: unknown) => {
    console.warn("search resolve failed", error);
    return null;
  });
  return path ? Response.json({ path }) : Response.json({ error: "No matching place" }, { status: 404 });
}
