import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { schema } from "~/modules/db/db.server";
import { catalogue, serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import type { MessageKey } from "~/modules/i18n/translator";
import { BASEMAP_TILESET, mapConfig, OWN_TILES } from "~/modules/maps";
import { providerChoice } from "~/modules/places/choice";

/**
 * A legal page's data: its own messages (the legal area reaches no other page), its meta in the page's
 * language, and its English title, which the note 'the English text governs' links with.
 */
export function legalPageData(
  context: AppLoadContext,
  page: { title: MessageKey; description: MessageKey; keywords: readonly MessageKey[] },
) {
  const { t } = serverTranslator(context.locale);
  return {
    messages: catalogue(context.locale, ["legal"]),
    title: t(page.title),
    description: t(page.description),
    keywords: page.keywords.map((k) => t(k)),
    englishTitle: serverTranslator(ENGLISH).t(page.title),
  };
}

/**
 * /about/data: where the guide's places and map come from. With OpenStreetMap's places, each imported region
 * with the date of its data (what a correction made since is waiting for), as the licence's credit asks; the
 * basemap with the date it was built and of its data.
 */
export async function aboutDataLoader({ context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { t } = serverTranslator(context.locale);
  const provider = providerChoice(env);
  const map = mapConfig(env);
  const ownTiles = map.kind === "open" && map.tileUrl === OWN_TILES;
  const [regions, tilesets] = await Promise.all([
    provider === "osm" ? context.db.select().from(schema.osmRegions).orderBy(schema.osmRegions.region) : [],
    ownTiles ? context.db.select().from(schema.mapTilesets) : [],
  ]);
  const basemap = tilesets.find((s) => s.name === BASEMAP_TILESET);
  return {
    messages: catalogue(context.locale, ["legal"]),
    title: t("legal.data.title"),
    description: t("legal.data.description"),
    provider,
    map: map.kind === "open" ? (ownTiles ? "own" : "tiles") : "google",
    regions: regions.map((r) => ({
      region: r.region,
      dataAt: r.dataAt,
      places: r.places,
      importedAt: r.importedAt.toISOString(),
    })),
    basemap: basemap ? { builtAt: basemap.builtAt.toISOString(), dataAt: basemap.dataAt } : null,
  };
}

/** /privacy-policy: the page's own messages and its meta, in the page's language. */
export function privacyPolicyLoader({ context }: LoaderFunctionArgs) {
  return legalPageData(context, {
    title: "legal.privacy.title",
    description: "legal.privacy.description",
    keywords: [
      "legal.privacy.keywordPrivacyPolicy",
      "legal.privacy.keywordDataProtection",
      "legal.privacy.keywordCookies",
    ],
  });
}

/** /terms-of-use: the page's own messages and its meta, in the page's language. */
export function termsOfUseLoader({ context }: LoaderFunctionArgs) {
  return legalPageData(context, {
    title: "legal.terms.title",
    description: "legal.terms.description",
    keywords: ["legal.terms.keywordTermsOfUse", "legal.terms.keywordTermsOfService"],
  });
}
