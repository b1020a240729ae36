import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LIST_NAME_MAX, LIST_PLACES_MAX, LISTS_MAX, NOTE_MAX } from "~/modules/http/limits";
import { createList, getSettled, ORIGIN, post, postToLists, signedInCookie, upload } from "./helpers";

/** Three restaurants of the demo provider, in two cities. */
const PLACES = [
  "demo~united-states~or~portland~02",
  "demo~united-states~or~portland~05",
  "demo~united-states~wa~seattle~03",
];

/** The text of the next page the person sees, where a one-time message (the outcome of a form) shows. */
async function messages(cookie: string): Promise<string> {
  const { body } = await getSettled("/lists", cookie);
  const visible = body.slice(0, body.indexOf("<script"));
  return visible
    .replace(/<\/?bdi>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

async function listsOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, name, visibility, share_token AS token FROM lists WHERE user_id = ? ORDER BY created_at, kind",
  )
    .bind(userId)
    .all<{ id: string; kind: string; name: string | null; visibility: string; token: string | null }>();
  return results;
}

async function placesIn(listId: string) {
  const { results } = await env.DB.prepare(
    "SELECT id, place_id, note, order_index FROM list_places WHERE list_id = ? ORDER BY order_index, created_at",
  )
    .bind(listId)
    .all<{ id: string; place_id: string; note: string | null; order_index: number }>();
  return results;
}

const builtin = async (userId: string, kind: "favorites" | "want-to-go") =>
  (await listsOf(userId)).find((l) => l.kind === kind)!.id;

/** The Save form as a browser posts it: every list shown, the ticked ones ticked. */
function saveForm(placeId: string, shown: string[], ticked: string[], newList?: string): [string, string][] {
  return [
    ["intent", "save"],
    ["place_id", placeId],
    ["returnTo", "/restaurants/united-states/oregon/portland"],
    ...shown.map((id): [string, string] => ["shown", id]),
    ...ticked.map((id): [string, string] => ["ticked", id]),
    ...(newList !== undefined ? ([["new_list", newList]] as [string, string][]) : []),
  ];
}

let ana: { cookie: string; id: string };
let bo: { cookie: string; id: string };
let cy: { cookie: string; id: string };

beforeAll(async () => {
  ana = await signedInCookie("lists-ana@example.com", "Ana Souza");
  bo = await signedInCookie("lists-bo@example.com", "Bo Chen");
  cy = await signedInCookie("lists-cy@example.com", "Cy Diaz");
});

describe("a trip list, shared by link (what a person does with JavaScript off)", () => {
  it("is made, filled from the Save form, annotated, shared, seen and copied by a friend, and 404 without the link", async () => {
    // Everyone has Favorites and Want to go from their first sign-in.
    expect((await listsOf(ana.id)).map((l) => l.kind).sort()).toEqual(["favorites", "want-to-go"]);
    const trip = await createList(ana.cookie, "Tokyo trip");
    const wantToGo = await builtin(ana.id, "want-to-go");
    const favorites = await builtin(ana.id, "favorites");

    // The Save form of each place shows every list, ticked where the place is.
    const form = await getSettled(`/save?place=${encodeURIComponent(PLACES[0]!)}&returnTo=%2F`, ana.cookie);
    expect(form.res.status).toBe(200);
    for (const name of ["Favorites", "Want to go", "Tokyo trip"]) expect(form.body).toContain(name);
    for (const place of PLACES) {
      const res = await postToLists(saveForm(place, [favorites, wantToGo, trip], [trip, wantToGo]), ana.cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/restaurants/united-states/oregon/portland");
    }
    expect((await placesIn(trip)).map((p) => p.place_id)).toEqual(PLACES);
    expect((await placesIn(wantToGo)).map((p) => p.place_id)).toEqual(PLACES);
    expect(await placesIn(favorites)).toEqual([]);

    const [first] = await placesIn(trip);
    const note = "Ask for the counter <b>seats</b> & order the omakase";
    expect((await postToLists({ intent: "note", item: first!.id, note }, ana.cookie)).status).toBe(303);
    expect((await postToLists({ intent: "visibility", list: trip, visibility: "link" }, ana.cookie)).status).toBe(303);
    const token = (await listsOf(ana.id)).find((l) => l.id === trip)!.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The owner's page shows the link; a friend opens it and sees the places and the note, escaped.
    const own = await getSettled(`/lists/${trip}`, ana.cookie);
    expect(own.body).toContain(`/l/${token}`);
    const seen = await getSettled(`/l/${token}`, bo.cookie);
    expect(seen.res.status).toBe(200);
    expect(seen.body).toContain("Tokyo trip");
    expect(seen.body).toContain("Ask for the counter &lt;b&gt;seats&lt;/b&gt; &amp; order the omakase");
    expect(seen.body).not.toContain("<b>seats</b>");
    expect(seen.body).toContain('"@type":"ItemList"');
    expect(seen.body).toMatch(/<meta name="robots" content="noindex/);
    // ... and saves a copy: a private list of theirs, with the places in order and the note.
    const copied = await postToLists({ intent: "copy-list", token, returnTo: `/l/${token}` }, bo.cookie);
    expect(copied.status).toBe(303);
    const copy = copied.headers.get("location")!.split("/").pop()!;
    const theirs = (await listsOf(bo.id)).find((l) => l.id === copy)!;
    expect([theirs.name, theirs.visibility, theirs.token]).toEqual(["Tokyo trip", "private", null]);
    expect((await placesIn(copy)).map((p) => [p.place_id, p.note])).toEqual([
      [PLACES[0], note],
      [PLACES[1], null],
      [PLACES[2], null],
    ]);

    // Someone without the link: the list's own address is a 404, as is any other token, signed in or not.
    for (const path of [`/lists/${trip}`, `/l/${"A".repeat(32)}`, `/lists/${crypto.randomUUID()}`]) {
      expect((await getSettled(path, cy.cookie)).res.status).toBe(404);
      expect((await getSettled(path)).res.status).toBe(404);
    }
    // A private list is its owner's alone, even with its id.
    expect((await getSettled(`/lists/${copy}`, ana.cookie)).res.status).toBe(404);
    expect((await getSettled(`/lists/${copy}`, bo.cookie)).res.status).toBe(200);
  });

  it("replacing the link cuts off the old one at once, cached copies included", async () => {
    const list = await createList(ana.cookie, "Lisbon", "link");
    const old = (await listsOf(ana.id)).find((l) => l.id === list)!.token!;
    expect((await getSettled(`/l/${old}`)).res.status).toBe(200);
    expect((await getSettled(`/l/${old}`)).res.headers.get("X-Cache")).toBe("HIT");
    expect((await postToLists({ intent: "replace-link", list }, ana.cookie)).status).toBe(303);
    const fresh = (await listsOf(ana.id)).find((l) => l.id === list)!.token!;
    expect(fresh).not.toBe(old);
    expect((await getSettled(`/l/${old}`)).res.status).toBe(404);
    expect((await getSettled(`/l/${fresh}`)).res.status).toBe(200);
    // Making it private closes the new link too.
    await postToLists({ intent: "visibility", list, visibility: "private" }, ana.cookie);
    expect((await getSettled(`/l/${fresh}`)).res.status).toBe(404);
  });

  it("a public list is on the profile and edge-cached, and a change shows at once", async () => {
    const list = await createList(cy.cookie, "Best ramen", "public");
    await postToLists(saveForm(PLACES[2]!, [list], [list]), cy.cookie);
    const username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
      .bind(cy.id)
      .first<string>("username"))!;
    const profile = await getSettled(`/${username}`);
    expect(profile.res.status).toBe(200);
    expect(profile.body).toContain("Best ramen");
    expect((await getSettled(`/lists/${list}`)).res.status).toBe(200);
    const cached = await getSettled(`/lists/${list}`);
    expect(cached.res.headers.get("X-Cache")).toBe("HIT");
    await postToLists({ intent: "details", list, name: "Best ramen in Seattle", description: "" }, cy.cookie);
    const after = await getSettled(`/lists/${list}`);
    expect(after.res.headers.get("X-Cache")).not.toBe("HIT");
    expect(after.body).toContain("Best ramen in Seattle");
    expect((await getSettled(`/${username}`)).body).toContain("Best ramen in Seattle");
  });

  it("a signed-in visitor's view of a shared list is read once a minute, its owner's always from D1", async () => {
    const list = await createList(cy.cookie, "Noodles", "public");
    await postToLists(saveForm(PLACES[0]!, [list], [list]), cy.cookie);
    expect((await getSettled(`/lists/${list}`, bo.cookie)).body).toContain("Noodles");
    // Changed behind the guide's back (no purge): another person's next view is the one kept in memory...
    await env.DB.prepare("UPDATE lists SET name = 'Soba only' WHERE id = ?").bind(list).run();
    expect((await getSettled(`/lists/${list}`, bo.cookie)).body).toContain("Noodles");
    // ...while its owner sees D1 as it is,
    expect((await getSettled(`/lists/${list}`, cy.cookie)).body).toContain("Soba only");
    // and any change made through the guide empties the memory: made private, the list is gone at once.
    expect((await postToLists({ intent: "visibility", list, visibility: "private" }, cy.cookie)).status).toBe(303);
    expect((await getSettled(`/lists/${list}`, bo.cookie)).res.status).toBe(404);
  });
});

describe("moving, copying, ordering, deleting", () => {
  it("moves and copies a place with its note, reorders, and deletes a list with a confirmation", async () => {
    const a = await createList(bo.cookie, "Dinner");
    const b = await createList(bo.cookie, "Brunch");
    for (const place of PLACES) await postToLists(saveForm(place, [a], [a]), bo.cookie);
    const [p0, p1, p2] = await placesIn(a);
    await postToLists({ intent: "note", item: p0!.id, note: "Booked for Friday" }, bo.cookie);
    expect((await postToLists({ intent: "transfer", item: p0!.id, to: b, mode: "copy" }, bo.cookie)).status).toBe(303);
    expect((await postToLists({ intent: "transfer", item: p1!.id, to: b, mode: "move" }, bo.cookie)).status).toBe(303);
    expect((await placesIn(a)).map((p) => p.place_id)).toEqual([PLACES[0], PLACES[2]]);
    expect((await placesIn(b)).map((p) => [p.place_id, p.note])).toEqual([
      [PLACES[0], "Booked for Friday"],
      [PLACES[1], null],
    ]);
    // Copying again says so and changes nothing.
    await postToLists({ intent: "transfer", item: p0!.id, to: b, mode: "copy" }, bo.cookie);
    expect(await messages(bo.cookie)).toMatch(/is already in Brunch\./);
    expect((await placesIn(b)).length).toBe(2);
    // Up and down without JavaScript; a whole order with it (drag).
    await postToLists({ intent: "move", item: p2!.id, direction: "up" }, bo.cookie);
    expect((await placesIn(a)).map((p) => p.place_id)).toEqual([PLACES[2], PLACES[0]]);
    const ids = (await placesIn(a)).map((p) => p.id);
    expect((await postToLists({ intent: "reorder", order: [...ids].reverse().join(",") }, bo.cookie)).status).toBe(303);
    expect((await placesIn(a)).map((p) => p.place_id)).toEqual([PLACES[0], PLACES[2]]);
    // An order naming another list's place is refused.
    const mixed = [ids[0]!, (await placesIn(b))[0]!.id].join(",");
    expect((await postToLists({ intent: "reorder", order: mixed }, bo.cookie)).status).toBe(400);
    // The arrange page: its owner's places in their order, each move coming back to it; nobody else's.
    const arrange = await getSettled(`/lists/${a}/arrange`, bo.cookie);
    expect(arrange.res.status).toBe(200);
    expect(arrange.body).toContain("Arrange “Dinner”");
    const shown = [...arrange.body.matchAll(/data-favorite="([^"]+)"/g)].map((m) => m[1]);
    expect(shown.length).toBe(2);
    expect(arrange.body.match(new RegExp(`name="returnTo" value="/lists/${a}/arrange"`, "g"))?.length).toBe(4);
    expect((await getSettled(`/lists/${a}/arrange`, cy.cookie)).res.status).toBe(404);
    expect((await getSettled(`/lists/${await builtin(bo.id, "favorites")}/arrange`, bo.cookie)).res.status).toBe(404);
    expect((await getSettled("/lists/not-a-list/arrange", bo.cookie)).res.status).toBe(404);
    expect((await getSettled(`/lists/${a}/arrange`)).res.headers.get("location")).toMatch(/^\/auth\?returnTo=/);
    const back = await postToLists(
      { intent: "move", item: ids[1]!, direction: "up", returnTo: `/lists/${a}/arrange` },
      bo.cookie,
    );
    expect(back.headers.get("location")).toBe(`/lists/${a}/arrange`);

    const page = await getSettled(`/lists/${a}/delete`, bo.cookie);
    expect(page.res.status).toBe(200);
    expect(page.body).toContain("Delete “Dinner”?");
    expect(page.body).toContain("with its 2 places and their notes");
    expect((await postToLists({ intent: "delete", list: a }, bo.cookie)).headers.get("location")).toBe("/lists");
    expect(await placesIn(a)).toEqual([]);
    expect((await listsOf(bo.id)).some((l) => l.id === a)).toBe(false);
    // Favorites and Want to go cannot be deleted.
    const favorites = await builtin(bo.id, "favorites");
    expect((await getSettled(`/lists/${favorites}/delete`, bo.cookie)).res.status).toBe(404);
    await postToLists({ intent: "delete", list: favorites }, bo.cookie);
    expect((await listsOf(bo.id)).some((l) => l.id === favorites)).toBe(true);
  });
});

describe("bad input changes nothing", () => {
  it("refuses over-long names and notes with a message, and renders HTML in names as text", async () => {
    const before = await listsOf(cy.id);
    const long = await postToLists(
      { intent: "create", name: "x".repeat(LIST_NAME_MAX + 1), returnTo: "/lists" },
      cy.cookie,
    );
    expect(long.status).toBe(303);
    expect(await messages(cy.cookie)).toContain(`A list’s name must be ${LIST_NAME_MAX} characters or fewer.`);
    const empty = await postToLists({ intent: "create", name: "   ", returnTo: "/lists" }, cy.cookie);
    expect(empty.status).toBe(303);
    expect(await messages(cy.cookie)).toContain("Give the list a name.");
    expect(await listsOf(cy.id)).toEqual(before);

    const hostile = await createList(cy.cookie, `<script>alert("x")</script>`);
    const page = await getSettled(`/lists/${hostile}`, cy.cookie);
    expect(page.body).not.toContain(`<script>alert("x")</script>`);
    expect(page.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    await postToLists(saveForm(PLACES[0]!, [hostile], [hostile]), cy.cookie);
    const [item] = await placesIn(hostile);
    await postToLists({ intent: "note", item: item!.id, note: "n".repeat(NOTE_MAX + 1) }, cy.cookie);
    expect(await messages(cy.cookie)).toContain(`A note must be ${NOTE_MAX.toLocaleString("en")} characters or fewer.`);
    expect((await placesIn(hostile))[0]!.note).toBeNull();
  });

  it("answers forged and other people's ids with a message or a 400, changing nothing", async () => {
    const mine = await createList(ana.cookie, "Mine");
    await postToLists(saveForm(PLACES[1]!, [mine], [mine]), ana.cookie);
    const [item] = await placesIn(mine);
    const snapshot = JSON.stringify(await listsOf(ana.id)) + JSON.stringify(await placesIn(mine));
    // Bo posts to Ana's list and place: it reads as unknown.
    const forged: Record<string, string>[] = [
      { intent: "details", list: mine, name: "Hijacked", description: "" },
      { intent: "visibility", list: mine, visibility: "public" },
      { intent: "replace-link", list: mine },
      { intent: "note", item: item!.id, note: "mine now" },
      { intent: "remove", list: mine, place_id: PLACES[1]! },
      { intent: "delete", list: mine },
      { intent: "move", item: item!.id, direction: "down" },
    ];
    for (const fields of forged) {
      const res = await postToLists(fields, bo.cookie);
      expect([303, 400], JSON.stringify(fields)).toContain(res.status);
    }
    expect((await postToLists({ intent: "copy-list", list: mine }, bo.cookie)).status).toBe(303);
    expect(await messages(bo.cookie)).toContain("That list could not be found. It may have been deleted.");
    // Bo's Save form naming Ana's list (shown and ticked, or ticked beside his own): said, and nothing saved,
    // in the same words as a list deleted in another window (nobody learns that Ana's list exists).
    const bos = await builtin(bo.id, "want-to-go");
    const bosBefore = await placesIn(bos);
    for (const form of [saveForm(PLACES[1]!, [mine], [mine]), saveForm(PLACES[1]!, [bos, mine], [bos, mine])]) {
      expect((await postToLists(form, bo.cookie)).status).toBe(303);
      expect(await messages(bo.cookie)).toContain("One of these lists could not be found");
    }
    expect(await placesIn(bos)).toEqual(bosBefore);
    // Moving a place of Ana's up or down on Bo's arrange page: said, nothing moved.
    expect((await postToLists({ intent: "move", item: item!.id, direction: "up" }, bo.cookie)).status).toBe(303);
    expect(await messages(bo.cookie)).toContain("That place is no longer in this list.");
    // Malformed ids and unknown intents: 400, never a 500.
    const malformed: Record<string, string>[] = [
      { intent: "note", item: "<script>", note: "x" },
      { intent: "details", list: "../../etc/passwd", description: "" },
      { intent: "explode" },
      { intent: "save", place_id: "<img src=x>" },
      { intent: "visibility", list: mine, visibility: "everyone" },
    ];
    for (const fields of malformed)
      expect((await postToLists(fields, ana.cookie)).status, JSON.stringify(fields)).toBe(400);
    expect(JSON.stringify(await listsOf(ana.id)) + JSON.stringify(await placesIn(mine))).toBe(snapshot);
    // A cross-origin post is refused outright.
    const cross = await post("/lists", { intent: "create", name: "Evil" }, ana.cookie, "https://evil.example");
    expect(cross.status).toBe(403);
  });

  it("a stale Save form showing a list deleted in another tab changes nothing and says so", async () => {
    const gone = await createList(ana.cookie, "Soon gone");
    const kept = await builtin(ana.id, "want-to-go");
    const form = saveForm(PLACES[2]!, [kept, gone], [kept, gone]);
    await postToLists({ intent: "delete", list: gone }, ana.cookie);
    const before = await placesIn(kept);
    expect((await postToLists(form, ana.cookie)).status).toBe(303);
    expect(await messages(ana.cookie)).toContain(
      "One of these lists could not be found (it may have been deleted in another window): nothing was saved. Please choose again.",
    );
    expect(await placesIn(kept)).toEqual(before);
  });

  it(`a ${LISTS_MAX + 1}st list and a ${LIST_PLACES_MAX + 1}st place are refused`, async () => {
    const dee = await signedInCookie("lists-dee@example.com", "Dee");
    // Filled straight in the database up to the limits (a person would take a while).
    const have = (await listsOf(dee.id)).length;
    await env.DB.batch(
      Array.from({ length: LISTS_MAX - have }, (_, i) =>
        env.DB.prepare("INSERT INTO lists (id, user_id, kind, name) VALUES (?, ?, 'custom', ?)").bind(
          crypto.randomUUID(),
          dee.id,
          `List ${i}`,
        ),
      ),
    );
    await postToLists({ intent: "create", name: "One too many" }, dee.cookie);
    expect(await messages(dee.cookie)).toContain(`You already have ${LISTS_MAX} lists. Delete one to make another.`);
    expect((await listsOf(dee.id)).length).toBe(LISTS_MAX);

    const full = await builtin(dee.id, "want-to-go");
    const rows = Array.from({ length: LIST_PLACES_MAX }, (_, i) =>
      env.DB.prepare(
        // Fresh snapshots: the files share one database, and the daily refresh takes the stalest first.
        "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, order_index, snapshot_at) VALUES (?, ?, ?, ?, 'Filler', '{}', ?, ?)",
      ).bind(crypto.randomUUID(), full, dee.id, `filler-${i}`, i, Date.now()),
    );
    for (let i = 0; i < rows.length; i += 200) await env.DB.batch(rows.slice(i, i + 200));
    await postToLists(saveForm(PLACES[0]!, [full], [full]), dee.cookie);
    expect((await placesIn(full)).length).toBe(LIST_PLACES_MAX);
    expect((await placesIn(full)).some((p) => p.place_id === PLACES[0])).toBe(false);
  });
});

describe("concurrency", () => {
  it("two tabs saving places into the same list at once lose nothing", async () => {
    const list = await createList(bo.cookie, "Race");
    const ids = [
      "demo~united-states~tx~austin~01",
      "demo~united-states~tx~austin~02",
      "demo~united-states~tx~austin~03",
      "demo~united-states~tx~austin~04",
      "demo~united-states~tx~austin~05",
      "demo~united-states~tx~austin~06",
      "demo~united-states~tx~austin~07",
      "demo~united-states~tx~austin~08",
    ];
    const outcomes = await Promise.all(ids.map((id) => postToLists(saveForm(id, [list], [list]), bo.cookie)));
    for (const res of outcomes) expect(res.status).toBe(303);
    const saved = await placesIn(list);
    expect(saved.map((p) => p.place_id).sort()).toEqual([...ids].sort());
    // Each has a position of its own.
    expect(new Set(saved.map((p) => p.order_index)).size).toBe(ids.length);
  });
});

describe("export and import of a list", () => {
  for (const format of ["csv", "geojson", "kml"] as const) {
    it(`a ${format.toUpperCase()} export re-imports into an empty list with the same places, order and notes`, async () => {
      const from = await createList(ana.cookie, `Export ${format}`);
      for (const place of PLACES) await postToLists(saveForm(place, [from], [from]), ana.cookie);
      const items = await placesIn(from);
      // Reordered, and two notes (one on two lines, one with a comma and quotes).
      await postToLists({ intent: "reorder", order: [items[2]!.id, items[0]!.id, items[1]!.id].join(",") }, ana.cookie);
      await postToLists({ intent: "note", item: items[2]!.id, note: "Go early\nNo bookings" }, ana.cookie);
      await postToLists({ intent: "note", item: items[1]!.id, note: 'The "secret" menu, ask' }, ana.cookie);
      const file = await getSettled(`/lists/${from}/export/${format}`, ana.cookie);
      expect(file.res.status).toBe(200);
      expect(file.res.headers.get("Content-Disposition")).toContain(`tablescout-export-${format}.${format}`);

      const into = await createList(cy.cookie, `Import ${format}`);
      const up = await upload("/account/import", { name: `list.${format}`, bytes: file.body }, cy.cookie, "file", {
        list: into,
      });
      expect(up.status, await up.clone().text()).toBe(302);
      const path = up.headers.get("location")!;
      const review = (await getSettled(path, cy.cookie)).body;
      const found = [...review.matchAll(/name="add"[^>]*value="(\d+)"/g)].map((m): [string, string] => ["add", m[1]!]);
      expect(found).toHaveLength(3);
      const done = await post(path, found, cy.cookie);
      expect(done.headers.get("location")).toBe(`/lists/${into}`);
      const strip = (rows: Awaited<ReturnType<typeof placesIn>>) => rows.map((r) => [r.place_id, r.note]);
      expect(strip(await placesIn(into))).toEqual(strip(await placesIn(from)));
    });
  }

  it("exports only the person's own list", async () => {
    const list = await createList(ana.cookie, "Not yours");
    expect((await getSettled(`/lists/${list}/export/csv`, bo.cookie)).res.status).toBe(404);
    expect((await getSettled(`/lists/${list}/export/csv`)).res.status).toBe(302);
  });
});

describe("share images", () => {
  /** Width and height from a PNG's IHDR chunk. */
  const pngSize = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return [view.getUint32(16), view.getUint32(20)];
  };

  it("each shared list has a 1200x630 PNG in the page's language, made once and then served from the edge cache", async () => {
    const list = await createList(cy.cookie, "Izakaya crawl", "public");
    await postToLists(saveForm(PLACES[0]!, [list], [list]), cy.cookie);
    for (const prefix of ["", "/ja", "/ar"]) {
      const page = await getSettled(`${prefix}/lists/${list}`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, "&");
      expect(image, prefix).toMatch(new RegExp(`^${ORIGIN}${prefix}/share/list/${list}\\?v=[0-9a-z]+$`));
      expect(page.body).toContain('<meta property="og:image:width" content="1200"/>');
      expect(page.body).toContain('<meta property="og:image:height" content="630"/>');
      expect(page.body).toMatch(/<meta property="og:image:alt" content="\u2068Izakaya crawl\u2069[^"]*"\/>/);
      expect(page.body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      const path = image!.slice(ORIGIN.length);
      // Without its version, the image's address is sent to the current one, in the same language.
      const bare = await getSettled(path.split("?")[0]!);
      expect(bare.res.status).toBe(302);
      expect(bare.res.headers.get("Location")).toBe(path);
      const { res: made, bytes } = await getSettled(path);
      expect(made.status).toBe(200);
      expect(made.headers.get("Content-Type")).toBe("image/png");
      expect(pngSize(bytes)).toEqual([1200, 630]);
      const again = await getSettled(path);
      expect(again.res.headers.get("X-Cache")).toBe("HIT");
    }
    // A change makes a new version; a private list has none, at any version.
    await postToLists({ intent: "details", list, name: "Izakaya night", description: "" }, cy.cookie);
    const next = /<meta property="og:image" content="([^"]+)"/.exec((await getSettled(`/lists/${list}`)).body)?.[1];
    expect(next).toContain(`/share/list/${list}?v=`);
    await postToLists({ intent: "visibility", list, visibility: "private" }, cy.cookie);
    expect((await getSettled(`/share/list/${list}`)).res.status).toBe(404);
    expect((await getSettled(next!.replace(/&amp;/g, "&").slice(ORIGIN.length))).res.status).toBe(404);
    const own = await getSettled(`/lists/${list}`, cy.cookie);
    expect(own.body).not.toContain("/share/list/");
  });

  it("a public profile has one too, and unknown or malformed keys are 404", async () => {
    const username = (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?")
      .bind(cy.id)
      .first<string>("username"))!;
    await postToLists({ intent: "create", name: "Profile card", visibility: "public" }, cy.cookie);
    const profile = await getSettled(`/${username}`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(profile.body)?.[1]?.replace(/&amp;/g, "&");
    expect(image).toMatch(new RegExp(`/share/profile/${username}\\?v=`));
    const res = await getSettled(image!.slice(ORIGIN.length));
    expect(res.res.headers.get("Content-Type")).toBe("image/png");
    for (const path of [
      "/share/profile/nobody-here-at-all",
      "/share/list/not-a-uuid",
      "/share/link/short",
      "/share/other/x",
    ])
      expect((await getSettled(path)).res.status, path).toBe(404);
  });
});
