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
        env.DB.prepare(
          "INSERT INTO profiles (id, username, favorites_published, is_published) VALUES (?, ?, 1, 1)",
        ).bind(p.id, p.username),
        ...[0, 1, 2].map((n) =>
          env.DB.prepare(
            "INSERT INTO favorites (id, user_id, place_id, restaurant_name, restaurant_data, city, order_index) VALUES (?, ?, ?, ?, ?, ?, ?)",
          ).bind(
            `${p.id}-${n}`,
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
      `SELECT id, username, (SELECT group_concat(place_id || ':' || order_index) FROM favorites f WHERE f.user_id = p.id ORDER BY place_id) AS favs FROM profiles p WHERE id IN (?, ?, ?) ORDER BY id`,
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
