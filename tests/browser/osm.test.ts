import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { JS_MODES, openPage, serverReady, signInWithPublishedFavorite, useBrowser, useSharedPage } from "./browser";

/**
 * The guide on OpenStreetMap places in a country its built-in catalogue does not list, as a person uses it: its
 * own Worker with PLACES_PROVIDER=osm (started by the global setup), over the test region of
 * tests/fixtures/osm/valley.osm imported with `npm run places:import` (a town, Vila Alta, inside Andorra's
 * borders, with two pages of restaurants). With JavaScript on and off, on the web and mobile pages and in four
 * languages: the international index leads to the country and its town, whose places page on; the search box
 * finds the town and a restaurant typed without its accents; a shared link to a place opens it, and once saved
 * it shows under its own town.
 */
const { browser } = useBrowser();
const site = inject("osmBaseURL");

beforeAll(async () => {
  await serverReady(site);
});

const ANDORRA = "/restaurants/international/andorra";
const VILA_ALTA = `${ANDORRA}/vila-alta`;
const CHAUMIERE = `${VILA_ALTA}/profile/la-chaumiere`;
/** Languages to walk through: English, and one each of a long-worded, a CJK and a right-to-left one. */
const LANGUAGES = ["", "/de", "/ja", "/ar"] as const;

/** A message of the page's language, from the catalogues the guide itself reads. */
function message(language: string, area: string, key: string): string {
  const file = path.join(__dirname, "../../app/messages", language.slice(1) || "en", `${area}.json`);
  return JSON.parse(readFileSync(file, "utf8"))[key];
}

/** The names on the cards of a results page. */
const cardNames = (page: Page) => page.locator("main article h3, main article h2").allTextContents();

/** Nothing wider than a phone's screen (390 px): a long name wraps instead of scrolling the page sideways. */
async function expectNoSideways(page: Page) {
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(390);
}

/** Follows the first link of the page's main content to `href` (as a person clicks it). */
async function follow(page: Page, href: string) {
  await page.locator(`main a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === href.split("?")[0]);
}

describe.each(JS_MODES)("OpenStreetMap places outside the catalogue, $label", ({ javaScript }) => {
  const visit = useSharedPage(browser, { javaScript });
  const phone = useSharedPage(browser, { javaScript, phone: true });

  it.each(LANGUAGES)("'%s': the international index leads to Andorra, Vila Alta and its second page", async (lang) => {
    const { page, pageErrors } = await visit();
    await page.goto(`${site}${lang}/restaurants/international`);
    await follow(page, `${lang}${ANDORRA}`);
    await follow(page, `${lang}${VILA_ALTA}`);
    await expect.poll(() => page.locator("main article").count()).toBe(20);
    const first = await cardNames(page);
    await page.locator(`main nav a[href*="page=2"]`).click();
    // The pager marks the page shown: with JavaScript the address changes before the new cards are drawn.
    await page.locator(`main nav a[aria-current="page"][href*="page=2"]`).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThanOrEqual(10);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("on a phone, the mobile results of Vila Alta page on too, and a 200-character name stays on the screen", async () => {
    const { page, pageErrors } = await phone();
    await page.goto(`${site}/mobile${VILA_ALTA}`);
    await expect.poll(() => page.locator("main article").count()).toBe(20);
    await expectNoSideways(page);
    await page.locator('main a[href*="/profile/ristorantexxx"]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`/mobile${VILA_ALTA}/profile/ristorantexxx`));
    await expectNoSideways(page);
    await page.goBack();
    await page.locator(`main nav a[href*="page=2"]`).click();
    await page.locator(`main nav a[aria-current="page"][href*="page=2"]`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/mobile${VILA_ALTA}`);
    expect(await page.locator("main article").count()).toBeGreaterThanOrEqual(10);
    expect(pageErrors).toEqual([]);
  });

  it.each(LANGUAGES)("'%s': the search box finds the town, and a restaurant typed without accents", async (lang) => {
    const { page, pageErrors } = await visit();
    await page.goto(`${site}${lang}/`);
    const box = page
      .getByRole("banner")
      .getByRole("combobox", { name: message(lang, "shell", "shell.searchForm.label") });
    const search = async (typed: string, suggestion: RegExp) => {
      if (javaScript) {
        await box.fill("");
        await box.pressSequentially(typed, { delay: 20 });
        await page.getByRole("banner").getByRole("option", { name: suggestion }).first().click();
      } else {
        await box.fill(typed);
        await box.press("Enter");
      }
    };
    await search("Vila Alta", /Vila Alta/);
    await page.waitForURL((url) => url.pathname === `${lang}${VILA_ALTA}`);
    await search("la chaumiere", /La Chaumière/);
    await page.waitForURL((url) => url.pathname === `${lang}${CHAUMIERE}`);
    await page.getByRole("heading", { level: 1, name: "La Chaumière" }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("the mobile search finds a restaurant typed without accents", async () => {
    const { page } = await phone();
    await page.goto(`${site}/mobile/search?q=${encodeURIComponent("la chaumiere")}`);
    await page.getByRole("heading", { level: 1, name: "La Chaumière" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/mobile${CHAUMIERE}`);
  });
});

describe("a place from a region outside the catalogue, shared and saved", () => {
  it("opens from its canonical link, and once saved shows under its own town on the profile", async () => {
    const shared = await openPage(browser(), { javaScript: true });
    const opened = await shared.page.goto(`${site}${CHAUMIERE}`);
    expect(opened?.status()).toBe(200);
    await shared.page.getByRole("heading", { level: 1, name: "La Chaumière" }).waitFor();
    expect(await shared.page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`${CHAUMIERE}$`),
    );
    await shared.context.close();

    const { page, context } = await openPage(browser(), { javaScript: false });
    const { name, username } = await signInWithPublishedFavorite(page, site, VILA_ALTA, {
      email: "valley-visitor@example.com",
      name: "Valley Visitor",
    });
    await page.goto(`${site}/${username}`);
    const saved = page.getByRole("link", { name }).first();
    expect(await saved.getAttribute("href")).toMatch(new RegExp(`^${VILA_ALTA}/profile/`));
    expect(await page.locator("main").textContent()).toContain("Vila Alta");
    expect(await page.locator("main").textContent()).not.toContain("San Francisco");
    await context.close();
  });
});
