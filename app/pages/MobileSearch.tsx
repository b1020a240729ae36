import { Form, Link } from "@remix-run/react";
import { LineIcon } from "~/components/LineIcon";
import { ListSection } from "~/components/ListSection";
import { SearchForm } from "~/components/SearchForm";
import { SEARCH_TEXT_MAX } from "~/modules/http/limits";
import { useT } from "~/modules/i18n/react";
import type { MobileSearchData } from "./data";

function ListLink({ to, children, icon }: { to: string; children: React.ReactNode; icon: string }) {
  return (
    <Link to={to} className="flex min-h-12 items-center gap-3 px-4 py-2 hover:bg-stone-50">
      <LineIcon d={icon} className="h-5 w-5 shrink-0 text-stone-400" />
      <span className="min-w-0 flex-1 truncate">{children}</span>
    </Link>
  );
}

const CLOCK = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2";
const TREND = "M3 17l6-6 4 4 8-8M15 7h6v6";
const PIN = "M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z";

/** /mobile/search, the Search tab: the box, its matches for ?q=, recent and popular searches, and the countries. */
export function MobileSearch({ data }: { data: MobileSearchData }) {
  const { q, error, heading, matches, recent, popular, countries } = data;
  const { t } = useT();
  return (
    <div className="space-y-6">
      <h1 className="font-display text-2xl font-bold">{t("mobile.tabs.search")}</h1>
      <SearchForm mobile defaultValue={q} autoFocus={!q} placeholder={t("mobile.search.placeholder")} />
      {error ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t("mobile.search.tooLong", { max: SEARCH_TEXT_MAX })}
        </p>
      ) : null}
      {q && !error ? (
        <section
          aria-labelledby="matches-title"
          className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
        >
          <h2 id="matches-title" className="px-4 pt-4 font-semibold">
            {heading ?? t("mobile.search.noMatches", { q })}
          </h2>
          {heading ? null : <p className="px-4 pt-1 text-sm text-stone-600">{t("mobile.search.hint")}</p>}
          {matches.length ? (
            <ul className="mt-2 divide-y divide-stone-100">
              {matches.map((m) => (
                <li key={m.to}>
                  <ListLink to={m.to} icon={PIN}>
                    <span className="font-medium">{m.label}</span>{" "}
                    {m.detail ? <span className="text-sm text-stone-600">{m.detail}</span> : null}
                  </ListLink>
                </li>
              ))}
            </ul>
          ) : (
            <div className="pb-4" />
          )}
        </section>
      ) : null}
      {recent.length ? (
        <section
          aria-labelledby="recent-title"
          className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
        >
          <div className="flex items-center justify-between ps-4 pe-2 pt-2">
            <h2 id="recent-title" className="font-semibold">
              {t("mobile.search.recent")}
            </h2>
            <Form method="post" action="/mobile/search/clear">
              <button type="submit" className="min-h-11 px-3 text-sm font-semibold text-brand-700">
                {t("mobile.search.clear")}
              </button>
            </Form>
          </div>
          <ul className="divide-y divide-stone-100">
            {recent.map((r) => (
              <li key={r.q}>
                <ListLink to={r.to} icon={CLOCK}>
                  {r.q}
                </ListLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListSection
        id="popular-title"
        title={t("mobile.search.popular")}
        className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
        headingClassName="px-4 pt-4 font-semibold"
        listClassName="mt-1 divide-y divide-stone-100"
      >
        {popular.map((p) => (
          <li key={p.to}>
            <ListLink to={p.to} icon={TREND}>
              {p.label}
            </ListLink>
          </li>
        ))}
      </ListSection>
      <ListSection
        id="countries-title"
        title={t("mobile.search.byCountry")}
        headingClassName="font-semibold"
        listClassName="mt-3 grid grid-cols-2 gap-2"
      >
        {countries.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="flex min-h-14 flex-col justify-center rounded-xl border border-stone-200 bg-white px-3 py-2 hover:border-brand-600"
            >
              <span className="font-medium">{c.name}</span>
              <span className="text-xs text-stone-600">
                {c.cityCount === undefined ? c.count : t("mobile.search.cityCount", { count: c.cityCount })}
              </span>
            </Link>
          </li>
        ))}
      </ListSection>
    </div>
  );
}
