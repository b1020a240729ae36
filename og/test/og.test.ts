// The og Worker (og/src) in workerd with its real assets: every test renders real PNGs with resvg.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CARDS, LONG } from "../examples.mjs";
import { MAX_BODY_BYTES, type ShareCard } from "../src/card";
import { FontCache } from "../src/fonts";
import type { OgEnv } from "../src/index";
import { renderPng } from "../src/render";
import { cardSvg, HEIGHT, MARGIN, WIDTH } from "../src/svg";
import { shapeAll, widthOf } from "../src/text";
import { decode, header, ink, PNG_SIGNATURE, painted } from "./png";

const ogEnv = env as unknown as OgEnv;
const BACKGROUND = [0xff, 0xfa, 0xf5];

function post(body: string, path = "/render", method = "POST") {
  return SELF.fetch(`https://og.internal${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: method === "GET" ? undefined : body,
  });
}
const render = (card: unknown) => post(JSON.stringify(card));

async function png(card: unknown) {
  const res = await render(card);
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => ""),
  ).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return new Uint8Array(await res.arrayBuffer());
}

/** The band the first title line is drawn in (its baseline is at y = 56 + 0.9 × size). */
const TITLE_BOX = { x0: MARGIN - 4, y0: 60, x1: WIDTH - MARGIN + 4, y1: 140 };

/** Fonts from the assets, except that the files of `withheld` families hold Noto Sans (which lacks their letters). */
function fontsWithout(withheld: string[]) {
  return new FontCache(async (path) => {
    const file = withheld.some((w) => path.includes(w)) ? "/fonts/NotoSans-Regular.ttf" : path;
    const res = await ogEnv.ASSETS.fetch(`https://assets.internal${file}`);
    return new Uint8Array(await res.arrayBuffer());
  });
}

async function renderWith(card: ShareCard, fonts: FontCache) {
  const { svg, fonts: used } = await cardSvg(card, fonts);
  return decode(await renderPng(svg, used));
}

describe("POST /render", () => {
  for (const lang of ["en", "ja", "zh-CN", "ar"] as const) {
    it(`answers a ${lang} card with a 1200x630 PNG`, async () => {
      const bytes = await png(CARDS[lang]);
      expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(header(bytes)).toMatchObject({ width: 1200, height: 630 });
      const image = await decode(bytes);
      // The title is drawn: at least as much ink as a few dozen glyph strokes.
      expect(ink(image, TITLE_BOX)).toBeGreaterThan(3000);
    });
  }

  it("answers profiles, cards without places and cards with only a title", async () => {
    for (const card of [
      { ...CARDS.en, kind: "profile", title: "Ana Souza", owner: "@ana", count: "3 lists" },
      { ...CARDS.ar, kind: "profile", places: [] },
      { ...CARDS.ja, owner: "", count: "", places: [], brand: "" },
    ]) {
      expect(header(await png(card))).toMatchObject({ width: 1200, height: 630 });
    }
  });
});

describe("glyphs", () => {
  // A missing font would leave its letters out (resvg draws nothing for a character no font has, and the
  // subsets' .notdef is empty, so there are no boxes either): the text must be there, and it must come from
  // the script's own font.
  for (const [lang, families] of [
    ["ja", ["NotoSansJP", "NotoSansSC"]],
    ["zh-CN", ["NotoSansSC", "NotoSansJP"]],
    ["ar", ["NotoSansArabic"]],
  ] as const) {
    it(`draws ${lang} text with its own font`, async () => {
      const card = { ...CARDS[lang], owner: "", count: "" };
      const withFont = await renderWith(card, new FontCache(fontSource));
      const without = await renderWith(card, fontsWithout([...families]));
      const inkWith = ink(withFont, TITLE_BOX);
      const inkWithout = ink(without, TITLE_BOX);
      expect(inkWith).toBeGreaterThan(3000);
      expect(inkWithout).toBeLessThan(inkWith / 10);
    });
  }

  it("draws emoji with the emoji font", async () => {
    const card = { ...CARDS.en, title: "🍜🍣🍕🍔🌮", owner: "", count: "", places: [] };
    const withFont = await renderWith(card, new FontCache(fontSource));
    const without = await renderWith(card, fontsWithout(["NotoEmoji"]));
    expect(ink(withFont, TITLE_BOX)).toBeGreaterThan(2000);
    expect(ink(without, TITLE_BOX)).toBe(0);
  });

  it("orders a right-to-left line right to left: the Latin word after an Arabic one is on its left", async () => {
    // resvg alone would put "ABC" on the right (it lays every line out at a left-to-right paragraph level).
    const fonts = new FontCache(fontSource);
    const mixed = await renderWith({ ...CARDS.ar, title: "مطعم ABC" }, fonts);
    const arabic = await renderWith({ ...CARDS.ar, title: "مطعم" }, fonts);
    const rightEnd = { x0: WIDTH - MARGIN - 110, y0: 60, x1: WIDTH - MARGIN + 4, y1: 140 };
    expect(ink(arabic, rightEnd)).toBeGreaterThan(1500);
    expect(Math.abs(ink(mixed, rightEnd) - ink(arabic, rightEnd))).toBeLessThan(50);
    const leftOfArabic = { x0: MARGIN, y0: 60, x1: WIDTH - MARGIN - 200, y1: 140 };
    expect(ink(mixed, leftOfArabic)).toBeGreaterThan(1000);
  });
});

const fontSource = async (path: string) => {
  const res = await ogEnv.ASSETS.fetch(`https://assets.internal${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
};

describe("layout", () => {
  // Every glyph stays between the margins: no ink in the outer 74 px of either side (the soft disc in the
  // bottom corner is not ink), with the longest German, Japanese and Arabic strings, as lists and profiles.
  for (const [name, card] of Object.entries(LONG)) {
    for (const kind of ["list", "profile"] as const) {
      it(`keeps long ${name} text inside the card (${kind})`, async () => {
        const image = await decode(await png({ ...card, kind }));
        const margin = MARGIN - 6;
        expect(ink(image, { x0: 0, y0: 16, x1: margin, y1: HEIGHT })).toBe(0);
        expect(ink(image, { x0: WIDTH - margin, y0: 16, x1: WIDTH, y1: HEIGHT })).toBe(0);
        // Nothing at all is drawn in the margins above the disc.
        expect(painted(image, { x0: 0, y0: 16, x1: margin, y1: 380 }, BACKGROUND)).toBe(0);
        expect(painted(image, { x0: WIDTH - margin, y0: 16, x1: WIDTH, y1: 380 }, BACKGROUND)).toBe(0);
      });
    }
  }

  it("draws the data's credit small in the bottom corner across from the brand, within the margins", async () => {
    for (const card of [CARDS.en, CARDS.ar]) {
      const credited = { ...card, credit: "Places © OpenStreetMap contributors" };
      const { svg } = await cardSvg(credited, new FontCache(fontSource));
      expect(svg).toMatch(/<text [^>]*font-size="22"[^>]*>/);
      const image = await decode(await png(credited));
      const bare = await decode(await png(card));
      // Ink where the credit goes (the bottom band on the side the text starts), none there without it.
      const corner =
        card.dir === "rtl"
          ? { x0: WIDTH / 2, y0: HEIGHT - 80, x1: WIDTH - MARGIN + 4, y1: HEIGHT - 40 }
          : { x0: MARGIN - 4, y0: HEIGHT - 80, x1: WIDTH / 2, y1: HEIGHT - 40 };
      expect(ink(image, corner)).toBeGreaterThan(0);
      expect(ink(bare, corner)).toBe(0);
    }
  });

  it("wraps a long title to two lines ending in an ellipsis, and cuts long place names with one", async () => {
    for (const card of Object.values(LONG)) {
      const { svg } = await cardSvg(card, new FontCache(fontSource));
      const titleLines = [...svg.matchAll(/<text [^>]*font-size="(?:64|56)"[^>]*>([^<]*)<\/text>/g)];
      const lineYs = new Set(titleLines.map((m) => m[0].match(/ y="(\d+)"/)![1]));
      expect(lineYs.size).toBe(2);
      expect(titleLines.at(-1)![1]).toMatch(/…/);
      const placeLines = [...svg.matchAll(/<text [^>]*font-size="34"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(placeLines.filter((t) => t!.includes("…")).length).toBeGreaterThanOrEqual(1);
    }
  });

  // Lines are placed and cut by estimated widths (og/src/text.ts): they must match what resvg draws (the ink
  // is a little narrower than the advances: side bearings), Arabic letters in their joined forms included.
  for (const [lang, title] of [
    ["ar", "أفضل مطاعم الشاورما"],
    ["ar", "كشري أبو طارق والحلويات"],
    ["ar", "لا الله مستشفى"],
    ["en", "Late-night ramen & dumplings"],
    ["ja", "東京のラーメン屋さん"],
    ["zh-CN", "北京烤鸭和涮羊肉"],
    ["de", "Größe Straße Wärme"],
  ] as const) {
    it(`estimates the width of ${lang} "${title}" within 6%`, async () => {
      const fonts = new FontCache(fontSource);
      const card = { ...CARDS.en, lang, dir: lang === "ar" ? "rtl" : "ltr", title, owner: "", count: "", places: [] };
      const image = await renderWith(card as ShareCard, fonts);
      let left = WIDTH;
      let right = -1;
      for (let x = 0; x < WIDTH; x++)
        if (ink(image, { x0: x, y0: 60, x1: x + 1, y1: 160 }) > 0) {
          left = Math.min(left, x);
          right = x;
        }
      const drawn = right - left + 1;
      const [shaped] = await shapeAll([{ text: title, weight: 700 }], lang, fonts);
      const estimate = widthOf(shaped!.chars, 64);
      expect(estimate).toBeGreaterThanOrEqual(drawn * 0.99);
      expect(estimate).toBeLessThanOrEqual(drawn * 1.06);
    });
  }

  it("mirrors a right-to-left card: its title ends at the right margin", async () => {
    const image = await decode(await png(CARDS.ar));
    const right = ink(image, { x0: WIDTH / 2, y0: 60, x1: WIDTH - MARGIN + 4, y1: 140 });
    const left = ink(image, { x0: 0, y0: 60, x1: MARGIN + 100, y1: 140 });
    expect(right).toBeGreaterThan(3000);
    expect(left).toBe(0);
  });
});

describe("coverage", () => {
  // Every letter of the guide's languages has a glyph in the subset fonts: shaping leaves out only characters
  // no font has, so a string that keeps its length is drawn whole.
  const SAMPLES: [string, string][] = [
    ["en", "The quick brown fox jumps over the lazy dog 0123456789 £€$¥ “quotes” ‘x’ — –"],
    ["es", "¿Dónde está el señor Ñúñez? ¡Qué pingüino! ÁÉÍÓÚÜ"],
    ["fr", "Œuvre à l’hôtel: déjà vu, naïve, façon, Ÿ, « guillemets »"],
    ["de", "Größe Straße Äpfel Öl Übel ẞ"],
    ["it", "Perché così è più caffè Ì Ò"],
    ["pt-BR", "Ação, coração, pão, avó, você, à"],
    // app/modules/i18n/pseudo.ts's accented letters.
    ["en-XA", "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ [~~]"],
    ["ja", "あいうえおアイウエオー、。「」・日本語の漢字：鮨　髙島屋 山﨑 ① 東京都渋谷区"],
    ["zh-CN", "北京烤鸭，涮羊肉。“你好”（餐厅）：饺子、包子、面条"],
    ["ar", "مطعم الشاورما والفلافل، ١٢٣٤٥٦٧٨٩٠ — «قائمة» ؟"],
  ];
  for (const [lang, text] of SAMPLES) {
    it(`has every ${lang} character`, async () => {
      const [shaped] = await shapeAll([{ text, weight: 400 }], lang, new FontCache(fontSource));
      const missing = [...text].filter((ch) => !shaped!.chars.some((c) => c.ch === ch));
      expect(missing).toEqual([]);
    });
  }
});

describe("user text", () => {
  it("escapes markup: a title that closes the <text> element renders as text", async () => {
    const card = {
      ...CARDS.en,
      title: `</text><script>alert(1)</script> & "quotes" 'x' <![CDATA[y]]> &amp;`,
      owner: "<b>Ana</b> & co",
      places: ["A&B <i>", "]]>", "&#x41;", "<!-- -->"],
    };
    const { svg } = await cardSvg(card, new FontCache(fontSource));
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&#60;/text&#62;&#60;script&#62;");
    const image = await decode(await png(card));
    expect(ink(image, TITLE_BOX)).toBeGreaterThan(3000);
  });

  // resvg drops a whole line when a <text> mixes fonts whose shaping differs (og/src/svg.ts, textLine): lines
  // mixing scripts, emoji sequences, marks and characters no font has must still be drawn.
  const NASTY = [
    "🍜 Ramen 👨‍👩‍👧 family 🇯🇵 night ❤️ 1️⃣ #️⃣",
    "東京 مطعم Café 🍕 office",
    "مطعم لا Tiffany office ﷲ 🍕",
    "Ｔｏｋｙｏ　ラーメン\u0000\u0007\u200f\u202e\u2066 end",
    "e\u0301\u0301 Z̴̡͈a̷l̶g̵o̸ naïve",
    "\ud800 lone surrogate \udfff",
    "김밥천국 Korean ภาษาไทย",
    "Ἀθῆναι Москва Hà Nội",
    "Ŝƥéçîåļ [ƒöŕ ţéšţîñĝ] — en-XA",
    "😀".repeat(40),
  ];
  for (const title of NASTY) {
    it(`draws ${JSON.stringify(title.slice(0, 24))}`, async () => {
      const image = await decode(await png({ ...CARDS.en, title, places: [title, title] }));
      expect(ink(image, TITLE_BOX)).toBeGreaterThan(1000);
      // Each place line is drawn too (34 px lines, the first two places).
      expect(ink(image, { x0: MARGIN + 30, y0: 300, x1: WIDTH - MARGIN, y1: 345 })).toBeGreaterThan(500);
    });
  }
});

describe("refusals", () => {
  const valid = CARDS.en;
  const cases: [string, string][] = [
    ["not JSON", "{"],
    ["a JSON array", "[]"],
    ["a JSON string", '"card"'],
    ["no title", JSON.stringify({ ...valid, title: undefined })],
    ["an empty title", JSON.stringify({ ...valid, title: "  " })],
    ["a title that is not a string", JSON.stringify({ ...valid, title: 42 })],
    ["a title over 200 characters", JSON.stringify({ ...valid, title: "x".repeat(201) })],
    ["places that are not an array", JSON.stringify({ ...valid, places: "a" })],
    ["a place that is not a string", JSON.stringify({ ...valid, places: ["a", 1] })],
    ["more than 4 places", JSON.stringify({ ...valid, places: ["a", "b", "c", "d", "e"] })],
    ["a bad dir", JSON.stringify({ ...valid, dir: "up" })],
    ["a bad kind", JSON.stringify({ ...valid, kind: "map" })],
    ["a bad lang", JSON.stringify({ ...valid, lang: "en_US!" })],
    ["an owner that is not a string", JSON.stringify({ ...valid, owner: null })],
    ["a credit that is not a string", JSON.stringify({ ...valid, credit: 7 })],
    ["a credit over 200 characters", JSON.stringify({ ...valid, credit: "x".repeat(201) })],
    ["a body over 16 kB", JSON.stringify({ ...valid, padding: "x".repeat(MAX_BODY_BYTES) })],
  ];
  for (const [name, body] of cases) {
    it(`answers 400 to ${name}`, async () => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    });
  }

  it("accepts a 200-character title (and cuts it)", async () => {
    expect(header(await png({ ...valid, title: "Wurst ".repeat(34).slice(0, 200) }))).toMatchObject({ width: 1200 });
  });

  for (const [method, path] of [
    ["GET", "/render"],
    ["PUT", "/render"],
    ["POST", "/"],
    ["POST", "/render/x"],
    ["GET", "/fonts/NotoSans-Regular.ttf"],
    ["GET", "/fonts/NotoSans-OFL.txt"],
  ]) {
    it(`answers 404 to ${method} ${path}`, async () => {
      const res = await post(JSON.stringify(valid), path, method);
      expect(res.status).toBe(404);
    });
  }
});
