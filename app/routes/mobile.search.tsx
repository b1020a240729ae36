import { data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { LineIcon } from "~/components/LineIcon";
import { ListSection } from "~/components/ListSection";
import { SearchForm } from "~/components/SearchForm";
import { internationalIndex } from "~/modules/browse";
import { SEARCH_TEXT_MAX } from "~/modules/http/limits";
import { logProblem } from "~/modules/http/log.server";
import { SearchText } from "~/modules/http/params";
import { busyPage, isRateLimited } from "~/modules/http/rate-limit.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import { edgePlace } from "~/modules/location/index.server";
import { placesFor } from "~/modules/places/index.server";
import { resolveSearch, type SearchChoice, type SearchOutcome } from "~/modules/search/index.server";
import { popularSearches } from "~/modules/search/popular";
import { readRecent, rememberSearch } from "~/modules/search/recent";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

const Query = z.object({ q: SearchText.default("") });

/**
 * /mobile/search, the Search tab: the search box with recent and popular searches. It is also the mobile
 * box's no-JavaScript target: ?q= resolves like /search and lands on the /mobile/ page it leads to,
 * remembering the search; otherwise the choice to make ('Which Portland?'), or a clear 'no places' note
 * with places to try.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = Query.safeParse({ q: url.searchParams.get("q") ?? undefined });
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
  const outcome = await resolveSearch(
    placesFor(context),
    q,
    edgePlace(request, context.cloudflare.cf, context.cloudflare.env),
    t,
  ).catch((error: unknown) => {
    if (isRateLimited(error)) throw busyPage(t);
    logProblem("mobile search failed", error, "warning");
    return { kind: "none", suggestions: [] } satisfies SearchOutcome;
  });
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    {
      title: data?.q ? t("mobile.search.metaTitleQuery", { q: data.q }) : t("mobile.tabs.search"),
      path: paths.mobileTab("search"),
      noindex: true,
    },
    matches,
  );
};

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

export default function MobileSearch() {
  const { q, error, heading, matches, recent, popular, countries } = useLoaderData<typeof loader>();
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
