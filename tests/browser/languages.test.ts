import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { JS_MODES, openPage, useBrowser } from "./browser";

/**
 * The guide in other languages, as a person sees it: every page kind in the pseudo-language (accented,
 * bracketed English, served at /en-xa to the tests only) shows no text that did not come from a catalogue;
 * a French browser reaches French and can switch to English, which is remembered; Arabic reads right to left.
 */
const { baseURL, browser } = useBrowser();

const PAGES = [
  "/",
  "/mobile",
  "/restaurants/united-states",
  "/restaurants/canada",
  "/restaurants/united-states/california",
  "/restaurants/international",
  "/restaurants/international/france",
  "/restaurants/united-states/california/san-francisco",
  "/italian-restaurants/united-states/california/san-francisco/mission-district",
  "/mobile/restaurants/united-states/california/san-francisco",
  "/mobile/restaurants/international/japan",
  "/restaurants/international/japan/tokyo/tokyo",
  "/auth",
  "/search?q=pizza",
  "/privacy-policy",
  "/terms-of-use",
  "/mobile/search",
  "/mobile/near-me",
  "/mobile/favorites",
  "/mobile/profile",
  "/no-such-profile-here",
  "/restaurants/atlantis",
];

/**
 * The words of the English catalogue (four letters or more): a page in the pseudo-language that shows one of
 * them unaccented shows text no catalogue gave. Names of places and restaurants (data, not interface) rarely
 * share them; where one does, its element says so (`translate="no"`, or a `lang` of its own).
 */
const MESSAGES = path.join(__dirname, "../../app/messages/en");
const VOCABULARY = new Set(
  readdirSync(MESSAGES)
    .flatMap((file) => Object.values(JSON.parse(readFileSync(path.join(MESSAGES, file), "utf8")) as string[]))
    .flatMap((text) => text.replace(/\{[^{}]*\}|<[^>]+>/g, " ").match(/[A-Za-z]{4,}/g) ?? [])
    .map((w) => w.toLowerCase()),
);

/** What a person reads or hears on the page that is outside the catalogues: text, labels, alt texts, the title. */
async function foreignTexts(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: string[] = [document.title];
    const skip = (el: Element | null) =>
      el?.closest('script, style, noscript, template, [translate="no"], [lang]:not(html), [hidden]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!skip(node.parentElement) && node.textContent?.trim()) texts.push(node.textContent.trim());
    for (const el of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value) texts.push(`${name}="${value}"`);
      }
    }
    return texts;
  });
  return found.filter((text) => (text.match(/[A-Za-z]{4,}/g) ?? []).some((w) => VOCABULARY.has(w.toLowerCase())));
}

describe("the pseudo-language", () => {
  for (const mode of JS_MODES)
    it(`shows only catalogue text on every page kind (${mode.label})`, async () => {
      const { page, pageErrors, consoleErrors } = await openPage(browser(), { javaScript: mode.javaScript });
      const report: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${baseURL}/en-xa${path === "/" ? "" : path}`);
        if (mode.javaScript) await page.waitForSelector("html[data-hydrated]");
        expect(await page.getAttribute("html", "lang"), path).toBe("en-XA");
        for (const text of await foreignTexts(page)) report.push(`${path}: ${text}`);
      }
      expect({ report, pageErrors, consoleErrors }).toEqual({ report: [], pageErrors: [], consoleErrors: [] });
    });
});

describe("a visitor's language", () => {
  it("takes a French browser from / to French, switches to English on request and keeps it", async () => {
    const { context, page, pageErrors } = await openPage(browser(), { javaScript: false });
    await context.setExtraHTTPHeaders({ "Accept-Language": "fr-FR,fr;q=0.9" });
    await page.goto(`${baseURL}/`);
    expect(new URL(page.url()).pathname).toBe("/fr");
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    // Remembered: the unprefixed URLs stay English for this browser.
    await page.goto(`${baseURL}/restaurants/international`);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(pageErrors).toEqual([]);
  });

  it("reads Arabic right to left, with JavaScript", async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser(), { javaScript: true });
    await page.goto(`${baseURL}/ar/restaurants/international/japan/tokyo/tokyo`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");
    expect({ pageErrors, consoleErrors }).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});
