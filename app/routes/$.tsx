import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { pageHeaders } from "~/modules/http/streaming.server";
import { ensureMessages } from "~/modules/i18n/client-messages";
import { routePath } from "~/modules/i18n/locales";
import { translatorOf } from "~/modules/i18n/matches";
import type { MessagesHandle } from "~/modules/i18n/parts";
import { pageMeta } from "~/modules/seo/meta";
import { parsePath } from "~/modules/urls";
import { componentKey, componentOf, messagesOf, metaOf, PAGE_ATTRIBUTE, serverPagesReady } from "~/pages/kinds";
import { loadPage, pageAction } from "~/pages/kinds.server";

/**
 * Every path under /restaurants…, /{businessType}/…, /mobile/restaurants… and /{username}: the URL module
 * decides its kind (the one routing layer for these paths), app/pages/kinds.server.ts hands it to its page's
 * loader (data, status and cache policy), and app/pages/kinds.ts gives each kind of page its meta, messages
 * and component. Anything else is the 404 page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The path without its language prefix: the routes are the same in every language.
  const route = parsePath(routePath(request, context.locale));
  // Every page component is in memory before a page renders, so the server never shows a Suspense fallback.
  await serverPagesReady();
  return loadPage(request, context, route);
}

/** A form post to a page (a place's review forms): see pageAction. */
export async function action({ request, context }: ActionFunctionArgs) {
  return pageAction(request, context, parsePath(routePath(request, context.locale)));
}

export const handle: MessagesHandle = { messages: messagesOf };

type PageOf = ReturnType<typeof useLoaderData<typeof loader>>;
const isMobile = (page: PageOf) => "mobile" in page && page.mobile === true;

/**
 * In the browser: the next page's data and, beside it, its component's chunk and messages (never rendered
 * before they are here).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  await Promise.all([componentOf(page.kind, isMobile(page)).preload(), ensureMessages([...messagesOf(page)])]);
  return page;
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, location }) =>
  page ? pageMeta(metaOf(page.kind, page, translatorOf(matches), location.pathname), matches) : [];

/** Each page kind's component, loaded on demand, marked for entry.client. */
export default function PathPage() {
  const page = useLoaderData<typeof loader>();
  const { Page } = componentOf(page.kind, isMobile(page));
  return (
    <div {...{ [PAGE_ATTRIBUTE]: componentKey(page.kind, isMobile(page)) }} className="contents">
      <Page page={page} />
    </div>
  );
}
