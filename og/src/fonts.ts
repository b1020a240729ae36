/**
 * The share image's fonts: which files exist, loading them from the Worker's static assets on first use
 * (then kept for the isolate's life), and their advance widths, read from the fonts' own cmap and hmtx
 * tables, to lay text out without a layout engine.
 */

export type Family = "Noto Sans" | "Noto Sans Arabic" | "Noto Sans JP" | "Noto Sans SC" | "Noto Emoji";
export type Weight = 400 | 700;

export interface FontFace {
  /** Key: family and weight, e.g. "Noto Sans JP 700". */
  key: string;
  family: Family;
  weight: Weight;
  /** Path under the assets directory (og/assets). */
  file: string;
}

/** Every face the renderer can use (og/assets/fonts, made by `npm run fonts`). */
export const FACES: readonly FontFace[] = (
  [
    ["Noto Sans", 400, "NotoSans-Regular.ttf"],
    ["Noto Sans", 700, "NotoSans-Bold.ttf"],
    ["Noto Sans Arabic", 400, "NotoSansArabic-Regular.ttf"],
    ["Noto Sans Arabic", 700, "NotoSansArabic-Bold.ttf"],
    ["Noto Sans JP", 400, "NotoSansJP-Regular.ttf"],
    ["Noto Sans JP", 700, "NotoSansJP-Bold.ttf"],
    ["Noto Sans SC", 400, "NotoSansSC-Regular.ttf"],
    ["Noto Sans SC", 700, "NotoSansSC-Bold.ttf"],
    ["Noto Emoji", 400, "NotoEmoji-Regular.ttf"],
  ] as const
).map(([family, weight, file]) => ({ key: `${family} ${weight}`, family, weight, file: `/fonts/${file}` }));

export function face(family: Family, weight: Weight): FontFace {
  // Only Noto Emoji has a single (regular) cut.
  const found = FACES.find((f) => f.family === family && f.weight === weight) ?? FACES.find((f) => f.family === family);
  if (!found) throw new Error(`no face for ${family}`);
  return found;
}

/** The Arabic positional forms a font substitutes for a glyph (GSUB features init, medi, fina of script arab). */
export type ArabicForm = "init" | "medi" | "fina";

/** A loaded font: its bytes (handed to resvg) and advance widths, to measure text. */
export interface LoadedFont {
  face: FontFace;
  data: Uint8Array;
  /** Advance width of the character's nominal glyph in em, or undefined when the font lacks the character. */
  advance(codePoint: number): number | undefined;
  /** Advance width in em of the character's glyph in an Arabic positional form (the nominal one if none). */
  formAdvance(codePoint: number, form: ArabicForm): number | undefined;
}

interface Metrics {
  /** Code point → glyph id (format 12 or 4 Unicode cmap). */
  glyphs: Map<number, number>;
  /** Glyph id → advance width in em (hmtx). */
  advance(glyph: number): number;
  /**
   * Per feature (ccmp, then a positional form), its lookups in order, each as glyph id → the glyphs that
   * replace it (GSUB single and multiple substitutions).
   */
  forms: Record<"ccmp" | ArabicForm, Map<number, number[]>[]>;
}

/** Reads a font's cmap, hmtx and (for Arabic positional forms) GSUB. */
export function parseMetrics(data: Uint8Array): Metrics {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at);
  const u32 = (at: number) => view.getUint32(at);
  const tag = (at: number) => String.fromCharCode(data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!);
  const tables = new Map<string, number>();
  for (let i = 0; i < u16(4); i++) tables.set(tag(12 + i * 16), u32(12 + i * 16 + 8));
  const head = tables.get("head");
  const hhea = tables.get("hhea");
  const hmtx = tables.get("hmtx");
  const cmap = tables.get("cmap");
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined)
    throw new Error("font lacks head, hhea, hmtx or cmap");
  const unitsPerEm = u16(head + 18);
  const numberOfHMetrics = u16(hhea + 34);
  const advance = (glyph: number) => u16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1)) / unitsPerEm;

  // The Unicode subtable: format 12 (full repertoire) when present, else format 4 (BMP).
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < u16(cmap + 2); i++) {
    const platform = u16(cmap + 4 + i * 8);
    const encoding = u16(cmap + 6 + i * 8);
    const offset = cmap + u32(cmap + 8 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    if (u16(offset) === 12) format12 ??= offset;
    else if (u16(offset) === 4) format4 ??= offset;
  }
  const glyphs = new Map<number, number>();
  if (format12 !== undefined) {
    for (let g = 0; g < u32(format12 + 12); g++) {
      const rec = format12 + 16 + g * 12;
      const start = u32(rec);
      const glyph = u32(rec + 8);
      for (let c = start; c <= u32(rec + 4); c++) glyphs.set(c, glyph + c - start);
    }
  } else if (format4 !== undefined) {
    const segX2 = u16(format4 + 6);
    const ends = format4 + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const rangeOffsets = deltas + segX2;
    for (let seg = 0; seg < segX2; seg += 2) {
      const start = u16(starts + seg);
      const delta = view.getInt16(deltas + seg);
      const rangeOffset = u16(rangeOffsets + seg);
      for (let c = start; c <= u16(ends + seg) && c !== 0xffff; c++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
        else {
          glyph = u16(rangeOffsets + seg + rangeOffset + 2 * (c - start));
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) glyphs.set(c, glyph);
      }
    }
  } else throw new Error("font has no Unicode cmap");

  const forms: Metrics["forms"] = { ccmp: [], init: [], medi: [], fina: [] };
  const gsub = tables.get("GSUB");
  if (gsub !== undefined) readArabicForms(view, gsub, forms);
  return { glyphs, advance, forms };
}

/**
 * Fills `forms` from the single and multiple substitutions (lookup types 1 and 2, or 7 wrapping them) of the
 * ccmp, init, medi and fina features of the default language of script "arab". (Noto Sans Arabic's ccmp
 * splits a letter into its undotted skeleton and its dots; init, medi and fina then replace the skeleton.)
 */
function readArabicForms(view: DataView, gsub: number, forms: Metrics["forms"]) {
  const u16 = (at: number) => view.getUint16(at);
  const tag = (at: number) => String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
  const scriptList = gsub + u16(gsub + 4);
  const featureList = gsub + u16(gsub + 6);
  const lookupList = gsub + u16(gsub + 8);
  let langSys: number | undefined;
  for (let i = 0; i < u16(scriptList); i++)
    if (tag(scriptList + 2 + i * 6) === "arab") {
      const script = scriptList + u16(scriptList + 2 + i * 6 + 4);
      if (u16(script) !== 0) langSys = script + u16(script);
    }
  if (langSys === undefined) return;
  for (let i = 0; i < u16(langSys + 4); i++) {
    const featureIndex = u16(langSys + 6 + i * 2);
    const record = featureList + 2 + featureIndex * 6;
    const form = tag(record);
    if (form !== "ccmp" && form !== "init" && form !== "medi" && form !== "fina") continue;
    const feature = featureList + u16(record + 4);
    for (let l = 0; l < u16(feature + 2); l++) {
      const lookup = lookupList + u16(lookupList + 2 + u16(feature + 4 + l * 2) * 2);
      const map = new Map<number, number[]>();
      forms[form].push(map);
      for (let t = 0; t < u16(lookup + 4); t++) {
        let subtable = lookup + u16(lookup + 6 + t * 2);
        let type = u16(lookup);
        if (type === 7) {
          type = u16(subtable + 2);
          subtable += view.getUint32(subtable + 4);
        }
        if (type === 1 || type === 2) readSubstitution(view, type, subtable, map);
      }
    }
  }
}

function readSubstitution(view: DataView, type: 1 | 2, subtable: number, into: Map<number, number[]>) {
  const u16 = (at: number) => view.getUint16(at);
  const format = u16(subtable);
  const coverage = subtable + u16(subtable + 2);
  const covered: number[] = [];
  if (u16(coverage) === 1) for (let i = 0; i < u16(coverage + 2); i++) covered.push(u16(coverage + 4 + i * 2));
  else
    for (let r = 0; r < u16(coverage + 2); r++) {
      const rec = coverage + 4 + r * 6;
      for (let g = u16(rec); g <= u16(rec + 2); g++) covered.push(g);
    }
  covered.forEach((glyph, index) => {
    // Within a lookup, the first subtable that covers a glyph is the one shaping applies.
    if (into.has(glyph)) return;
    if (type === 1 && format === 1) into.set(glyph, [(glyph + view.getInt16(subtable + 4)) & 0xffff]);
    else if (type === 1 && format === 2 && index < u16(subtable + 4)) into.set(glyph, [u16(subtable + 6 + index * 2)]);
    else if (type === 2 && format === 1 && index < u16(subtable + 4)) {
      const sequence = subtable + u16(subtable + 6 + index * 2);
      into.set(
        glyph,
        Array.from({ length: u16(sequence) }, (_, i) => u16(sequence + 2 + i * 2)),
      );
    }
  });
}

export function loadedFont(f: FontFace, data: Uint8Array): LoadedFont {
  let metrics: Metrics | undefined;
  // Parsed on first use: a face loaded only for resvg's sake never needs it.
  const get = () => {
    metrics ??= parseMetrics(data);
    return metrics;
  };
  return {
    face: f,
    data,
    advance(codePoint) {
      const m = get();
      const glyph = m.glyphs.get(codePoint);
      return glyph === undefined ? undefined : m.advance(glyph);
    },
    formAdvance(codePoint, form) {
      const m = get();
      const glyph = m.glyphs.get(codePoint);
      if (glyph === undefined) return undefined;
      // Each lookup of ccmp, then of the form, applied in turn to the glyph sequence.
      let sequence = [glyph];
      for (const lookup of [...m.forms.ccmp, ...m.forms[form]])
        sequence = sequence.flatMap((g) => lookup.get(g) ?? [g]);
      return sequence.reduce((sum, g) => sum + m.advance(g), 0);
    },
  };
}

/** Fetches a font's bytes (the og Worker passes `env.ASSETS.fetch`). */
export type FontSource = (path: string) => Promise<Uint8Array>;

/**
 * The isolate's fonts: each face is fetched once, on the first card whose text needs it, and kept (a
 * failed fetch is forgotten, so the next card tries again).
 */
export class FontCache {
  readonly #loading = new Map<string, Promise<LoadedFont>>();
  readonly #loaded = new Map<string, LoadedFont>();

  constructor(readonly source: FontSource) {}

  load(f: FontFace): Promise<LoadedFont> {
    let pending = this.#loading.get(f.key);
    if (!pending) {
      pending = this.source(f.file).then((data) => {
        const font = loadedFont(f, data);
        this.#loaded.set(f.key, font);
        return font;
      });
      pending.catch(() => this.#loading.delete(f.key));
      this.#loading.set(f.key, pending);
    }
    return pending;
  }

  /** The face if it is already loaded. */
  get(f: FontFace): LoadedFont | undefined {
    return this.#loaded.get(f.key);
  }
}
