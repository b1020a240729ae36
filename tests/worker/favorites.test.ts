import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { upsertUser } from "~/modules/auth/users.server";
import { createDb } from "~/modules/db/db.server";
import { get, post, signedInCookie } from "./helpers";

const PLACE = "demo~united-states~tx~austin~03";
const OTHER = "demo~united-states~tx~austin~04";

async function favoritesOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, place_id, order_index FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites') ORDER BY order_index",
  )
    .bind(userId)
    .all<{ id: string; place_id: string; order_index: number }>();
  return results;
}

let ada: { cookie: string; id: string };
let bob: { cookie: string; id: string };

beforeAll(async () => {
  ada = await signedInCookie("ada@example.com", "Ada Lovelace");
  bob = await signedInCookie("bob@example.com", "Bob Builder");
});

describe("favorites actions", () => {
  it("adds a favorite with a server-side snapshot, idempotently, even when the adds race", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        post("/favorites", { intent: "add", place_id: PLACE, returnTo: "/account" }, ada.cookie),
      ),
    );
    for (const res of responses) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/account");
    }
    const rows = await favoritesOf(ada.id);
    expect(rows.filter((r) => r.place_id === PLACE)).toHaveLength(1);
    const row = await env.DB.prepare(
      "SELECT restaurant_name, city, restaurant_data FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites')",
    )
      .bind(ada.id)
      .first<{ restaurant_name: string; city: string; restaurant_data: string }>();
    expect(row?.city).toBe("Austin");
    expect(JSON.parse(row!.restaurant_data).place_id).toBe(PLACE);
    const account = await (await get("/account", ada.cookie)).text();
    expect(account).toContain("My Favorites (1 restaurant)");
    expect(account).toContain(row!.restaurant_name);
  });

  it("keeps one user's favorites away from another", async () => {
    const adaRows = await favoritesOf(ada.id);
    // Bob can neither see, remove nor reorder Ada's favorite.
    const bobAccount = await (await get("/account", bob.cookie)).text();
    expect(bobAccount).toContain("My Favorites (0 restaurants)");
    await post("/favorites", { intent: "remove", place_id: PLACE }, bob.cookie);
    await post("/favorites", { intent: "move", favorite_id: adaRows[0]!.id, direction: "down" }, bob.cookie);
    expect(await favoritesOf(ada.id)).toEqual(adaRows);
  });

  it("refuses cross-origin posts and changes nothing", async () => {
    const res = await post("/favorites", { intent: "remove", place_id: PLACE }, ada.cookie, "https://evil.example");
    expect(res.status).toBe(403);
    expect((await favoritesOf(ada.id)).map((r) => r.place_id)).toContain(PLACE);
    const signOut = await post("/auth/signout", {}, ada.cookie, "https://evil.example");
    expect(signOut.status).toBe(403);
  });

  it("ignores a return path to another origin", async () => {
    const res = await post(
      "/favorites",
      { intent: "add", place_id: OTHER, returnTo: "https://evil.example/phish" },
      ada.cookie,
    );
    expect(res.headers.get("location")).toBe("/");
    const res2 = await post("/favorites", { intent: "add", place_id: OTHER, returnTo: "//evil.example/" }, ada.cookie);
    expect(res2.headers.get("location")).toBe("/");
  });

  it("reorders within a city", async () => {
    const before = await favoritesOf(ada.id);
    expect(before.map((r) => r.place_id)).toEqual([PLACE, OTHER]);
    await post(
      "/favorites",
      { intent: "move", favorite_id: before[1]!.id, direction: "up", returnTo: "/account" },
      ada.cookie,
    );
    expect((await favoritesOf(ada.id)).map((r) => r.place_id)).toEqual([OTHER, PLACE]);
  });

  it("reorders a whole city at once, only with the user's own complete list", async () => {
    const rows = await favoritesOf(ada.id);
    const ids = rows.map((r) => r.id);
    const reversed = [...ids].reverse();
    expect((await post("/favorites", { intent: "reorder", order: reversed.join(",") }, ada.cookie)).status).toBe(302);
    expect((await favoritesOf(ada.id)).map((r) => r.id)).toEqual(reversed);
    // Bob cannot reorder Ada's city; an incomplete list is refused.
    expect((await post("/favorites", { intent: "reorder", order: ids.join(",") }, bob.cookie)).status).toBe(400);
    expect((await post("/favorites", { intent: "reorder", order: ids[0]! }, ada.cookie)).status).toBe(400);
    expect((await favoritesOf(ada.id)).map((r) => r.id)).toEqual(reversed);
    await post("/favorites", { intent: "reorder", order: ids.join(",") }, ada.cookie);
  });

  it.each([
    [{ intent: "add", place_id: "<script>" }, "The restaurant id is not valid."],
    [{ intent: "move", favorite_id: "x", direction: "up" }, "The favorite id is not valid."],
    [{ intent: "explode" }, ""],
    [{ intent: "add", place_id: "demo~united-states~tx~austin~99" }, "That restaurant could not be found."],
  ])("answers bad input %j with a 400 and changes nothing", async (fields, message) => {
    const before = await favoritesOf(ada.id);
    const res = await post("/favorites", fields as Record<string, string>, ada.cookie);
    expect(res.status).toBe(400);
    if (message) expect(await res.text()).toContain(message);
    expect(await favoritesOf(ada.id)).toEqual(before);
  });

  it("sends signed-out visitors to sign in, coming back to where they were", async () => {
    const res = await post("/favorites", {
      intent: "add",
      place_id: PLACE,
      returnTo: "/restaurants/united-states/texas/austin",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?returnTo=%2Frestaurants%2Funited-states%2Ftexas%2Faustin");
  });
});

describe("public profiles", () => {
  it("shows the profile and its favorites only while published", async () => {
    const username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
      .bind(ada.id)
      .first<{ username: string }>())!.username;
    let page = await get(`/${username}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Profile Not Found");
    await post("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, ada.cookie);
    page = await get(`/${username}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${username} TableScout - Favorites!</title>`);
    expect(html).toContain("Favorite Restaurants");
    expect(html).not.toContain("No favorite restaurants yet.");
    await post("/favorites", { intent: "publish", published: "off", returnTo: "/account" }, ada.cookie);
    page = await get(`/${username}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Profile Not Found");
    page = await get("/no-such-user-here");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Profile Not Found");
  });

  it("shows its favorites twenty to a page, newest first, with numbered pages", async () => {
    const cam = await signedInCookie("cam-pages@example.com", "Cam Pages");
    const favorites = (await env.DB.prepare("SELECT id FROM lists WHERE user_id = ? AND kind = 'favorites'")
      .bind(cam.id)
      .first<string>("id"))!;
    // 25 saved places, the newest named last (their snapshots as the guide keeps them).
    const insert = env.DB.prepare(
      "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, order_index, created_at) VALUES (?, ?, ?, ?, ?, ?, 'Austin', ?, ?)",
    );
    await env.DB.batch(
      Array.from({ length: 25 }, (_, i) => {
        const name = `Paged Place ${String(i + 1).padStart(2, "0")}`;
        const id = `demo~united-states~tx~austin~p${i}`;
        return insert.bind(
          crypto.randomUUID(),
          favorites,
          cam.id,
          id,
          name,
          JSON.stringify({ place_id: id, name }),
          i,
          1_700_000_000 + i,
        );
      }),
    );
    await post("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, cam.cookie);
    const username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
      .bind(cam.id)
      .first<string>("username"))!;
    const first = await (await get(`/${username}`)).text();
    const names = (html: string) => [...html.matchAll(/>(Paged Place \d+)</g)].map((m) => m[1]);
    expect(names(first)).toHaveLength(20);
    expect(names(first)[0]).toBe("Paged Place 25");
    expect(first).toContain(`href="/${username}?page=2"`);
    const second = await get(`/${username}?page=2`);
    expect(second.status).toBe(200);
    expect(names(await second.text())).toEqual([
      "Paged Place 05",
      "Paged Place 04",
      "Paged Place 03",
      "Paged Place 02",
      "Paged Place 01",
    ]);
    // A page past the last is sent to the last.
    const past = await get(`/${username}?page=9`);
    expect(past.status).toBe(301);
    expect(past.headers.get("location")).toBe(`/${username}?page=2`);
    // Page 1 has one address: '?page=1' is sent there.
    const one = await get(`/${username}?page=1`);
    expect(one.status).toBe(301);
    expect(one.headers.get("location")).toBe(`/${username}`);
  });

  it("never gives a user a route word as username", async () => {
    const db = createDb(env.DB);
    const user = await upsertUser(db, { sub: "sub-auth", email: "auth@example.com", name: "Route Word" });
    expect(user.username).not.toBe("auth");
    expect(user.username).toBe("auth2");
  });
});

describe("sign-out", () => {
  it("deletes the server-side session and clears the cookie", async () => {
    const carol = await signedInCookie("carol@example.com", "Carol");
    const res = await post("/auth/signout", {}, carol.cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/__Host-session=;/);
    const account = await (await get("/account", carol.cookie)).text();
    expect(account).toContain("Please sign in to view your account.");
  });
});
