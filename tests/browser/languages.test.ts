import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PSEUDO_CLOSE, pseudoMessage } from "~/modules/i18n/pseudo";
import { d1Rows } from "../../scripts/lib/worker.mjs";
import { JS_MODES, openPage, signInWithPublishedFavorite, useBrowser } from "./browser";
import { PAGE_KINDS as PAGES } from "./page-kinds";

/**
 * The guide in other languages, as a person sees it: every page kind in the pseudo-language (accented,
 * bracketed English, served at /en-xa to the tests only) shows no text that did not come from a catalogue;
 * a French browser reaches French and can switch to English, which is remembered; Arabic reads right to left.
 */
const { baseURL, browser } = useBrowser();

/**
 * What English text a page in the pseudo-language must not show: any English message that is plain text
 * ('Closed', 'Search'), and the lower-case words of the English messages (three letters or more: 'restaurants',
 * 'with', 'your'). Data shows as it is (names of places and restaurants, addresses), and is capitalised words
 * and numbers; a text that holds a pseudo-language message (its data inside it) came from the catalogue.
 */
const MESSAGES = path.join(__dirname, "../../app/messages/en");
const englishMessage = (area: string, key: string): string =>
  JSON.parse(readFileSync(path.join(MESSAGES, `${area}.json`), "utf8"))[key];
/** A plain English message as the pseudo-language shows it. */
const pseudoText = (english: string) =>
  pseudoMessage(parse(english))
    .map((el) => ("value" in el ? el.value : ""))
    .join("");
const ENGLISH_TEXTS = readdirSync(MESSAGES).flatMap(
  (file) => Object.values(JSON.parse(readFileSync(path.join(MESSAGES, file), "utf8"))) as string[],
);
const PLAIN_MESSAGES = new Set(ENGLISH_TEXTS.filter((text) => !/[{}<]/.test(text)));
const WORDS = new Set(
  ENGLISH_TEXTS.flatMap((text) => text.replace(/\{[^{}]*\}|<[^>]+>/g, " ").match(/\b[a-z]{3,}\b/g) ?? []),
);

function isForeign(text: string): boolean {
  const bare = text.replace(/^[a-z-]+="(.*)"$/s, "$1");
  if (bare.includes(PSEUDO_CLOSE)) return false;
  if (PLAIN_MESSAGES.has(bare.trim())) return true;
  return (bare.match(/\b[a-z]{3,}\b/g) ?? []).some((word) => WORDS.has(word));
}

/** What a person reads or hears on the page that is outside the catalogues: text, labels, alt texts, the title. */
async function foreignTexts(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const texts: string[] = [document.title];
    // Skipped: code, e-mail addresses, data marked as not for translation, and text in a language of its own.
    const skip = (el: Element | null) =>
      el?.closest(
        'script, style, noscript, template, code, a[href^="mailto:"], [translate="no"], [lang]:not(html), [hidden]',
      ) !== null;
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
  return found.filter(isForeign);
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
      // Resources that fail to load are not text: the not-found page kinds' own 404 documents, and the open
      // map's tiles, which this machine cannot fetch (no internet).
      const errors = consoleErrors.filter((e) => !e.startsWith("Failed to load resource"));
      expect({ report, pageErrors, errors }).toEqual({ report: [], pageErrors: [], errors: [] });
    });
});

describe("the pseudo-language, signed in", () => {
  it("shows only catalogue text on the account pages, an import's review, lists and a public profile", async () => {
    const { page, pageErrors } = await openPage(browser(), { javaScript: false });
    // Signed in through the English pages (the helper reads their labels); the session is the same in every language.
    const { name, username } = await signInWithPublishedFavorite(
      page,
      baseURL,
      "/restaurants/united-states/colorado/boulder",
      { email: "qzv.wxk@qzv.test", name: "Quinn Zed" },
    );

    // Their favorite is a place the provider no longer knows (as the daily refresh leaves one: its name and id
    // only): the pages must say so in the page's language.
    d1Rows(
      { persistTo: inject("demoPersistTo") },
      {
        command: `UPDATE list_places SET restaurant_data = json_object('place_id', place_id, 'name', restaurant_name, 'source', 'demo'), snapshot_at = ${Date.now()}, unavailable_at = ${Date.now()} WHERE list_id = (SELECT l.id FROM lists l JOIN profiles p ON p.id = l.user_id WHERE p.username = '${username}' AND l.kind = 'favorites')`,
      },
    );
    const vanished = pseudoText(englishMessage("listing", "listing.card.noLongerAvailable"));

    const report: string[] = [];
    const check = async (path: string) => {
      expect(await page.getAttribute("html", "lang"), path).toBe("en-XA");
      for (const text of await foreignTexts(page)) report.push(`${path}: ${text}`);
    };
    for (const path of [
      "/account",
      "/account/import",
      "/account/delete",
      "/mobile/favorites",
      "/mobile/favorites/import",
      "/mobile/profile",
      "/mobile/profile/delete",
      `/${username}`,
    ]) {
      await page.goto(`${baseURL}/en-xa${path}`);
      await check(path);
      if (["/account", "/mobile/favorites", `/${username}`].includes(path))
        expect(await page.locator("main").innerText(), path).toContain(vanished);
    }
    // Lists: a link-only list of two places, its pages, the Save form and the shared view. The forms are sent from
    // the pseudo-language's pages (their messages and the saved place's details are worded there); the list's
    // name is the person's own text, chosen to share no word with the catalogues.
    const form = async (fields: Record<string, string>) =>
      page.request.post(`${baseURL}/en-xa/lists`, { form: fields, headers: { Origin: baseURL }, maxRedirects: 0 });
    const created = (await form({ intent: "create", name: "Ōsaka Izakaya 2027", visibility: "link" })).headers();
    const list = created.location!.replace(/^\/en-xa/, "");
    const id = list.split("/").pop()!;
    const place = "demo~united-states~co~boulder~02";
    await form({ intent: "save", place_id: place, shown: id, ticked: id });
    // A second place, so that the list has an order to arrange.
    await form({ intent: "save", place_id: "demo~united-states~co~boulder~03", shown: id, ticked: id });
    for (const path of [
      "/lists",
      list,
      `${list}/delete`,
      `${list}/arrange`,
      `/save?place=${encodeURIComponent(place)}&returnTo=%2F`,
    ]) {
      expect((await page.goto(`${baseURL}/en-xa${path}`))?.status(), path).toBe(200);
      await check(path);
    }
    const shared = new URL(
      await page.goto(`${baseURL}/en-xa${list}`).then(() => page.locator("#share-link").inputValue()),
    );
    await page.goto(`${baseURL}${shared.pathname}`);
    await check("/l/{token}");
    // An import's review: one place found, one not.
    await page.goto(`${baseURL}/en-xa/account/import`);
    await page.locator('input[type="file"]').setInputFiles({
      name: "places.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`name,latitude,longitude\n"${name}",40.015,-105.27\nZzyzx Imaginary Diner,40.015,-105.27\n`),
    });
    await page.locator('form[enctype="multipart/form-data"] button[type="submit"]').click();
    await page.waitForURL(/\/en-xa\/account\/import\/[^/]+$/);
    await check("/account/import/{id}");
    expect({ report, pageErrors }).toEqual({ report: [], pageErrors: [] });
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

  it("goes home within a language with JavaScript (the router fetches /fr.data for /fr)", async () => {
    const { page, pageErrors } = await openPage(browser(), { javaScript: true });
    await page.goto(`${baseURL}/fr/restaurants/international`);
    await page.waitForSelector("html[data-hydrated]");
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(r.url());
    });
    await page.locator('header a[href="/fr"]').first().click();
    await page.waitForURL(`${baseURL}/fr`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).not.toMatch(/404|introuvable/i);
    expect(await page.getAttribute("html", "lang")).toBe("fr");
    // A client-side navigation: no new document.
    expect({ documents, pageErrors }).toEqual({ documents: [], pageErrors: [] });
  });

  it("reads Arabic right to left, with JavaScript", async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser(), { javaScript: true });
    await page.goto(`${baseURL}/ar/restaurants/international/japan`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");
    expect({ pageErrors, consoleErrors }).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});
