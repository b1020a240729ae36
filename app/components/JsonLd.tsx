import { useRouteLoaderData } from "@remix-run/react";
import { localizedPath } from "~/modules/i18n/locales";
import { useLocale } from "~/modules/i18n/react";
import { type JsonLd as JsonLdData, serializeJsonLd } from "~/modules/seo/jsonld";

/** Embeds structured data; the payload is escaped by serializeJsonLd so it cannot break out of the script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and & so the payload stays data.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/**
 * The base of the absolute URLs in a page's JSON-LD: the public origin the root loader resolved (SITE_URL or the
 * request's) and the page's language prefix ('https://tablescout.app/fr'), so every URL names the page in the
 * page's language.
 */
export function useSiteOrigin(): string {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return origin + localizedPath(useLocale(), "");
}

/** The page itself, as search engines read it: its URL in its language, and the language (`inLanguage`). */
export function WebPageJsonLd({ path }: { path: string }) {
  const locale = useLocale();
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "WebPage",
        url: `${origin}${localizedPath(locale, path)}`,
        inLanguage: locale.tag,
      }}
    />
  );
}
