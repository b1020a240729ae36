import { type AppLoadContext, data } from "@remix-run/cloudflare";
import { statePage } from "~/modules/browse";
import { findDivision, isUs } from "~/modules/catalog";
import { sharedPage } from "~/modules/http/streaming.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { isKnownCountry, paths, type RouteOf } from "~/modules/urls";
import { answerAt } from "~/modules/urls/route.server";

/**
 * 'Cities in {State}' for /restaurants/{country}/{state} and /restaurants/international/{country}/{state}.
 * An unknown state still gets the page (with its empty state) under HTTP 404.
 */
export function stateLoader(
  request: Request,
  context: AppLoadContext,
  route: RouteOf<"state" | "international-state">,
) {
  const t = serverTranslator(context.locale);
  if (route.kind === "international-state") {
    answerAt(request, context.pageCache, paths.internationalState(route.country.name, route.state));
    return data(
      {
        kind: "state" as const,
        international: true,
        ...statePage(t, route.country, route.state, undefined, true),
      },
      sharedPage(context),
    );
  }
  const knownState =
    isKnownCountry(route.country) &&
    Boolean(isUs(route.country) ? route.stateCode : findDivision(route.country, route.state));
  answerAt(request, context.pageCache, knownState ? paths.state(route.country.name, route.state) : null);
  const page = statePage(t, route.country, route.state, route.stateCode);
  return data({ kind: "state" as const, international: false, ...page }, sharedPage(context, knownState ? 200 : 404));
}
