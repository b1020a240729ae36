import { markup } from "~/modules/html";
import type { Locale } from "~/modules/i18n/locales";
import { useLocale } from "~/modules/i18n/react";
import type { LinkItem } from "~/modules/listing/index.server";
import { pageLinkElement } from "./PageLink";

/**
 * The markup of each list already built, by its items (the catalogue's link lists are built once), then by
 * the page's language (its links' prefix) and the classes.
 */
const built = new WeakMap<readonly LinkItem[], Map<string, string>>();

function listMarkup(items: readonly LinkItem[], linkClass: string, currentClass: string, locale: Locale): string {
  const classes = `${locale.prefix}|${linkClass}|${currentClass}`;
  let byClass = built.get(items);
  const known = byClass?.get(classes);
  if (known !== undefined) return known;
  const other = { class: linkClass };
  const current = { "aria-current": "page", class: currentClass };
  let html = "";
  for (const item of items) {
    html += `<li>${markup(pageLinkElement(item.to, item.name, item.active ? current : other, locale))}</li>`;
  }
  if (!byClass) {
    byClass = new Map();
    built.set(items, byClass);
  }
  byClass.set(classes, html);
  return html;
}

/**
 * A list of PageLinks (`<ul>` of `<li><a>`), the current page's marked with aria-current: the filter
 * column's eighty links, the neighbourhood chips. The links have no behaviour of their own (navigation is
 * delegated, see PageLink.tsx), so the list is one piece of markup (pageLinkElement, escaped by markup) instead of three React
 * elements per link: a results page renders in about a tenth less time. The same markup is hydrated as
 * it is, and replaced when the list changes.
 */
export function PageLinkList({
  items,
  className,
  linkClass,
  currentClass = linkClass,
}: {
  items: readonly LinkItem[];
  className?: string;
  linkClass: string;
  /** The current page's link's classes, in place of linkClass. */
  currentClass?: string;
}) {
  const locale = useLocale();
  return (
    <ul
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: listMarkup escapes every name and path it writes
      dangerouslySetInnerHTML={{ __html: listMarkup(items, linkClass, currentClass, locale) }}
    />
  );
}
