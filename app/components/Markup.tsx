import { createElement } from "react";
import type { MarkupElement } from "~/modules/html";

/**
 * A MarkupElement as a React element: its attributes as props (`class` is React's `className`), its
 * content as markup. For small pieces of text with no behaviour (ratings, badges) that are also written
 * into larger pieces of markup: one description, the same element either way.
 */
export function Markup({ element: { tag, attrs, html } }: { element: MarkupElement }) {
  const { class: className, ...rest } = attrs;
  // A MarkupElement's html is built from escaped text (see markup in ~/modules/html).
  return createElement(tag, { className, ...rest, dangerouslySetInnerHTML: { __html: html } });
}
