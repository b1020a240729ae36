import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ZUNI } from "../fakes/google-fake.mjs";
import { openPage, serverReady, useBrowser } from "./browser";

/**
 * The guide with the Google provider, as an operator with a key runs it, against the local fake of Google's APIs:
 * its own Worker (wrangler dev on the build, started by the global setup) with a server key, a browser key and
 * the fake's URLs. Google's display terms, as a visitor sees them: photo credits, review authors, the 'Google
 * Maps' attribution, one map per view. SAVE_SCREENSHOTS=dir also writes what the pages look like (docs/screenshots/google-*.png).
 */
const { browser } = useBrowser();
const site = { url: inject("googleBaseURL") };

beforeAll(async () => {
  await serverReady(site.url);
});

const SF = "/restaurants/united-states/california/san-francisco";
const photoAuthor = ZUNI.photos[0]!.authorAttributions[0]!;
const reviewAuthor = ZUNI.reviews[0]!.authorAttribution;

async function screenshot(page: Page, name: string) {
  const dir = process.env.SAVE_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The images a page asked for, with their answers' status. */
function imageRequests(page: Page) {
  const seen: { url: string; status?: number }[] = [];
  page.on("requestfinished", async (r) => {
    if (r.resourceType() === "image") seen.push({ url: r.url(), status: (await r.response())?.status() });
  });
  return seen;
}

describe("Google's display terms with the Google provider", () => {
  it("credits the card's photo and shows 'Google Maps' and the static map without JavaScript", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false });
    const images = imageRequests(page);
    await page.goto(site.url + SF);
    const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    await expect.poll(() => card.count()).toBe(1);
    // The photo's author, linked to their Google Maps page, on the card itself.
    const credit = card.getByRole("link", { name: "Ann <b>Photog</b>" });
    expect(await credit.getAttribute("href")).toBe(photoAuthor.uri);
    expect(await page.getByText("Google Maps", { exact: true }).first().isVisible()).toBe(true);
    // The Static Maps image, through the guide's own signed URL, whole in its box.
    const map = page.getByRole("img", { name: "Map of 1 restaurants" });
    await map.scrollIntoViewIfNeeded();
    expect(await map.getAttribute("src")).toMatch(/^\/api\/maps\/static\?size=640x640&markers=[^&]+&sig=[\w-]{22}$/);
    expect(await map.evaluate((img) => getComputedStyle(img).objectFit)).toBe("contain");
    await expect.poll(() => images.find((i) => i.url.includes("/api/maps/static"))?.status).toBe(200);
    expect(images.find((i) => i.url.includes("/api/places/photo"))?.status).toBe(200);
    await screenshot(page, "google-results-desktop");
    await context.close();
  });

  it("never asks for the static map with JavaScript, and says 'Maps Loading Error' when Google's script fails", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true });
    const asked: string[] = [];
    page.on("request", (r) => asked.push(r.url()));
    await page.goto(site.url + SF);
    await page.getByRole("alert").filter({ hasText: "Maps Loading Error" }).waitFor();
    expect(asked.filter((u) => u.includes("/api/maps/static"))).toEqual([]);
    expect(asked.some((u) => u.startsWith("https://maps.googleapis.com/maps/api/js?"))).toBe(true);
    await context.close();
  });

  it("shows each review's author with photo and link, photo credits and 'Google Maps' on the restaurant page", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false });
    await page.goto(site.url + SF);
    await page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("article")
      .getByRole("heading")
      .getByRole("link")
      .click();
    await page.getByRole("heading", { level: 1, name: "Zuni Café" }).waitFor();
    expect(await page.getByText("Google Maps", { exact: true }).first().isVisible()).toBe(true);
    const author = page.getByRole("link", { name: reviewAuthor.displayName });
    expect(await author.getAttribute("href")).toBe(reviewAuthor.uri);
    const review = page.getByRole("listitem").filter({ has: author });
    expect(await review.locator("img").getAttribute("src")).toBe(reviewAuthor.photoUri);
    expect(await page.getByRole("link", { name: "Ann <b>Photog</b>" }).first().getAttribute("href")).toBe(
      photoAuthor.uri,
    );
    await screenshot(page, "google-restaurant-desktop");
    await context.close();
  });

  it("does the same on /mobile at 390 px", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false, phone: true });
    await page.goto(`${site.url}/mobile${SF}`);
    const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    expect(await card.getByRole("link", { name: "Ann <b>Photog</b>" }).getAttribute("href")).toBe(photoAuthor.uri);
    await screenshot(page, "google-results-390");
    await card.getByRole("heading").getByRole("link").click();
    await page.getByRole("heading", { level: 1, name: "Zuni Café" }).waitFor();
    expect(await page.getByText("Google Maps", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: reviewAuthor.displayName }).getAttribute("href")).toBe(
      reviewAuthor.uri,
    );
    expect(await page.getByRole("link", { name: "Ann <b>Photog</b>" }).first().getAttribute("href")).toBe(
      photoAuthor.uri,
    );
    await screenshot(page, "google-restaurant-390");
    await context.close();
  });
});

describe("a slow answer from Google, streamed to a browser that runs JavaScript", () => {
  it("shows the loading state until the results arrive, then the results once, with no error", async () => {
    const { page, context, pageErrors, consoleErrors } = await openPage(browser(), { javaScript: true });
    await context.addCookies([{ name: "ts_js", value: "1", url: site.url }]);
    // Google takes 1.5 s to answer this search: the page's frame arrives first, with its scripts, and the
    // results stream in after it. React hydrates the page at once and the results when they land: they
    // show once, with no error (Preact, which could not hydrate a part still loading, showed them twice).
    await page.goto(`${site.url}${SF}?q=LAGGY`, { waitUntil: "commit" });
    await page.getByRole("status").filter({ hasText: "Searching for restaurants" }).waitFor();
    const cards = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    await cards.first().waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await cards.count()).toBe(1);
    expect(await page.getByRole("list", { name: "Restaurants" }).count()).toBe(1);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Searching for restaurants" }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    // Google's map script cannot load here (no internet): the page says so in its map, and nothing else fails.
    expect(consoleErrors.filter((e) => !e.includes("ERR_NAME_NOT_RESOLVED"))).toEqual([]);
    await context.close();
  });

  it("answers a tap before the results arrive: the page hydrates first, and a link is followed in the page", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript: true });
    await context.addCookies([{ name: "ts_js", value: "1", url: site.url }]);
    // Google holds its answer until this test releases it: the page hydrates without waiting for the results
    // (React hydrates the part still loading when it lands), so the footer's link is taken by the router while
    // the results are on their way, however long the machine takes to hydrate.
    await page.goto(`${site.url}${SF}?q=HELD`, { waitUntil: "commit" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const searching = page.getByRole("status").filter({ hasText: "Searching for restaurants" });
    expect(await searching.isVisible()).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy Policy" }).waitFor();
    await fetch(`${inject("googleFakeURL")}/__release`);
    const documentPath = await page.evaluate(
      () => new URL((performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name).pathname,
    );
    expect(documentPath).toBe(SF);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe("a crawler's visit", () => {
  it("gets the whole page in one document, results included, even when Google is slow", async () => {
    // A crawler's name, and none of the cookie by which a person's browser says it runs JavaScript.
    const { page, context } = await openPage(browser(), { javaScript: true, crawler: true });
    const response = await page.goto(`${site.url}${SF}?q=LAGGY`);
    const html = await response!.text();
    expect(html).not.toContain("Searching for restaurants");
    expect(html).toMatch(/<article\b/);
    await context.close();
  });
});
