/**
 * The share card as SVG (1200x630): a warm white card with a brand band, the title in bold (up to two lines,
 * then an ellipsis), the owner and count, up to four place names with a marker, and the brand in the bottom
 * corner. A right-to-left card is the mirror image: text aligned right, markers and avatar on the other side.
 */

import type { ShareCard } from "./card";
import type { FontCache, LoadedFont } from "./fonts";
import {
  bidiLevels,
  clean,
  escapeXml,
  firstStrongDirection,
  runsOf,
  type Shaped,
  shapeAll,
  truncate,
  visualOrder,
  widthOf,
  wrap,
} from "./text";

export const WIDTH = 1200;
export const HEIGHT = 630;
/** Horizontal margin: every glyph stays between MARGIN and WIDTH - MARGIN. */
export const MARGIN = 80;

const COLORS = {
  background: "#fffaf5",
  band: "#d2380c",
  ink: "#1c1917",
  muted: "#57534e",
  marker: "#f04e16",
  rule: "#fecaaa",
  brand: "#ae2a0d",
  avatar: "#ffe6d5",
};

const TITLE_SIZES = [64, 56] as const;
const TITLE_LINES = 2;
const META_SIZE = 30;
const PLACE_SIZE = 34;
const PLACE_STEP = 54;
const BRAND_SIZE = 30;
const CREDIT_SIZE = 22;
const AVATAR_R = 76;
/** Room kept from measured widths for what the per-glyph estimate cannot see (kerning, joined forms, marks). */
const SAFETY = 0.97;

type Chars = Shaped["chars"];

export interface CardSvg {
  svg: string;
  /** The faces the SVG uses, to hand to resvg. */
  fonts: LoadedFont[];
}

/**
 * One line of text. resvg 0.35 (in resvg-wasm 2.6) goes wrong on a <text> that mixes faces (it shapes the whole
 * text with each face and drops the line when their glyph counts differ) and always lays a line out at a
 * left-to-right paragraph level (mixed Arabic and Latin came out in the wrong order), so:
 * - the line is cut into segments of one face and one bidi level (`bidiLevels`: its direction is its first
 *   strong letter's, else the card's), put in visual order (`visualOrder`);
 * - each segment is its own <text>, placed side by side from the aligned edge by estimated widths (a line has
 *   one segment unless it mixes scripts, directions or emoji, and the one at the aligned edge is exact); a
 *   right-to-left segment is wrapped in RLE…PDF so that resvg lays its words out right to left.
 */
function textLine(
  chars: Chars,
  o: { x: number; y: number; size: number; weight: number; fill: string; align: "start" | "middle" | "end" },
  dir: "ltr" | "rtl",
  used: Set<LoadedFont>,
): string {
  const base = firstStrongDirection(chars.map((c) => c.ch).join("")) ?? dir;
  const levels = bidiLevels(
    chars.map((c) => c.ch),
    base,
  );
  const segments: { chars: Chars; level: number }[] = [];
  chars.forEach((c, i) => {
    const last = segments.at(-1);
    if (last && last.level === levels[i] && last.chars[0]!.font === c.font) last.chars.push(c);
    else segments.push({ chars: [c], level: levels[i]! });
  });
  // Spaces at a segment's ends become gaps beside it (inside it, resvg would move a right-to-left segment's
  // trailing space to its other side).
  const runs = visualOrder(segments.map((seg) => seg.level)).map((i) => {
    const { chars: segment, level } = segments[i]!;
    const font = segment[0]!.font;
    const run = runsOf(segment)[0]!;
    const text = run.text.trim();
    const lead = run.text.length - run.text.trimStart().length;
    const trail = run.text.length - run.text.trimEnd().length;
    const space = (font.advance(32) ?? 0.26) * o.size;
    const width = run.em * o.size - (lead + trail) * space;
    // A right-to-left segment reads from the right: its leading spaces are on its right.
    const rtl = level % 2 === 1;
    const [left, right] = rtl ? [trail * space, lead * space] : [lead * space, trail * space];
    return { text, font, width, left, right, rtl };
  });
  const total = runs.reduce((sum, r) => sum + r.left + r.width + r.right, 0);
  const out: string[] = [];
  // Segments are placed from the aligned edge: left to right for "start", right to left for "end"; a centred
  // line starts half its width left of x.
  let cursor = o.align === "end" ? o.x : o.align === "middle" ? o.x - total / 2 : o.x;
  const order = o.align === "end" ? [...runs.keys()].reverse() : [...runs.keys()];
  for (const i of order) {
    const run = runs[i]!;
    cursor += o.align === "end" ? -run.right : run.left;
    if (run.text) {
      used.add(run.font);
      const anchor = o.align === "end" ? "end" : o.align === "middle" && runs.length === 1 ? "middle" : "start";
      const x = anchor === "middle" ? o.x : cursor;
      const content = run.rtl ? `\u202b${escapeXml(run.text)}\u202c` : escapeXml(run.text);
      out.push(
        `<text x="${round(x)}" y="${o.y}" font-family="${run.font.face.family}" font-weight="${run.font.face.weight}" font-size="${o.size}" fill="${o.fill}" text-anchor="${anchor}" xml:space="preserve">${content}</text>`,
      );
    }
    cursor += o.align === "end" ? -(run.width + run.left) : run.width + run.right;
  }
  return out.join("");
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The card's SVG, loading the faces its text needs. */
export async function cardSvg(card: ShareCard, fonts: FontCache): Promise<CardSvg> {
  const rtl = card.dir === "rtl";
  const title = clean(card.title);
  // Owner and count joined by a middle dot: spaced in Latin and Arabic; a CJK one (full-width) needs none.
  const primary = card.lang.toLowerCase().split("-")[0];
  const joiner = primary === "ja" ? "・" : primary === "zh" ? "·" : " · ";
  const meta = [clean(card.owner), clean(card.count)].filter(Boolean).join(joiner);
  const places = card.places.map(clean).filter(Boolean);
  const brand = clean(card.brand);
  const credit = card.credit ? clean(card.credit) : "";
  const initial = card.kind === "profile" ? ([...new Intl.Segmenter().segment(title)][0]?.segment ?? "") : "";
  // Each string is shaped with a trailing ellipsis, so the ellipsis it may need is drawn in its own face.
  const shaped = await shapeAll(
    [
      { text: `${title}-…`, weight: 700 },
      { text: `${meta}…`, weight: 400 },
      { text: `${brand}…`, weight: 700 },
      { text: initial.toLocaleUpperCase(card.lang), weight: 700 },
      { text: `${credit}…`, weight: 400 },
      ...places.map((p) => ({ text: `${p}…`, weight: 400 as const })),
    ],
    card.lang,
    fonts,
  );
  const withEllipsis = (s: Shaped) => ({ chars: s.chars.slice(0, -1), ellipsis: s.chars[s.chars.length - 1]! });
  const [shapedTitle, shapedMeta, shapedBrand, shapedInitial, shapedCredit, ...shapedPlaces] = shaped;
  // The title is shaped with a hyphen too, for a word longer than a line.
  const titleChars = shapedTitle!.chars;
  const t = { chars: titleChars.slice(0, -2), hyphen: titleChars.at(-2)!, ellipsis: titleChars.at(-1)! };
  const used = new Set<LoadedFont>();
  const parts: string[] = [];
  // Text starts at the left margin, or the right one on a right-to-left card.
  const startX = rtl ? WIDTH - MARGIN : MARGIN;
  const align = rtl ? "end" : "start";
  const line = (chars: Chars, o: { x: number; y: number; size: number; weight: number; fill: string }) =>
    parts.push(textLine(chars, { ...o, align }, card.dir, used));

  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`);
  parts.push(`<rect width="${WIDTH}" height="16" fill="${COLORS.band}"/>`);
  // A large soft disc behind the brand, in the bottom corner on the side the text ends.
  parts.push(`<circle cx="${rtl ? 60 : WIDTH - 60}" cy="${HEIGHT + 70}" r="250" fill="${COLORS.avatar}"/>`);

  // Profile cards: a round avatar with the name's first letter, at the top of the side the text ends on.
  let titleWidth = (WIDTH - 2 * MARGIN) * SAFETY;
  if (card.kind === "profile" && shapedInitial && shapedInitial.chars.length > 0) {
    const cx = rtl ? MARGIN + AVATAR_R : WIDTH - MARGIN - AVATAR_R;
    const cy = 56 + AVATAR_R;
    const size = 72;
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${AVATAR_R}" fill="${COLORS.avatar}"/>`);
    parts.push(
      textLine(
        shapedInitial.chars,
        { x: cx, y: cy + Math.round(size * 0.36), size, weight: 700, fill: COLORS.brand, align: "middle" },
        card.dir,
        used,
      ),
    );
    titleWidth -= 2 * AVATAR_R + 40;
  }

  // Title: the largest size at which it fits in two lines, else the smaller size, cut with an ellipsis. Two
  // lines that fit are balanced: broken at the narrowest width that still holds the title in two lines.
  let titleSize: number = TITLE_SIZES[0];
  let lines: Chars[] = [];
  for (const size of TITLE_SIZES) {
    const wrapped = wrap(t.chars, size, titleWidth, TITLE_LINES, t);
    titleSize = size;
    lines = wrapped.lines;
    if (!wrapped.fits) continue;
    if (lines.length === 2) {
      let lo = widthOf(t.chars, size) / 2;
      let hi = titleWidth;
      while (hi - lo > 2) {
        const mid = (lo + hi) / 2;
        if (wrap(t.chars, size, mid, TITLE_LINES, t).fits) hi = mid;
        else lo = mid;
      }
      lines = wrap(t.chars, size, hi, TITLE_LINES, t).lines;
    }
    break;
  }
  const lineHeight = Math.round(titleSize * 1.25);
  let y = 56 + Math.round(titleSize * 0.9);
  for (const chars of lines) {
    line(chars, { x: startX, y, size: titleSize, weight: 700, fill: COLORS.ink });
    y += lineHeight;
  }

  // Owner and count, one line, cut with an ellipsis if need be.
  y += META_SIZE - lineHeight + 44;
  const m = withEllipsis(shapedMeta!);
  if (m.chars.length > 0) {
    const chars = truncate(m.chars, META_SIZE, (WIDTH - 2 * MARGIN) * SAFETY, m.ellipsis);
    line(chars, { x: startX, y, size: META_SIZE, weight: 400, fill: COLORS.muted });
  }

  // A short rule, then the place names, one line each, with a round marker on the side the text starts.
  y += 34;
  parts.push(
    `<rect x="${rtl ? WIDTH - MARGIN - 96 : MARGIN}" y="${y}" width="96" height="6" rx="3" fill="${COLORS.rule}"/>`,
  );
  y += 22 + PLACE_SIZE;
  const indent = 34;
  const placeWidth = (WIDTH - 2 * MARGIN - indent) * SAFETY;
  for (const shapedPlace of shapedPlaces) {
    const p = withEllipsis(shapedPlace);
    if (p.chars.length === 0) continue;
    const markerX = rtl ? WIDTH - MARGIN - 8 : MARGIN + 8;
    parts.push(`<circle cx="${markerX}" cy="${y - Math.round(PLACE_SIZE * 0.34)}" r="8" fill="${COLORS.marker}"/>`);
    const chars = truncate(p.chars, PLACE_SIZE, placeWidth, p.ellipsis);
    line(chars, { x: rtl ? startX - indent : startX + indent, y, size: PLACE_SIZE, weight: 400, fill: COLORS.ink });
    y += PLACE_STEP;
  }

  // The brand after its pin, in the bottom corner on the side the text ends (right, or left when right to left).
  const b = withEllipsis(shapedBrand!);
  if (b.chars.length > 0) {
    const chars = truncate(b.chars, BRAND_SIZE, 480, b.ellipsis);
    const brandWidth = widthOf(chars, BRAND_SIZE);
    const baseline = HEIGHT - 44;
    const pin = 40;
    const gap = 12;
    const pinX = rtl ? MARGIN + brandWidth + gap : WIDTH - MARGIN - brandWidth - gap - pin;
    parts.push(pinMark(pinX, baseline - pin + 6, pin));
    parts.push(
      textLine(
        chars,
        {
          x: rtl ? MARGIN : WIDTH - MARGIN,
          y: baseline,
          size: BRAND_SIZE,
          weight: 700,
          fill: COLORS.brand,
          align: rtl ? "start" : "end",
        },
        card.dir,
        used,
      ),
    );
  }

  // The data's credit, small, in the bottom corner on the side the text starts (across from the brand).
  const c = withEllipsis(shapedCredit!);
  if (credit && c.chars.length > 0) {
    const chars = truncate(c.chars, CREDIT_SIZE, WIDTH - 2 * MARGIN - 560, c.ellipsis);
    line(chars, { x: startX, y: HEIGHT - 48, size: CREDIT_SIZE, weight: 400, fill: COLORS.muted });
  }

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
  return { svg, fonts: [...used] };
}

/** The favicon's pin in a circle (public/favicon.svg), `size` px square at (x, y). */
function pinMark(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="16" cy="16" r="16" fill="${COLORS.band}"/><path d="M16 6.5a6.5 6.5 0 0 0-6.5 6.5c0 4.6 6.5 11.5 6.5 11.5s6.5-6.9 6.5-11.5A6.5 6.5 0 0 0 16 6.5Z" fill="#fff"/><circle cx="16" cy="13" r="2.6" fill="${COLORS.band}"/></g>`;
}
