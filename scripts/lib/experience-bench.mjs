// What a visitor feels, the experience part of `npm run bench` (`--experience` alone, on the lists part's
// server): Lighthouse on every page kind (mobile, simulated throttling, the streamed path a person's browser
// gets), beside a plain static HTML page served on the same machine; how soon a tap is answered (the next
// paint after it) on a phone-speed CPU (4x throttled), in headless Chromium driven by playwright-core, read
// from the browser's own Event Timing entries; and the signed-in pages rendered.
import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { chromium } from "playwright-core";
import { budgetTable, recordedBy, times } from "./bench-report.mjs";
import { withServer } from "./bench-server.mjs";
import { CHROMIUM_FLAGS, DESKTOP_CHROME, PHONE_CHROME } from "./chromium.mjs";
import { lighthouseRun, medianRun } from "./lighthouse.mjs";
import { listsBench } from "./lists-bench.mjs";
import { visitor } from "./throughput.mjs";
import { freePort } from "./worker.mjs";

/** Lighthouse's budgets for every page kind (scores 0-100, times in ms). */
export const LIGHTHOUSE_BUDGETS = { performance: 95, tbt: 200, cls: 0.05, lcp: 2500, others: 100 };
/** A tap is answered (next paint) within this, on a 4x slower CPU. */
export const TAP_BUDGET_MS = 200;

const CONTROL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Static control page</title><meta name="description" content="A plain static HTML page: the control of the Lighthouse runs."></head><body><main><h1>A static page</h1><p>Served by Node from memory on the same machine, to read the guide's scores against.</p></main></body></html>`;

/** A plain static HTML page on a free loopback port. */
async function startStaticControl() {
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "max-age=3600" });
    res.end(CONTROL_HTML);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/** `runs` Lighthouse runs of a page (a run whose trace Chromium could not record is run again, twice at most). */
async function lighthouseMedian(url, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    let result;
    for (let attempt = 0; attempt < 3; attempt++) {
      result = await lighthouseRun(url);
      if (!result.runtimeError && result.tbt !== null) break;
    }
    results.push(result);
  }
  return { ...medianRun(results), runs: results.map((r) => r.performance) };
}

/**
 * Lighthouse on each page kind: `pages` maps a label to a URL on the running guide. The first visit of a page
 * warms the Worker and its caches (as for any visitor but the first); each page is then run `runs` times.
 */
export async function lighthouseBench(pages, { runs = 3 } = {}) {
  const control = await startStaticControl();
  const rows = [];
  try {
    for (const [label, url] of [["static HTML page (control)", control.url], ...Object.entries(pages)]) {
      await fetch(url, { headers: { Cookie: "ts_js=1" } }).then((r) => r.arrayBuffer());
      const median = await lighthouseMedian(url, runs);
      console.log(
        `  ${label}: performance ${median.runs.join(", ")} (median ${median.performance}), TBT ${median.tbt} ms, LCP ${median.lcp} ms, CLS ${median.cls}, a11y ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}`,
      );
      rows.push({ label, url, ...median });
    }
  } finally {
    await control.close();
  }
  return rows;
}

/** The budgets a Lighthouse row meets, or what it misses (the control is not held to them). */
export function lighthouseMisses(row) {
  const b = LIGHTHOUSE_BUDGETS;
  const misses = [];
  if (row.performance < b.performance) misses.push(`performance ${row.performance}`);
  if (row.tbt > b.tbt) misses.push(`TBT ${row.tbt} ms`);
  if (row.cls > b.cls) misses.push(`CLS ${row.cls}`);
  if (row.lcp > b.lcp) misses.push(`LCP ${row.lcp} ms`);
  for (const [name, score] of [
    ["accessibility", row.accessibility],
    ["best practices", row.bestPractices],
    ["SEO", row.seo],
  ])
    if (score < b.others) misses.push(`${name} ${score}`);
  return misses;
}

/** Records every event's duration (input to next paint) that the browser reports, as Event Timing entries. */
function recordEvents() {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** A page on a 4x slower CPU, as a person's browser (a Chrome's name, the JavaScript cookie, no compression). */
export async function throttledPage(browser, base, { cookie, wide = false } = {}) {
  const context = await browser.newContext({
    userAgent: wide ? DESKTOP_CHROME : PHONE_CHROME,
    viewport: wide ? { width: 1280, height: 900 } : { width: 412, height: 823 },
    extraHTTPHeaders: { "Accept-Encoding": "identity" },
  });
  const cookies = [{ name: "ts_js", value: "1", url: base }];
  for (const pair of (cookie ?? "").split(/;\s*/).filter(Boolean)) {
    const at = pair.indexOf("=");
    cookies.push({ name: pair.slice(0, at), value: pair.slice(at + 1), url: base });
  }
  await context.addCookies(cookies);
  await context.addInitScript(recordEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { page, context };
}

/**
 * The longest event (input to the next paint) that `act` caused: Event Timing reports one once its frame is
 * painted, so the entries are read after two frames more. Under 16 ms the browser reports none: 16 is said.
 */
export async function tapTime(page, act) {
  await page.waitForLoadState("load");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const since = await page.evaluate(() => performance.now());
  await act();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );
  const durations = await page.evaluate(
    (t) => window.__events.filter((e) => e.start >= t).map((e) => e.duration),
    since,
  );
  return Math.max(16, ...durations);
}

/**
 * How soon taps are answered on a results page: 'Open now', a price filter, a card's highlight on the map (a
 * wide screen, where the map is beside the cards), the favorite star (signed in), each on a 4x slower CPU;
 * and a link tapped while the page's results are still on their way (Google's fake answering in 2 s), from
 * the tap to the next page's address.
 */
export async function tapBench({ base, cookie, results }) {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  const taps = {};
  try {
    {
      const { page, context } = await throttledPage(browser, base);
      await page.goto(base + results);
      taps["'Open now'"] = await tapTime(page, () => page.getByRole("link", { name: "Open now" }).click());
      await context.close();
    }
    {
      // A wide screen: the filters beside the cards, the map beside them.
      const { page, context } = await throttledPage(browser, base, { wide: true });
      await page.goto(base + results);
      taps["a price filter"] = await tapTime(page, () =>
        page.locator('label:has(input[name="price"][value="2"])').click(),
      );
      const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article").nth(2);
      taps["a card's highlight on the map"] = await tapTime(page, () => card.hover());
      await context.close();
    }
    {
      const { page, context } = await throttledPage(browser, base, { cookie });
      await page.goto(base + results);
      const star = page.locator("button.fav-star").first();
      taps["the favorite star"] = await tapTime(page, () => star.click());
      await context.close();
    }
    taps["a link while the results load (Google in 2 s)"] = await linkWhileLoading(browser, results);
  } finally {
    await browser.close();
  }
  return taps;
}

/** From a tap on a link of a page whose results are still streaming (Google's fake in 2 s) to the next address. */
async function linkWhileLoading(browser, results) {
  return withServer({ name: "taps", google: true }, async ({ base }) => {
    const { page, context } = await throttledPage(browser, base);
    // A first page, so the scripts are in the browser's cache as for anyone who has opened a page before.
    await page.goto(`${base}/privacy-policy`);
    await page.goto(`${base}${results}?q=TARDY`, { waitUntil: "commit" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const searching = page.getByRole("status").filter({ hasText: "Searching for restaurants" });
    if (!(await searching.isVisible())) throw new Error("bench: the results arrived before the tap");
    // Timed in the page: from the tap to the first frame at the next page's address (a link not followed
    // within 10 s fails the bench instead of holding it).
    const ms = await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const link = document.querySelector('footer a[href$="/privacy-policy"]');
          const tapped = performance.now();
          const check = () => {
            if (location.pathname.endsWith("/privacy-policy")) resolve(performance.now() - tapped);
            else if (performance.now() - tapped > 10_000) reject(new Error("bench: the link was not followed"));
            else requestAnimationFrame(check);
          };
          link.click();
          check();
        }),
    );
    await context.close();
    return Math.round(ms);
  });
}

/** Lighthouse on every page kind and the taps, on the lists part's server (its list and profile are real). */
async function experienceOf(base, { cookie, list, username }, runs) {
  const results = "/restaurants/united-states/california/san-francisco";
  const firstCard = async (page) => {
    const res = await fetch(base + page, { headers: visitor() });
    const html = await res.text();
    const href = /href="((?:\/mobile)?\/restaurants\/USA\/CA\/san-francisco\/profile\/[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll("&amp;", "&");
    if (!href) throw new Error(`bench: no restaurant card on ${page} (${res.status}): ${html.slice(0, 300)}`);
    return href;
  };
  const pages = {
    home: "/",
    results,
    restaurant: await firstCard(results),
    "a state": "/restaurants/united-states/california",
    "a country": "/restaurants/canada",
    international: "/restaurants/international",
    privacy: "/privacy-policy",
    "a list of 100 places": `/lists/${list}`,
    "a profile of 100 favorites": `/${username}`,
    "/mobile home": "/mobile",
    "/mobile results": `/mobile${results}`,
    "/mobile restaurant": await firstCard(`/mobile${results}`),
    "results in /ar": `/ar${results}`,
    "results in /ja": `/ja${results}`,
  };
  console.log(`› Lighthouse (mobile, streamed path), ${runs} runs a page`);
  const lighthouse = await lighthouseBench(Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, base + v])), {
    runs,
  });
  console.log("› Taps on a 4x slower CPU");
  const taps = await tapBench({ base, cookie, results });
  for (const [tap, ms] of Object.entries(taps)) console.log(`  ${tap}: ${ms} ms`);
  return { lighthouse, taps };
}

/**
 * The lists part's measurements with what a visitor feels measured on its server (`runs` Lighthouse runs a
 * page): a whole run and `--experience` both take them so.
 */
export const listsWithExperience = (runs) => listsBench((server) => experienceOf(server.base, server, runs));

/** The budgets of what a visitor feels: the signed-in pages, then Lighthouse's and the taps'. */
export function experienceBudgets(lists) {
  const rows = [];
  for (const [page, ratio] of Object.entries(lists.signedIn))
    rows.push({
      budget: `${page} rendered >= 0.6x the privacy page, signed in`,
      measured: times(ratio),
      ok: ratio >= 0.6,
    });
  if (!lists.feel) return rows;
  for (const row of lists.feel.lighthouse.slice(1)) {
    const misses = lighthouseMisses(row);
    rows.push({
      budget: `Lighthouse, ${row.label}: performance >= ${LIGHTHOUSE_BUDGETS.performance}, TBT <= ${LIGHTHOUSE_BUDGETS.tbt} ms, CLS <= ${LIGHTHOUSE_BUDGETS.cls}, LCP <= ${LIGHTHOUSE_BUDGETS.lcp} ms, the others 100`,
      measured: misses.length ? misses.join(", ") : `performance ${row.performance}, TBT ${row.tbt} ms`,
      ok: misses.length === 0,
    });
  }
  for (const [tap, ms] of Object.entries(lists.feel.taps))
    rows.push({
      budget: `${tap} answered within ${TAP_BUDGET_MS} ms (4x slower CPU)`,
      measured: `${ms} ms`,
      ok: ms <= TAP_BUDGET_MS,
    });
  return rows;
}

/** The experience block of docs/benchmarks.md (`runs`: Lighthouse's runs a page). */
/** Lighthouse's rows (lighthouseBench) as a Markdown table. */
export function lighthouseTable(rows) {
  return [
    "| page | performance (runs) | TBT (ms) | LCP (ms) | CLS | accessibility | best practices | SEO |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.performance} (${r.runs.join(", ")}) | ${r.tbt} | ${r.lcp} | ${r.cls} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
    ),
  ];
}

export function experienceMarkdown(lists, budgets, runs) {
  const chromiumVersion = execFileSync("/usr/bin/chromium", ["--version"], { encoding: "utf8" }).trim();
  const lines = [
    recordedBy("`npm run bench -- --write` (or `--experience --write`)", `headless ${chromiumVersion}, `),
    "",
  ];
  if (lists.feel) {
    lines.push(
      `Lighthouse 12.2.3, mobile, default simulated throttling, on the streamed path (a phone Chrome's name and the \`ts_js\` cookie), ${runs} runs a page, the median run by performance; the control is a plain static HTML page served by Node on the same machine.`,
      "",
      ...lighthouseTable(lists.feel.lighthouse),
      "",
      "Taps on a 4x slower CPU (Chromium's CPU throttling), the longest event of each as Event Timing reports it (input to the next paint; 16 means under 16 ms, which it does not report); the link is timed from the tap to the next page's address while Google's fake takes 2 s to answer the results.",
      "",
      "| tap | ms |",
      "| --- | --- |",
      ...Object.entries(lists.feel.taps).map(([tap, ms]) => `| ${tap} | ${ms} |`),
      "",
    );
  }
  lines.push(
    "Signed-in pages rendered (wrk, the lists part's rounds), each against the privacy page rendered for the same person:",
    "",
    "| page | ratio |",
    "| --- | --- |",
    ...Object.entries(lists.signedIn).map(([page, ratio]) => `| ${page} | ${ratio.toFixed(2)}x |`),
    "",
    ...budgetTable(budgets),
  );
  return lines.join("\n");
}

/** `--experience` alone: the lists part's server, with what a visitor feels measured on it. */
export async function experiencePart({ runs }) {
  const lists = await listsWithExperience(runs);
  const budgets = experienceBudgets(lists);
  return { budgets, blocks: { experience: experienceMarkdown(lists, budgets, runs) } };
}
