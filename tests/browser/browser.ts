import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFailed } from "vitest";
import { CHROMIUM_FLAGS, DESKTOP_CHROME, PHONE_CHROME } from "../../scripts/lib/chromium.mjs";

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
    args: CHROMIUM_FLAGS,
  });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  pageErrors: string[];
}

/**
 * A fresh context, with JavaScript on or off, recording console errors and uncaught exceptions; when the test
 * fails, the requests that never finished are printed.
 */
export async function openPage(browser: Browser, options: VisitOptions): Promise<Visit> {
  const visit = await newVisit(browser, options);
  reportUnfinishedRequests(trackRequests(visit.page));
  return visit;
}

type VisitOptions = Parameters<typeof newVisit>[1];

/**
 * Each test is its own visitor: the abuse limits count per client address (CF-Connecting-IP, which wrangler dev
 * keeps when a request brings one), so one test's page views never use up another's.
 */
function newVisitor(crawler = false): Record<string, string> {
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  // A person's visit asks for no compression, which the local runtime would hold back until the answer's end.
  return crawler ? { "CF-Connecting-IP": address } : { "CF-Connecting-IP": address, "Accept-Encoding": "identity" };
}

async function newVisit(
  browser: Browser,
  {
    javaScript,
    viewport = { width: 1280, height: 900 },
    phone = false,
    crawler = false,
  }: {
    javaScript: boolean;
    viewport?: { width: number; height: number } /** A 390x844 touch phone. */;
    phone?: boolean;
    /**
     * Pages as a crawler gets them, whole documents, instead of as a person's browser does. By default a
     * visit is a person's: a desktop (or phone) Chrome's name, where headless Chromium names itself
     * HeadlessChrome, which the guide takes for a crawler; and no compression, which the local runtime would
     * hold back until the end of the answer. So pages stream their slow parts after the rest, once the
     * browser has the cookie by which it says it runs JavaScript, as they do for people.
     */
    crawler?: boolean;
  },
): Promise<Visit> {
  const visitor = newVisitor(crawler);
  const person = crawler ? {} : { userAgent: phone ? PHONE_CHROME : DESKTOP_CHROME };
  const context = await browser.newContext(
    phone
      ? {
          javaScriptEnabled: javaScript,
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          isMobile: true,
          deviceScaleFactor: 2,
          extraHTTPHeaders: visitor,
          ...person,
        }
      : {
          javaScriptEnabled: javaScript,
          viewport,
          extraHTTPHeaders: visitor,
          ...person,
        },
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
  return { context, page, consoleErrors, pageErrors };
}

/**
 * One page for all the tests of a file that visit signed-out pages, each test a new visitor (no cookies, the
 * only state the guide keeps in the browser; its own client address). A new context costs a new renderer process and a cold cache: about
 * 0.9 s of every test here, against 0.3 s for the next page in a page already open. `prepare` runs once, when
 * the page opens (e.g. a route). For what a first visit does (scripts fetched, a new session), use openPage.
 */
export function useSharedPage(
  browser: () => Browser,
  options: VisitOptions,
  prepare: (page: Page) => Promise<void> = async () => {},
): () => Promise<Visit> {
  let opened: Promise<{ visit: Visit; pending: PendingRequests }> | undefined;
  afterAll(async () => {
    await (await opened)?.visit.context.close();
  });
  return async () => {
    opened ??= newVisit(browser(), options).then(async (visit) => {
      await prepare(visit.page);
      return { visit, pending: trackRequests(visit.page) };
    });
    const { visit, pending } = await opened;
    await visit.context.clearCookies();
    await visit.context.setExtraHTTPHeaders(newVisitor(options.crawler));
    visit.consoleErrors.length = 0;
    visit.pageErrors.length = 0;
    pending.clear();
    reportUnfinishedRequests(pending);
    return visit;
  };
}

type PendingRequests = Map<import("playwright-core").Request, number>;

/** The requests of a page that have not finished yet, with the time each was sent. */
function trackRequests(page: Page): PendingRequests {
  const pending: PendingRequests = new Map();
  page.on("request", (r) => pending.set(r, Date.now()));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return pending;
}

/**
 * When a test fails, prints the requests of its page that never finished: a page whose load event never
 * comes (seen rarely in CI, not reproduced locally) then says which file it was waiting for.
 */
function reportUnfinishedRequests(pending: PendingRequests) {
  const started = Date.now();
  try {
    onTestFailed(() => {
      const lines = [...pending].map(
        ([r, at]) => `  ${r.method()} ${r.url()} (${r.resourceType()}, sent ${at - started} ms after the test began)`,
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

/** Resolves once the Worker the global setup starts answers (it starts while the other projects run). */
export async function serverReady(baseURL: string) {
  const deadline = Date.now() + 100_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The Worker at ${baseURL} did not answer within 100 s (see above).`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * One Chromium for all the browser files (the project runs them one after another in one process, not
 * isolated), started by the first: a launch and a first renderer cost a few seconds a file here. Playwright
 * ends it when the process exits. Each test still opens its own context (openPage, useSharedPage).
 */
let chromiumRunning: Promise<Browser> | undefined;
let workerReady: Promise<void> | undefined;

/**
 * Waits for the browser and the Worker the global setup started, returns the Worker's base URL and a getter
 * for the browser. After a file's tests, the contexts they left open are closed.
 */
export function useBrowser(): { baseURL: string; browser: () => Browser } {
  let browser: Browser | undefined;
  const baseURL = inject("baseURL");
  beforeAll(async () => {
    if (chromiumRunning && !(await chromiumRunning.catch(() => undefined))?.isConnected()) chromiumRunning = undefined;
    chromiumRunning ??= launch();
    workerReady ??= serverReady(baseURL);
    [browser] = await Promise.all([chromiumRunning, workerReady]);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return {
    baseURL,
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

/**
 * Signs in from a results page, saves its first restaurant and publishes the favorites from the account page
 * (the English pages, whose labels these steps read): the restaurant's name and the public profile's username.
 */
export async function signInWithPublishedFavorite(
  page: Page,
  baseURL: string,
  results: string,
  who: { email: string; name: string },
): Promise<{ name: string; username: string }> {
  await page.goto(`${baseURL}${results}`);
  await signIn(page, who.email, who.name);
  await page.waitForURL(`${baseURL}${results}`);
  const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!;
  await card.getByRole("button", { name: `Add to favorites: ${name}` }).click();
  await page.getByText(`${name} has been added to your favorites.`).waitFor();
  await page.goto(`${baseURL}/account`);
  await page.getByRole("heading", { name: "My Favorites (1 restaurant)" }).waitFor();
  const username = (await page.getByText("Username").locator("..").getByRole("link").textContent())!;
  await page.getByRole("switch", { name: "Publish Favorites" }).click();
  await page.getByText("Your favorites are now visible on your profile page.").waitFor();
  return { name, username };
}

/**
 * The most JavaScript (with its page's messages) any page may make a visitor download: 130 kB, gzipped. What
 * a visitor feels (a page that answers a tap) comes first: React in the browser hydrates a streamed page in
 * slices as its parts arrive, and costs about 36 kB more than Preact did (decision 015).
 */
export const JS_BUDGET = 130_000;

/**
 * What a visitor's browser really downloads: every script a page fetches until the network is idle (the
 * entry, the root, the route, and the page kind's own chunk the route loads on demand) and the page's
 * language's messages, gzipped as a server would send them, read from the build Chromium was served.
 */
export async function scriptsLoaded(
  browser: Browser,
  url: string,
  viewport?: { width: number; height: number },
): Promise<{ total: number; scripts: string[] }> {
  const assets = path.resolve(__dirname, "../../build/client/assets");
  const visit = await openPage(browser, { javaScript: true, viewport });
  const scripts = new Set<string>();
  visit.page.on("response", (res) => {
    // The page's messages count too: they are the script's words, and hydration waits for them.
    if (res.url().includes("/assets/") && /\.js$|\/messages-[\w-]+\.json$/.test(res.url())) scripts.add(res.url());
  });
  await visit.page.goto(url, { waitUntil: "networkidle" });
  await visit.context.close();
  const gzipped = (u: string) => gzipSync(readFileSync(path.join(assets, path.basename(new URL(u).pathname)))).length;
  return {
    total: [...scripts].reduce((n, u) => n + gzipped(u), 0),
    scripts: [...scripts].map((u) => path.basename(u)),
  };
}
