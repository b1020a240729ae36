import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { isMobilePath, paths } from "~/modules/urls/paths";
import { ErrorReference } from "./ErrorReference";

/** Home of the version the visitor is in (/mobile pages lead back to the mobile home). */
function useHome(): string {
  return paths.home({ mobile: isMobilePath(useLocation().pathname) });
}

/**
 * The 404 screen, with a 'Did you mean' link when the address is a near miss of one of the site's own pages.
 * The path is rendered as text by React, so it is escaped.
 */
export function NotFound({ suggestion }: { suggestion?: { name: string; path: string } | null }) {
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
        Oops! Page not found
      </h1>
      <p className="mt-3 text-stone-600">
        We couldn't find a page at this address. It may have moved, or the link may be mistyped.
      </p>
      {suggestion ? (
        <p className="mt-3 text-stone-700">
          Did you mean{" "}
          <Link to={suggestion.path} className="font-semibold text-brand-700 underline">
            {suggestion.name}
          </Link>
          ?
        </p>
      ) : null}
      <Link to={home} className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}

/** Any other failure: a calm message, never the error's internals. */
export function ErrorScreen({ status, message }: { status: number; message: string }) {
  const home = useHome();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      aria-labelledby="error-title"
    >
      <p className="font-display text-6xl font-bold text-brand-600">{status}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold text-ink">
        {status >= 500 ? "Something went wrong" : "We couldn't handle that request"}
      </h1>
      <p className="mt-3 text-stone-600">{message}</p>
      {status >= 500 ? <ErrorReference /> : null}
      <Link to={home} className="btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  );
}
