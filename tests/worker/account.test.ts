import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getSettled, postSettled, signedInCookie } from "./helpers";

const PLACES = [
  "demo~united-states~tx~austin~03",
  "demo~united-states~tx~austin~04",
  "demo~united-states~tx~austin~05",
];

/**
 * Every table that holds a user's rows, found in the schema itself (a column that references users, or
 * the users table), so a table added later is counted too.
 */
async function userTables(): Promise<{ table: string; column: string }[]> {
  const tables = (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
    ).all<{ name: string }>()
  ).results.map((r) => r.name);
  const found: { table: string; column: string }[] = [{ table: "users", column: "id" }];
  for (const table of tables) {
    const keys = (await env.DB.prepare(`PRAGMA foreign_key_list(${table})`).all<{ table: string; from: string }>())
      .results;
    for (const key of keys) if (key.table === "users") found.push({ table, column: key.from });
  }
  return found;
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userTables()) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`)
      .bind(userId)
      .first<{ n: number }>();
    counts[table] = row!.n;
  }
  return counts;
}

/** What rowsOf counts for a deleted account: no row in any table that holds a user's rows. */
const NOTHING_LEFT = {
  users: 0,
  profiles: 0,
  lists: 0,
  list_places: 0,
  sessions: 0,
  import_previews: 0,
  reviews: 0,
  review_reports: 0,
};

/** A user with two signed-in devices, favorites (published), and an import waiting to be confirmed. */
async function fullAccount(email: string) {
  const first = await signedInCookie(email, "Full Account");
  const second = await signedInCookie(email, "Full Account");
  for (const place of PLACES) {
    const added = await postSettled(
      "/favorites",
      { intent: "add", place_id: place, returnTo: "/account" },
      first.cookie,
    );
    expect(added.res.status).toBe(302);
  }
  await postSettled("/favorites", { intent: "publish", published: "on", returnTo: "/account" }, first.cookie);
  await env.DB.prepare(
    "INSERT INTO import_previews (id, user_id, file_name, row_count, rows) VALUES (?, ?, 'saved.csv', 1, '[]')",
  )
    .bind(crypto.randomUUID(), first.id)
    .run();
  // A list of their own, shared by link, holding one place with a note.
  const made = await postSettled("/lists", { intent: "create", name: "Weekend", visibility: "link" }, first.cookie);
  const list = made.res.headers.get("Location")!.split("/").pop()!;
  await postSettled("/lists", { intent: "save", place_id: PLACES[0]!, shown: list, ticked: list }, first.cookie);
  const item = (await env.DB.prepare("SELECT id FROM list_places WHERE list_id = ?").bind(list).first<string>("id"))!;
  await postSettled("/lists", { intent: "note", item, note: "Ask for the window table" }, first.cookie);
  // A review of theirs, and their report of another member's review.
  const other = await signedInCookie(`other-${email}`, "Other Member");
  const review = (id: string, author: string) =>
    env.DB.prepare(
      "INSERT INTO reviews (id, user_id, place_id, place_name, place_path, rating, body, lang) VALUES (?1, ?2, ?3, 'A place', '/x', 4, 'Good', 'en')",
    )
      .bind(id, author, PLACES[0]!)
      .run();
  const theirs = crypto.randomUUID();
  await review(crypto.randomUUID(), first.id);
  await review(theirs, other.id);
  await env.DB.prepare("INSERT INTO review_reports (review_id, reporter_id, reason) VALUES (?1, ?2, 'spam')")
    .bind(theirs, first.id)
    .run();
  const username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
    .bind(first.id)
    .first<string>("username"))!;
  return { id: first.id, cookie: first.cookie, otherDevice: second.cookie, username };
}

describe("deleting the account", () => {
  it("erases every row the user owns, signs out every device and answers 404 for the profile at once", async () => {
    const ana = await fullAccount("erase-ana@example.com");
    const ben = await fullAccount("erase-ben@example.com");
    const before = await rowsOf(ana.id);
    expect(Object.keys(before).sort()).toEqual([
      "import_previews",
      "list_places",
      "lists",
      "profiles",
      "review_reports",
      "reviews",
      "sessions",
      "users",
    ]);
    // Favorites, Want to go and their own list; three favorites and one place with a note; a review and a report.
    expect(before).toEqual({
      users: 1,
      profiles: 1,
      lists: 3,
      list_places: 4,
      sessions: 2,
      import_previews: 1,
      reviews: 1,
      review_reports: 1,
    });
    const shared = await env.DB.prepare(
      "SELECT count(share_token) AS tokens, (SELECT count(note) FROM list_places WHERE user_id = ?1) AS notes FROM lists WHERE user_id = ?1",
    )
      .bind(ana.id)
      .first();
    expect(shared).toEqual({ tokens: 1, notes: 1 });
    const benBefore = await rowsOf(ben.id);

    // The public profile is in the edge cache.
    expect((await getSettled(`/${ana.username}`)).res.status).toBe(200);
    const cached = await getSettled(`/${ana.username}`);
    expect(cached.res.headers.get("X-Cache")).toBe("HIT");
    expect(cached.body).toContain(ana.username);

    // The confirmation page says what goes and asks for the username.
    const page = await getSettled("/account/delete", ana.cookie);
    expect(page.res.status).toBe(200);
    expect(page.body).toContain("This cannot be undone.");
    expect(page.body).toContain("every favorite you saved");

    const deleted = await postSettled("/account/delete", { confirm: ` ${ana.username.toUpperCase()} ` }, ana.cookie);
    expect(deleted.res.status).toBe(302);
    expect(deleted.res.headers.get("Location")).toBe("/");
    const setCookies = deleted.res.headers.getSetCookie();
    expect(setCookies.some((c) => /^__Host-session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i.test(c))).toBe(true);

    expect(await rowsOf(ana.id)).toEqual(NOTHING_LEFT);
    expect(await rowsOf(ben.id)).toEqual(benBefore);

    const profile = await getSettled(`/${ana.username}`);
    expect(profile.res.status).toBe(404);
    expect(profile.body).not.toContain("Full Account");
    for (const cookie of [ana.cookie, ana.otherDevice]) {
      const account = await getSettled("/account", cookie);
      expect(account.body).toContain("Please sign in to view your account.");
      expect(account.body).not.toContain("erase-ana@example.com");
    }
    expect((await getSettled(`/${ben.username}`)).res.status).toBe(200);

    // The home page says, once, that the account was deleted.
    const notice = setCookies.find((c) => c.startsWith("__Host-ts_notice="))!.split(";")[0]!;
    const home = await getSettled("/", notice);
    expect(home.body).toContain("Account deleted");
    expect(home.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(home.res.headers.getSetCookie().some((c) => /^__Host-ts_notice=;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await getSettled("/")).body).not.toContain("Account deleted");
  }, 30_000);

  it("deletes nothing on a wrong or missing confirmation, and says why (400)", async () => {
    const cat = await fullAccount("erase-cat@example.com");
    const before = await rowsOf(cat.id);
    const attempts: Record<string, string>[] = [{ confirm: "someone-else" }, {}, { confirm: `${cat.username}x` }];
    for (const fields of attempts) {
      const refused = await postSettled("/account/delete", fields, cat.cookie);
      expect(refused.res.status).toBe(400);
      expect(refused.body).toContain("Nothing was deleted");
      expect(refused.body).toContain("Delete my account");
    }
    const mobile = await postSettled("/mobile/profile/delete", { confirm: "nope" }, cat.cookie);
    expect(mobile.res.status).toBe(400);
    expect(mobile.body).toContain("Nothing was deleted");
    expect(await rowsOf(cat.id)).toEqual(before);
    expect((await getSettled("/account", cat.cookie)).body).toContain("erase-cat@example.com");
  });

  it("refuses a forged cross-origin post", async () => {
    const dan = await fullAccount("erase-dan@example.com");
    const before = await rowsOf(dan.id);
    const forged = await postSettled("/account/delete", { confirm: dan.username }, dan.cookie, "https://evil.example");
    expect(forged.res.status).toBe(403);
    expect(await rowsOf(dan.id)).toEqual(before);
  });

  it("from the mobile Profile tab, lands on the mobile home", async () => {
    const eve = await fullAccount("erase-eve@example.com");
    expect((await getSettled("/mobile/profile", eve.cookie)).body).toContain('href="/mobile/profile/delete"');
    const deleted = await postSettled("/mobile/profile/delete", { confirm: eve.username }, eve.cookie);
    expect(deleted.res.headers.get("Location")).toBe("/mobile");
    expect(await rowsOf(eve.id)).toEqual(NOTHING_LEFT);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const res = await getSettled("/account/delete");
    expect(res.res.status).toBe(302);
    expect(res.res.headers.get("Location")).toBe("/auth?returnTo=%2Faccount%2Fdelete");
  });
});

describe("downloading my data", () => {
  it("gives the signed-in person's account, favorites in order and devices, never a session id", async () => {
    const fay = await fullAccount("data-fay@example.com");
    expect((await getSettled("/account", fay.cookie)).body).toContain('href="/account/data"');
    const { res, body } = await getSettled("/account/data", fay.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="tablescout-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(body);
    expect(data.account.email).toBe("data-fay@example.com");
    expect(data.profile.username).toBe(fay.username);
    const saved = (
      await env.DB.prepare(
        "SELECT place_id FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites') ORDER BY city, order_index",
      )
        .bind(fay.id)
        .all<{ place_id: string }>()
    ).results.map((r) => r.place_id);
    const [favorites, wantToGo, own] = data.lists;
    expect([favorites.kind, favorites.name, wantToGo.kind, own.name, own.visibility]).toEqual([
      "favorites",
      "Favorites",
      "want-to-go",
      "Weekend",
      "link",
    ]);
    expect(favorites.places.map((f: { placeId: string }) => f.placeId)).toEqual(saved);
    expect(favorites.places[0].snapshot.place_id).toBe(saved[0]);
    expect(own.places.map((p: { note: string }) => p.note)).toEqual(["Ask for the window table"]);
    expect(own.shareUrl).toMatch(/^http:\/\/tablescout\.test\/l\/[A-Za-z0-9_-]{32}$/);
    expect(data.sessions).toHaveLength(2);
    expect(data.pendingImports).toHaveLength(1);
    const sessionIds = (
      await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(fay.id).all<{ id: string }>()
    ).results.map((r) => r.id);
    for (const id of sessionIds) expect(body).not.toContain(id);
    expect(body).not.toContain(fay.cookie.split("=")[1]!.split(".")[0]!);
  });

  it("sends a signed-out visitor to sign in, with no one's data", async () => {
    const { res, body } = await getSettled("/account/data");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/auth?returnTo=%2Faccount%2Fdata");
    expect(body).not.toContain("@example.com");
  });
});
