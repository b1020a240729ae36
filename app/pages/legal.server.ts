import type { AppLoadContext } from "@remix-run/cloudflare";
import { catalogue, serverTranslator } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import type { MessageKey } from "~/modules/i18n/translator";

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
