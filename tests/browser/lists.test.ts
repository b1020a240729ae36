import { describe, expect, it } from "vitest";
import { JS_BUDGET, openPage, scriptsLoaded, signIn, useBrowser } from "./browser";

const { baseURL, browser } = useBrowser();
const RESULTS = "/restaurants/united-states/oregon/portland";

describe("lists with JavaScript off", () => {
  it("a trip list: made, filled from the Save form, annotated, shared by link, seen and copied by a friend; 404 without the link", async () => {
    const ana = await openPage(browser(), { javaScript: false });
    const { page } = ana;
    await page.goto(`${baseURL}/lists`);
    await page.getByRole("heading", { name: "Your lists" }).waitFor();
    await signIn(page, "trip.ana@example.com", "Ana Souza");
    await page.waitForURL(`${baseURL}/lists`);
    await page.getByLabel("Name", { exact: true }).fill("Tokyo trip");
    await page.getByRole("button", { name: "Create list" }).click();
    await page.getByRole("heading", { level: 1, name: "Tokyo trip" }).waitFor();
    await page.getByText("“Tokyo trip” is ready. Use Save on any restaurant to add it.").waitFor();

    // Three places from a results page's cards, each into the trip and Want to go.
    await page.goto(`${baseURL}${RESULTS}`);
    const cards = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const name = (await cards.nth(i).getByRole("heading").textContent())!;
      names.push(name);
      await cards
        .nth(i)
        .getByRole("link", { name: `Save ${name} to a list` })
        .click();
      await page.getByRole("heading", { level: 1, name: `Save ${name}` }).waitFor();
      await page.getByRole("checkbox", { name: /Tokyo trip/ }).check();
      await page.getByRole("checkbox", { name: /Want to go/ }).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
      // Back where the person was, with the outcome.
      await page.waitForURL(`${baseURL}${RESULTS}`);
      await page.getByText(`${name} is in 2 of your lists now.`).waitFor();
    }

    await page.goto(`${baseURL}/lists`);
    await page.getByRole("link", { name: "Want to go" }).waitFor();
    await page.getByRole("link", { name: "Tokyo trip" }).click();
    await page.getByRole("heading", { level: 1, name: "Tokyo trip" }).waitFor();
    const places = page.getByRole("list", { name: "Places in this list" });
    expect(await places.getByRole("article").getByRole("heading").allTextContents()).toEqual(names);
    // A note (HTML stays text), its editor saying who can read it.
    await page.getByText("Add a note").first().click();
    await page.getByText("Only you can read this note.").first().waitFor();
    await page.getByLabel(`Your note on ${names[0]}`).fill("Counter seats <b>only</b> — book ahead");
    await page.getByRole("button", { name: "Save note" }).first().click();
    await page.getByText(`Your note on ${names[0]} is saved.`).waitFor();
    await places.getByText("Counter seats <b>only</b> — book ahead").first().waitFor();
    // Put in order on a page of its own: the last place first, two moves up, each coming back there.
    await page.getByRole("link", { name: "Arrange the places" }).click();
    await page.getByRole("heading", { level: 1, name: "Arrange “Tokyo trip”" }).waitFor();
    const arranged = () =>
      page.locator("[data-favorite]").evaluateAll((els) => els.map((e) => e.getAttribute("data-favorite")));
    expect(await arranged()).toEqual(names);
    await page.getByRole("button", { name: `Move ${names[2]} up` }).click();
    await expect.poll(arranged).toEqual([names[0], names[2], names[1]]);
    await page.getByRole("button", { name: `Move ${names[2]} up` }).click();
    await expect.poll(arranged).toEqual([names[2], names[0], names[1]]);
    await page.getByRole("link", { name: "Back to the list" }).click();
    await page.getByRole("heading", { level: 1, name: "Tokyo trip" }).waitFor();
    expect(await places.getByRole("article").getByRole("heading").allTextContents()).toEqual([
      names[2],
      names[0],
      names[1],
    ]);
    // Link only: its secret link shows as text.
    await page.getByRole("radio", { name: /Link only/ }).check();
    await page.getByRole("button", { name: "Update who can see it" }).click();
    await page.getByText("“Tokyo trip” is now shared by link only.").waitFor();
    const link = await page.getByLabel("Link to this list").inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/l/[A-Za-z0-9_-]{32}$`));
    const ownAddress = page.url();
    await ana.context.close();

    // A friend with the link sees the places and the note, and saves a copy once signed in.
    const bo = await openPage(browser(), { javaScript: false });
    await bo.page.goto(link);
    await bo.page.getByRole("heading", { level: 1, name: "Tokyo trip" }).waitFor();
    await bo.page.getByText("A list by").waitFor();
    await bo.page.getByText("Counter seats <b>only</b> — book ahead").waitFor();
    await bo.page.getByRole("link", { name: "Sign in to save a copy" }).click();
    await bo.page.getByRole("button", { name: "Continue with Google" }).click();
    await bo.page.getByLabel("E-mail").fill("trip.bo@example.com");
    await bo.page.getByLabel("Full name").fill("Bo Chen");
    await bo.page.getByRole("button", { name: "Continue" }).click();
    await bo.page.waitForURL(link);
    await bo.page.getByRole("button", { name: "Save a copy" }).click();
    await bo.page.getByText("“Tokyo trip” is now one of your lists.").waitFor();
    await bo.page.getByText("Your list", { exact: true }).waitFor();
    const copied = bo.page.getByRole("list", { name: "Places in this list" });
    // The copy keeps the order its owner arranged.
    expect(await copied.getByRole("article").getByRole("heading").allTextContents()).toEqual([
      names[2],
      names[0],
      names[1],
    ]);
    await copied.getByText("Counter seats <b>only</b> — book ahead").first().waitFor();
    await bo.context.close();

    // Someone without the link: the list's own address is a 404 page.
    const cy = await openPage(browser(), { javaScript: false });
    const res = await cy.page.goto(ownAddress);
    expect(res?.status()).toBe(404);
    await cy.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await cy.page.content()).not.toContain("Tokyo trip");
    await cy.context.close();
  });
});

describe("lists with JavaScript on", () => {
  it("saves from a card's popover, creating a list on the spot, and shares with a copy button", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript: true });
    await page.goto(`${baseURL}${RESULTS}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Signed out, Save leads to sign-in and then to the Save form.
    const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link", { name: `Save ${name} to a list` }).click();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByLabel("E-mail").fill("popover.jo@example.com");
    await page.getByLabel("Full name").fill("Jo Script");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { level: 1, name: `Save ${name}` }).waitFor();
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL(`${baseURL}${RESULTS}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Signed in, the popover: tick Want to go and make "Date night" on the spot.
    await card.getByRole("link", { name: `Save ${name} to a list` }).click();
    const dialog = page.getByRole("dialog", { name: `Save ${name}` });
    await dialog.waitFor();
    expect(page.url()).toBe(`${baseURL}${RESULTS}`);
    await dialog.getByRole("checkbox", { name: /Want to go/ }).check();
    await dialog.getByLabel("Also add it to a new list").fill("Date night");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText(`${name} is in 2 of your lists now.`).waitFor();
    await dialog.waitFor({ state: "hidden" });

    // Reopened, it shows where the place is now.
    await card.getByRole("link", { name: `Save ${name} to a list` }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole("checkbox", { name: /Date night/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: /Want to go/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole("checkbox", { name: /Favorites/ }).isChecked()).toBe(false);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    // A second place for the new list, from the next card's popover.
    const next = page.getByRole("list", { name: "Restaurants" }).getByRole("article").nth(1);
    const nextName = (await next.getByRole("heading").textContent())!;
    await next.getByRole("link", { name: `Save ${nextName} to a list` }).click();
    const nextDialog = page.getByRole("dialog", { name: `Save ${nextName}` });
    await nextDialog.getByRole("checkbox", { name: /Date night/ }).check();
    await nextDialog.getByRole("button", { name: "Save", exact: true }).click();
    await nextDialog.waitFor({ state: "hidden" });

    // The new list, made public: a copy button beside its link.
    await page.goto(`${baseURL}/lists`);
    await page.getByRole("link", { name: "Date night" }).click();
    // The client-side navigation is done when the list's heading shows (/lists has a Public choice of its own).
    await page.getByRole("heading", { level: 1, name: "Date night" }).waitFor();
    await page.getByRole("radio", { name: /Public/ }).check();
    await page.getByRole("button", { name: "Update who can see it" }).click();
    await page.getByText("“Date night” is now public.").waitFor();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByText("Link copied").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    const listPage = page.url();
    // With JavaScript, places are dragged into order on the arrange page, and the order is saved at once.
    await page.getByRole("link", { name: "Arrange the places" }).click();
    await page.getByRole("heading", { level: 1, name: "Arrange “Date night”" }).waitFor();
    const arranged = () =>
      page.locator("[data-favorite]").evaluateAll((els) => els.map((e) => e.getAttribute("data-favorite")));
    const before = await arranged();
    expect(before.length).toBe(2);
    await page.locator(`[data-favorite="${before[1]}"]`).dragTo(page.locator(`[data-favorite="${before[0]}"]`));
    await expect.poll(arranged).toEqual([before[1], before[0]]);
    await page.getByRole("status").getByText("New order saved.").waitFor();
    await page.goto(listPage);
    const cards = page.getByRole("list", { name: "Places in this list" }).getByRole("article").getByRole("heading");
    expect(await cards.allTextContents()).toEqual([before[1], before[0]]);
    expect(pageErrors).toEqual([]);
    await context.close();

    // What a visitor's phone downloads for a list page (cards, no map): the results pages' listing view and
    // the list's own parts, within the budget of every page (113.0 kB on 2026-11-25, with React in the browser).
    const { total, scripts } = await scriptsLoaded(browser(), listPage, { width: 390, height: 844 });
    console.log(`JavaScript and messages: ${(total / 1000).toFixed(1)} kB gzipped on a list page (390 px)`);
    expect(total, scripts.join(", ")).toBeLessThanOrEqual(JS_BUDGET);
    expect(scripts.some((s) => /^(open-map|GoogleListingMap)-/.test(s))).toBe(false);
  });
});
