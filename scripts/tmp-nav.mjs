import { chromium } from "playwright-core";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("response", (r) => {
  if (r.status() >= 400) console.log("http", r.status(), r.url());
});
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 500)));
await page.goto("http://localhost:8787/restaurants/international");
await page.waitForSelector("html[data-hydrated]");
await page.getByRole("link", { name: /Japan/ }).first().click();
await page.waitForURL("**/restaurants/international/japan");
await page.waitForTimeout(1500);
console.log(await page.locator("h1").allTextContents());
await browser.close();
