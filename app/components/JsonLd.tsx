import { useRouteLoaderData } from "@remix-run/react";
import { serializeJsonLd, type JsonLd as JsonLdData } from "~/modules/seo/jsonld";

/** Embeds structured data; the payload is escaped by serializeJsonLd so it cannot break out of the script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The public origin the root loader resolved (SITE_URL or the request's), for absolute URLs in JSON-LD. */
export function useSiteOrigin(): string {
  return useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
}
