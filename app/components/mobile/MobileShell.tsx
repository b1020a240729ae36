import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon } from "~/components/LineIcon";
import { useMessageParts } from "~/modules/i18n/client-messages";
import { useT } from "~/modules/i18n/react";
import type { MessageKey } from "~/modules/i18n/translator";
import { type MobileTab, mobileTabOf, paths } from "~/modules/urls/paths";
import { DemoDataBanner } from "../DemoDataBanner";
import { LogoMark } from "../Logo";
import { type FlashMessage, Toasts } from "../Toasts";

/** Heroicons-style 24px outlines, drawn with currentColor. */
const ICONS: Record<MobileTab | "home", string> = {
  home: "M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9.5Z",
  search: "M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13Zm4.9 11.4L20 20",
  "near-me":
    "M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  favorites: "M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9L12 3.5Z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.5 3.8-5.5 7.5-5.5s6.7 2 7.5 5.5",
};

const TABS: { tab: MobileTab | "home"; label: MessageKey; to: string }[] = [
  { tab: "home", label: "mobile.tabs.home", to: paths.home({ mobile: true }) },
  { tab: "search", label: "mobile.tabs.search", to: paths.mobileTab("search") },
  { tab: "near-me", label: "mobile.tabs.nearMe", to: paths.mobileTab("near-me") },
  { tab: "favorites", label: "mobile.tabs.favorites", to: paths.mobileTab("favorites") },
  { tab: "profile", label: "mobile.tabs.profile", to: paths.mobileTab("profile") },
];

/** The fixed bottom bar: five tabs, the current one marked with aria-current. */
export function BottomBar() {
  const { t } = useT();
  const current = mobileTabOf(useLocation().pathname);
  return (
    <nav
      aria-label={t("mobile.shell.mainNav")}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[30rem] border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid grid-cols-5">
        {TABS.map((tab) => {
          const active = tab.tab === current;
          return (
            <li key={tab.tab}>
              <Link
                to={tab.to}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold ${active ? "text-brand-700" : "text-stone-500 hover:text-stone-800"}`}
              >
                <LineIcon
                  d={ICONS[tab.tab]}
                  className={`h-6 w-6 ${active && tab.tab === "favorites" ? "fill-current" : ""}`}
                />
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The mobile-styled version's frame: a phone-width column (30rem, centred on larger screens), a compact
 * top bar, the page, and the bottom bar; safe-area insets respected on notched phones.
 */
const MOBILE_PARTS = ["mobile"] as const;

export function MobileShell({
  children,
  flashes,
  demoData,
}: {
  children: ReactNode;
  flashes: readonly FlashMessage[];
  demoData: boolean;
}) {
  // The frame's texts are a part of the messages of their own (a web page never loads them).
  useMessageParts(MOBILE_PARTS);
  const { t } = useT();
  return (
    <div className="mx-auto flex min-h-screen w-full max-w-[30rem] flex-col bg-stone-50 pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] shadow-xl">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <div className="flex h-14 items-center justify-between px-4">
          <Link
            to={paths.home({ mobile: true })}
            className="flex min-h-11 items-center gap-2"
            aria-label={t("mobile.shell.homeLink")}
          >
            <LogoMark className="h-7 w-7" />
            <span className="font-display text-lg font-bold tracking-tight text-ink">TableScout</span>
          </Link>
          <Link
            to={paths.mobileTab("search")}
            className="flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
            aria-label={t("mobile.tabs.search")}
          >
            <LineIcon d={ICONS.search} className="h-6 w-6" />
          </Link>
        </div>
      </header>
      {demoData ? <DemoDataBanner compact /> : null}
      <Toasts flashes={flashes} placement="above-tab-bar" />
      <main id="main" tabIndex={-1} className="flex-1 px-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] pt-4">
        {children}
      </main>
      <BottomBar />
    </div>
  );
}
