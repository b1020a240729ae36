import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, signIn, useBrowser } from "./browser";

const { baseURL, browser } = useBrowser();

/** Records every Content-Security-Policy violation the page reports, from before its first script. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])),
  ];
}

describe("Content-Security-Policy with JavaScript on", () => {
  it("is enforced and nothing the guide needs is blocked: home, results with the map, restaurant, /mobile", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript: true });
    const violations = await watchCsp(page);

    const home = await page.goto(baseURL);
    expect(home?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.getByRole("combobox").first().fill("San Fr");
    await page.getByRole("option").first().waitFor();
    expect(await violations()).toEqual([]);

    // The interactive map is drawn by JavaScript loaded through the nonce'd entry script.
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin?view=map`);
    await page.locator(".leaflet-container").first().waitFor();
    await page.locator(".leaflet-marker-icon").first().waitFor();
    expect(await violations()).toEqual([]);

    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    const cards = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    const name = (await cards.first().getByRole("heading").textContent())!;
    await cards.first().getByRole("link", { name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await violations()).toEqual([]);

    await page.goto(`${baseURL}/mobile`);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.getByRole("link", { name: "Search" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Search" }).waitFor();
    expect(await violations()).toEqual([]);

    // Injected markup cannot run script (the XSS case): the policy is really enforced.
    await page.evaluate(
      "(() => { const d = document.createElement('div'); d.innerHTML = '<img src=x onerror=\"window.__ran = 1\">'; document.body.appendChild(d); })()",
    );
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("lets /account sort favorites by drag and drop without a violation", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript: true });
    const violations = await watchCsp(page);
    await page.goto(`${baseURL}/restaurants/united-states/colorado/boulder`);
    await signIn(page, "csp.check@example.com", "Cee Espy");
    await page.waitForURL(/boulder/);
    const cards = page.getByRole("list", { name: "Restaurants" }).getByRole("article");
    const first = (await cards.nth(0).getByRole("heading").textContent())!;
    const second = (await cards.nth(1).getByRole("heading").textContent())!;
    for (const [i, name] of [first, second].entries()) {
      await cards
        .nth(i)
        .getByRole("button", { name: `Add to favorites: ${name}` })
        .click();
      await page.getByText(`${name} has been added to your favorites.`).first().waitFor();
    }
    await page.goto(`${baseURL}/account`);
    const order = () =>
      page.locator("[data-favorite]").evaluateAll((els) => els.map((e) => e.getAttribute("data-favorite")));
    await expect.poll(order).toEqual([first, second]);
    await page.locator(`[data-favorite="${second}"]`).dragTo(page.locator(`[data-favorite="${first}"]`));
    await expect.poll(order).toEqual([second, first]);
    // The order is saved in the background; the list says when it is.
    await page.getByRole("status").getByText("New order saved.").waitFor();
    await page.reload();
    await expect.poll(order).toEqual([second, first]);
    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
