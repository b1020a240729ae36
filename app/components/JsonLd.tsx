import { useRouteLoaderData } from "@remix-run/react";
import { type JsonLd as JsonLdData, serializeJsonLd } from "~/modules/seo/jsonld";

/** Embeds structured data; the payload is escaped by serializeJsonLd so it cannot break out of the script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and & so the payload stays data.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The public origin the root loader resolved (SITE_URL or the request's), for absolute URLs in JSON-LD. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
}
