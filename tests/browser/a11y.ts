import AxeBuilder from "@axe-core/playwright";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type JS_MODES, openPage, signIn, useBrowser, useSharedPage } from "./browser";

/**
 * axe-core over every page kind, web and mobile, with JavaScript on and off: WCAG 2.1 A and AA and axe's
 * best practices (landmarks, heading order), no violation of any impact.
 *
 * axe runs inside the page, so 'JavaScript off' is the page exactly as a browser without JavaScript gets
 * it: the server's complete (no-JavaScript) document, with its scripts removed before the browser sees it,
 * so nothing hydrates, enhances or streams.
 *
 * Each mode is its own test file (a11y-javascript-on/off.test.ts), so the two run side by side.
 */

/** Registers the axe checks of every page kind with JavaScript on or off. */
export function checkAccessibility({ label, javaScript }: (typeof JS_MODES)[number]) {
  const { baseURL, browser } = useBrowser();

  async function withoutScripts(page: Page) {
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const res = await route.fetch();
      const html = (await res.text())
        .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "");
      await route.fulfill({ response: res, body: html });
    });
  }

  async function violations(page: Page, path: string) {
    const res = await page.goto(baseURL + path);
    expect(res?.status(), path).toBeLessThan(500);
    // Legacy mode runs axe in the page itself instead of finishing in a second, blank page (which cost
    // about 1.5 s a check here); the guide's pages have no frames for the other mode to reach. Only
    // violations are collected in full: passes and the rest were about 40% of axe's run and never read.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }

  const WEB_PAGES = [
    ["home", "/"],
    ["US overview", "/restaurants/united-states"],
    ["state", "/restaurants/united-states/oregon"],
    ["country", "/restaurants/canada"],
    ["international index", "/restaurants/international"],
    ["international country", "/restaurants/international/japan"],
    ["international state", "/restaurants/international/germany/bavaria"],
    ["results (cards)", "/restaurants/united-states/oregon/portland"],
    ["results (map)", "/restaurants/united-states/oregon/portland?view=map"],
    ["results, nothing matches", "/restaurants/united-states/oregon/portland?q=zzzzzz"],
    ["restaurant", "first card of /restaurants/united-states/oregon/portland"],
    ["restaurant not found", "/restaurants/USA/OR/portland/profile/no-such-place"],
    ["search", "/search?q=portland"],
    ["sign-in", "/auth"],
    ["privacy policy", "/privacy-policy"],
    ["terms of use", "/terms-of-use"],
    ["about our data", "/about/data"],
    ["not found", "/no/such/page/here"],
    ["profile not found", "/nobody-here"],
  ] as const;

  const MOBILE_PAGES = [
    ["mobile home", "/mobile"],
    ["mobile search", "/mobile/search?q=portland"],
    ["mobile near me", "/mobile/near-me"],
    ["mobile favorites (signed out)", "/mobile/favorites"],
    ["mobile profile (signed out)", "/mobile/profile"],
    ["mobile country", "/mobile/restaurants/international/japan"],
    ["mobile results", "/mobile/restaurants/united-states/oregon/portland"],
    ["mobile restaurant", "first card of /mobile/restaurants/united-states/oregon/portland"],
  ] as const;

  /** A restaurant page's path: the first card's link on a results page. */
  async function resolve(page: Page, path: string) {
    const from = /^first card of (.+)$/.exec(path)?.[1];
    if (!from) return path;
    await page.goto(baseURL + from);
    const href = await page.locator('[id^="card-"][id$="-name"] a').first().getAttribute("href");
    return href!;
  }

  // The signed-out pages, one after another in one page per screen size, as a visitor browses.
  const prepare = async (page: Page) => {
    if (!javaScript) await withoutScripts(page);
  };
  const webPage = useSharedPage(browser, { javaScript: true }, prepare);
  const phonePage = useSharedPage(browser, { javaScript: true, phone: true }, prepare);

  describe(`accessibility (axe) with ${label}`, () => {
    it.each(WEB_PAGES)("the %s page (%s) has no violations", async (_kind, path) => {
      const { page } = await webPage();
      expect(await violations(page, await resolve(page, path))).toEqual([]);
    });

    it.each(MOBILE_PAGES)("the %s page (%s) has no violations on a phone", async (_kind, path) => {
      const { page } = await phonePage();
      expect(await violations(page, await resolve(page, path))).toEqual([]);
    });

    // Right to left and CJK: the page kinds a visitor meets first, in Arabic and Japanese.
    it.each(
      ["ar", "ja"].flatMap((lang) =>
        [
          "/",
          "/restaurants/international/japan",
          "/restaurants/united-states/oregon/portland",
          "first card of /restaurants/united-states/oregon/portland",
          "/search?q=portland",
          "/privacy-policy",
          "/no/such/page/here",
        ].map((path) => [lang, path.replace(/(^|of )\//, `$1/${lang}/`).replace(/\/$/, "")] as const),
      ),
    )("in %s, the page %s has no violations", async (_lang, path) => {
      const { page } = await webPage();
      expect(await violations(page, await resolve(page, path))).toEqual([]);
    });

    it.each([
      "/ar/mobile",
      "/ja/mobile/restaurants/united-states/oregon/portland",
    ])("the mobile page %s has no violations on a phone", async (path) => {
      const { page } = await phonePage();
      expect(await violations(page, path)).toEqual([]);
    });

    it("the signed-in pages have no violations: account, mobile favorites and profile, deleting the account, a public profile", async () => {
      const { page, context } = await openPage(browser(), { javaScript: true });
      const who = { email: `axe-${javaScript ? "on" : "off"}-${Date.now()}@example.com`, name: "Ada Axe" };
      await page.goto(`${baseURL}/restaurants/united-states/oregon/portland`);
      await signIn(page, who.email, who.name);
      await page.waitForURL("**/restaurants/united-states/oregon/portland");
      const first = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
      await first.getByRole("button", { name: /^Add to favorites/ }).click();
      await first.getByRole("button", { name: /^Remove from favorites/ }).waitFor();
      // The star turns at once (optimistic UI); the message comes once the favorite is saved.
      await page.getByText(/has been added to your favorites\.$/).waitFor();
      // An import preview with each kind of row: found (by place id), to choose (a name that partly agrees),
      // not found, and already saved.
      const pid = async (n: number) =>
        new URL(
          (await page
            .getByRole("list", { name: "Restaurants" })
            .getByRole("article")
            .nth(n)
            .locator('a[href*="pid="]')
            .first()
            .getAttribute("href"))!,
          baseURL,
        ).searchParams.get("pid")!;
      const [saved] = Papa.parse<Record<string, string>>(
        await (await page.request.get(`${baseURL}/account/export/csv`)).text(),
        { header: true, skipEmptyLines: true },
      ).data;
      const words = saved!.name!.split(" ");
      const partly = `${words.slice(0, Math.max(1, words.length - 1)).join(" ")} Zzyzx`;
      const csv = [
        "name,place_id,latitude,longitude",
        `,${await pid(1)},,`,
        `"${partly}",,${saved!.latitude},${saved!.longitude}`,
        `Zzyzx Imaginary Diner,,${saved!.latitude},${saved!.longitude}`,
        `,${saved!.place_id},,`,
      ].join("\n");
      const uploaded = await page.request.post(`${baseURL}/account/import`, {
        headers: { Origin: baseURL },
        multipart: { file: { name: "mixed.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
        maxRedirects: 0,
      });
      expect(uploaded.status()).toBe(302);
      const preview = uploaded.headers().location!;
      if (!javaScript) await withoutScripts(page);
      await page.goto(baseURL + preview);
      for (const heading of ["Found (1)", "Which place did you mean? (1)", "Not found (1)", "Already saved (1)"])
        await page.getByRole("heading", { name: heading, exact: true }).waitFor();
      const found: string[] = [];
      for (const path of [
        "/account",
        "/account/import",
        preview,
        "/mobile/favorites",
        "/mobile/favorites/import",
        "/mobile/profile",
        "/account/delete",
        "/mobile/profile/delete",
        "/",
      ])
        found.push(...(await violations(page, path)).map((v) => `${path}: ${v}`));
      expect(found).toEqual([]);
      await context.close();
      // Nine pages through axe after a sign-in and an import: more than the default minute on a busy machine.
    }, 180_000);
  });
}
