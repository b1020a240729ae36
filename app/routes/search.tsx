import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { SearchForm } from "~/components/SearchForm";
import { findCatalogueCities } from "~/modules/catalog";
import { SearchText } from "~/modules/http/params";
import { busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { placesFor } from "~/modules/places/index.server";
import { resolveSearch } from "~/modules/search/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

const Query = z.object({ q: SearchText });

/**
 * The search box's no-JavaScript target: resolves the text like the box does ('{text} restaurant',
 * first result) and redirects to its results page; otherwise a clear 'no match' page with matching
 * catalogue cities. Over-long text is a 400, blank text goes home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = Query.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) {
    return data(
      { q: "", error: parsed.error.issues[0]?.message ?? "Search text is not valid.", matches: [] },
      { status: 400 },
    );
  }
  const q = parsed.data.q;
  if (!q) return redirect(paths.home());
  const target = await resolveSearch(placesFor(context), q).catch((error: unknown) => {
    if (isRateLimited(error)) throw busyPage();
    console.warn("search failed", error);
    return null;
  });
  if (target) return redirect(target);
  return { q, error: null, matches: findCatalogueCities(q) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta({ title: data?.q ? `Search: ${data.q}` : "Search", path: paths.search(), noindex: true }, matches);

export default function Search() {
  const { q, error, matches } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6" aria-labelledby="search-title">
      <h1 id="search-title" className="font-display text-3xl font-bold">
        {error ? "Search" : `Results for “${q}”`}
      </h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6">
        <SearchForm defaultValue={q} />
      </div>
      {!error && matches.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
          <h2 className="text-lg font-semibold">No places match “{q}”</h2>
          <p className="mt-2 text-stone-600">
            Try a city name such as{" "}
            <Link className="text-brand-700 underline" to={paths.search("Chicago")}>
              Chicago
            </Link>{" "}
            or{" "}
            <Link className="text-brand-700 underline" to={paths.search("Tokyo")}>
              Tokyo
            </Link>
            , or browse{" "}
            <Link className="text-brand-700 underline" to={paths.unitedStates()}>
              restaurants by state
            </Link>
            .
          </p>
        </div>
      ) : null}
      {matches.length > 0 ? (
        <ul className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {matches.map((m) => (
            <li key={`${m.country}/${m.state}/${m.city}`}>
              <Link to={paths.results(m)} className="flex items-center justify-between px-5 py-4 hover:bg-stone-50">
                <span className="font-semibold">{m.city}</span>
                <span className="text-sm text-stone-600">
                  {m.state === m.city ? m.country : `${m.state}, ${m.country}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
