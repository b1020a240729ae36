import { describe, expect, it } from "vitest";
import { openPage, signInWithPublishedFavorite, useBrowser } from "./browser";

const { baseURL, browser } = useBrowser();

describe("deleting the account with JavaScript off", () => {
  it("signs in, saves a favorite, deletes the account through the form and ends signed out, the profile gone", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false });
    // A favorite, published, so there is a public profile to lose.
    const { username } = await signInWithPublishedFavorite(
      page,
      baseURL,
      "/restaurants/united-states/colorado/denver",
      {
        email: "leaving.soon@example.com",
        name: "Lee Ving",
      },
    );
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
