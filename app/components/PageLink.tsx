import { useNavigate } from "@remix-run/react";
import { type AnchorHTMLAttributes, useEffect } from "react";
import { escapeHtml, type MarkupElement } from "~/modules/html";
import { type Locale, localizedPath, splitLocale } from "~/modules/i18n/locales";
import { useHrefIn } from "~/modules/i18n/react";

/** The attribute that marks a PageLink (as PageLink writes it below), for pageLinkElement and the listener. */
const PAGE_LINK = "data-page-link";

/**
 * A plain link to one of our pages, for long lists (filter columns, chips, the footer): it renders as an
 * `<a>` with no per-link work on the server, and `useDelegatedNavigation` (mounted once in the root)
 * turns its clicks into client-side navigation once JavaScript runs. Remix's `<Link>` costs a route match
 * and path resolution per link per render, which made up a large share of a results page's render time.
 */
export function PageLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const hrefIn = useHrefIn();
  return <a href={hrefIn(to)} data-page-link="" {...rest} />;
}

/** A PageLink as a MarkupElement, for links written into larger pieces of markup: `to` in the page's language. */
export function pageLinkElement(
  to: string,
  text: string,
  attrs: Record<string, string | undefined>,
  locale: Locale,
): MarkupElement {
  return { tag: "a", attrs: { href: localizedPath(locale, to), [PAGE_LINK]: "", ...attrs }, html: escapeHtml(text) };
}

/** Client-side navigation for every `PageLink` on the page: one listener instead of one per link. */
export function useDelegatedNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.(`a[${PAGE_LINK}]`);
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      // The router adds the page's language prefix (its basename) itself: it is given the path without it.
      navigate(splitLocale(url.pathname).path + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
