/**
 * Text rules of the share image: cleaning user strings, XML escaping, each string's direction, which font
 * draws each character (runs), widths, line breaking and ellipses.
 */

import { type Family, type FontCache, type FontFace, face, type LoadedFont, type Weight } from "./fonts";

/**
 * A user string as it is drawn: characters XML 1.0 cannot carry (C0 controls, lone surrogates, U+FFFE/F) and
 * bidi controls (each line's direction is set from its own first strong letter) removed; so are the parts of
 * emoji sequences the monochrome emoji font draws as boxes or whose width it changes (zero-width joiner,
 * variation selectors, skin tones, tags, the keycap mark), leaving each pictograph on its own. Runs of white
 * space become one space; the ends are trimmed.
 */
export function clean(s: string): string {
  let out = "";
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) out += c === 0x09 || c === 0x0a || c === 0x0d ? " " : "";
    else if ((c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff) continue;
    else if (c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) continue;
    else if (c === 0x200d || (c >= 0xfe00 && c <= 0xfe0f) || c === 0x20e3) continue;
    else if ((c >= 0x1f3fb && c <= 0x1f3ff) || (c >= 0xe0000 && c <= 0xe007f)) continue;
    else out += ch;
  }
  return out.replace(/\s+/gu, " ").trim();
}

/** XML-escapes text for an element's content or a double-quoted attribute. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LETTER = /\p{L}/u;
/** Letters of Hebrew, Arabic and the other right-to-left scripts (not their digits, punctuation or marks). */
const isRtlLetter = (c: number, ch: string) =>
  ((c >= 0x0590 && c <= 0x08ff) || (c >= 0xfb1d && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff)) && LETTER.test(ch);

/** The direction of a string's first strong (letter) character, as dir="auto" does; undefined without letters. */
export function firstStrongDirection(s: string): "ltr" | "rtl" | undefined {
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (isRtlLetter(c, ch)) return "rtl";
    if (LETTER.test(ch)) return "ltr";
  }
  return undefined;
}

export const isArabic = (c: number) =>
  (c >= 0x0600 && c <= 0x08ff) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff);
export const isKana = (c: number) =>
  (c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0xff66 && c <= 0xff9f);
export const isHan = (c: number) =>
  (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || c >= 0x20000;
/** Characters set on a CJK line as ideographs: Han, kana, CJK punctuation and full-width forms. */
export const isCjk = (c: number) =>
  isHan(c) || isKana(c) || (c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef);
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
/**
 * Characters drawn from the emoji font first: pictographs from U+2300 on (below it, ©, ®, ™ and arrows are
 * text symbols the text fonts have) and regional indicators.
 */
const isRegionalIndicator = (c: number) => c >= 0x1f1e6 && c <= 0x1f1ff;
export const isEmoji = (ch: string, c: number) => (c >= 0x2300 && PICTOGRAPHIC.test(ch)) || isRegionalIndicator(c);
/** Combining marks and the zero-width non-joiner belong to the character before them and are drawn in its face. */
const JOINS_PREVIOUS = /[\p{M}\u200c]/u;

/** The CJK family for Han characters: Japanese on a Japanese card or in a string with kana, else Chinese. */
export function cjkFamily(lang: string, text: string, cardHasKana: boolean): "Noto Sans JP" | "Noto Sans SC" {
  const primary = lang.toLowerCase().split("-")[0];
  for (const ch of text) if (isKana(ch.codePointAt(0)!)) return "Noto Sans JP";
  if (primary === "ja") return "Noto Sans JP";
  if (primary === "zh") return "Noto Sans SC";
  return cardHasKana ? "Noto Sans JP" : "Noto Sans SC";
}

/**
 * The family a string is set in: a CJK family if it has CJK characters (ideographs, kana, CJK punctuation,
 * full-width forms), else Arabic if it has Arabic letters (Noto Sans Arabic has Latin-1 and Latin Extended-A
 * too), else Noto Sans.
 */
export function primaryFamily(text: string, cjk: Family): Family {
  let arabic = false;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (isCjk(c)) return cjk;
    if (isArabic(c)) arabic = true;
  }
  return arabic ? "Noto Sans Arabic" : "Noto Sans";
}

/** A piece of a line drawn with one face, and its estimated width in em. */
export interface Run {
  text: string;
  font: LoadedFont;
  em: number;
}

/** A string ready to lay out: its characters, each with the face that draws it and its advance in em. */
export interface Shaped {
  chars: { ch: string; font: LoadedFont; em: number }[];
}

/**
 * The faces to try for a character, in order: the string's family in its weight then regular, then Noto Sans,
 * the CJK families, Arabic and the emoji font (first for emoji characters).
 */
function candidates(ch: string, c: number, primary: Family, weight: Weight, cjk: Family): FontFace[] {
  const otherCjk: Family = cjk === "Noto Sans JP" ? "Noto Sans SC" : "Noto Sans JP";
  const families: Family[] = [primary, "Noto Sans", cjk, otherCjk, "Noto Sans Arabic"];
  const list: FontFace[] = isEmoji(ch, c) ? [face("Noto Emoji", 400)] : [];
  for (const f of families) list.push(face(f, weight), face(f, 400));
  list.push(face("Noto Emoji", 400));
  return [...new Set(list)];
}

export interface TextRequest {
  text: string;
  weight: Weight;
}

/**
 * Assigns each character of each string its face, loading faces as they turn out to be needed: a string's
 * own family first, then the fallbacks of `candidates` for the characters it lacks. A character no face has
 * is left out (resvg would draw nothing for it either).
 */
export async function shapeAll(requests: TextRequest[], lang: string, fonts: FontCache): Promise<Shaped[]> {
  const cardHasKana = requests.some((r) => [...r.text].some((ch) => isKana(ch.codePointAt(0)!)));
  const plans = requests.map((r) => {
    const cjk = cjkFamily(lang, r.text, cardHasKana);
    const primary = primaryFamily(r.text, cjk);
    return [...r.text].map((ch) => ({ ch, options: candidates(ch, ch.codePointAt(0)!, primary, r.weight, cjk) }));
  });
  // Each pass loads the first not-yet-loaded face that some unresolved character would try next; at most one
  // pass per fallback level.
  for (;;) {
    const wanted = new Set<FontFace>();
    for (const plan of plans)
      for (const { ch, options } of plan) {
        if (JOINS_PREVIOUS.test(ch)) continue;
        const c = ch.codePointAt(0)!;
        for (const f of options) {
          const font = fonts.get(f);
          if (!font) {
            wanted.add(f);
            break;
          }
          if (font.advance(c) !== undefined) break;
        }
      }
    if (wanted.size === 0) break;
    await Promise.all([...wanted].map((f) => fonts.load(f)));
  }
  return plans.map((plan) => {
    const chars: Shaped["chars"] = [];
    let pairOpen = false;
    for (const { ch, options } of plan) {
      const c = ch.codePointAt(0)!;
      const previous = chars[chars.length - 1];
      // A mark stays with its base character's face (or is left out if that face lacks it).
      if (JOINS_PREVIOUS.test(ch)) {
        const em = previous?.font.advance(c);
        if (previous && em !== undefined) chars.push({ ch, font: previous.font, em });
        continue;
      }
      for (const f of options) {
        const font = fonts.get(f);
        let em = font?.advance(c);
        if (font && em !== undefined) {
          // Two regional indicators are one flag, one glyph wide.
          if (isRegionalIndicator(c) && pairOpen) em = 0;
          pairOpen = isRegionalIndicator(c) && !pairOpen;
          chars.push({ ch, font, em });
          break;
        }
      }
    }
    joinArabic(chars);
    return { chars };
  });
}

// Unicode joining types of Arabic letters (ArabicShaping.txt): right-joining letters join only to the letter
// before them (alef, dal, reh, waw, teh marbuta and their variants); hamza joins to nothing; most others are
// dual-joining; tatweel joins both ways; marks are transparent.
const RIGHT_JOINING =
  /[\u0622-\u0625\u0627\u0629\u062f-\u0632\u0648\u0671-\u0673\u0675-\u0677\u0688-\u0699\u06c0\u06c3-\u06cb\u06cd\u06cf\u06d2\u06d3\u06d5\u06ee\u06ef\u0759-\u075b\u076b\u076c\u0771\u0773\u0774\u0778\u0779\u08aa-\u08ac\u08ae\u08b1\u08b2\u08b9]/u;
const DUAL_JOINING =
  /[\u0620\u0626\u0628\u062a-\u062e\u0633-\u063f\u0641-\u0647\u0649\u064a\u066e\u066f\u0678-\u0687\u069a-\u06bf\u06c1\u06c2\u06cc\u06ce\u06d0\u06d1\u06fa-\u06fc\u06ff\u0750-\u077f\u08a0-\u08c9]/u;
const MARK = /\p{M}/u;
function joiningType(ch: string): "R" | "D" | "C" | "T" | "U" {
  if (ch === "\u0640" || ch === "\u200d") return "C";
  if (RIGHT_JOINING.test(ch)) return "R";
  if (DUAL_JOINING.test(ch)) return "D";
  return MARK.test(ch) ? "T" : "U";
}

/**
 * Measures Arabic letters in the positional form shaping will give them (initial, medial, final: the font's
 * init, medi and fina substitutions), not in their much wider isolated form: a letter joins to the one before
 * it if that one is dual-joining (or tatweel), and to the one after it if it is dual-joining itself and the
 * next one joins at all. Lam-alef ligatures and kerning are not modelled (they narrow the text a little more).
 */
function joinArabic(chars: Shaped["chars"]) {
  const types = chars.map((c) => joiningType(c.ch));
  const neighbour = (i: number, step: number) => {
    for (let j = i + step; j >= 0 && j < chars.length; j += step)
      if (types[j] !== "T") return chars[j]!.font === chars[i]!.font ? types[j] : "U";
    return "U";
  };
  for (let i = 0; i < chars.length; i++) {
    const type = types[i];
    if (type !== "D" && type !== "R") continue;
    const before = neighbour(i, -1);
    const joinsBefore = before === "D" || before === "C";
    const after = neighbour(i, 1);
    const joinsAfter = type === "D" && (after === "D" || after === "R" || after === "C");
    const form = joinsBefore ? (joinsAfter ? "medi" : "fina") : joinsAfter ? "init" : undefined;
    if (!form) continue;
    const c = chars[i]!;
    c.em = c.font.formAdvance(c.ch.codePointAt(0)!, form) ?? c.em;
  }
}

/** The width of characters at a font size, in pixels. */
export const widthOf = (chars: Shaped["chars"], size: number) => chars.reduce((w, c) => w + c.em, 0) * size;

/** Consecutive characters of one face joined into runs, in logical order. */
export function runsOf(chars: Shaped["chars"]): Run[] {
  const runs: Run[] = [];
  for (const { ch, font, em } of chars) {
    const last = runs[runs.length - 1];
    if (last && last.font === font) {
      last.text += ch;
      last.em += em;
    } else runs.push({ text: ch, font, em });
  }
  return runs;
}

type Chars = Shaped["chars"];

/** Splits characters into grapheme clusters (an emoji sequence or a letter with its marks is never cut). */
function clusters(chars: Chars): Chars[] {
  const text = chars.map((c) => c.ch).join("");
  const out: Chars[] = [];
  let i = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    const n = [...segment].length;
    out.push(chars.slice(i, i + n));
    i += n;
  }
  return out;
}

// Kinsoku: characters a CJK line may not start with (closing punctuation, small kana, the long-vowel mark),
// and opening brackets it may not end with.
const NO_LINE_START = new Set([
  ..."、。，．・：；？！）」』】〕〉》｝］ー～…‥ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々",
]);
const NO_LINE_END = new Set([..."（「『【〔〈《｛［"]);

/** Where a line may break before each cluster: after a space, and between CJK characters (save kinsoku). */
function breakBefore(units: Chars[], i: number): boolean {
  if (i === 0) return false;
  const prev = units[i - 1]![0]!.ch;
  const cur = units[i]![0]!.ch;
  if (cur === " ") return false;
  if (prev === " ") return true;
  const cjkPrev = isCjk(prev.codePointAt(0)!);
  const cjkCur = isCjk(cur.codePointAt(0)!);
  return (cjkPrev || cjkCur) && !NO_LINE_START.has(cur) && !NO_LINE_END.has(prev);
}

const trimEnd = (chars: Chars) => {
  let n = chars.length;
  while (n > 0 && chars[n - 1]!.ch === " ") n--;
  return chars.slice(0, n);
};

/** The characters a line may end with when text is cut: an ellipsis, and a hyphen for a word cut in two. */
export interface Marks {
  ellipsis: Chars[number];
  hyphen: Chars[number];
}

/**
 * Characters cut to fit `maxWidth` at `size`, ending in an ellipsis: after the last whole word (or CJK
 * character) when that keeps at least 60% of the line, else in the middle of the word.
 */
export function truncate(chars: Chars, size: number, maxWidth: number, ellipsis: Chars[number]): Chars {
  if (widthOf(chars, size) <= maxWidth) return chars;
  const units = clusters(chars);
  const room = maxWidth - ellipsis.em * size;
  let width = 0;
  let end = 0;
  let lastBreak = 0;
  while (end < units.length) {
    const w = widthOf(units[end]!, size);
    if (width + w > room) break;
    width += w;
    end++;
    if (end < units.length && (breakBefore(units, end) || units[end]![0]!.ch === " ")) lastBreak = end;
  }
  const widthAt = (n: number) => widthOf(units.slice(0, n).flat(), size);
  const cut = lastBreak > 0 && widthAt(lastBreak) >= 0.6 * room ? lastBreak : end;
  return [...trimEnd(units.slice(0, cut).flat()), ellipsis];
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Greedy line breaking into at most `maxLines` lines of `maxWidth`; the last line ends in an ellipsis when
 * text is left over. A word longer than a line is cut between clusters (with a hyphen, see below).
 * `fits` tells whether nothing was cut off.
 */
export function wrap(
  chars: Chars,
  size: number,
  maxWidth: number,
  maxLines: number,
  marks: Marks,
): { lines: Chars[]; fits: boolean } {
  const units = clusters(chars);
  const lines: Chars[] = [];
  let start = 0;
  while (start < units.length && lines.length < maxLines) {
    // Skip the spaces a break leaves at the start of a line.
    while (start < units.length && units[start]![0]!.ch === " ") start++;
    if (start >= units.length) break;
    let width = 0;
    let end = start;
    let lastBreak = -1;
    while (end < units.length) {
      const w = widthOf(units[end]!, size);
      if (width + w > maxWidth) break;
      width += w;
      end++;
      if (end < units.length && breakBefore(units, end)) lastBreak = end;
    }
    if (end >= units.length) {
      lines.push(trimEnd(units.slice(start).flat()));
      start = units.length;
      break;
    }
    if (lines.length === maxLines - 1) {
      lines.push(truncate(units.slice(start).flat(), size, maxWidth, marks.ellipsis));
      return { lines, fits: false };
    }
    // Break where the overflow is a space, else at the line's last opportunity, else cut the word.
    const atSpace = units[end]![0]!.ch === " ";
    if (atSpace || lastBreak > start) {
      const cut = atSpace ? end : lastBreak;
      lines.push(trimEnd(units.slice(start, cut).flat()));
      start = cut;
      continue;
    }
    let cut = Math.max(end, start + 1);
    const before = units[cut - 1]![0]!.ch;
    const after = units[cut]?.[0]?.ch ?? "";
    const c = before.codePointAt(0)!;
    // A cut Latin, Greek or Cyrillic word gets a hyphen; CJK lines break anywhere and Arabic does not hyphenate.
    if (LETTER_OR_DIGIT.test(before) && LETTER_OR_DIGIT.test(after) && !isCjk(c) && !isArabic(c)) {
      // Room for the hyphen: give back clusters until it fits.
      const hyphen = marks.hyphen.em * size;
      while (cut > start + 1 && widthOf(units.slice(start, cut).flat(), size) + hyphen > maxWidth) cut--;
      lines.push([...units.slice(start, cut).flat(), marks.hyphen]);
    } else lines.push(units.slice(start, cut).flat());
    start = cut;
  }
  return { lines, fits: start >= units.length };
}

type BidiClass = "L" | "R" | "N" | "O" | "W";
const DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;
/** Separators a number keeps inside it (1,234.5; ١٬٢٣٤; 10:30; 1/2). */
const NUMBER_SEPARATOR = new Set([",", ".", ":", "/", "\u066b", "\u066c", "\u00a0"]);

/**
 * The bidi embedding level of each character of a line (Unicode's bidi algorithm, UAX #9, reduced to what a
 * line of a share card needs: no explicit embeddings, which `clean` removes): 0 left-to-right, 1 right-to-left,
 * 2 left-to-right inside right-to-left (or a number after Arabic in a left-to-right line).
 */
export function bidiLevels(chars: readonly string[], base: "ltr" | "rtl"): number[] {
  const sos = base === "rtl" ? "R" : "L";
  // Classes; a mark takes its base character's (W1).
  const classes: BidiClass[] = [];
  for (const ch of chars) {
    const c = ch.codePointAt(0)!;
    if (MARK.test(ch)) classes.push(classes.at(-1) ?? sos);
    else if (DIGIT.test(ch)) classes.push("N");
    else if (isRtlLetter(c, ch)) classes.push("R");
    else if (LETTER.test(ch)) classes.push("L");
    else classes.push(SPACE.test(ch) ? "W" : "O");
  }
  // A single separator between two digits is part of the number (W4).
  for (let i = 1; i < classes.length - 1; i++)
    if (classes[i] === "O" && classes[i - 1] === "N" && classes[i + 1] === "N" && NUMBER_SEPARATOR.has(chars[i]!))
      classes[i] = "N";
  // A number in European digits is left-to-right text after a left-to-right letter (W7); any other number
  // (Arabic-Indic digits always) counts as right-to-left when resolving the neutrals around it (N1). Its digits
  // always read left to right.
  const strong: ("L" | "R" | undefined)[] = [];
  let previous: "L" | "R" = sos;
  classes.forEach((cls, i) => {
    if (cls === "L" || cls === "R") previous = cls;
    const c = chars[i]!.codePointAt(0)!;
    const arabicIndic = (c >= 0x0660 && c <= 0x066c) || c === 0x060c;
    strong.push(
      cls === "L" || cls === "R" ? cls : cls === "N" ? (previous === "L" && !arabicIndic ? "L" : "R") : undefined,
    );
  });
  // Neutrals between two characters of one direction take it; others take the line's (N1, N2).
  const direction = [...strong];
  for (let i = 0; i < classes.length; ) {
    if (strong[i] !== undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < classes.length && strong[j] === undefined) j++;
    const before = i > 0 ? strong[i - 1] : sos;
    const after = j < classes.length ? strong[j] : sos;
    for (let k = i; k < j; k++) direction[k] = before === after ? before : sos;
    i = j;
  }
  const odd = base === "rtl";
  const levels = classes.map((cls, i) => {
    if (cls === "N") return odd || strong[i] === "R" ? 2 : 0;
    return direction[i] === "R" ? 1 : odd ? 2 : 0;
  });
  // Spaces at the end of the line are at the line's level (L1).
  for (let i = classes.length - 1; i >= 0 && classes[i] === "W"; i--) levels[i] = odd ? 1 : 0;
  return levels;
}

/** Visual order of items with these levels (UAX #9 L2): reverse every run at each level from the highest down to 1. */
export function visualOrder(levels: readonly number[]): number[] {
  const order = levels.map((_, i) => i);
  const max = Math.max(0, ...levels);
  for (let level = max; level >= 1; level--) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
