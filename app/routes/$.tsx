import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { ensureMessages } from "~/modules/i18n/client-messages";
import { routePath } from "~/modules/i18n/locales";
import { translatorOf } from "~/modules/i18n/matches";
import type { ClientPart, MessagesHandle } from "~/modules/i18n/parts";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath } from "~/modules/urls";
import { countryLoader, internationalCountryLoader } from "~/pages/country.server";
import {
  countryMeta,
  internationalCountryMeta,
  profileMeta,
  restaurantMeta,
  resultsMeta,
  stateMeta,
} from "~/pages/meta";
import { PAGE_ATTRIBUTE, PAGES, pageKey, serverPagesReady } from "~/pages/on-demand";
import { profileLoader } from "~/pages/profile.server";
import { restaurantLoader } from "~/pages/restaurant.server";
import { resultsLoader } from "~/pages/results.server";
import { stateLoader } from "~/pages/state.server";

/**
 * Every path under /restaurants…, /{businessType}/…, /mobile/restaurants… and /{username}: the URL module
 * decides its shape (the one routing layer for these paths), and each page kind in app/pages/ brings its
 * own loader (data, status and cache policy), meta and component. Anything else is the 404 page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The path without its language prefix: the routes are the same in every language.
  const route = parsePath(routePath(request, context.locale));
  // Every page component is in memory before a page renders, so the server never shows a Suspense fallback.
  await serverPagesReady();
  switch (route.kind) {
    case "results":
      return resultsLoader(request, context, route);
    case "restaurant":
      return restaurantLoader(request, context, route);
    case "state":
    case "international-state":
      return stateLoader(request, context, route);
    case "country":
    case "us-overview":
      return countryLoader(request, context, route);
    case "international-country":
      return internationalCountryLoader(request, context, route);
    case "user":
      return profileLoader(request, context, route);
    default:
      // The request's log line says 404 (server.ts); the path is not logged again here.
      return data({ kind: "not-found" as const }, { status: 404 });
  }
}

/** The parts of the messages a page kind shows beyond "page" (see ~/modules/i18n/client-messages). */
const PAGE_MESSAGES: Partial<Record<string, ClientPart[]>> = {
  user: ["account"],
  state: ["browse"],
  country: ["browse"],
  "international-country": ["browse"],
};
const messagesOf = (page: unknown): ClientPart[] => PAGE_MESSAGES[(page as { kind?: string })?.kind ?? ""] ?? [];
export const handle: MessagesHandle = { messages: messagesOf };

/**
 * In the browser: the next page's data and, beside it, its component's chunk and messages (never rendered
 * before they are here).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  await Promise.all([PAGES[pageKey(page)].preload(), ensureMessages(messagesOf(page))]);
  return page;
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) => {
  const translator = translatorOf(matches);
  switch (page?.kind) {
    case "results":
      return pageMeta(resultsMeta(page, translator), matches);
    case "restaurant":
      return pageMeta(restaurantMeta(page, translator), matches);
    case "state":
      return pageMeta(stateMeta(page, translator), matches);
    case "country":
      return pageMeta(countryMeta(page, translator), matches);
    case "international-country":
      return pageMeta(internationalCountryMeta(page, translator), matches);
    case "user":
      return pageMeta(profileMeta(page, location.pathname, translator), matches);
    default:
      return pageMeta(
        {
          title: translator.t("meta.notFound.title"),
          description: translator.t("meta.notFound.description"),
          path: location.pathname,
          noindex: true,
        },
        matches,
      );
  }
};

/** Each page kind's component, loaded on demand (app/pages/on-demand.ts), marked for entry.client. */
export default function PathPage() {
  const page = useLoaderData<typeof loader>();
  const key = pageKey(page);
  const { Page } = PAGES[key];
  return (
    <div {...{ [PAGE_ATTRIBUTE]: key }} className="contents">
      <Page page={page as never} />
    </div>
  );
}
