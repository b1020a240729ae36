import MESSAGE_FILES from "virtual:message-files";
import {
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { DemoDataBanner } from "~/components/DemoDataBanner";
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { WebPageJsonLd } from "~/components/JsonLd";
import { MobileShell } from "~/components/mobile/MobileShell";
import { useNonce } from "~/components/Nonce";
import { ErrorScreen, NotFound } from "~/components/NotFound";
import { useDelegatedNavigation } from "~/components/PageLink";
import { Toasts } from "~/components/Toasts";
import { getViewer, takeFlashes, takeNotice } from "~/modules/auth/index.server";
import { ownFooterTowns } from "~/modules/browse/home";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { messagePartsOf } from "~/modules/i18n/parts";
import { useLocale, useT } from "~/modules/i18n/react";
import { ownGeographyFor, usesDemoData } from "~/modules/places/index.server";
import { pageMeta } from "~/modules/seo/meta";
import { isMobilePath } from "~/modules/urls/paths";
import stylesheet from "~/tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const user = viewer.user;
  const flashes = user ? await takeFlashes(viewer) : [];
  // Without a session, a one-time message comes in its own cookie, cleared as it is shown.
  const notice = user ? null : takeNotice(request, serverTranslator(context.locale));
  const own = ownGeographyFor(context);
  if (notice?.flash) flashes.push(notice.flash);
  return data(
    {
      origin: context.origin,
      year: new Date().getUTCFullYear(),
      // Where the places provider's data is the geography, the footer links its towns (the catalogue's
      // cities would be empty pages); kept a minute in the isolate, so most requests ask D1 nothing for it.
      footerTowns: own ? await ownFooterTowns(own, serverTranslator(context.locale)) : null,
      demoData: usesDemoData(context.cloudflare.env),
      user: user
        ? { fullName: user.fullName, email: user.email, avatarUrl: user.avatarUrl, username: user.username }
        : null,
      flashes,
      favoriteIds: viewer.favoriteIds,
      // The page's language (meta functions read it here).
      locale: context.locale,
    },
    // Signed-in pages, and a page showing a one-time message, are personal: never kept by shared caches.
    user || notice
      ? {
          headers: [
            ["Cache-Control", "private, no-store"],
            ...(notice ? [["Set-Cookie", notice.clear] as [string, string]] : []),
          ],
        }
      : undefined,
  );
}

/** Pages without their own policy: signed-in views stay private. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const cache = loaderHeaders.get("Cache-Control");
  if (cache) headers.set("Cache-Control", cache);
  return headers;
};

export const meta: MetaFunction<typeof loader> = ({ matches, location }) =>
  pageMeta({ title: "TableScout", path: location.pathname, exactTitle: true }, matches);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Everything under /mobile is the mobile-styled version: phone frame and bottom bar, no web header/footer.
  const { pathname } = useLocation();
  const mobile = isMobilePath(pathname);
  const nonce = useNonce();
  // From the entry's provider, so an error page whose root data never came still has its language.
  const locale = useLocale();
  const messageFiles = MESSAGE_FILES[locale.prefix] ?? MESSAGE_FILES[""]!;
  const messageParts = messagePartsOf(useMatches(), mobile);
  return (
    <html lang={locale.tag} dir={locale.dir} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#d2380c" />
        <Meta />
        <Links />
        {/* The files of the page's messages, which the browser reads before hydrating. */}
        {messageParts.map((part) => (
          <link
            key={part}
            rel="preload"
            href={messageFiles[part]}
            as="fetch"
            crossOrigin="anonymous"
            data-messages={part}
          />
        ))}
      </head>
      <body className={mobile ? "min-h-full bg-stone-200" : "flex min-h-full flex-col"}>
        <SkipLink />
        {mobile ? (
          <MobileShell flashes={data?.flashes ?? []} demoData={Boolean(data?.demoData)}>
            {children}
          </MobileShell>
        ) : (
          <>
            {data?.demoData ? <DemoDataBanner /> : null}
            <Header user={data?.user ?? null} />
            <Toasts flashes={data?.flashes ?? []} />
            <main id="main" className="flex-1" tabIndex={-1}>
              {children}
            </main>
            <Footer year={data?.year ?? new Date().getUTCFullYear()} towns={data?.footerTowns ?? null} />
          </>
        )}
        <WebPageJsonLd path={pathname} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The first stop of the keyboard: straight to the page's own content. */
function SkipLink() {
  const { t } = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("shell.skipToContent")}
    </a>
  );
}

export default function App() {
  useDelegatedNavigation();
  // Marks the page as enhanced: browser tests wait for it before clicking what JavaScript takes over.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    // A thrown message (busyPage's, a 400's) is written in the page's language by whoever threw it.
    return (
      <ErrorScreen
        status={error.status}
        message={typeof error.data === "string" && error.data ? error.data : t("errors.screen.checkAddress")}
      />
    );
  }
  // On the server, entry.server's handleError has logged it (with the request id).
  if (typeof document !== "undefined") console.error(error);
  return <ErrorScreen status={500} message={t("errors.screen.tryAgain")} />;
}
