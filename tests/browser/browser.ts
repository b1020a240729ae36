import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFailed } from "vitest";

/** Debian's Chromium (apt-get install chromium); never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  pageErrors: string[];
}

/** A fresh context, with JavaScript on or off, recording console errors and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  {
    javaScript,
    viewport = { width: 1280, height: 900 },
    phone = false,
  }: {
    javaScript: boolean;
    viewport?: { width: number; height: number } /** A 390x844 touch phone. */;
    phone?: boolean;
  },
): Promise<Visit> {
  // Each context is its own visitor: the abuse limits count per client address (CF-Connecting-IP, which
  // wrangler dev keeps when a request brings one), so one test's page views never use up another's.
  const visitor = {
    "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
  };
  const context = await browser.newContext(
    phone
      ? {
          javaScriptEnabled: javaScript,
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
          deviceScaleFactor: 2,
          extraHTTPHeaders: visitor,
        }
      : { javaScriptEnabled: javaScript, viewport, extraHTTPHeaders: visitor },
  );
  const page = await context.newPage();
  // Fail a step with its own message well before the test's 60 s limit.
  page.setDefaultTimeout(15_000);
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => pageErrors.push(e.message));
  reportUnfinishedRequests(page);
  return { context, page, consoleErrors, pageErrors };
}

/**
 * When a test fails, prints the requests of its page that never finished: a page whose load event never
 * comes (seen rarely in CI, not reproduced locally) then says which file it was waiting for.
 */
function reportUnfinishedRequests(page: Page) {
  const started = Date.now();
  const pending = new Map<import("playwright-core").Request, number>();
  page.on("request", (r) => pending.set(r, Date.now()));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  try {
    onTestFailed(() => {
      const lines = [...pending].map(
        ([r, at]) => `  ${r.method()} ${r.url()} (${r.resourceType()}, sent ${at - started} ms after the page opened)`,
      );
      console.error(`Requests of the failed test's page still unfinished:\n${lines.join("\n") || "  none"}`);
    });
  } catch {
    // Opened outside a test (a hook): nothing to report to.
  }
}

export const JS_MODES = [
  { label: "JavaScript on", javaScript: true },
  { label: "JavaScript off", javaScript: false },
] as const;

/**
 * Registers a file's Chromium (launched before its tests, closed after) and returns the base URL of
 * the Worker the global setup started, plus a getter for the browser.
 */
export function useBrowser(): { baseURL: string; browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: inject("baseURL"),
    browser: () => {
      if (!browser) throw new Error("Chromium has not started");
      return browser;
    },
  };
}

/** Signs in from the header through the local OpenID provider that stands in for Google. */
export async function signIn(page: Page, email: string, name: string) {
  await page.getByRole("banner").getByRole("link", { name: "Sign In with Google" }).click();
  await page.getByRole("heading", { name: "Welcome to TableScout" }).waitFor();
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Full name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
}
