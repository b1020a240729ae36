import { useLocation } from "@remix-run/react";
import { LOCALES, localizedPath } from "~/modules/i18n/locales";
import { useLocale, useT } from "~/modules/i18n/react";

/**
 * Links to this page in every language, each named in its own language (and marked so: `lang`, `hreflang`).
 * Plain links: a language is a different document, loaded in full. The server remembers the choice (a cookie)
 * when a page is reached from one of ours in another language; with JavaScript the click sets it too, so a
 * browser that sends no Referer keeps the choice as well.
 */
function LanguageLinks({ listClass, linkClass }: { listClass: string; linkClass: string }) {
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
            aria-current={l === current ? "true" : undefined}
            className={linkClass}
            onClick={() => {
              // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference, which the server reads
              document.cookie = `lang=${l.prefix || "en"}; Path=/; Max-Age=31536000; SameSite=Lax`;
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

/** The header's language menu: the current language, opening the list (a `<details>`: no JavaScript needed). */
export function LanguageMenu() {
  const { t } = useT();
  const current = useLocale();
  return (
    <details className="group relative">
      <summary
        className="flex min-h-9 cursor-pointer list-none items-center gap-1 rounded-full px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 [&::-webkit-details-marker]:hidden"
        aria-label={t("shell.language.menu", { language: current.name })}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" aria-hidden="true">
          <circle cx="10" cy="10" r="7.5" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2.2 2.3 3 4.8 3 7.5s-.8 5.2-3 7.5c-2.2-2.3-3-4.8-3-7.5s.8-5.2 3-7.5Z"
            strokeWidth="1.5"
          />
        </svg>
        <span lang={current.tag} className="hidden md:inline">
          {current.name}
        </span>
      </summary>
      <nav
        aria-label={t("shell.language.label")}
        className="absolute end-0 z-50 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <LanguageLinks
          listClass="grid"
          linkClass="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-700"
        />
      </nav>
    </details>
  );
}
