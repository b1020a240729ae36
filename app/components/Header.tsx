import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { initials } from "~/modules/auth/identity";
import { useLocale, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { LanguageLinks } from "./LanguageSwitcher";
import { LogoMark } from "./Logo";
import { SearchForm } from "./SearchForm";

export interface HeaderUser {
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
  username: string;
}

export function Header({ user }: { user: HeaderUser | null }) {
  const { t } = useT();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6">
        <Link
          to={paths.home()}
          className="flex shrink-0 items-center gap-2 rounded-md"
          aria-label={t("shell.header.homeLink")}
        >
          <LogoMark />
          <span className="font-display text-xl font-bold tracking-tight text-ink">TableScout</span>
        </Link>
        <div className="order-3 w-full sm:order-none sm:mx-4 sm:max-w-xl sm:flex-1">
          <SearchForm label={t("shell.header.siteSearch")} />
        </div>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageMenu />
          </div>
          <nav aria-label={t("shell.header.accountNav")} className="flex items-center">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Link
                to={`${paths.auth()}?${new URLSearchParams({ returnTo: here })}`}
                className="btn-primary whitespace-nowrap"
              >
                <GoogleG />
                {t("shell.header.signIn")}
              </Link>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}

function GoogleG() {
  return (
    <svg viewBox="0 0 18 18" className="h-4 w-4 rounded-full bg-white p-[1px]" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92a8.78 8.78 0 0 0 2.68-6.62Z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18Z"
      />
      <path fill="#FBBC05" d="M3.97 10.72a5.41 5.41 0 0 1 0-3.44V4.95H.96a9 9 0 0 0 0 8.1l3.01-2.33Z" />
      <path
        fill="#EA4335"
        d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58Z"
      />
    </svg>
  );
}

/**
 * With JavaScript, an open disclosure menu closes as menus do: on Escape (focus back on its button), on a
 * click or tap outside it, and once a link in it has been followed.
 */
function useDismissible() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // A new location (after 'My Account', say): the menu has done its job.
    if (key && ref.current) ref.current.open = false;
  }, [key]);
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (menu.open && !menu.contains(e.target as Node)) menu.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return ref;
}

/** The avatar menu: a details/summary disclosure, so it works without JavaScript. */
function UserMenu({ user }: { user: HeaderUser }) {
  const { t } = useT();
  const ref = useDismissible();
  return (
    <details ref={ref} className="group relative">
      <summary
        className="flex cursor-pointer list-none items-center rounded-full [&::-webkit-details-marker]:hidden"
        aria-label={t("shell.header.accountMenu", { name: user.fullName ?? user.email })}
      >
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt=""
            width={36}
            height={36}
            referrerPolicy="no-referrer"
            className="h-9 w-9 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          >
            {initials(user)}
          </span>
        )}
      </summary>
      <div className="absolute end-0 z-50 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
        <div className="border-b border-stone-100 px-3 py-2">
          {user.fullName ? <p className="font-semibold">{user.fullName}</p> : null}
          <p className="truncate text-sm text-stone-600">{user.email}</p>
        </div>
        <Link to={paths.account()} className="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100">
          {t("shell.header.myAccount")}
        </Link>
        <Link to={paths.lists()} className="block rounded-lg px-3 py-2 text-sm hover:bg-stone-100">
          {t("lists.index.title")}
        </Link>
        <Form method="post" action="/auth/signout">
          <button type="submit" className="block w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-stone-100">
            {t("shell.header.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The header's language menu: the current language, opening the list (a `<details>`: no JavaScript needed). */
function LanguageMenu() {
  const { t } = useT();
  const current = useLocale();
  const ref = useDismissible();
  return (
    <details ref={ref} className="group relative">
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
