import { Link } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { LanguageSwitcher } from "../LanguageSwitcher";

/** The small print of the mobile version (the web footer's legal links and the way back to the full site). */
export function MobileLegalLinks() {
  const { t } = useT();
  return (
    <>
      <nav
        aria-label={t("mobile.legal.nav")}
        className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-4 text-xs text-stone-500"
      >
        <Link to={paths.privacyPolicy()} className="inline-flex min-h-11 items-center hover:underline">
          {t("mobile.legal.privacyPolicy")}
        </Link>
        <Link to={paths.termsOfUse()} className="inline-flex min-h-11 items-center hover:underline">
          {t("mobile.legal.termsOfUse")}
        </Link>
        <Link to={paths.home()} className="inline-flex min-h-11 items-center hover:underline">
          {t("mobile.legal.fullWebsite")}
        </Link>
      </nav>
      <LanguageSwitcher
        className="flex justify-center pt-2 text-xs text-stone-500"
        linkClass="inline-flex min-h-11 items-center hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-stone-800"
      />
    </>
  );
}
