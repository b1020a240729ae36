/**
 * A name inside a sentence is isolated from it (Unicode's first-strong isolate ... pop directional isolate),
 * so a name in another script, or one that starts or ends with a number, neither reorders the sentence around
 * it nor is reordered by it. Names people type cannot hold direction controls of their own (params.ts,
 * nameProblem); a name saved before that rule still cannot reverse the words after it, because the closing
 * isolate ends every embedding and override opened inside. Page text holds names in <bdi> elements; this is
 * for text that is not markup: titles, meta tags, share texts, one-time messages (the toasts turn the
 * isolates back into <bdi>: components/Isolated.tsx).
 */
export const FSI = "\u2068";
export const PDI = "\u2069";

export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** The text with each isolated name apart: [text, name, text, name, ...] (names at the odd places). */
export function splitIsolates(text: string): string[] {
  return text.split(/\u2068([^\u2068\u2069]*)\u2069/u);
}
