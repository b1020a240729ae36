import { useLocation } from "@remix-run/react";
import { LOCALES, languageCookieOf, localizedPath } from "~/modules/i18n/locales";
import { useLocale, useT } from "~/modules/i18n/react";

/**
 * Links to this page in every language, each named in its own language (and marked so: `lang`, `hreflang`).
 * Plain links: a language is a different document, loaded in full. The server remembers the choice (a cookie)
 * when a page is reached from one of ours in another language; with JavaScript the click sets it too, so a
 * browser that sends no Referer keeps the choice as well.
 */
export function LanguageLinks({ listClass, linkClass }: { listClass: string; linkClass: string }) {
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <ul className={listClass}>
      {LOCALES.map((l) => (
        <li key={l.tag}>
          <a
            href={localizedPath(l, pathname) + search}
            hrefLang={l.tag}
            lang={l.tag}
            aria-current={l.prefix === current.prefix ? "true" : undefined}
            className={linkClass}
            onClick={() => {
              // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, which the server reads
              document.cookie = languageCookieOf(l);
            }}
          >
            {l.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer's list of languages. */
export function LanguageSwitcher({ className, linkClass = "" }: { className?: string; linkClass?: string }) {
  const { t } = useT();
  return (
    <nav aria-label={t("shell.language.label")} className={className}>
      <LanguageLinks listClass="flex flex-wrap gap-x-4 gap-y-1" linkClass={linkClass} />
    </nav>
  );
}
