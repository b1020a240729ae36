import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isUsername } from "~/modules/urls";
import { get } from "./helpers";

/** A migration's statements, as the Worker tests' setup applied them to this database. */
function migration(name: string): string[] {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(name));
  if (!found) throw new Error(`no migration ${name}`);
  return found.queries;
}

describe("migration 0004: the languages' prefixes are never usernames", () => {
  it("renames a profile called 'pt-br' or 'zh-cn', keeps its favorites, and leaves everyone else alone", async () => {
    const run = crypto.randomUUID().slice(0, 8);
    const people = [
      { id: `${run}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`, username: "pt-br" },
      { id: `${run}-bbbb-4bbb-8bbb-bbbbbbbbbbbb`, username: "ZH-CN" },
      { id: `${run}-cccc-4ccc-8ccc-cccccccccccc`, username: `pt-brazil-${run}` },
    ];
    // Earlier rules allowed these names; the rows are written as an older guide would have.
    await env.DB.batch(
      people.flatMap((p, i) => [
        env.DB.prepare("INSERT INTO users (id, google_sub, email) VALUES (?, ?, ?)").bind(
          p.id,
          `sub-${p.id}`,
          `${p.id}@example.com`,
        ),
        env.DB.prepare("INSERT INTO profiles (id, username, is_published) VALUES (?, ?, 1)").bind(p.id, p.username),
        env.DB.prepare("INSERT INTO lists (id, user_id, kind, visibility) VALUES (?, ?, 'favorites', 'public')").bind(
          `list-${p.id}`,
          p.id,
        ),
        ...[0, 1, 2].map((n) =>
          env.DB.prepare(
            "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, order_index) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          ).bind(
            `${p.id}-${n}`,
            `list-${p.id}`,
            p.id,
            `place-${i}-${n}`,
            `Place ${n}`,
            JSON.stringify({ place_id: `place-${i}-${n}`, name: `Place ${n}` }),
            "Lisbon",
            2 - n,
          ),
        ),
      ]),
    );
    // A session the first person is signed in with, holding the old name.
    await env.DB.prepare("INSERT INTO sessions (id, user_id, data, expires_at) VALUES (?, ?, ?, ?)")
      .bind(`session-${run}`, people[0]!.id, JSON.stringify({ user: { username: "pt-br" } }), Date.now() + 86_400_000)
      .run();
    for (const query of migration("0004")) await env.DB.prepare(query).run();
    // That session ended: the next visit signs in again and carries the new name.
    expect(await env.DB.prepare("SELECT id FROM sessions WHERE id = ?").bind(`session-${run}`).first()).toBeNull();

    const rows = await env.DB.prepare(
      `SELECT id, username, (SELECT group_concat(place_id || ':' || order_index) FROM list_places f WHERE f.user_id = p.id ORDER BY place_id) AS favs FROM profiles p WHERE id IN (?, ?, ?) ORDER BY id`,
    )
      .bind(...people.map((p) => p.id))
      .all<{ id: string; username: string; favs: string }>();
    const [ptBr, zhCn, other] = rows.results;
    expect(ptBr!.username).toBe(`pt-br-${run}`);
    expect(zhCn!.username).toBe(`zh-cn-${run}`);
    expect(other!.username).toBe(`pt-brazil-${run}`);
    for (const row of [ptBr!, zhCn!]) expect(isUsername(row.username)).toBe(true);
    // Every favorite, in its order, is still the person's.
    expect(ptBr!.favs.split(",").sort()).toEqual(["place-0-0:2", "place-0-1:1", "place-0-2:0"]);
    expect(zhCn!.favs.split(",").sort()).toEqual(["place-1-0:2", "place-1-1:1", "place-1-2:0"]);

    // The renamed profile answers at its new address.
    const page = await get(`/pt-br-${run}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Place 0");
  });
});

/** Applies the named migrations, in order, to the empty MIGRATION_DB. */
async function replay(names: string[]): Promise<void> {
  for (const name of names) for (const query of migration(name)) await env.MIGRATION_DB.prepare(query).run();
}

describe("migrations 0005-0007: favorites become the Favorites list", () => {
  it("keeps every favorite of every person, with its city, order, dates and snapshot, and their publishing", async () => {
    const db = env.MIGRATION_DB;
    await replay(["0000", "0001", "0002", "0003", "0004"]);
    // An older guide's rows: three people, favorites in several cities in an order of their own (not the order
    // they were added), one person publishing them, one with none, one called 'lists' (now a reserved path).
    const people = [
      { id: "11111111-1111-4111-8111-111111111111", username: "ana", published: 1 },
      { id: "22222222-2222-4222-8222-222222222222", username: "bo", published: 0 },
      { id: "33333333-3333-4333-8333-333333333333", username: "lists", published: 1 },
    ];
    const favorites = [
      ["ana", "p-lisbon-1", "Lisbon", 2, 1000],
      ["ana", "p-lisbon-2", "Lisbon", 0, 2000],
      ["ana", "p-lisbon-3", "Lisbon", 1, 3000],
      ["ana", "p-tokyo-1", "Tokyo", 1, 4000],
      ["ana", "p-tokyo-2", "Tokyo", 0, 5000],
      ["ana", "p-nowhere", null, 0, 6000],
      ["bo", "p-lisbon-1", "Lisbon", 0, 7000],
      ["bo", "p-paris-1", "Paris", 0, 8000],
    ] as const;
    const idOf = (username: string) => people.find((p) => p.username === username)!.id;
    await db.batch([
      ...people.flatMap((p) => [
        db
          .prepare("INSERT INTO users (id, google_sub, email) VALUES (?, ?, ?)")
          .bind(p.id, `sub-${p.id}`, `${p.username}@x.test`),
        db
          .prepare("INSERT INTO profiles (id, username, favorites_published) VALUES (?, ?, ?)")
          .bind(p.id, p.username, p.published),
      ]),
      ...favorites.map(([who, place, city, order, at], i) =>
        db
          .prepare(
            "INSERT INTO favorites (id, user_id, place_id, restaurant_name, restaurant_data, city, order_index, created_at, snapshot_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(
            `fav-${i}`,
            idOf(who),
            place,
            `Name ${place}`,
            JSON.stringify({ place_id: place, name: `Name ${place}` }),
            city,
            order,
            at,
            at + 1,
          ),
      ),
    ]);
    const before = (
      await db
        .prepare(
          "SELECT id, user_id, place_id, restaurant_name, restaurant_data, city, order_index, created_at, snapshot_at, unavailable_at FROM favorites ORDER BY id",
        )
        .all()
    ).results;
    const orderBefore = (
      await db
        .prepare(
          "SELECT user_id, group_concat(place_id) AS places FROM (SELECT * FROM favorites ORDER BY user_id, city IS NULL, city, order_index) GROUP BY user_id ORDER BY user_id",
        )
        .all()
    ).results;

    await replay(["0005", "0006", "0007"]);

    const after = (
      await db
        .prepare(
          "SELECT id, user_id, place_id, restaurant_name, restaurant_data, city, order_index, created_at, snapshot_at, unavailable_at FROM list_places ORDER BY id",
        )
        .all()
    ).results;
    expect(after).toEqual(before);
    const orderAfter = (
      await db
        .prepare(
          "SELECT user_id, group_concat(place_id) AS places FROM (SELECT * FROM list_places ORDER BY user_id, city IS NULL, city, order_index) GROUP BY user_id ORDER BY user_id",
        )
        .all()
    ).results;
    expect(orderAfter).toEqual(orderBefore);
    expect(orderAfter[0]).toEqual({
      user_id: idOf("ana"),
      places: "p-lisbon-2,p-lisbon-3,p-lisbon-1,p-tokyo-2,p-tokyo-1,p-nowhere",
    });
    // Every place is in its owner's Favorites list; everyone has Favorites and Want to go, published or not.
    const lists = (
      await db.prepare("SELECT user_id, kind, visibility, name, share_token FROM lists ORDER BY user_id, kind").all()
    ).results;
    expect(lists).toEqual(
      people.flatMap((p) => [
        {
          user_id: p.id,
          kind: "favorites",
          visibility: p.published ? "public" : "private",
          name: null,
          share_token: null,
        },
        { user_id: p.id, kind: "want-to-go", visibility: "private", name: null, share_token: null },
      ]),
    );
    const misplaced = await db
      .prepare(
        "SELECT count(*) AS n FROM list_places p JOIN lists l ON l.id = p.list_id WHERE l.user_id <> p.user_id OR l.kind <> 'favorites'",
      )
      .first<number>("n");
    expect(misplaced).toBe(0);
    // The old table and flag are gone; 'lists' is a path now, so that person was renamed.
    expect(await db.prepare("SELECT name FROM sqlite_master WHERE name = 'favorites'").first()).toBeNull();
    const names = (await db.prepare("SELECT username FROM profiles ORDER BY id").all<{ username: string }>()).results;
    expect(names.map((n) => n.username)).toEqual(["ana", "bo", "lists-33333333"]);
    expect(isUsername("lists")).toBe(false);
  });
});
