import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const js = process.argv[2] === "1";
const ctx = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
const page = await ctx.newPage();
page.setDefaultTimeout(8000);
const base = "http://localhost:8787";
await page.goto(base + "/mobile/profile");
await page.getByRole("main").getByRole("link", { name: "Sign In with Google" }).click();
await page.getByRole("button", { name: "Continue with Google" }).click();
await page.getByLabel("E-mail").fill("dbg@example.com");
await page.getByLabel("Full name").fill("Dee Bug");
await page.getByRole("button", { name: "Continue" }).click();
await page.getByRole("heading", { level: 1, name: "Dee Bug" }).waitFor();
const btn = page.getByRole("main").getByRole("button", { name: "Sign Out" });
console.log("box", await btn.boundingBox(), await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight, innerHeight]));
try { await btn.click({ timeout: 5000 }); console.log("clicked", page.url()); } catch (e) { console.log("ERR", e.message.split("\n").slice(0,8).join("\n")); }
for (let i = 0; i < 3; i++) { console.log(await btn.boundingBox(), await page.evaluate(() => window.scrollY)); await page.waitForTimeout(100); }
await browser.close();
