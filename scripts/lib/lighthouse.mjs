// Lighthouse (mobile, default simulated throttling) against a running guide, as a person's browser gets
// its pages: an ordinary phone Chrome's name (Lighthouse's own token would make the guide answer as to a
// crawler, with whole documents) and the cookie that says the browser runs JavaScript, so slow parts stream.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, PHONE_CHROME } from "./chromium.mjs";

/** Lighthouse's Chrome: the flags of every Chromium here, in Chrome's newer headless mode. */
export const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS.filter((f) => f !== "--headless")];

/** One Lighthouse run of `url`: the four category scores (0-100) and the metrics the budgets read. */
export async function lighthouseRun(url, { cookie = "ts_js=1", chromePath = "/usr/bin/chromium" } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      {
        extends: "lighthouse:default",
        settings: {
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          emulatedUserAgent: PHONE_CHROME,
          // Each run a visitor of its own (the guide's abuse limits count per client address).
          extraHeaders: {
            ...(cookie ? { Cookie: cookie } : {}),
            "CF-Connecting-IP": `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
          },
        },
      },
    );
    const { categories, audits } = result.lhr;
    const metric = (id, digits = 0) => {
      const value = audits[id]?.numericValue;
      return typeof value === "number" ? Number(value.toFixed(digits)) : null;
    };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = (id) =>
      categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      tbt: metric("total-blocking-time"),
      lcp: metric("largest-contentful-paint"),
      cls: metric("cumulative-layout-shift", 3),
      fcp: metric("first-contentful-paint"),
      failing: {
        accessibility: failing("accessibility"),
        bestPractices: failing("best-practices"),
        seo: failing("seo"),
      },
      runtimeError: result.lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
  }
}

/** The median run of several (by performance score). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}
