import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { SearchForm } from "~/components/SearchForm";
import { logProblem } from "~/modules/http/log.server";
import { inLanguage, SearchText } from "~/modules/http/params";
import { busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { translatorOf } from "~/modules/i18n/matches";
import { Rich, useT } from "~/modules/i18n/react";
import { edgePlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { resolveSearch, type SearchChoice, type SearchOutcome } from "~/modules/search/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

const Query = z.object({ q: SearchText });

/**
 * The search box's target (with and without JavaScript): reads the text as a place, a cuisine or dish, a
 * combination or a restaurant's name and redirects to the page it leads to; otherwise the choice to make
 * ('Which Portland?', or a city for 'sushi' when the visitor's city is unknown), or a clear 'no match'
 * page with places to try. Over-long text is a 400, blank text goes home.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = serverTranslator(context.locale);
  const parsed = Query.safeParse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message;
    const error = issue ? inLanguage(issue, t) : t.t("errors.search.invalid");
    return data({ q: "", error, heading: null, choices: [] as SearchChoice[] }, { status: 400 });
  }
  const q = parsed.data.q;
  if (!q) return redirect(paths.home());
  const outcome = await resolveSearch(
    placesFor(context),
    q,
    edgePlace(request, context.cloudflare.cf, context.cloudflare.env),
    t,
  ).catch((error: unknown) => {
    if (isRateLimited(error)) throw busyPage(t);
    logProblem("search failed", error, "warning");
    return { kind: "none", suggestions: [] } satisfies SearchOutcome;
  });
  if (outcome.kind === "go") return redirect(outcome.path);
  return outcome.kind === "choose"
    ? { q, error: null, heading: outcome.heading, choices: outcome.choices }
    : { q, error: null, heading: null, choices: outcome.suggestions };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: data?.q ? t("shell.search.metaTitle", { q: data.q }) : t("shell.search.title"),
      path: paths.search(),
      noindex: true,
    },
    matches,
  );
};

/**
 * Searches the guide reads, offered when nothing matched: search text, so they stay as the search reads
 * them in every language (the 'for example' sentence around them is translated).
 */
const EXAMPLES = ["sushi", "ramen in Seattle", "Mission District SF", "outdoor seating"] as const;

export default function Search() {
  const { t } = useT();
  const { q, error, heading, choices } = useLoaderData<typeof loader>();
  const example = (text: string) => (
    <Link className="text-brand-700 underline" to={paths.search(text)}>
      {text}
    </Link>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6" aria-labelledby="search-title">
      <h1 id="search-title" className="font-display text-3xl font-bold">
        {error ? t("shell.search.title") : t("shell.search.resultsFor", { q })}
      </h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6">
        <SearchForm defaultValue={q} />
      </div>
      {!error && !heading ? (
        <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
          <h2 className="text-lg font-semibold">{t("shell.search.noMatch", { q })}</h2>
          <p className="mt-2 text-stone-600">
            <Rich
              k="shell.search.noMatchHelp"
              values={{
                example1: example(EXAMPLES[0]),
                example2: example(EXAMPLES[1]),
                example3: example(EXAMPLES[2]),
                example4: example(EXAMPLES[3]),
                link: (chunks) => (
                  <Link className="text-brand-700 underline" to={paths.unitedStates()}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      ) : null}
      {choices.length > 0 ? (
        <div className="mt-8">
          <h2 className="text-lg font-semibold">{heading ?? t("shell.search.placesToTry")}</h2>
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {choices.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className="flex items-center justify-between gap-4 px-5 py-4 hover:bg-stone-50">
                  <span className="font-semibold">{c.label}</span>
                  {c.detail ? <span className="text-end text-sm text-stone-600">{c.detail}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
