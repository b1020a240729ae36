import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { Rich, useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
import { isMobilePath, paths } from "~/modules/urls/paths";
import { ErrorReference } from "./ErrorReference";

/** Home of the version the visitor is in (/mobile pages lead back to the mobile home). */
function useHome(): string {
  return paths.home({ mobile: isMobilePath(useLocation().pathname) });
}

/**
 * The 404 screen, with a 'Did you mean' link when the address is a near miss of one of the site's own pages
 * (named by its message key: nearMissPage in the URL module). The path is rendered as text by React, so it is
 * escaped.
 */
export function NotFound({ suggestion }: { suggestion?: { name: MessageKey; path: string } | null }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const home = useHome();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      aria-labelledby="not-found-title"
    >
      <p className="font-display text-7xl font-bold text-brand-600">404</p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold text-ink">
        {t("errors.notFound.heading")}
      </h1>
      <p className="mt-3 text-stone-600">{t("errors.notFound.message")}</p>
      {suggestion ? (
        <p className="mt-3 text-stone-700">
          <Rich
            k="errors.notFound.didYouMean"
            values={{
              name: t(suggestion.name),
              link: (chunks) => (
                <Link to={suggestion.path} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      <Link to={home} className="btn-primary mt-8">
        {t("errors.returnHome")}
      </Link>
    </section>
  );
}

/** Any other failure: a calm message, never the error's internals. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  const { t } = useT();
  const home = useHome();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      aria-labelledby="error-title"
    >
      <p className="font-display text-6xl font-bold text-brand-600">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-ink">
        {t(status >= 500 ? "errors.screen.serverTitle" : "errors.screen.requestTitle")}
      </h1>
      <p className="mt-3 text-stone-600">{message}</p>
      {status >= 500 ? <ErrorReference /> : null}
      <Link to={home} className="btn-primary mt-8">
        {t("errors.returnHome")}
      </Link>
    </section>
  );
}
