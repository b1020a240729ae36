import { describe, expect, it } from "vitest";
import { openPage, signIn, useBrowser } from "./browser";

const { baseURL, browser } = useBrowser();

describe("deleting the account with JavaScript off", () => {
  it("signs in, saves a favorite, deletes the account through the form and ends signed out, the profile gone", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false });
    const results = `${baseURL}/restaurants/united-states/colorado/denver`;
    await page.goto(results);
    await signIn(page, "leaving.soon@example.com", "Lee Ving");
    await page.waitForURL(results);

    const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: `Add to favorites: ${name}` }).click();
    await page.getByText(`${name} has been added to your favorites.`).waitFor();

    // Publish, so there is a public profile to lose.
    await page.goto(`${baseURL}/account`);
    await page.getByRole("heading", { name: "My Favorites (1 restaurant)" }).waitFor();
    const username = (await page.getByText("Username").locator("..").getByRole("link").textContent())!;
    await page.getByRole("switch", { name: "Publish Favorites" }).click();
    await page.getByText("Your favorites are now visible on your profile page.").waitFor();
    const visitor = await openPage(browser(), { javaScript: false });
    expect((await visitor.page.goto(`${baseURL}/${username}`))!.status()).toBe(200);

    // The confirmation step: a wrong username deletes nothing and says so.
    await page.getByRole("region", { name: "Your data" }).getByRole("link", { name: "Delete my account" }).click();
    await page.getByRole("heading", { level: 1, name: "Delete my account" }).waitFor();
    await page.getByText("This cannot be undone.").waitFor();
    await page.getByLabel(`Type your username, ${username}, to confirm`).fill("not-my-name");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await page.getByRole("alert").getByText("Nothing was deleted").waitFor();

    await page.getByLabel(`Type your username, ${username}, to confirm`).fill(username);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText("Your account, your public profile and your favorites have been erased").waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Sign In with Google" }).waitFor();
    expect((await context.cookies()).some((c) => c.name === "session")).toBe(false);

    expect((await visitor.page.goto(`${baseURL}/${username}`))!.status()).toBe(404);
    await page.goto(`${baseURL}/account`);
    await page.getByText("Please sign in to view your account.").waitFor();
    await visitor.context.close();
    await context.close();
  });
});
