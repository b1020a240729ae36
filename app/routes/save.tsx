import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { translatorOf } from "~/modules/i18n/matches";
import { pageMeta } from "~/modules/seo/meta";
import { isMobileRequest } from "~/modules/urls/route.server";
import { saveLoader } from "~/pages/lists.server";
import { SavePage } from "~/pages/SavePage";

/** /save and /mobile/save?place={id}&returnTo=…: the Save form of a place (the popover's page without JavaScript). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  saveLoader({ request, context, mobile: isMobileRequest(request, context) });

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: translatorOf(matches).t("lists.save.metaTitle"), path: location.pathname, noindex: true }, matches);

export default function SaveRoute() {
  return <SavePage data={useLoaderData<typeof loader>()} />;
}
