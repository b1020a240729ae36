// `npm run screenshots`: the mobile screens at 390x844 (2x) into docs/screenshots/, from a running
// `npm start` (BASE_URL overrides http://localhost:8787). Signs in through the local stand-in for Google
// to show the Favorites and Profile tabs with a saved restaurant.

import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://localhost:8787";
const out = new URL("../docs/screenshots/", import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 2,
});
await context.addCookies([{ name: "ts_sim_location", value: encodeURIComponent("San Francisco|CA"), url: base }]);
const page = await context.newPage();
const shot = async (path, name) => {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `${out}${name}.png` });
  console.log(`docs/screenshots/${name}.png  ${path}`);
};
const sf = "/mobile/restaurants/united-states/california/san-francisco";
await shot("/mobile", "mobile-home");
await shot(sf, "mobile-results");
await shot(`${sf}?view=map`, "mobile-map");
await page.goto(base + sf);
const card = await page
  .getByRole("list", { name: "Restaurants" })
  .getByRole("article")
  .first()
  .getByRole("heading")
  .getByRole("link")
  .getAttribute("href");
await shot(card, "mobile-restaurant");
await shot("/mobile/near-me", "mobile-near-me");
await page.goto(`${base}/mobile/search?q=Chicago`);
await shot("/mobile/search", "mobile-search");
await page.goto(`${base}/mobile/profile`);
await page.getByRole("main").getByRole("link", { name: "Sign In with Google" }).click();
await page.getByRole("button", { name: "Continue with Google" }).click();
await page.getByLabel("E-mail").fill("sam.diner@example.com");
await page.getByLabel("Full name").fill("Sam Diner");
await page.getByRole("button", { name: "Continue" }).click();
await page.waitForURL(`${base}/mobile/profile`);
await page.goto(base + card);
const add = page.getByRole("button", { name: /^Add to favorites/ });
if (await add.count()) await add.click();
await page.waitForTimeout(4500); // let the toast go
await shot("/mobile/favorites", "mobile-favorites");
await shot("/mobile/profile", "mobile-profile");
await browser.close();
