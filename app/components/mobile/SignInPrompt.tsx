import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

/**
 * The signed-out state of a signed-in tab (Favorites, Profile): the tab's heading, what signing in gives,
 * and the way in, which comes back to the tab.
 */
export function SignInPrompt({
  heading,
  title,
  message,
  returnTo,
  children,
}: {
  heading: string;
  title: string;
  message: string;
  returnTo: string;
  children?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <h1 className="font-display text-2xl font-bold">{heading}</h1>
      <section
        aria-labelledby="signin-prompt"
        className="rounded-2xl border border-stone-200 bg-white p-6 text-center shadow-sm"
      >
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-50 text-amber-500">
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
            <path
              d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9L12 2.8Z"
              fill="currentColor"
            />
          </svg>
        </span>
        <h2 id="signin-prompt" className="mt-4 text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-2 text-stone-600">{message}</p>
        <Link to={`${paths.auth()}?${new URLSearchParams({ returnTo })}`} className="btn-primary mt-6 min-h-11 w-full">
          {t("mobile.signInPrompt.button")}
        </Link>
      </section>
      {children}
    </div>
  );
}
