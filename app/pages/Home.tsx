import { Link } from "@remix-run/react";
import { FavoritesStrip } from "~/components/FavoritesStrip";
import { JsonLd, useSiteOrigin } from "~/components/JsonLd";
import { NearYouStrip } from "~/components/NearYouStrip";
import { PlaceTile } from "~/components/PlaceTile";
import { SearchForm } from "~/components/SearchForm";
import { useT } from "~/modules/i18n/react";
import { webSite } from "~/modules/seo/jsonld";
import { SITE_NAME } from "~/modules/seo/meta";
import type { HomeData } from "./data";

/**
 * '/': the search box, 'Near you', the signed-in visitor's favorites, what the guide offers and the cities by
 * group.
 */
export function Home({ data }: { data: HomeData }) {
  const { t, locale } = useT();
  const origin = useSiteOrigin();
  const { groups, favorites, near, features, intro } = data;
  return (
    <>
      <JsonLd data={webSite(origin, SITE_NAME, locale.tag)} />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-amber-500 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <h1 className="font-display text-4xl font-bold tracking-tight sm:text-6xl">{t("browse.home.heading")}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-white/90">{t(intro)}</p>
          <div className="mx-auto mt-10 max-w-2xl text-start">
            <SearchForm size="large" placeholder={t("browse.home.searchPlaceholder")} />
          </div>
        </div>
      </section>
      <NearYouStrip near={near} />
      {favorites ? <FavoritesStrip favorites={favorites} /> : null}
      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="why-title" className="sr-only">
          {t("browse.home.whyTitle")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((f) => (
            <li key={f.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 20 20" className="h-6 w-6" aria-hidden="true">
                  <path fill="currentColor" fillRule="evenodd" d={f.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(f.title)}</h3>
              <p className="mt-2 text-stone-600">{t(f.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cities-title" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <h2 id="cities-title" className="font-display text-3xl font-bold tracking-tight">
          {t("browse.home.citiesTitle")}
        </h2>
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={g.id} className="mt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={g.id} className="text-xl font-semibold">
                {g.title}
              </h3>
              {g.more ? (
                <Link to={g.more.to} className="text-sm font-semibold text-brand-700 hover:underline">
                  {g.more.label} <span className="inline-block rtl:-scale-x-100">→</span>
                </Link>
              ) : null}
            </div>
            <ul
              className={`mt-4 grid gap-4 ${g.featured ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5" : "grid-cols-2 sm:grid-cols-4 lg:grid-cols-6"}`}
            >
              {g.cities.map((c) => (
                <li key={c.to}>
                  <PlaceTile to={c.to} name={c.name} subtitle={c.subtitle} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="mt-10 rounded-2xl bg-brand-50 px-6 py-5 text-center text-brand-900">
          {t("browse.home.notListed")}
        </p>
      </section>
    </>
  );
}
