import { Link } from "@remix-run/react";
import { FOOTER_INTERNATIONAL_CITIES, FOOTER_US_CITIES } from "~/modules/catalog/footer";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { LogoMark } from "./Logo";
import { PageLink } from "./PageLink";

/**
 * The site's footer. `towns`: where the places provider's data is the geography, its countries' towns take
 * the place of the catalogue's city columns.
 */
export function Footer({
  year,
  towns,
}: {
  year: number;
  towns: readonly { title: string; towns: readonly { name: string; to: string }[] }[] | null;
}) {
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
            {towns ? (
              towns.map((group) => <TownLinks key={group.title} heading={group.title} towns={group.towns} />)
            ) : (
              <>
                <TownLinks
                  heading={t("shell.footer.usCities")}
                  towns={FOOTER_US_CITIES.map((c) => ({ name: c.city, to: paths.results(c) }))}
                />
                <TownLinks
                  heading={t("shell.footer.worldCities")}
                  towns={FOOTER_INTERNATIONAL_CITIES.map((c) => ({ name: c.city, to: paths.results(c) }))}
                />
              </>
            )}
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

function TownLinks({ heading, towns }: { heading: string; towns: readonly { name: string; to: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 md:grid-cols-2 xl:grid-cols-3">
        {towns.map((town) => (
          <li key={town.to}>
            <PageLink className="hover:text-white hover:underline" to={town.to}>
              {town.name}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
