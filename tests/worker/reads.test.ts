/**
 * How many times a page waits for D1 before it answers (the Worker's Server-Timing `d1` entry): a signed-in
 * page reads the session together with the visitor's saved places (the hearts on every card), then its own
 * reads in one batch; a page that reads nothing of its own waits once. A loader that adds a sequential read
 * shows here as one more round trip.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getSettled, post, signedInCookie } from "./helpers";

const PLACE = "demo~united-states~or~portland~02";

/** The round trips a page's answer says it waited for D1. */
async function roundTrips(path: string, cookie?: string): Promise<number> {
  const { res } = await getSettled(path, cookie);
  expect(res.status, path).toBe(200);
  const timing = res.headers.get("Server-Timing") ?? "";
  const found = /d1;desc="(\d+) round trips"/.exec(timing);
  expect(found, `${path}: ${timing}`).not.toBeNull();
  return Number(found![1]);
}

describe("D1 round trips a page waits for", () => {
  let cookie = "";
  let username = "";
  let listId = "";
  let restaurantPath = "";
  beforeAll(async () => {
    // The place's page at its one spelling (any other is redirected there).
    const moved = await getSettled(`/restaurants/USA/OR/portland/profile/x?pid=${PLACE}`);
    restaurantPath = `${new URL(moved.res.headers.get("Location")!, "http://x").pathname}?pid=${PLACE}`;
    const user = await signedInCookie("round.trips@example.com", "Rae Trips");
    cookie = user.cookie;
    username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?").bind(user.id).first<{
      username: string;
    }>())!.username;
    expect((await post("/favorites", { intent: "add", place_id: PLACE, returnTo: "/" }, cookie)).status).toBeOneOf([
      302, 303,
    ]);
    const made = await post(
      "/lists",
      { intent: "create", name: "Trips", visibility: "public", returnTo: "/lists" },
      cookie,
    );
    listId = made.headers.get("location")!.split("/").pop()!;
    expect((await post("/favorites", { intent: "publish", published: "on", returnTo: "/" }, cookie)).status).toBeOneOf([
      302, 303,
    ]);
  });

  it("signed in: the session with the saved places, then the page's own reads, never more", async () => {
    const pages: Record<string, string> = {
      "results page": "/restaurants/united-states/oregon/portland",
      "restaurant page": restaurantPath,
      account: "/account",
      lists: "/lists",
      "a list": `/lists/${listId}`,
      "mobile favorites": "/mobile/favorites",
      "own public profile": `/${username}`,
      privacy: "/privacy-policy",
    };
    const seen: Record<string, number> = {};
    for (const [name, path] of Object.entries(pages)) seen[name] = await roundTrips(path, cookie);
    console.log(`D1 round trips, signed in: ${JSON.stringify(seen)}`);
    // The mobile Favorites tab reads the favorites and the other lists side by side: two batches at once. A
    // results page reads the members' averages of the provider's places once it has them: one read for the page.
    const most: Record<string, number> = { "mobile favorites": 3, "results page": 3 };
    for (const [name, trips] of Object.entries(seen)) expect(trips, name).toBeLessThanOrEqual(most[name] ?? 2);
    // A page with no reads of its own waits for the session alone.
    expect(seen.privacy).toBe(1);
  });

  it("signed out: a page without reads of its own asks D1 nothing", async () => {
    expect(await roundTrips("/privacy-policy")).toBe(0);
  });
});
