import { Link } from "@remix-run/react";
import { Breadcrumbs } from "~/components/Breadcrumbs";
import { EmptyState } from "~/components/EmptyState";
import { ListSection } from "~/components/ListSection";
import { PlaceArt } from "~/components/PlaceArt";
import { Badge, PlaceTile } from "~/components/PlaceTile";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { InternationalCountryData } from "./data";

/** Web and mobile differ in size only: the phone gets a shorter hero, two tiles a row and a plain list. */
const LOOK = {
  web: {
    hero: "pb-12 pt-8 sm:px-6",
    title: "mt-3 text-4xl sm:text-5xl",
    blurb: "mt-3 text-lg",
    count: "mt-2",
    body: "mx-auto max-w-7xl px-4 py-10 sm:px-6",
    heading: "text-2xl font-semibold",
    major: "mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4",
    others: "mt-12",
    otherList: "mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3",
    otherLink:
      "flex items-baseline justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 hover:border-brand-600",
  },
  mobile: {
    hero: "-mx-4 -mt-4 pb-6 pt-16",
    title: "mt-2 text-3xl",
    blurb: "mt-1 text-sm",
    count: "mt-2 text-sm",
    body: "mt-6 space-y-6",
    heading: "text-lg font-semibold",
    major: "mt-3 grid grid-cols-2 gap-3",
    others: "",
    otherList: "mt-3 divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white",
    otherLink: "flex min-h-12 items-center justify-between px-4 py-2 hover:bg-stone-50",
  },
} as const;

/** /restaurants/international/{country} and /mobile/restaurants/international/{country}. */
export function InternationalCountry({ page: { page, mobile } }: { page: InternationalCountryData }) {
  const { t } = useT();
  if (!page) {
    return (
      <div className={mobile ? "" : "px-4"}>
        <EmptyState
          headingLevel={1}
          title={t("browse.guide.notFound.title")}
          message={t("browse.guide.notFound.message")}
          action={
            mobile
              ? { to: paths.mobileTab("search"), label: t("browse.guide.notFound.mobileAction") }
              : { to: paths.international(), label: t("browse.guide.notFound.action") }
          }
        />
      </div>
    );
  }
  const look = LOOK[mobile ? "mobile" : "web"];
  return (
    <>
      <section className={`relative isolate overflow-hidden px-4 text-white ${look.hero}`}>
        <div className="absolute inset-0 -z-10">
          <PlaceArt name={page.country} size="lg" />
          <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-black/10" />
        </div>
        <div className={mobile ? "" : "mx-auto max-w-7xl"}>
          {mobile ? null : (
            <div className="[&_a]:text-white/90 [&_li]:text-white/80 [&_span]:text-white">
              <Breadcrumbs crumbs={page.crumbs} />
            </div>
          )}
          <div className={mobile ? "" : "mt-16 max-w-3xl"}>
            {page.region ? <Badge tone="light">{page.region}</Badge> : null}
            <h1 className={`font-display font-bold tracking-tight ${look.title}`}>
              {t("browse.guide.heading", { country: page.countryName })}
            </h1>
            <p className={`text-white/90 ${look.blurb}`}>{page.blurb}</p>
            <p className={`font-semibold ${look.count}`}>
              {t("browse.guide.cityCount", { count: page.cityCount })}
              {page.placeCount ? ` · ${page.placeCount}` : null}
            </p>
          </div>
        </div>
      </section>
      <div className={look.body}>
        <ListSection
          id="major-cities"
          title={page.majorTitle}
          headingClassName={look.heading}
          listClassName={look.major}
        >
          {page.majorCities.map((c) => (
            <li key={c.to}>
              <PlaceTile
                to={c.to}
                name={c.name}
                size={mobile ? "compact" : "regular"}
                badge={c.capital ? <Badge>{t("browse.guide.capital")}</Badge> : undefined}
                subtitle={
                  // A town of the imported data: how many places it has (its 'population' says so).
                  page.placeCount
                    ? c.population
                    : mobile
                      ? t("browse.population", { population: c.population })
                      : t("browse.populationIn", { population: c.population, region: c.region })
                }
              />
            </li>
          ))}
        </ListSection>
        {page.otherCities.length ? (
          <ListSection
            id="all-cities"
            title={page.othersTitle}
            className={look.others}
            headingClassName={look.heading}
            listClassName={look.otherList}
          >
            {page.otherCities.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className={look.otherLink}>
                  <span className="font-medium">{c.name}</span>
                  <span className="text-sm text-stone-600">{c.population}</span>
                </Link>
              </li>
            ))}
          </ListSection>
        ) : null}
      </div>
    </>
  );
}
