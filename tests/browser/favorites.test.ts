import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { JS_MODES, openPage, signIn, useBrowser } from "./browser";

const { baseURL, browser } = useBrowser();

describe.each(JS_MODES)("sign-in and favorites with $label", ({ javaScript }) => {
  it("signs in, saves favorites, reorders, publishes, unpublishes, removes and signs out", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript });
    const who = javaScript
      ? { email: "js.fan@example.com", name: "Jo Script" }
      : { email: "plain.html@example.com", name: "Hal Plain" };
    const results = `${baseURL}/restaurants/united-states/colorado/denver`;
    await page.goto(results);
    // A click before hydration would follow the star's plain link (the no-JavaScript behaviour).
    if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // Signed out, the star asks to sign in (a dialog with JavaScript, the sign-in page without).
    const firstCard = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    await firstCard.getByRole("link", { name: "Add to favorites" }).click();
    if (javaScript) {
      const dialog = page.getByRole("dialog", { name: "Save Your Favorites!" });
      await dialog.waitFor();
      await dialog
        .getByText("Track your favorite restaurants and never lose them again. Sign in with Google to get started.")
        .waitFor();
      await dialog.getByRole("button", { name: "Maybe Later" }).click();
      await dialog.waitFor({ state: "hidden" });
    } else {
      await page.getByRole("heading", { name: "Welcome to TableScout" }).waitFor();
      await page.goBack();
    }

    await signIn(page, who.email, who.name);
    await page.waitForURL(results);
    const menu = page.getByRole("navigation", { name: "Account" });
    await menu.getByLabel(`Account menu for ${who.name}`).waitFor();

    // Add from a card.
    const cards = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    const cardName = (await cards.nth(0).getByRole("heading").textContent())!;
    await cards
      .nth(0)
      .getByRole("button", { name: `Add to favorites: ${cardName}` })
      .click();
    await page.getByText(`${cardName} has been added to your favorites.`).waitFor();
    await cards
      .nth(0)
      .getByRole("button", { name: `Remove from favorites: ${cardName}` })
      .waitFor();

    // Add from a restaurant page.
    const secondName = (await cards.nth(1).getByRole("heading").textContent())!;
    await cards.nth(1).getByRole("link", { name: secondName, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: secondName }).waitFor();
    await page.getByRole("button", { name: `Add to favorites: ${secondName}` }).click();
    await page.getByText(`${secondName} has been added to your favorites.`).waitFor();

    // The home page's 'Your Favorites' strip shows them, with a way to all of them.
    await page.getByRole("link", { name: "TableScout home" }).click();
    const strip = page.getByRole("region", { name: "Your Favorites" });
    const literal = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    await strip.getByRole("link", { name: literal(secondName) }).waitFor();
    await strip.getByRole("link", { name: literal(cardName) }).waitFor();
    expect(await strip.getByRole("link", { name: "View all" }).getAttribute("href")).toBe("/account");
    // The message of the last add leaves on its own (after 4 s), though another page came in meanwhile.
    await page.getByText(`${secondName} has been added to your favorites.`).waitFor({ state: "detached" });

    // Both on /account, in the order added; then reorder.
    await menu.getByLabel(`Account menu for ${who.name}`).click();
    await menu.getByRole("link", { name: "My Account" }).click();
    await page.getByRole("heading", { name: "My Favorites (2 restaurants)" }).waitFor();
    const order = () =>
      page.locator("[data-favorite]").evaluateAll((els) => els.map((e) => e.getAttribute("data-favorite")));
    expect(await order()).toEqual([cardName, secondName]);
    await page.getByRole("button", { name: `Move ${secondName} up` }).click();
    await expect.poll(order).toEqual([secondName, cardName]);
    if (javaScript) {
      // With JavaScript, rows can also be dragged; the new order is saved.
      await page.locator(`[data-favorite="${cardName}"]`).dragTo(page.locator(`[data-favorite="${secondName}"]`));
      await expect.poll(order).toEqual([cardName, secondName]);
      // The order is saved in the background; the list says when it is.
      await page.getByRole("status").getByText("New order saved.").waitFor();
      await page.reload();
      await expect.poll(order).toEqual([cardName, secondName]);
      await page.getByRole("button", { name: `Move ${secondName} up` }).click();
      await expect.poll(order).toEqual([secondName, cardName]);
    }

    // Export: a CSV downloads, in the order shown here.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("navigation", { name: "Export favorites" }).getByRole("link", { name: "CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("tablescout-favorites.csv");
    const csv = Papa.parse<{ name: string }>(readFileSync(await download.path(), "utf8"), {
      header: true,
      skipEmptyLines: true,
    });
    expect(csv.data.map((r) => r.name)).toEqual([secondName, cardName]);

    // Import: another account uploads that file, reviews the preview, confirms, and has the same list.
    const friend = await openPage(browser(), { javaScript });
    await friend.page.goto(`${baseURL}/account`);
    if (javaScript) await friend.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await signIn(friend.page, `friend.of.${who.email}`, "Friend Importer");
    await friend.page.getByRole("heading", { name: "My Favorites (0 restaurants)" }).waitFor();
    await friend.page.getByRole("link", { name: "Import from a file" }).click();
    await friend.page.getByRole("heading", { level: 1, name: "Import favorites" }).waitFor();
    await friend.page.getByLabel("Choose a file").setInputFiles(await download.path());
    await friend.page.getByRole("button", { name: "Check file" }).click();
    await friend.page.getByRole("heading", { level: 1, name: "Review your import" }).waitFor();
    const found = friend.page.getByRole("region", { name: "Found (2)" });
    await found
      .getByRole("checkbox", { name: new RegExp(secondName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .waitFor();
    expect(await found.getByRole("checkbox", { checked: true }).count()).toBe(2);
    await friend.page.getByRole("button", { name: "Add to my favorites" }).click();
    await friend.page.getByText("2 restaurants were added to your favorites.").waitFor();
    await friend.page.getByRole("heading", { name: "My Favorites (2 restaurants)" }).waitFor();
    const friendOrder = await friend.page
      .locator("[data-favorite]")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-favorite")));
    expect(friendOrder).toEqual([secondName, cardName]);
    expect(friend.pageErrors).toEqual([]);
    await friend.context.close();

    // Publish, and see them on the public profile while signed out.
    const username = (await page.getByText("Username").locator("..").getByRole("link").textContent())!;
    await page.getByRole("switch", { name: "Publish Favorites" }).click();
    await page.getByText("Your favorites are now visible on your profile page.").waitFor();
    // A display name of the user's choosing; the Google name is never shown publicly.
    await page.getByLabel("Display name").fill("The Taster");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your public profile now shows “The Taster”.").waitFor();
    const visitor = await openPage(browser(), { javaScript });
    await visitor.page.goto(`${baseURL}/${username}`);
    await visitor.page.getByRole("heading", { level: 1, name: "The Taster" }).waitFor();
    expect(await visitor.page.getByText(who.name).count()).toBe(0);
    await visitor.page.getByRole("heading", { name: "Favorite Restaurants" }).waitFor();
    await visitor.page.getByRole("link", { name: cardName }).waitFor();
    expect(await visitor.page.title()).toBe(`${username} TableScout - Favorites!`);

    // Unpublish: the profile page is gone again, exactly like an unknown name.
    await page.getByRole("switch", { name: "Publish Favorites" }).click();
    await page.getByText("Your favorites are now hidden from your profile page.").waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole("heading", { name: "Profile Not Found" }).waitFor();
    await visitor.context.close();

    // Remove one.
    await page.getByRole("button", { name: `Remove ${cardName} from favorites` }).click();
    await page.getByText("Restaurant has been removed from your favorites.").waitFor();
    await page.getByRole("heading", { name: "My Favorites (1 restaurant)" }).waitFor();
    // One favorite has no order to change: no drag handle, no arrows.
    expect(await page.getByRole("button", { name: /^Move .* (up|down)$/ }).count()).toBe(0);

    if (javaScript) {
      // The avatar menu closes as menus do: Escape, a click outside, and after following a link in it.
      const menu = page.getByRole("navigation", { name: "Account" }).locator("details");
      const isOpen = () => menu.evaluate((d) => (d as HTMLDetailsElement).open);
      const avatar = page.getByRole("navigation", { name: "Account" }).getByLabel(`Account menu for ${who.name}`);
      await avatar.click();
      expect(await isOpen()).toBe(true);
      await page.keyboard.press("Escape");
      expect(await isOpen()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
      await avatar.click();
      await page.getByRole("heading", { name: "My Favorites (1 restaurant)" }).click();
      expect(await isOpen()).toBe(false);
      await avatar.click();
      await page.getByRole("banner").getByRole("link", { name: "My Account" }).click();
      await expect.poll(isOpen).toBe(false);
    }

    // Sign out.
    await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Sign In with Google" }).waitFor();
    await page.goto(`${baseURL}/account`);
    await page.getByText("Please sign in to view your account.").waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
    // A whole journey of about forty page loads and actions, each step with its own 15 s limit: the test's
    // own limit is a backstop above their sum on a busy machine, not a budget.
  }, 180_000);
});
