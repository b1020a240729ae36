// The text rules without rendering: bidi levels and order, cleaning, escaping.
import { describe, expect, it } from "vitest";
import { bidiLevels, clean, escapeXml, firstStrongDirection, visualOrder } from "../src/text";

/** The line's characters in visual order, left to right, each run of one level as a word. */
function visual(text: string, base: "ltr" | "rtl") {
  const chars = [...text];
  const levels = bidiLevels(chars, base);
  // Characters at odd levels read right to left: reversing them, as L2 does, gives their left-to-right order.
  return visualOrder(levels)
    .map((i) => chars[i])
    .join("");
}

describe("bidi", () => {
  it("lays a right-to-left line out from the right: Latin after Arabic is on its left", () => {
    expect(bidiLevels([..."مطعم ABC"], "rtl")).toEqual([1, 1, 1, 1, 1, 2, 2, 2]);
    expect(visual("مطعم ABC", "rtl")).toBe("ABC معطم");
  });

  it("keeps a Latin phrase and a number in left-to-right order inside Arabic", () => {
    const line = visual("قائمة Ana Souza · ١٢ مكانًا", "rtl");
    const reversed = (s: string) => [...s].reverse().join("");
    // Left to right: the last Arabic word, the number, the name, the first Arabic word.
    const at = [reversed("مكانًا"), "١٢", "Ana Souza", reversed("قائمة")].map((token) => line.indexOf(token));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("keeps a number with its separators whole and left to right", () => {
    expect(visual("مطعم 1,234 بيت", "rtl")).toBe("تيب 1,234 معطم");
    expect(visual("١٬٢٣٤ مكانًا", "rtl").startsWith([..."مكانًا"].reverse().join(""))).toBe(true);
    expect(visual("١٬٢٣٤ مكانًا", "rtl").endsWith("١٬٢٣٤")).toBe(true);
    expect(visual("Ana 12 مطعم", "ltr")).toBe("Ana 12 معطم");
  });

  it("leaves a left-to-right line alone", () => {
    expect(bidiLevels([..."Best ramen 🍜!"], "ltr").every((l) => l === 0)).toBe(true);
  });

  it("takes a line's direction from its first letter", () => {
    expect(firstStrongDirection("12 مطعم ABC")).toBe("rtl");
    expect(firstStrongDirection("«Zooba» مطعم")).toBe("ltr");
    expect(firstStrongDirection("123 🍜")).toBeUndefined();
  });
});

describe("clean and escape", () => {
  it("removes what XML cannot carry, bidi controls and emoji joiners, and collapses white space", () => {
    expect(clean(" a\u0000b\u0007c\n\td\u202e\u2066e\u200f \ud800 f ")).toBe("abc de f");
    expect(clean("👨‍👩‍👧 ❤️ 👍🏽")).toBe("👨👩👧 ❤ 👍");
  });

  it("escapes markup characters", () => {
    expect(escapeXml(`</text><script>&"'`)).toBe("&#60;/text&#62;&#60;script&#62;&#38;&#34;&#39;");
  });
});
