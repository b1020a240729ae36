const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text made safe inside HTML or SVG markup, as text or as a quoted attribute value (React's own forms). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * An element with no behaviour, described once and written either as markup (inside a larger piece of
 * markup, e.g. a result card's text) or as a React element (`<Markup>`). `html` is its content, already
 * markup; attribute values are plain text, escaped when written. An attribute whose value is undefined is
 * left out.
 */
export interface MarkupElement {
  tag: "a" | "div" | "h3" | "p" | "span";
  attrs: Readonly<Record<string, string | undefined>>;
  html: string;
}

/** The element as markup. */
export function markup({ tag, attrs, html }: MarkupElement): string {
  let open = `<${tag}`;
  for (const name in attrs) {
    const value = attrs[name];
    if (value !== undefined) open += ` ${name}="${escapeHtml(value)}"`;
  }
  return `${open}>${html}</${tag}>`;
}
