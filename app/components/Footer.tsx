import { Link } from "@remix-run/react";
import { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES, type FooterCity } from "~/modules/catalog/footer";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoMark } from "./Logo";
import { PageLink } from "./PageLink";

export function Footer({ year }: { year: number }) {
  const { t } = useT();
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-900 text-stone-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
          <div>
            <Link to={paths.home()} className="inline-flex items-center gap-2 rounded-md">
              <LogoMark />
              <span className="font-display text-xl font-bold text-white">TableScout</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-6">{t("shell.footer.about")}</p>
            <ul className="mt-6 space-y-2 text-sm">
              <li>
                <Link className="font-semibold text-white underline-offset-4 hover:underline" to={paths.unitedStates()}>
                  {t("shell.footer.browseByState")}
                </Link>
              </li>
              <li>
                <Link className="font-semibold text-white underline-offset-4 hover:underline" to={paths.home()}>
                  {t("shell.footer.popularCities")}
                </Link>
              </li>
              <li>
                <Link
                  className="font-semibold text-white underline-offset-4 hover:underline"
                  to={paths.international()}
                >
                  {t("shell.footer.internationalGuides")}
                </Link>
              </li>
            </ul>
          </div>
          <div className="grid gap-10 md:grid-cols-2">
            <CityLinks heading={t("shell.footer.usCities")} cities={FOOTER_US_CITIES} />
            <CityLinks heading={t("shell.footer.worldCities")} cities={FOOTER_INTERNATIONAL_CITIES} />
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-stone-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t("shell.footer.rights", { year: String(year) })}</p>
          <LanguageSwitcher linkClass="hover:text-white hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-white" />
          <nav aria-label={t("shell.footer.legalNav")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link className="hover:text-white hover:underline" to={paths.privacyPolicy()}>
                  {t("shell.footer.privacyPolicy")}
                </Link>
              </li>
              <li>
                <Link className="hover:text-white hover:underline" to={paths.termsOfUse()}>
                  {t("shell.footer.termsOfUse")}
                </Link>
              </li>
              <li>
                <Link className="hover:text-white hover:underline" to={paths.aboutData()}>
                  {t("shell.footer.aboutData")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function CityLinks({ heading, cities }: { heading: string; cities: readonly FooterCity[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-2 xl:grid-cols-3">
        {cities.map((c) => (
          <li key={`${c.country}/${c.state}/${c.city}`}>
            <PageLink className="hover:text-white hover:underline" to={paths.results(c)}>
              {c.city}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
