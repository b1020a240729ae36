import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { d1Rows } from "../../scripts/lib/worker.mjs";
import { JS_MODES, openPage, serverReady, useBrowser } from "./browser";

/**
 * Members' reviews as people use them, with JavaScript on and off: a member rates and reviews a place from its
 * page (web, and /mobile), sees it there, on the results card and on their profile, edits it; another member
 * reports it; the moderator removes it with a reason; its author reads why on their account page and asks
 * once for another look, then deletes it. And the same first steps on an OpenStreetMap place.
 */
const { baseURL, browser } = useBrowser();
const osm = inject("osmBaseURL");

beforeAll(async () => {
  await serverReady(osm);
});

/**
 * Makes an account a day old, so its reviews are shown to others and counted (the new-account hold): its
 * moment, and the copy of it each of its reviews carries.
 */
function age(persistTo: string, email: string) {
  d1Rows(
    { persistTo },
    {
      command: `UPDATE users SET created_at = created_at - 2 * 86400000 WHERE email = '${email}'; UPDATE reviews SET author_since = (SELECT created_at FROM users WHERE users.id = reviews.user_id) WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`,
    },
  );
  const [user] = d1Rows({ persistTo }, { command: `SELECT created_at FROM users WHERE email = '${email}'` });
  expect(Number(user?.created_at), `${email} is a day old`).toBeLessThan(Date.now() - 86400000);
}

/**
 * With JavaScript, waits until the page has hydrated: a form used before that is posted by the browser, not the
 * router, as the other browser tests also wait for.
 */
async function hydrated(page: Page, javaScript: boolean) {
  if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Signs in from the page it is on and comes back to it. */
async function signInHere(page: Page, email: string, name: string) {
  const here = new URL(page.url());
  // The sign-in page, asked to come back here (the phone's pages have no header link to it).
  await page.goto(`${here.origin}/auth?${new URLSearchParams({ returnTo: here.pathname + here.search })}`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(here.toString());
  // With JavaScript, a form is the page's own once it has hydrated (before, a click would post it as plain HTML).
  await page.waitForLoadState("load");
}

/** Chooses stars, types a text, posts, and waits for the page to say so. */
async function postReview(page: Page, stars: number, text: string, button = "Post review") {
  const form = page.locator("#your-review");
  await form.getByRole("radio", { name: new RegExp(`^${stars} stars?,`) }).check({ force: true });
  await form.getByLabel("Your review (optional)").fill(text);
  await form.getByRole("button", { name: button }).click();
}

describe.each(JS_MODES)("members' reviews with $label", ({ javaScript }) => {
  const tag = javaScript ? "js" : "plain";
  const author = { email: `reviewer.${tag}@example.com`, name: `Rae ${tag}` };
  const reporter = { email: `reporter.${tag}@example.com`, name: `Rio ${tag}` };
  const moderator = { email: "moderator@example.com", name: "Mod Erator" };
  // The web version with JavaScript on, the phone's with it off: both pages' forms are the same component.
  const results = javaScript
    ? "/restaurants/united-states/colorado/boulder"
    : "/mobile/restaurants/united-states/colorado/boulder";
  const text = `The green chile was smoky and the tortillas were made to order (${tag}).`;

  it("write, see on the page, the card and the profile, edit; report; remove with a reason; ask again; delete", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript });
    await page.goto(`${baseURL}${results}`);
    // A place of its own per run (the other run's reviews would change its counts).
    const card = page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("article")
      .nth(javaScript ? 2 : 3);
    const name = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const placePage = page.url();

    // Signed out: the way to sign in, which comes back here.
    await page.getByRole("link", { name: "Sign in to rate and review this place" }).click();
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByLabel("E-mail").fill(author.email);
    await page.getByLabel("Full name").fill(author.name);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(placePage);
    age(inject("demoPersistTo"), author.email);
    if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

    // A refused review keeps its words: too many accents on one letter.
    await postReview(page, 4, `Zalgo a${"\u0301".repeat(9)} ${text}`);
    await page.getByRole("alert").filter({ hasText: "carries more than 4 accents" }).waitFor();
    expect(await page.locator("#your-review textarea").inputValue()).toContain(text);

    await postReview(page, 4, text);
    await page.getByText("Thank you. Your review is on the page.").waitFor();
    await hydrated(page, javaScript);
    const section = page.locator("#members-reviews");
    await section
      .locator("article")
      .getByText(text)
      .waitFor()
      .catch(async (error) => {
        console.log("SEEN", page.url(), await section.innerText());
        throw error;
      });
    await section.getByText("1 member review").waitFor();

    // The card of the results page carries the members' average, apart from the provider's stars.
    await page.goto(`${baseURL}${results}`);
    await page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) })
      .getByText("4.0 ★ from 1 member")
      .waitFor();

    // Edit: five stars now (with JavaScript, once the page is the router's: see `hydrated`).
    await page.goto(placePage);
    await hydrated(page, javaScript);
    await section.getByText("Edit your review").click();
    await postReview(page, 5, `${text} Even better.`, "Save changes");
    await page.getByText("Your changes are saved.").waitFor();
    await section.getByText("5.0 out of 5").waitFor();

    // Their public profile lists it.
    await page.goto(`${baseURL}/account`);
    const username = (await page.getByText("Username").locator("..").getByRole("link").textContent())!.trim();
    await page.goto(`${baseURL}/${username}`);
    await page.getByRole("heading", { name: "Reviews" }).waitFor();
    await page.getByText(`${text} Even better.`).waitFor();

    // Another member reports it.
    const other = await openPage(browser(), { javaScript });
    await other.page.goto(placePage);
    await signInHere(other.page, reporter.email, reporter.name);
    await hydrated(other.page, javaScript);
    const review = other.page.locator("#members-reviews li").filter({ hasText: "Even better." });
    await review.locator("summary").filter({ hasText: "Report" }).click();
    await review.getByLabel("Reason").selectOption({ label: "Spam or advertising" });
    await review.getByRole("button", { name: "Send report" }).click();
    await other.page.getByText("Thank you. A moderator will look at it.").waitFor();

    // The moderator removes it, with a reason from the same list.
    const mod = await openPage(browser(), { javaScript });
    await mod.page.goto(`${baseURL}/`);
    await signInHere(mod.page, moderator.email, moderator.name);
    await mod.page.goto(`${baseURL}/moderation`);
    await hydrated(mod.page, javaScript);
    const item = mod.page.getByRole("listitem").filter({ hasText: "Even better." }).filter({ hasText: tag });
    await item.getByText("Spam or advertising: 1 report").waitFor();
    await item.getByLabel("Reason for removing").selectOption({ label: "Spam or advertising" });
    await item.getByRole("button", { name: "Remove" }).click();
    await mod.page.getByText("The review is removed and its author is told why.").waitFor();

    // Its author reads why, and asks once for another look.
    await page.goto(`${baseURL}/account`);
    await hydrated(page, javaScript);
    const mine = page.locator("section[aria-labelledby='my-reviews'] li").filter({ hasText: "Even better." });
    await mine.getByText("Removed by a moderator").waitFor();
    await mine.getByText("Reason: Spam or advertising").waitFor();
    await mine.getByRole("button", { name: "Ask for another look" }).click();
    await page.getByText("A moderator will look at your review again. Their answer is final.").waitFor();
    await mod.page.goto(`${baseURL}/moderation`);
    await item.getByText("The author asks for another look at this removal").waitFor();

    // And deletes it: gone from the place's page and its rating.
    await page
      .locator("section[aria-labelledby='my-reviews'] li")
      .filter({ hasText: "Even better." })
      .getByRole("button", { name: "Delete your review" })
      .click();
    await page.getByText("Your review is gone from the page and from the place's rating.").waitFor();
    await page.goto(placePage);
    await page.locator("#members-reviews").getByText("No member has reviewed this place yet.").waitFor();

    expect({ author: pageErrors, reporter: other.pageErrors, moderator: mod.pageErrors }).toEqual({
      author: [],
      reporter: [],
      moderator: [],
    });
    await Promise.all([context.close(), other.context.close(), mod.context.close()]);
  });

  it("rates an OpenStreetMap place, the only ratings such a place has", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript });
    const town = "/restaurants/international/andorra/vila-alta";
    await page.goto(`${osm}${town}/profile/la-chaumiere`);
    await page.getByRole("heading", { level: 1, name: "La Chaumière" }).waitFor();
    if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await signInHere(page, `osm.${author.email}`, author.name);
    age(inject("osmPersistTo"), `osm.${author.email}`);
    await hydrated(page, javaScript);
    await postReview(page, 3, `Fine trout, slow service (${tag}).`);
    await page.getByText("Thank you. Your review is on the page.").waitFor();
    // Both runs rate La Chaumière: the first one's review is there too.
    await page
      .locator("#members-reviews")
      .getByText(javaScript ? "3.0 out of 5" : "2 member reviews")
      .waitFor();
    await page.goto(`${osm}${town}?sort=members`);
    await page
      .getByRole("list", { name: "Restaurants" })
      .getByText(javaScript ? "3.0 ★ from 1 member" : "3.0 ★ from 2 members")
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
