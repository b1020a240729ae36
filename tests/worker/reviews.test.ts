import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/modules/db/db.server";
import { cacheStorage } from "~/modules/http/edge-cache.server";
import { ratingOf, ratingQuery } from "~/modules/reviews/reads.server";
import { NEW_ACCOUNT_HOLD_MS, REVIEWS_PER_HOUR } from "~/modules/reviews/rules";
import { placeReviewsEdition } from "~/modules/reviews/withdrawn.server";
import { get, getPage, getSettled, ORIGIN, post, postSettled, signedInCookie } from "./helpers";

/**
 * Members' reviews against the real D1: the form's rules, what each page shows, the counts under concurrency,
 * reports and moderation, and what an account's deletion takes with it.
 */
/** Three places of Portland's results page (its cards' place-id hints), found in beforeAll. */
let PLACE: string;
let SECOND: string;
let THIRD: string;
const RESULTS = "/restaurants/united-states/oregon/portland";

type Who = { cookie: string; id: string };

/**
 * Makes an account old enough for its reviews to count (the new-account hold is a day): its moment, and the
 * copy of it each of its reviews carries.
 */
async function age(...who: Who[]) {
  const since = Date.now() - NEW_ACCOUNT_HOLD_MS - 60_000;
  for (const w of who)
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET created_at = ?1 WHERE id = ?2").bind(since, w.id),
      env.DB.prepare("UPDATE reviews SET author_since = ?1 WHERE user_id = ?2").bind(since, w.id),
    ]);
}

/** A place's own page (the demo provider answers at one address, derived from the place). */
async function pageOf(placeId: string): Promise<string> {
  const res = await get(`/restaurants/USA/OR/portland/profile/x?pid=${encodeURIComponent(placeId)}`);
  expect(res.status).toBe(301);
  const to = new URL(res.headers.get("location")!, "http://x");
  return to.pathname + to.search;
}

const reviewsOf = async (placeId: string) =>
  (
    await env.DB.prepare(
      "SELECT id, user_id, rating, body, status FROM reviews WHERE place_id = ?1 ORDER BY created_at",
    )
      .bind(placeId)
      .all<{ id: string; user_id: string; rating: number; body: string | null; status: string }>()
  ).results;

/** What the place's page says of its members' rating: its count and average as the rows say them. */
async function summaryOf(placeId: string) {
  return ratingOf(await ratingQuery(createDb(env.DB), placeId, Date.now()));
}

let ada: Who;
let bob: Who;
let mod: Who;
let place: string;

beforeAll(async () => {
  const cards = (await getPage(RESULTS)).html.matchAll(/href="[^"]*\?pid=([^"&]+)"/g);
  [PLACE, SECOND, THIRD] = [...new Set([...cards].map((m) => decodeURIComponent(m[1]!)))] as [string, string, string];
  ada = await signedInCookie("ada-reviews@example.com", "Ada Reviewer");
  bob = await signedInCookie("bob-reviews@example.com", "Bob Reviewer");
  mod = await signedInCookie("mod@example.com", "Mo Derator");
  await age(ada, bob, mod);
  place = await pageOf(PLACE);
});

const write = (who: Who, fields: Record<string, string>, at = place) =>
  post(at, { intent: "write", place_id: PLACE, ...fields }, who.cookie);

describe("writing a review", () => {
  it("posts one from the place's page, shows it there with the members' count and average, and edits it", async () => {
    const res = await write(ada, {
      rating: "4",
      body: "Crisp crust, friendly staff.\nhttps://spam.example",
      visited: "2026-10",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(place);
    const signedIn = await (await get(place, ada.cookie)).text();
    expect(signedIn).toContain("Your review");
    expect(signedIn).toContain("Crisp crust, friendly staff.");
    // A link in a review is words, never a link.
    expect(signedIn).not.toContain('href="https://spam.example"');
    expect(signedIn).toContain("Visited October 2026");
    const anonymous = await (await get(place)).text();
    expect(anonymous).toContain("1 member review");
    expect(anonymous).toContain("4.0 out of 5");
    // Editing keeps one review.
    expect((await write(ada, { rating: "5", body: "Even better the second time." })).status).toBe(303);
    const rows = await reviewsOf(PLACE);
    expect(rows.filter((r) => r.user_id === ada.id)).toEqual([
      expect.objectContaining({ rating: 5, body: "Even better the second time." }),
    ]);
  });

  it("refuses every malformed rating and hostile text with a clear message, and writes nothing", async () => {
    const before = await reviewsOf(PLACE);
    const cases: [Record<string, string>, string][] = [
      [{ rating: "0" }, "A rating is a whole number of stars from 1 to 5."],
      [{ rating: "6" }, "A rating is a whole number of stars from 1 to 5."],
      [{ rating: "4.5" }, "A rating is a whole number of stars from 1 to 5."],
      [{ rating: "five" }, "A rating is a whole number of stars from 1 to 5."],
      [{}, "Choose a rating from 1 to 5 stars."],
      [{ rating: "3", body: "x".repeat(2001) }, "A review can be at most 2,000 characters long."],
      [{ rating: "3", body: "Great \u202Eecalp" }, "change the direction of text"],
      [{ rating: "3", body: "\u200B\u200B \u2060" }, "no letters, digits or signs"],
      [{ rating: "3", body: `Zalgo a${"\u0301".repeat(12)}` }, "more than 4 accents"],
      [{ rating: "3", visited: "2099-01" }, "Give the month of your visit"],
      [{ rating: "3", visited: "<script>" }, "Give the month of your visit"],
    ];
    for (const [fields, message] of cases) {
      const res = await write(bob, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).not.toContain("<script>");
    }
    // A 100,000-character text is over what any form of the guide sends: refused before it is read.
    const huge = await write(bob, { rating: "3", body: "x".repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(await reviewsOf(PLACE)).toEqual(before);
  });

  it("refuses a place no provider knows, a forged intent and a post from another site", async () => {
    const before = await reviewsOf(PLACE);
    const unknown = await post(
      place,
      { intent: "write", place_id: "demo~nowhere~xx~nowhere~99", rating: "3" },
      bob.cookie,
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("This place could not be found");
    const malformed = await post(place, { intent: "write", place_id: "<img src=x>", rating: "3" }, bob.cookie);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toContain("<img");
    expect((await post(place, { intent: "promote", review: crypto.randomUUID() }, bob.cookie)).status).toBe(400);
    const crossSite = await post(
      place,
      { intent: "write", place_id: PLACE, rating: "1" },
      bob.cookie,
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    // Signed out: to sign in, and back to the place's page.
    const signedOut = await post(place, { intent: "write", place_id: PLACE, rating: "1" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/auth?returnTo=");
    expect(await reviewsOf(PLACE)).toEqual(before);
  });

  it("lets nobody delete or appeal another member's review", async () => {
    const [adas] = (await reviewsOf(PLACE)).filter((r) => r.user_id === ada.id);
    await post("/reviews", { intent: "delete", review: adas!.id, returnTo: "/account" }, bob.cookie);
    await post("/reviews", { intent: "appeal", review: adas!.id, returnTo: "/account" }, bob.cookie);
    expect((await reviewsOf(PLACE)).find((r) => r.id === adas!.id)).toEqual(adas);
  });

  it("keeps one review and true counts when fifty members rate one place at once, and when one member posts from two tabs", async () => {
    const members = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signedInCookie(`crowd-${i}@example.com`, `Crowd ${i}`)),
    );
    await age(...members);
    const responses = await Promise.all(
      members.map((m, i) => post(place, { intent: "write", place_id: SECOND, rating: String((i % 5) + 1) }, m.cookie)),
    );
    expect(responses.map((r) => r.status)).toEqual(members.map(() => 303));
    const rows = await reviewsOf(SECOND);
    expect(rows).toHaveLength(50);
    const summary = await summaryOf(SECOND);
    expect(summary.count).toBe(rows.length);
    expect(summary.average).toBeCloseTo(rows.reduce((n, r) => n + r.rating, 0) / rows.length, 10);
    expect(summary.histogram).toEqual([10, 10, 10, 10, 10]);
    // Two tabs, one member, a first review each, at the same moment: one review is kept.
    const one = members[0]!;
    const tabs = await Promise.all(
      ["2", "5"].map((rating) => post(place, { intent: "write", place_id: THIRD, rating }, one.cookie)),
    );
    expect(tabs.map((r) => r.status)).toEqual([303, 303]);
    expect((await reviewsOf(THIRD)).filter((r) => r.user_id === one.id)).toHaveLength(1);
  });

  it(`allows ${REVIEWS_PER_HOUR} new reviews an hour, and refuses the same words pasted on another place`, async () => {
    const carl = await signedInCookie("carl-reviews@example.com", "Carl");
    await age(carl);
    const now = Date.now();
    for (let i = 0; i < REVIEWS_PER_HOUR; i++)
      await env.DB.prepare(
        "INSERT INTO reviews (id, user_id, place_id, place_name, place_path, rating, lang, created_at, updated_at) VALUES (?1, ?2, ?3, 'x', '/x', 3, 'en', ?4, ?4)",
      )
        .bind(crypto.randomUUID(), carl.id, `demo~united-states~or~portland~9${i}`, now - i * 1000)
        .run();
    const res = await post(
      place,
      { intent: "write", place_id: PLACE, rating: "4", body: "Keep my words" },
      carl.cookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("You have posted 10 reviews in the last hour");
    // The words come back in the form.
    expect(html).toContain("Keep my words");
    const pasted = "Best tacos in town, order the al pastor and the horchata, trust me!";
    expect(
      (await post(place, { intent: "write", place_id: PLACE, rating: "5", body: pasted }, bob.cookie)).status,
    ).toBe(303);
    const copy = await post(
      place,
      { intent: "write", place_id: SECOND, rating: "5", body: `  ${pasted.toUpperCase()} ` },
      bob.cookie,
    );
    expect(copy.status).toBe(400);
    expect(await copy.text()).toContain("already part of a review of another place");
  });
});

describe("who sees what", () => {
  it("shows a brand-new account's review to its author only, and counts it once the account is a day old", async () => {
    const newbie = await signedInCookie("newbie-reviews@example.com", "New Bie");
    const before = await summaryOf(THIRD);
    expect(
      (await post(place, { intent: "write", place_id: THIRD, rating: "1", body: "Brand new opinion" }, newbie.cookie))
        .status,
    ).toBe(303);
    expect(await summaryOf(THIRD)).toEqual(before);
    const own = await (await get(await pageOf(THIRD), newbie.cookie)).text();
    expect(own).toContain("Reviews from accounts less than a day old are shown to others");
    await age(newbie);
    expect((await summaryOf(THIRD)).count).toBe(before.count + 1);
  });

  it("withdraws the place page's cached copy when a review is posted", async () => {
    const first = await getSettled(place);
    expect(first.res.headers.get("X-Cache")).toBe("MISS");
    expect((await getSettled(place)).res.headers.get("X-Cache")).toBe("HIT");
    const dee = await signedInCookie("dee-reviews@example.com", "Dee");
    await age(dee);
    const count = (await summaryOf(PLACE)).count;
    await postSettled(place, { intent: "write", place_id: PLACE, rating: "2", body: "Cold soup" }, dee.cookie);
    const after = await getSettled(place);
    expect(after.res.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain(`${count + 1} member reviews`);
    expect(after.body).toContain("Cold soup");
  });

  it("shows a visitor who is not signed in a review as soon as it is posted, though their pages reuse what D1 said", async () => {
    // A cookie that is no session: a visitor who is not signed in, whose pages are rendered every time.
    const stale = "session=signed-out-long-ago";
    const roundTrips = (res: Response) =>
      /d1;desc="(\d+) round trips"/.exec(res.headers.get("Server-Timing") ?? "")?.[1];
    // The members' count on the place's results card (none is shown before the first review).
    const membersOnCard = (html: string) => {
      const card = html.slice(html.indexOf(`id="card-${PLACE}"`)).split("</article>")[0]!;
      return Number(/from ([\d,]+) members?/.exec(card)?.[1]?.replaceAll(",", "") ?? 0);
    };
    await (await get(place, stale)).text();
    await (await get(RESULTS, stale)).text();
    const page = await get(place, stale);
    const results = await get(RESULTS, stale);
    // Rendered again within the minute: the members' part and the cards' averages are the ones read before.
    expect(roundTrips(page)).toBe("0");
    expect(roundTrips(results)).toBe("0");
    const count = (await summaryOf(PLACE)).count;
    expect(membersOnCard(await results.text())).toBe(count);
    await page.text();
    const fay = await signedInCookie("fay-reviews@example.com", "Fay");
    await age(fay);
    await postSettled(place, { intent: "write", place_id: PLACE, rating: "4", body: "Crisp spring rolls" }, fay.cookie);
    const after = await (await get(place, stale)).text();
    expect(after).toContain(`${count + 1} member review`);
    expect(after).toContain("Crisp spring rolls");
    expect(membersOnCard(await (await get(RESULTS, stale)).text())).toBe(count + 1);
  });

  it("withdraws every kind of copy of the place's page: each language, /mobile, streamed and complete", async () => {
    const [path, query] = place.split("?") as [string, string];
    const copies: [string, Record<string, string>][] = [
      [`/ja${path}?${query}`, {}],
      [`/mobile${path}?${query}`, {}],
      [`/ar${path}?${query}`, {}],
      // The streamed rendering, for a browser that has shown it runs JavaScript.
      [place, { Cookie: "ts_js=1" }],
      // The page at its address without the place-id hint.
      [path, {}],
    ];
    for (const [url, headers] of copies) {
      await getSettled(url, undefined, headers);
      const again = await getSettled(url, undefined, headers);
      expect(`${again.res.status} ${again.res.headers.get("X-Cache")}`, url).toBe("200 HIT");
    }
    const eve = await signedInCookie("eve-reviews@example.com", "Eve");
    await age(eve);
    await postSettled(place, { intent: "write", place_id: PLACE, rating: "5", body: "Perfect dumplings" }, eve.cookie);
    for (const [url, headers] of copies) {
      const after = await getSettled(url, undefined, headers);
      expect(after.res.headers.get("X-Cache"), url).toBe("MISS");
      expect(after.body, url).toContain("Perfect dumplings");
    }
  });

  it("never serves a copy again once the edition it was rendered under is gone from the cache", async () => {
    await getSettled(place);
    expect((await getSettled(place)).res.headers.get("X-Cache")).toBe("HIT");
    // The location's cache let the edition go (evicted): the next render writes a new one, never the old.
    await cacheStorage()!.delete(new URL(`/__edition/${encodeURIComponent(placeReviewsEdition(PLACE))}`, ORIGIN));
    expect((await getSettled(place)).res.headers.get("X-Cache")).toBe("MISS");
    expect((await getSettled(place)).res.headers.get("X-Cache")).toBe("HIT");
  });

  it("marks up the members' rating for search engines, never Google's, and keeps the provider's stars apart", async () => {
    const { html } = await getPage(place);
    const restaurant = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .flatMap((m) => [JSON.parse(m[1]!)].flat())
      .find((d: { "@type"?: string }) => d["@type"] === "Restaurant");
    const summary = await summaryOf(PLACE);
    expect(restaurant.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: Math.round(summary.average * 10) / 10,
      ratingCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect(restaurant.review.length).toBeGreaterThan(0);
    expect(restaurant.review.length).toBeLessThanOrEqual(3);
    // The demo provider's own rating (Google's shape) is shown as it is, beside the members' own badge.
    const place05 = /<span class="font-semibold text-ink">([\d.]+)<\/span>/.exec(html)?.[1];
    expect(Number(place05)).not.toBeCloseTo(summary.average, 5);
  });

  it("sorts and pages a place's reviews, and shows the members' averages on results cards", async () => {
    const lowest = await getPage(`${place}${place.includes("?") ? "&" : "?"}sort=lowest`);
    expect(lowest.status).toBe(200);
    const list = lowest.html.slice(lowest.html.indexOf('id="reviews-sort"'));
    const stars = [...list.matchAll(/aria-label="(\d) stars? out of 5"/g)].map((m) => Number(m[1]));
    expect(stars.length).toBeGreaterThan(1);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    const results = await getPage(`${RESULTS}?sort=members`);
    expect(results.status).toBe(200);
    expect(results.html.match(/[^>]*from \d+ members?/g)).toContain("3.0 ★ from 50 members");
  });
});

describe("reports and moderation", () => {
  it("refuses a report of one's own review and a second report from the same member", async () => {
    const [adas] = (await reviewsOf(PLACE)).filter((r) => r.user_id === ada.id);
    const own = await postSettled(place, { intent: "report", review: adas!.id, reason: "spam" }, ada.cookie);
    expect(own.res.status).toBe(303);
    expect((await getPage(place, ada.cookie)).html).toContain("You cannot report your own review.");
    await post(place, { intent: "report", review: adas!.id, reason: "spam" }, bob.cookie);
    await post(place, { intent: "report", review: adas!.id, reason: "spam" }, bob.cookie);
    expect((await getPage(place, bob.cookie)).html).toContain("You have already reported this review.");
  });

  it("hides a review after three members' reports, not after new accounts', and a moderator removes it with a reason the author sees", async () => {
    const [adas] = (await reviewsOf(PLACE)).filter((r) => r.user_id === ada.id);
    const fresh = await Promise.all([1, 2, 3].map((i) => signedInCookie(`fresh-reporter-${i}@example.com`, "Fresh")));
    for (const f of fresh) await post(place, { intent: "report", review: adas!.id, reason: "conflict" }, f.cookie);
    expect((await reviewsOf(PLACE)).find((r) => r.id === adas!.id)?.status).toBe("visible");
    const reporters = await Promise.all([1, 2].map((i) => signedInCookie(`reporter-${i}@example.com`, "Reporter")));
    await age(...reporters);
    for (const r of reporters) await post(place, { intent: "report", review: adas!.id, reason: "conflict" }, r.cookie);
    // Bob's report and these two: three members past the hold.
    expect((await reviewsOf(PLACE)).find((r) => r.id === adas!.id)?.status).toBe("hidden");
    expect((await getPage(place)).html).not.toContain("Even better the second time.");

    // Not a moderator: no queue.
    expect((await get("/moderation", bob.cookie)).status).toBe(403);
    const queue = await getPage("/moderation", mod.cookie);
    expect(queue.status).toBe(200);
    expect(queue.html).toContain("Even better the second time.");
    expect(queue.html).toContain("Conflict of interest");
    // Remove needs a reason.
    expect(
      (await post("/moderation", { review: adas!.id, decision: "remove", reason: "bogus" }, mod.cookie)).status,
    ).toBe(400);
    expect(
      (await post("/moderation", { review: adas!.id, decision: "remove", reason: "conflict" }, mod.cookie)).status,
    ).toBe(303);
    expect((await reviewsOf(PLACE)).find((r) => r.id === adas!.id)?.status).toBe("removed");

    const account = await getPage("/account", ada.cookie);
    expect(account.html).toContain("Removed by a moderator");
    expect(account.html).toContain("Reason: Conflict of interest");
    // A removed review cannot be written over; its author asks once for another look.
    const rewrite = await write(ada, { rating: "5", body: "Trying again" });
    expect(rewrite.status).toBe(400);
    expect(await rewrite.text()).toContain("A moderator removed your review of this place.");
    expect(
      (await post("/reviews", { intent: "appeal", review: adas!.id, returnTo: "/account" }, ada.cookie)).status,
    ).toBe(303);
    await post("/reviews", { intent: "appeal", review: adas!.id, returnTo: "/account" }, ada.cookie);
    expect((await getPage("/account", ada.cookie)).html).toContain("You can ask once for another look");
    expect((await getPage("/moderation", mod.cookie)).html).toContain(
      "The author asks for another look at this removal",
    );
    await post("/moderation", { review: adas!.id, decision: "keep" }, mod.cookie);
    expect((await reviewsOf(PLACE)).find((r) => r.id === adas!.id)?.status).toBe("visible");

    const log = await env.DB.prepare(
      "SELECT action, reason, moderator FROM moderation_log WHERE review_id = ?1 ORDER BY id",
    )
      .bind(adas!.id)
      .all();
    expect(log.results).toEqual([
      { action: "remove", reason: "conflict", moderator: "mod@example.com" },
      { action: "appeal", reason: null, moderator: null },
      { action: "keep", reason: null, moderator: "mod@example.com" },
    ]);
    expect((await getPage("/moderation/log", mod.cookie)).html).toContain("Author asked for another look");
  });
});

describe("the member's data", () => {
  it("puts their reviews in the data download and takes them, and their weight in every average, with the account", async () => {
    const erin = await signedInCookie("erin-reviews@example.com", "Erin");
    await age(erin);
    await post(place, { intent: "write", place_id: THIRD, rating: "5", body: "Erin was here" }, erin.cookie);
    const data = await (await get("/account/data", erin.cookie)).json<{
      reviews: { placeId: string; text: string }[];
    }>();
    expect(data.reviews).toEqual([expect.objectContaining({ placeId: THIRD, text: "Erin was here" })]);
    const before = await summaryOf(THIRD);
    const del = await postSettled("/account/delete", { confirm: "erin-reviews" }, erin.cookie);
    expect(del.res.status).toBe(302);
    expect((await reviewsOf(THIRD)).some((r) => r.user_id === erin.id)).toBe(false);
    expect((await summaryOf(THIRD)).count).toBe(before.count - 1);
  });
});
