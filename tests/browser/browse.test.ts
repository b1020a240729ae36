import { describe, expect, it } from "vitest";
import { JS_MODES, useBrowser, useSharedPage } from "./browser";

const { baseURL, browser } = useBrowser();

describe.each(JS_MODES)("browsing with $label", ({ javaScript }) => {
  // Each test a new visitor in a page already open (see useSharedPage).
  const visit = useSharedPage(browser, { javaScript });

  it("walks home -> international -> country -> a city's link", async () => {
    const { page, pageErrors } = await visit();
    await page.goto(`${baseURL}/`);
    await page.getByRole("link", { name: "Browse international guides →" }).click();
    await page.waitForURL("**/restaurants/international");
    await page.getByRole("heading", { level: 1, name: "International TableScout" }).waitFor();
    await page.getByRole("link", { name: /Japan.*20 Cities Available/ }).click();
    await page.waitForURL("**/restaurants/international/japan");
    await page.getByRole("heading", { level: 1, name: "Best Restaurants in Japan" }).waitFor();
    const kyoto = page.getByRole("region", { name: "Major Cities" }).getByRole("link", { name: /^Kyoto/ });
    expect(await kyoto.getAttribute("href")).toBe("/restaurants/international/japan/kyoto/kyoto");
    const sapporo = page.getByRole("region", { name: "Major Cities" }).getByRole("link", { name: /^Sapporo/ });
    expect(await sapporo.getAttribute("href")).toBe("/restaurants/international/japan/hokkaido/sapporo");
    await page.getByRole("link", { name: "International" }).first().click();
    await page.waitForURL("**/restaurants/international");
    expect(pageErrors).toEqual([]);
  });

  it("walks home -> 'Browse by State' -> a state -> a city's link", async () => {
    const { page, pageErrors } = await visit();
    await page.goto(`${baseURL}/`);
    await page.getByRole("heading", { name: "Top 10 Restaurant Hotspots in the United States" }).waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Browse by State" }).click();
    await page.waitForURL("**/restaurants/united-states");
    await page
      .getByRole("link", { name: /^Oregon/ })
      .first()
      .click();
    await page.waitForURL("**/restaurants/united-states/oregon");
    await page.getByRole("heading", { level: 1, name: "Cities in Oregon" }).waitFor();
    const topDestinations = page.getByRole("region", { name: "Top Destinations" }).getByRole("link");
    expect(await topDestinations.count()).toBe(15);
    const portland = page
      .getByRole("region", { name: "All Cities" })
      .getByRole("link", { name: "Portland", exact: true });
    expect(await portland.getAttribute("href")).toBe("/restaurants/united-states/oregon/portland");
    // Breadcrumbs lead back up.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(pageErrors).toEqual([]);
  });

  it("shows the 'Country Not Found' state for an unknown international country", async () => {
    const { page } = await visit();
    const res = await page.goto(`${baseURL}/restaurants/international/atlantis`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Country Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to International" }).click();
    await page.waitForURL("**/restaurants/international");
  });
});
