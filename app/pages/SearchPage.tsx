import { Link } from "@remix-run/react";
import { SearchForm } from "~/components/SearchForm";
import { Rich, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { SearchData } from "./data";

/**
 * Searches the guide reads, offered when nothing matched: search text, so they stay as the search reads
 * them in every language (the 'for example' sentence around them is translated).
 */
const EXAMPLES = ["sushi", "ramen in Seattle", "Mission District SF", "outdoor seating"] as const;

/** /search: the choice to make ('Which Portland?') or 'no match' with searches to try, and the box again. */
export function SearchPage({ data }: { data: SearchData }) {
  const { t } = useT();
  const { q, error, heading, choices } = data;
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
