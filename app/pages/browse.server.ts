/** The fixed browse pages: the United States' states, and the international index of countries. */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { internationalIndex, usOverview } from "~/modules/browse";
import { sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { placesFor } from "~/modules/places/index.server";
import { answerAt } from "~/modules/urls/route.server";

/** /restaurants/united-states: every state with its city count and top cities. */
export async function unitedStatesLoader({ request, context }: LoaderFunctionArgs) {
  // Reads no query parameter: any is redirected away, so the page cache keeps one copy.
  answerAt(request, context.pageCache, null);
  return data(usOverview(serverTranslator(context.locale)), sharedPage(context));
}

/** /restaurants/international: the countries of the guide. */
export async function internationalIndexLoader({ request, context }: LoaderFunctionArgs) {
  // Reads no query parameter: any is redirected away, so the page cache keeps one copy.
  answerAt(request, context.pageCache, null);
  const own = await placesFor(context).geography?.countries();
  return data(internationalIndex(serverTranslator(context.locale), false, own), sharedPage(context));
}
