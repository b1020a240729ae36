/**
 * The pseudo-language, for tests only: English with every letter accented and each message bracketed
 * ('[Šéàŕçĥ ŕéšţàûŕàñţš ~~]', a little longer, as translations often are). Only the message's text is
 * changed (its syntax tree's literals, in plural and select branches and inside tags too), so every message
 * still formats; a page rendered in it shows, to a person and to a test, any text that no catalogue gave.
 */
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";

/** The marks that open and close every pseudo-language message. */
export const PSEUDO_OPEN = "[";
export const PSEUDO_CLOSE = "~~]";

function accent(text: string): string {
  let out = "";
  for (const ch of text) {
    const at = PLAIN.indexOf(ch);
    out += at < 0 ? ch : [...ACCENTED][at];
  }
  return out;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    switch (el.type) {
      case TYPE.literal:
        return { ...el, value: accent(el.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...el,
          options: Object.fromEntries(
            Object.entries(el.options).map(([k, o]) => [k, { ...o, value: accentAll(o.value) }]),
          ),
        } as MessageFormatElement;
      case TYPE.tag:
        return { ...el, children: accentAll(el.children) };
      default:
        return el;
    }
  });
}

/** A message's syntax tree in the pseudo-language. */
export function pseudoMessage(elements: MessageFormatElement[]): MessageFormatElement[] {
  return [
    { type: TYPE.literal, value: PSEUDO_OPEN },
    ...accentAll(elements),
    { type: TYPE.literal, value: ` ${PSEUDO_CLOSE}` },
  ];
}
