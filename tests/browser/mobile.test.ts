import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { JS_MODES, openPage, useBrowser, useSharedPage } from "./browser";

const { baseURL, browser } = useBrowser();
const SF = "/mobile/restaurants/united-states/california/san-francisco";
const found = /^(\d+) restaurants? found$/;

/** What a phone user would notice first: nothing wider than the screen, nothing hidden off to the side. */
async function expectNoSideways(page: Page) {
  // Measure the page as it is drawn: a DOM query can run before the stylesheet has loaded.
  await page.waitForLoadState("load");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, page.url()).toBeLessThanOrEqual(390);
}

async function simulateLocation(context: BrowserContext, value: string) {
  await context.addCookies([
    { name: "ts_sim_location", value: encodeURIComponent(value), domain: new URL(baseURL).hostname, path: "/" },
  ]);
}

describe.each(JS_MODES)("the mobile version with $label", ({ javaScript }) => {
  // Each test a new visitor in a page already open (see useSharedPage); signing in has a page of its own.
  const visit = useSharedPage(browser, { javaScript, phone: true });

  it("walks mobile home -> results -> a card -> the mobile profile, and back", async () => {
    const { page, pageErrors } = await visit();
    await page.goto(`${baseURL}/mobile`);
    await page.getByRole("heading", { level: 1, name: "Find Great Food" }).waitFor();
    await page.getByRole("search").getByRole("combobox").waitFor();
    await expectNoSideways(page);

    await page
      .getByRole("region", { name: "Top 10 Restaurant Hotspots in the United States" })
      .getByRole("link", { name: /San Francisco/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "San Francisco Restaurants" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(SF);
    await page.getByText("San Francisco, California, United States").waitFor();
    const count = Number(found.exec((await page.getByText(found).textContent()) ?? "")![1]);
    expect(count).toBeGreaterThan(5);
    await expectNoSideways(page);

    const firstCard = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/mobile\/restaurants\/USA\/CA\/san-francisco\/profile\//);
    await page.getByRole("heading", { name: "Business Information" }).waitFor();
    for (const action of ["Directions", "Visit Website"]) {
      const link = page.getByRole("list", { name: "Actions" }).getByRole("link", { name: action });
      expect(await link.getAttribute("href"), action).toMatch(/^https?:\/\//);
    }
    // 'Make Reservation' only where the place takes reservations.
    const takes = await page
      .locator("dt", { hasText: /^Reservations$/ })
      .locator("xpath=following-sibling::dd[1]")
      .textContent();
    const reserve = page.getByRole("list", { name: "Actions" }).getByRole("link", { name: "Make Reservation" });
    expect(await reserve.count()).toBe(takes === "Yes" ? 1 : 0);
    expect(
      await page.getByRole("list", { name: "Actions" }).getByRole("link", { name: "Call" }).getAttribute("href"),
    ).toMatch(/^tel:\+?\d+$/);
    const photos = await page
      .getByRole("img", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} photo \\d+$`) })
      .count();
    expect(photos).toBeGreaterThan(1);
    expect(photos).toBeLessThanOrEqual(8);
    expect(await page.getByRole("region", { name: "Reviews" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
    await page.getByRole("region", { name: "Hours" }).getByText("Monday").waitFor();
    await expectNoSideways(page);

    await page.getByRole("link", { name: "Back to results" }).click();
    await page.getByRole("heading", { level: 1, name: "San Francisco Restaurants" }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("switches List/Map and filters by feature from the Filters panel", async () => {
    const { page } = await visit();
    await page.goto(baseURL + SF);
    const list = page.getByRole("list", { name: "Restaurants" });
    await list.waitFor();
    // Numbered markers: Leaflet's once JavaScript runs, else the server-drawn map's.
    const markers = page.locator(javaScript ? "[data-leaflet-marker]" : "[data-marker]");
    await page.getByRole("group", { name: "Show results as" }).getByRole("link", { name: "Map" }).click();
    await markers.first().waitFor({ state: "visible" });
    await page.waitForLoadState("load");
    expect(await list.isVisible()).toBe(false);
    await page.getByRole("group", { name: "Show results as" }).getByRole("link", { name: "List" }).click();
    await list.waitFor({ state: "visible" });

    await page.locator("summary").filter({ hasText: "Filters" }).click();
    const features = page.getByRole("navigation", { name: "Features" });
    await features.getByRole("link", { name: "Takeout" }).click();
    await page.getByRole("heading", { level: 1, name: "Restaurants with Takeout in San Francisco" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(
      "/mobile/restaurants-with-takeout/united-states/california/san-francisco",
    );
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    expect(await features.getByRole("link", { name: "Takeout" }).getAttribute("aria-current")).toBe("page");
    const chips = await page.getByRole("navigation", { name: "Neighborhoods" }).getByRole("link").count();
    expect(chips).toBeGreaterThan(0);
    expect(chips).toBeLessThanOrEqual(8);
  });

  it("opens each bottom-bar tab and marks it as the current one", async () => {
    const { page, context } = await visit();
    await simulateLocation(context, "Seattle|WA");
    await page.goto(`${baseURL}/mobile`);
    const bar = page.getByRole("navigation", { name: "Main" });
    const expected: [string, () => Promise<unknown>][] = [
      ["Search", () => page.getByRole("heading", { name: "Popular searches" }).waitFor()],
      ["Near Me", () => page.getByRole("heading", { level: 1, name: "Near Seattle, Washington" }).waitFor()],
      ["Favorites", () => page.getByRole("heading", { name: "Save Your Favorites!" }).waitFor()],
      ["Profile", () => page.getByRole("heading", { name: "Your TableScout profile" }).waitFor()],
      ["Home", () => page.getByRole("heading", { level: 1, name: "Find Great Food" }).waitFor()],
    ];
    for (const [tab, shown] of expected) {
      await bar.getByRole("link", { name: tab }).click();
      await shown();
      expect(await bar.getByRole("link", { name: tab }).getAttribute("aria-current"), tab).toBe("page");
      // The Search tab is for typing: its field has the focus, whether the tab loaded a page or the router
      // rendered it.
      if (tab === "Search")
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      expect(await bar.locator('[aria-current="page"]').count()).toBe(1);
      await expectNoSideways(page);
    }
    // Touch targets: every tab at least 44 px tall and wide.
    for (const box of await bar.getByRole("link").evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The Near Me tab's strip: the city, 4 neighbourhoods and 4 nearby cities, all on /mobile/.
    await bar.getByRole("link", { name: "Near Me" }).click();
    const strip = page.getByRole("region", { name: "Near you in Seattle, Washington" });
    await strip.waitFor();
    const links = await strip.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
    expect(links.length).toBeLessThanOrEqual(9);
    expect(links.every((h) => h.startsWith("/mobile/restaurants/united-states/washington/"))).toBe(true);
  });

  it("searches from the Search tab and lists the search under Recent searches", async () => {
    const { page } = await visit();
    await page.goto(`${baseURL}/mobile/search`);
    const box = page.getByRole("search").getByRole("combobox");
    await box.fill("Chicago");
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Chicago Restaurants" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/mobile/restaurants/united-states/illinois/chicago");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Search" }).click();
    const recent = page.getByRole("region", { name: "Recent searches" });
    await recent.getByRole("link", { name: "Chicago" }).waitFor();
    await recent.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("heading", { name: "Popular searches" }).waitFor();
    await expect.poll(() => page.getByRole("region", { name: "Recent searches" }).count()).toBe(0);
  });

  it("signs in from the Profile tab, saves a favorite from a mobile profile, removes it and signs out", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript, phone: true });
    const who = javaScript
      ? { email: "mobile.js@example.com", name: "Mo Script" }
      : { email: "mobile.plain@example.com", name: "Mo Plain" };
    await page.goto(`${baseURL}/mobile/profile`);
    await page.getByRole("main").getByRole("link", { name: "Sign In with Google" }).click();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByLabel("E-mail").fill(who.email);
    await page.getByLabel("Full name").fill(who.name);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: who.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/mobile/profile");
    await page.getByRole("switch", { name: "Publish Favorites" }).waitFor();
    await page.getByRole("link", { name: "View my public profile" }).waitFor();

    await page.goto(baseURL + SF);
    const firstCard = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("button", { name: `Add to favorites: ${name}` }).click();
    await page.getByText(`${name} has been added to your favorites.`).waitFor();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Favorites" }).click();
    await page.getByRole("heading", { level: 1, name: "My Favorites (1)" }).waitFor();
    expect(
      await page
        .getByRole("list", { name: "Favorite restaurants" })
        .getByRole("link", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
        .getAttribute("href"),
    ).toMatch(/^\/mobile\/restaurants\/USA\/CA\/san-francisco\/profile\//);
    await page.getByRole("button", { name: `Remove ${name} from favorites` }).click();
    await page.getByText("Restaurant has been removed from your favorites.").waitFor();
    await page.getByText("No favorites yet").waitFor();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("heading", { name: "Your TableScout profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/mobile/profile");
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe.each(JS_MODES)("lists made on a phone with $label", ({ javaScript }) => {
  it("stay on /mobile: a list created from the Favorites tab, shared, copied by a friend and deleted", async () => {
    const ana = await openPage(browser(), { javaScript, phone: true });
    const { page } = ana;
    const who = javaScript ? "js" : "plain";
    await page.goto(`${baseURL}/mobile/favorites`);
    await page.getByRole("main").getByRole("link", { name: "Sign In with Google" }).click();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByLabel("E-mail").fill(`phone.lists.${who}@example.com`);
    await page.getByLabel("Full name").fill("Ana Phone");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: "My Favorites (0)" }).waitFor();

    // Create: the new list's page, in the phone's frame.
    await page.getByLabel("Name", { exact: true }).fill("Lisbon trip");
    await page.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("heading", { level: 1, name: "Lisbon trip" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/mobile\/lists\/[A-Za-z0-9_-]+$/);
    await page.getByRole("navigation", { name: "Main" }).waitFor();

    // Shared by link: the link a phone user copies opens the list on /mobile, and changing who sees it stays.
    await page.getByRole("radio", { name: /Link only/ }).check();
    await page.getByRole("button", { name: "Update who can see it" }).click();
    await page.getByText("“Lisbon trip” is now shared by link only.").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/mobile\/lists\//);
    const link = await page.getByLabel("Link to this list").inputValue();
    expect(new URL(link).pathname).toMatch(/^\/mobile\/l\/[A-Za-z0-9_-]{32}$/);

    // Copy: a friend on a phone saves a copy and lands on it, on /mobile.
    const bo = await openPage(browser(), { javaScript, phone: true });
    await bo.page.goto(link);
    await bo.page.getByRole("link", { name: "Sign in to save a copy" }).click();
    await bo.page.getByRole("button", { name: "Continue with Google" }).click();
    await bo.page.getByLabel("E-mail").fill(`phone.lists.friend.${who}@example.com`);
    await bo.page.getByLabel("Full name").fill("Bo Phone");
    await bo.page.getByRole("button", { name: "Continue" }).click();
    await bo.page.getByRole("button", { name: "Save a copy" }).click();
    await bo.page.getByText("“Lisbon trip” is now one of your lists.").waitFor();
    expect(new URL(bo.page.url()).pathname).toMatch(/^\/mobile\/lists\/[A-Za-z0-9_-]+$/);
    expect(bo.pageErrors).toEqual([]);
    await bo.context.close();

    // Delete (under the list's details): confirmed on its own page, then back to the Favorites tab.
    await page.getByText("List details", { exact: true }).click();
    await page.getByRole("link", { name: "Delete this list" }).click();
    await page.getByRole("heading", { level: 1, name: "Delete “Lisbon trip”?" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/mobile\/lists\/[^/]+\/delete$/);
    await page.getByRole("button", { name: "Delete list" }).click();
    await page.getByText("“Lisbon trip” is deleted.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/mobile/favorites");
    expect(ana.pageErrors).toEqual([]);
    await ana.context.close();
  });
});

describe("the Near Me tab with JavaScript", () => {
  it("uses the precise location the browser shares", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true, phone: true });
    await context.grantPermissions(["geolocation"], { origin: baseURL });
    await context.setGeolocation({ latitude: 37.7749, longitude: -122.4194 }); // San Francisco
    await simulateLocation(context, "Seattle|WA");
    await page.goto(`${baseURL}/mobile/near-me`);
    await page.getByRole("heading", { level: 1, name: "Near Seattle, Washington" }).waitFor();
    await page.getByRole("button", { name: "Use my precise location" }).click();
    await page.getByRole("heading", { level: 1, name: "Near San Francisco, California" }).waitFor();
    await page.getByText("Based on the location you shared.").waitFor();
    expect(new URL(page.url()).searchParams.get("location")).toBe("37.775,-122.419");
    await context.close();
  });
});

describe("the mobile map when the map library cannot load", () => {
  it("says 'Failed to load maps' with a way to the mobile home, and keeps the list", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true, phone: true });
    await page.route(/open-map-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${baseURL}${SF}?view=map`);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load maps" });
    await alert.waitFor();
    expect(await alert.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/mobile");
    await page.getByRole("group", { name: "Show results as" }).getByRole("link", { name: "List" }).click();
    expect(await page.getByRole("list", { name: "Restaurants" }).getByRole("article").count()).toBeGreaterThan(0);
    await context.close();
  });
});
