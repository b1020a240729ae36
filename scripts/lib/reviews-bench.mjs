// The reviews part of `npm run bench` (`--reviews` alone): on a server with sign-in, a place with 1,000 members'
// reviews and a results page whose 20 cards all carry members' averages, each rendered afresh (a session cookie
// that is no valid session bypasses the page cache) against the privacy page; posting a review against saving
// a favorite, the same person, one request at a time; and what a visitor feels there (Lighthouse on those pages,
// the results in English, Arabic and Japanese; a tap on the review form's star on a slow CPU).
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { budgetTable, recordedBy, times } from "./bench-report.mjs";
import { withServer } from "./bench-server.mjs";
import { CHROMIUM_FLAGS } from "./chromium.mjs";
import { lighthouseBench, lighthouseMisses, lighthouseTable, tapTime, throttledPage } from "./experience-bench.mjs";
import { median } from "./stats.mjs";
import { printThroughput, ROUND_SECONDS, ROUNDS, rounds, throughputTable } from "./throughput.mjs";
import { d1Rows } from "./worker.mjs";

const RESULTS = "/restaurants/united-states/california/san-francisco";
/** Reviews on the benchmark's one place; members who wrote them (accounts past the new-account day). */
const REVIEWS = 1000;
/** Form posts timed, each kind: as many as one member may post new reviews in an hour. */
const POSTS = 10;

export async function reviewsBench({ runs = 3 } = {}) {
  console.log(`› Reviews: a place with ${REVIEWS} members' reviews, a results page of 20 rated cards`);
  const person = { email: "bench-reviews@example.com", name: "Bench Reviews" };
  return withServer({ name: "reviews", person, seed }, async ({ base, cookie }) => {
    const rated = await (await fetch(`${base}${RESULTS}`, { headers: { Cookie: "session=bench" } })).text();
    const cards = (rated.match(/★ from [\d,]+ members?/g) ?? []).length;
    if (cards < 20) throw new Error(`the results page showed ${cards} cards with members' averages, not 20`);
    const place = await pageOf(base, MANY);
    // A place of another city, which nobody reviewed: the place page's own cost, without the members'.
    const unrated = await pageOf(base, "demo~united-states~or~portland~05");
    const targets = {
      "privacy page": `${base}/privacy-policy`,
      "place without reviews, rendered": base + unrated,
      [`place with ${REVIEWS} reviews, rendered`]: base + place,
      "results page, 20 rated cards, rendered": base + RESULTS,
    };
    const bypass = { Cookie: "session=bench" };
    const headersOf = Object.fromEntries(Object.keys(targets).map((k) => [k, bypass]));
    const measured = await rounds(targets, headersOf);
    const post = await posting(base, cookie, CITY_PLACES);
    const feel = await feelOf(base, cookie, place, runs);
    return {
      feel,
      ...measured,
      ratedCards: cards,
      placeRender: measured.ratio(`place with ${REVIEWS} reviews, rendered`, "privacy page"),
      unratedRender: measured.ratio("place without reviews, rendered", "privacy page"),
      resultsRender: measured.ratio("results page, 20 rated cards, rendered", "privacy page"),
      post,
    };
  });
}

/**
 * What a visitor feels: Lighthouse on the place with 1,000 reviews and on the results page of rated cards in
 * English, Arabic and Japanese; and, signed in on a 4x slower CPU, a tap on the review form's fourth star.
 */
async function feelOf(base, cookie, place, runs) {
  console.log(`› Lighthouse (mobile), ${runs} runs a page`);
  const lighthouse = await lighthouseBench(
    {
      [`a place with ${REVIEWS} reviews`]: base + place,
      "results of rated cards": base + RESULTS,
      "results of rated cards in /ar": `${base}/ar${RESULTS}`,
      "results of rated cards in /ja": `${base}/ja${RESULTS}`,
    },
    { runs },
  );
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    const { page, context } = await throttledPage(browser, base, { cookie });
    await page.goto(base + place);
    const star = page.locator("#your-review .star-input label").nth(3);
    await star.scrollIntoViewIfNeeded();
    const tap = await tapTime(page, () => star.click());
    await context.close();
    console.log(`  the review form's fourth star: ${tap} ms`);
    return { lighthouse, starTap: tap };
  } finally {
    await browser.close();
  }
}

/** A place's own page (the demo provider redirects a hinted address there). */
async function pageOf(base, id) {
  const res = await fetch(`${base}/restaurants/USA/CA/san-francisco/profile/x?pid=${encodeURIComponent(id)}`, {
    redirect: "manual",
  });
  const to = new URL(res.headers.get("location"), base);
  return to.pathname + to.search;
}

/**
 * The demo provider's places of the results page's city (its ids are fixed, numbered from 00): the first gets
 * the 1,000 reviews, every one of them one review at least, so each card of the results page is rated.
 */
const CITY_PLACES = Array.from(
  { length: 61 },
  (_, i) => `demo~united-states~ca~san-francisco~${String(i).padStart(2, "0")}`,
);
const MANY = CITY_PLACES[0];

/** The members, their reviews of the one place, and one review of each of the city's places (SQL, one file). */
function seed(persistTo) {
  const ids = CITY_PLACES;
  const old = Date.now() - 30 * 86400000;
  const lines = [];
  for (let i = 0; i < REVIEWS; i++) {
    lines.push(
      `INSERT INTO users (id, google_sub, email, full_name, created_at, updated_at) VALUES ('bench-u${i}', 'bench-sub-${i}', 'bench${i}@example.com', 'Member ${i}', ${old}, ${old});`,
      `INSERT INTO profiles (id, username, display_name) VALUES ('bench-u${i}', 'bench-member-${i}', 'Member ${i}');`,
      `INSERT INTO reviews (id, user_id, place_id, place_name, place_path, rating, body, lang, author_since, created_at, updated_at) VALUES ('bench-r${i}', 'bench-u${i}', '${ids[0]}', 'Place', '/x', ${(i % 5) + 1}, 'Review number ${i}: the soup was hot and the bread was fresh, we would come again.', 'en', ${old}, ${old + i * 1000}, ${old + i * 1000});`,
    );
  }
  ids.slice(1).forEach((id, i) => {
    lines.push(
      `INSERT INTO reviews (id, user_id, place_id, place_name, place_path, rating, lang, author_since, created_at, updated_at) VALUES ('bench-c${i}', 'bench-u${i}', '${id}', 'Place', '/x', ${(i % 5) + 1}, 'en', ${old}, ${old}, ${old});`,
    );
  });
  const file = path.join(tmpdir(), `tablescout-bench-reviews-${process.pid}.sql`);
  writeFileSync(file, lines.join("\n"));
  d1Rows({ persistTo }, { file });
}

/** Median milliseconds of a form post that saves a favorite, and of one that posts a review, one at a time. */
async function posting(base, cookie, ids) {
  const send = async (url, fields) => {
    const started = performance.now();
    const res = await fetch(base + url, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    await res.arrayBuffer();
    if (res.status !== 302 && res.status !== 303) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  const favorite = [];
  const review = [];
  for (let i = 0; i < POSTS; i++) {
    const id = ids[(i + 1) % ids.length];
    favorite.push(await send("/favorites", { intent: "add", place_id: id, returnTo: "/" }));
    review.push(
      await send(await pageOf(base, id), {
        intent: "write",
        place_id: id,
        rating: String((i % 5) + 1),
        body: `Bench ${i}`,
      }),
    );
  }
  return { favoriteMs: median(favorite), reviewMs: median(review), ratio: median(review) / median(favorite) };
}

export function reviewsBudgets(r) {
  const pages = r.feel.lighthouse.slice(1).map((row) => {
    const misses = lighthouseMisses(row);
    return {
      budget: `Lighthouse, ${row.label}: performance >= 95, as the other pages' budgets`,
      measured: `performance ${row.performance} (${row.runs.join(", ")}), TBT ${row.tbt} ms${misses.length ? `; missed: ${misses.join(", ")}` : ""}`,
      ok: misses.length === 0,
    };
  });
  return [
    ...pages,
    {
      budget: "a tap on the review form's star paints within 200 ms (4x slower CPU)",
      measured: `${r.feel.starTap} ms`,
      ok: r.feel.starTap <= 200,
    },
    {
      budget: `a place with ${REVIEWS} reviews renders >= 0.6x the privacy page`,
      measured: `${times(r.placeRender)} (the same page of a place without reviews: ${times(r.unratedRender)})`,
      ok: r.placeRender >= 0.6,
    },
    {
      budget: "a results page of 20 rated cards renders >= 0.6x the privacy page",
      measured: `${times(r.resultsRender)} (${r.ratedCards} of its 20 cards rated)`,
      ok: r.resultsRender >= 0.6,
    },
    {
      budget: "posting a review answers within the time of saving a favorite (<= 1.5x)",
      measured: `${r.post.reviewMs.toFixed(0)} ms vs ${r.post.favoriteMs.toFixed(0)} ms (${times(r.post.ratio)})`,
      ok: r.post.ratio <= 1.5,
    },
  ];
}

export async function reviewsPart({ runs } = {}) {
  const result = await reviewsBench({ runs });
  printThroughput(result);
  const budgets = reviewsBudgets(result);
  const markdown = [
    "## Members' reviews",
    "",
    `${recordedBy("`npm run bench -- --reviews`")} ${ROUNDS} rounds of ${ROUND_SECONDS} s a page, ratios the median of the rounds'. Rendered pages with a session cookie that is no valid session (it bypasses the page cache); posts one at a time, ${POSTS} each, the same signed-in person.`,
    "",
    ...budgetTable(budgets),
    "",
    ...throughputTable(result),
    "",
    `Lighthouse 12.2.3, mobile, on the streamed path, ${runs ?? 3} runs a page, the median run by performance, beside a static HTML control; the star's tap on a 4x slower CPU, signed in, as Event Timing reports it: ${result.feel.starTap} ms.`,
    "",
    ...lighthouseTable(result.feel.lighthouse),
  ].join("\n");
  return { budgets, blocks: { reviews: markdown } };
}
