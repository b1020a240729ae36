import { describe, expect, it } from "vitest";
import { JS_MODES, openPage, useBrowser, useSharedPage } from "./browser";

const { baseURL, browser } = useBrowser();
// Each test a new visitor in a page already open (see useSharedPage).
const pages = {
  true: useSharedPage(browser, { javaScript: true }),
  false: useSharedPage(browser, { javaScript: false }),
};
const shared = (javaScript: boolean) => pages[`${javaScript}`]();

describe("the search box with JavaScript", () => {
  it("suggests places from 2 characters and opens the chosen place's results", async () => {
    const { page } = await shared(true);
    await page.goto(`${baseURL}/privacy-policy`);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search restaurants or locations" });
    await box.pressSequentially("San Francisco", { delay: 20 });
    const list = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
    await list.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    await list.getByRole("option", { name: /San Francisco\s*CA, USA/ }).click();
    await page.waitForURL("**/restaurants/united-states/california/san-francisco");
    await page.getByRole("heading", { level: 1, name: "San Francisco Restaurants" }).waitFor();
  });

  it("works from the keyboard: arrows, Enter on a suggestion, Escape closes", async () => {
    const { page } = await shared(true);
    await page.goto(`${baseURL}/terms-of-use`);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search restaurants or locations" });
    await box.pressSequentially("Chica", { delay: 20 });
    const list = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
    await list.waitFor();
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    await box.press("ArrowDown");
    await list.waitFor();
    expect(await list.getByRole("option").first().getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/restaurants/united-states/illinois/chicago");
  });

  it("does nothing on Enter with only spaces", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true });
    await page.goto(`${baseURL}/terms-of-use`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The search text of every request the tab makes from here on (a page, its data or a suggestion).
    const asked: string[] = [];
    page.on("request", (r) => {
      const q = new URL(r.url()).searchParams.get("q");
      if (q !== null) asked.push(q);
    });
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search restaurants or locations" });
    await box.fill("   ");
    await box.press("Enter");
    // Then a real search: once it has landed, whatever the first Enter had started would have come before it.
    await box.fill("Chicago");
    await box.press("Enter");
    await page.waitForURL("**/restaurants/united-states/illinois/chicago");
    expect(asked).toContain("Chicago");
    expect(asked.filter((q) => q.trim() === "")).toEqual([]);
    await context.close();
  });
});

describe("the search box without JavaScript", () => {
  it("lands on the results page for a place", async () => {
    const { page } = await shared(false);
    await page.goto(`${baseURL}/`);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search restaurants or locations" });
    await box.fill("San Francisco");
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: "San Francisco Restaurants" }).waitFor();
  });

  it("says clearly when nothing matches, and offers a choice for ambiguous names", async () => {
    const { page } = await shared(false);
    await page.goto(`${baseURL}/search?q=Qwzxvk`);
    await page.getByRole("heading", { name: "No places match “Qwzxvk”" }).waitFor();
    await page.goto(`${baseURL}/search?q=Portland`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Portland\s*Oregon/ })
      .waitFor();
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Portland\s*Maine/ })
      .waitFor();
  });
});

describe.each(JS_MODES)("'Near you' on the home page with $label", ({ javaScript }) => {
  it("shows the strip for a simulated edge location and hides it without one", async () => {
    const { page, context } = await shared(javaScript);
    const url = new URL(baseURL);
    await context.addCookies([
      {
        name: "ts_sim_location",
        value: encodeURIComponent("San Francisco|California"),
        domain: url.hostname,
        path: "/",
      },
    ]);
    await page.goto(`${baseURL}/`);
    const strip = page.getByRole("region", { name: "Near you in San Francisco, California" });
    await strip.waitFor();
    expect(await strip.getByRole("link", { name: "Restaurants in San Francisco" }).getAttribute("href")).toBe(
      "/restaurants/united-states/california/san-francisco",
    );
    const chips = await strip.getByRole("link").count();
    expect(chips).toBeGreaterThan(1);
    expect(chips).toBeLessThanOrEqual(10);
    expect(await strip.getByRole("link", { name: "Mission District" }).getAttribute("href")).toBe(
      "/restaurants/united-states/california/san-francisco/mission-district",
    );
    await context.addCookies([{ name: "ts_sim_location", value: "none", domain: url.hostname, path: "/" }]);
    await page.goto(`${baseURL}/`);
    await page.getByRole("heading", { name: "Discover Amazing Restaurants" }).waitFor();
    expect(await page.getByText(/^Near you in/).count()).toBe(0);
  });
});

describe("'Use my precise location' with JavaScript", () => {
  it("asks the browser for its position and shows the strip for where it is", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true });
    const url = new URL(baseURL);
    await context.grantPermissions(["geolocation"], { origin: baseURL });
    await context.setGeolocation({ latitude: 47.6062, longitude: -122.3321 }); // Seattle
    await context.addCookies([{ name: "ts_sim_location", value: "none", domain: url.hostname, path: "/" }]);
    await page.goto(`${baseURL}/`);
    await page.getByRole("button", { name: "Use my precise location" }).click();
    const strip = page.getByRole("region", { name: "Near you in Seattle, Washington" });
    await strip.waitFor();
    expect(await strip.getByRole("link", { name: "Restaurants in Seattle" }).getAttribute("href")).toBe(
      "/restaurants/united-states/washington/seattle",
    );
    await context.close();
  });
});

describe.each(JS_MODES)("the home box reads what people type, with $label", ({ javaScript }) => {
  it("takes a dish, a dish in a city, a restaurant's name and a neighbourhood to their pages", async () => {
    const { page, context, pageErrors } = await shared(javaScript);
    // The visitor's edge city, as Cloudflare would report it: a dish alone is looked for there.
    await context.addCookies([
      {
        name: "ts_sim_location",
        value: encodeURIComponent("Austin|Texas"),
        domain: new URL(baseURL).hostname,
        path: "/",
      },
    ]);
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    const restaurant = (await page.locator('[id^="card-"][id$="-name"] a').first().textContent())!.trim();
    const cases: [string, RegExp, string][] = [
      ["sushi", /\/sushi-restaurants\/united-states\/texas\/austin$/, "Sushi Restaurants in Austin"],
      ["ramen in seattle", /\/ramen-restaurants\/united-states\/washington\/seattle$/, "Ramen Restaurants in Seattle"],
      [restaurant, /\/restaurants\/USA\/TX\/austin\/profile\/[a-z0-9-]+\?pid=/, restaurant],
      [
        "hayes valley",
        /\/restaurants\/united-states\/california\/san-francisco\/hayes-valley$/,
        "San Francisco Restaurants Near Hayes Valley",
      ],
    ];
    for (const [text, url, heading] of cases) {
      await page.goto(`${baseURL}/`);
      const box = page.getByRole("main").getByRole("combobox", { name: "Search restaurants or locations" });
      await box.fill(text);
      await box.press("Enter");
      await page.waitForURL(url);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    }
    expect(pageErrors).toEqual([]);
  });
});

describe("labelled suggestions with JavaScript", () => {
  it("suggests a dish in the visitor's city and a dish in a city being typed, each labelled", async () => {
    const { page, context } = await shared(true);
    await context.addCookies([
      {
        name: "ts_sim_location",
        value: encodeURIComponent("Austin|Texas"),
        domain: new URL(baseURL).hostname,
        path: "/",
      },
    ]);
    await page.goto(`${baseURL}/privacy-policy`);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search restaurants or locations" });
    const list = page.getByRole("banner").getByRole("listbox", { name: "Suggestions" });
    await box.pressSequentially("ramen in sea", { delay: 20 });
    await list
      .getByRole("option", { name: /^Ramen restaurants in Seattle\s*Washington, United States\s*Dish$/ })
      .waitFor();
    await box.fill("");
    await box.pressSequentially("sush", { delay: 20 });
    const sushi = list.getByRole("option", { name: /^Sushi restaurants in Austin\s*Texas, United States\s*Dish$/ });
    await sushi.click();
    await page.waitForURL(/\/sushi-restaurants\/united-states\/texas\/austin$/);
    // A place from the provider is labelled with its kind too.
    await box.fill("");
    await box.pressSequentially("Chicago", { delay: 20 });
    await list.getByRole("option", { name: /^Chicago\s*IL, USA\s*City$/ }).waitFor();
  });
});
