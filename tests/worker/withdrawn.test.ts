import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createList, getSettled, post, postToLists, signedInCookie, upload } from "./helpers";

/**
 * Withdrawn means withdrawn: once a list is made private, its link replaced, the list deleted or the account
 * deleted, no copy the edge cache held of it answers again, whatever spelling, language, view or tracking
 * parameter it was asked by.
 */

const PLACE = "demo~united-states~or~portland~02";
const JS = { Cookie: "ts_js=1" };

/** A list with a place; a public one shared by link first, so it has both addresses. */
async function sharedList(cookie: string, name: string, visibility: "link" | "public") {
  const id = await createList(cookie, name, "link");
  if (visibility === "public") await postToLists({ intent: "visibility", list: id, visibility }, cookie);
  await postToLists(
    [
      ["intent", "save"],
      ["place_id", PLACE],
      ["shown", id],
      ["ticked", id],
    ],
    cookie,
  );
  return id;
}

const tokenOf = async (id: string) =>
  (await env.DB.prepare("SELECT share_token FROM lists WHERE id = ?").bind(id).first<string | null>("share_token"))!;
const usernameOf = async (userId: string) =>
  (await env.DB.prepare("SELECT username FROM profiles WHERE id = ?").bind(userId).first<string>("username"))!;

/** Every address a shared list's page answers at: languages, the mobile twin, the map view, tracking, spellings. */
function listVariants(path: string): string[] {
  const upper = path.replace(/^\/(l|lists)\//, (m) => m.toUpperCase());
  return [
    path,
    `${path}?view=map`,
    `${path}?view=map&utm_source=x`,
    `${path}?utm_campaign=y`,
    `/es${path}`,
    `/es${path}?view=map`,
    `/ja/mobile${path}`,
    `/mobile${path}?view=map`,
    `/ar/mobile${path}?view=map&utm_source=x`,
    upper,
    `${upper}?view=map`,
    `/ES${upper}`,
  ];
}

function profileVariants(username: string): string[] {
  return [
    `/${username}`,
    `/${username}?utm_source=x`,
    `/de/${username}`,
    `/${username.toUpperCase()}`,
    `/ES/${username}`,
  ];
}

/**
 * Fills the edge cache: each address asked twice by an anonymous visitor without JavaScript and once more with
 * it (the cache's two renderings). Its one spelling is then a HIT; any other is sent there (301), never kept.
 */
async function fill(paths: string[]) {
  for (const path of paths) {
    for (const headers of [{}, {}, JS, JS]) {
      const { res } = await getSettled(path, undefined, headers);
      expect([200, 301], path).toContain(res.status);
    }
    const again = await getSettled(path);
    if (again.res.status === 200) expect(again.res.headers.get("X-Cache"), path).toBe("HIT");
    else expect(again.res.headers.get("X-Cache"), path).not.toBe("HIT");
  }
}

/** Each address now: a 404, or a redirect that ends in one; never a copy from the cache. */
async function expectGone(paths: string[]) {
  const seen: string[] = [];
  for (const path of paths) {
    for (const headers of [{}, JS]) {
      let at = path;
      for (let hop = 0; ; hop++) {
        const { res } = await getSettled(at, undefined, headers);
        if (res.headers.get("X-Cache") === "HIT" || res.headers.get("X-Cache") === "STALE")
          seen.push(`${path} -> ${at}: ${res.headers.get("X-Cache")}`);
        if (res.status === 301 || res.status === 302) {
          expect(hop, `${path}: too many redirects`).toBeLessThan(3);
          at = new URL(res.headers.get("location")!, "http://tablescout.test").pathname;
          continue;
        }
        if (res.status !== 404) seen.push(`${path} -> ${at}: ${res.status}`);
        break;
      }
    }
  }
  expect(seen).toEqual([]);
}

let ana: { cookie: string; id: string };

beforeAll(async () => {
  ana = await signedInCookie("withdrawn-ana@example.com", "Ana Withdrawn");
});

describe("withdrawing a shared list or a profile", () => {
  it("making a public list private: every cached copy of its page and its link is gone at once", async () => {
    const list = await sharedList(ana.cookie, "Harbour bites", "public");
    const token = await tokenOf(list);
    const paths = [...listVariants(`/lists/${list}`), ...listVariants(`/l/${token}`)];
    await fill(paths);
    expect((await postToLists({ intent: "visibility", list, visibility: "private" }, ana.cookie)).status).toBe(303);
    await expectGone(paths);
  });

  it("replacing a link: the old link's every copy is gone at once", async () => {
    const list = await sharedList(ana.cookie, "Secret suppers", "link");
    const old = await tokenOf(list);
    const paths = listVariants(`/l/${old}`);
    await fill(paths);
    expect((await postToLists({ intent: "replace-link", list }, ana.cookie)).status).toBe(303);
    await expectGone(paths);
    expect((await getSettled(`/l/${await tokenOf(list)}`)).res.status).toBe(200);
  });

  it("deleting a list: its page and its link are gone at once", async () => {
    const list = await sharedList(ana.cookie, "Night market", "public");
    const token = await tokenOf(list);
    const paths = [...listVariants(`/lists/${list}`), ...listVariants(`/l/${token}`)];
    await fill(paths);
    expect((await postToLists({ intent: "delete", list }, ana.cookie)).status).toBe(303);
    await expectGone(paths);
  });

  it("deleting the account: the profile, its public list and its shared link are gone at once", async () => {
    const bo = await signedInCookie("withdrawn-bo@example.com", "Bo Withdrawn");
    const open = await sharedList(bo.cookie, "Bo's corner", "public");
    const shared = await sharedList(bo.cookie, "Bo's secrets", "link");
    expect((await post("/favorites", { intent: "add", place_id: PLACE }, bo.cookie)).status).toBe(302);
    expect((await post("/favorites", { intent: "publish", published: "on" }, bo.cookie)).status).toBe(302);
    const username = await usernameOf(bo.id);
    const paths = [
      ...profileVariants(username),
      ...listVariants(`/lists/${open}`),
      ...listVariants(`/l/${await tokenOf(open)}`),
      ...listVariants(`/l/${await tokenOf(shared)}`),
    ];
    await fill(paths);
    const deleted = await post("/account/delete", { confirm: username }, bo.cookie);
    expect([302, 303]).toContain(deleted.status);
    await expectGone(paths);
  });
});

describe("a withdrawn link never comes back", () => {
  it("link only, then private, then link only again: a new link, and the old one stays a 404", async () => {
    const list = await sharedList(ana.cookie, "Dim sum Sundays", "link");
    const first = await tokenOf(list);
    expect((await getSettled(`/l/${first}`)).res.status).toBe(200);
    await postToLists({ intent: "visibility", list, visibility: "private" }, ana.cookie);
    expect(await tokenOf(list)).toBeNull();
    await postToLists({ intent: "visibility", list, visibility: "link" }, ana.cookie);
    const second = await tokenOf(list);
    expect(second).toMatch(/^[\w-]{20,}$/);
    expect(second).not.toBe(first);
    expect((await getSettled(`/l/${first}`)).res.status).toBe(404);
    expect((await getSettled(`/l/${second}`)).res.status).toBe(200);
    // Public, then private, then public: the link it had while public is gone too.
    await postToLists({ intent: "visibility", list, visibility: "public" }, ana.cookie);
    await postToLists({ intent: "visibility", list, visibility: "private" }, ana.cookie);
    await postToLists({ intent: "visibility", list, visibility: "public" }, ana.cookie);
    expect((await getSettled(`/l/${second}`)).res.status).toBe(404);
  });
});

/** The text of the next page the person sees, where a one-time message shows (markup kept, for <bdi>). */
async function nextPage(cookie: string, path = "/lists"): Promise<string> {
  const { body } = await getSettled(path, cookie);
  return body
    .slice(0, body.indexOf("<script"))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

const listsNamed = async (userId: string, name: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM lists WHERE user_id = ? AND name = ?")
    .bind(userId, name)
    .first<number>("n"))!;

describe("names that cannot pose as something else", () => {
  it("refuses a list name with direction controls, one with nothing visible, and piles of accents, saying why", async () => {
    const cy = await signedInCookie("withdrawn-cy@example.com", "Cy Names");
    const refused: [string, string][] = [
      ["abc\u202Egnp.exe", "A list’s name cannot contain characters that change the direction of text."],
      ["Trip \u2066x\u2069", "A list’s name cannot contain characters that change the direction of text."],
      ["\u200B\u200B\u200D", "A list’s name needs a letter, a digit or a sign you can see."],
      ["\u0301\u0301", "A list’s name needs a letter, a digit or a sign you can see."],
      [`Z${"\u0301\u0300\u0302\u0303\u0304\u0305"}algo`, "A list’s name may carry at most 4 accents on one letter."],
    ];
    for (const [name, message] of refused) {
      const res = await postToLists({ intent: "create", name, returnTo: "/lists" }, cy.cookie);
      expect(res.status, name).toBe(303);
      expect(res.headers.get("location"), name).toBe("/lists");
      expect(await nextPage(cy.cookie), name).toContain(message);
      expect(await listsNamed(cy.id, name), name).toBe(0);
    }
    // The Save form's new list and a renamed list follow the same rule.
    const list = await sharedList(cy.cookie, "Fine name", "link");
    await postToLists({ intent: "details", list, name: "evil\u202Eeman", returnTo: "/lists" }, cy.cookie);
    expect(await nextPage(cy.cookie)).toContain("cannot contain characters that change the direction of text");
    await postToLists(
      [
        ["intent", "save"],
        ["place_id", PLACE],
        ["shown", list],
        ["ticked", list],
        ["new_list", "\u200B"],
        ["returnTo", "/lists"],
      ],
      cy.cookie,
    );
    expect(await nextPage(cy.cookie)).toContain("needs a letter, a digit or a sign you can see");
    // Real names in every script stay welcome, accents included (decomposed Vietnamese, Arabic with vowels).
    for (const name of ["Phở Hà Nội".normalize("NFD"), "مَطْعَمُ الْبَحْر", "東京 2026", "🍜 Ramen"]) {
      const res = await postToLists({ intent: "create", name }, cy.cookie);
      expect(res.headers.get("location"), name).toMatch(/^\/lists\/[0-9a-f-]{36}$/);
    }
    // The same refusal in the page's language.
    await post("/es/lists", { intent: "create", name: "x\u202Ey", returnTo: "/lists" }, cy.cookie);
    expect(await nextPage(cy.cookie, "/es/lists")).toContain(
      "El nombre de una lista no puede contener caracteres que cambien la dirección del texto.",
    );
  });

  it("refuses a display name made of accents alone or piled with them", async () => {
    const dee = await signedInCookie("withdrawn-dee@example.com", "Dee Names");
    const refused: [string, string][] = [
      ["\u0301\u0302", "A display name needs a letter, a digit or a sign you can see."],
      [`De${"\u0301".repeat(12)}e`, "A display name may carry at most 4 accents on one letter."],
    ];
    for (const [displayName, message] of refused) {
      const res = await post("/account/profile", { displayName }, dee.cookie);
      expect(res.status, displayName).toBe(400);
      expect(await res.text()).toBe(message);
    }
    expect((await post("/account/profile", { displayName: "Dée Nguyễn" }, dee.cookie)).status).toBe(302);
  });

  it("isolates names inside the title, the share tags and the one-time messages", async () => {
    const eve = await signedInCookie("withdrawn-eve@example.com", "Eve Names");
    const list = await sharedList(eve.cookie, "Tapas 2", "public");
    expect(await nextPage(eve.cookie)).toContain("“<bdi>Tapas 2</bdi>” is ready.");
    // A name saved before the rule, holding a right-to-left override: it cannot reverse the words after it.
    await env.DB.prepare("UPDATE lists SET name = ? WHERE id = ?").bind("abc\u202Egnp.exe", list).run();
    await postToLists({ intent: "details", list, description: "Small plates" }, eve.cookie);
    const { body } = await getSettled(`/lists/${list}`);
    const isolated = "\u2068abc\u202Egnp.exe\u2069 – a list by \u2068withdrawn-eve\u2069";
    expect(/<title>([^<]*)<\/title>/.exec(body)![1]).toBe(`${isolated} | TableScout`);
    expect(/<meta property="og:title" content="([^"]*)"/.exec(body)![1]).toMatch(new RegExp(`^${isolated}`));
    expect(/<meta property="og:image:alt" content="([^"]*)"/.exec(body)![1]).toBe(
      "\u2068abc\u202Egnp.exe\u2069, a list of 1 place by \u2068withdrawn-eve\u2069 on TableScout",
    );
  });
});

describe("every message a person reads is the guide's own", () => {
  it("a details form without a description field saves the name, and never shows the library's English", async () => {
    const fay = await signedInCookie("withdrawn-fay@example.com", "Fay Forms");
    const list = await sharedList(fay.cookie, "Brunch", "link");
    const res = await postToLists({ intent: "details", list, name: "Brunch spots", returnTo: "/lists" }, fay.cookie);
    expect(res.status).toBe(303);
    const page = await nextPage(fay.cookie);
    expect(page).toContain("Your changes to “<bdi>Brunch spots</bdi>” are saved.");
    expect(page).not.toMatch(/Invalid input|expected string/);
    // A field of the wrong shape: the guide's own words.
    const refusal = await postToLists({ intent: "note", item: "x", note: "hi" }, fay.cookie);
    expect(refusal.status).toBe(400);
    const said = await refusal.text();
    expect(said).toContain("That request was not understood.");
    expect(said).not.toMatch(/Invalid input|expected string/);
    // A form without its name: the guide's own words, in the page's language.
    expect((await post("/de/lists", { intent: "create", returnTo: "/lists" }, fay.cookie)).status).toBe(303);
    const german = await nextPage(fay.cookie, "/de/lists");
    expect(german).toContain("Diese Anfrage konnte nicht verarbeitet werden.");
    expect(german).not.toMatch(/Invalid input|expected string/);
  });

  it("an import into one of your lists names that list, not your favorites", async () => {
    const gus = await signedInCookie("withdrawn-gus@example.com", "Gus Imports");
    const list = await sharedList(gus.cookie, "Road trip", "link");
    const csv = `place_id\n${PLACE}\ndemo~united-states~or~portland~05\n`;
    const up = await upload("/account/import", { name: "places.csv", bytes: csv }, gus.cookie, "file", { list });
    expect(up.status).toBe(302);
    const page = (await getSettled(up.headers.get("location")!, gus.cookie)).body;
    const review = /<main[\s\S]*<\/main>/.exec(page)![0];
    expect(review).toContain("Already in <bdi>Road trip</bdi>.");
    expect(review).toContain("Add to <bdi>Road trip</bdi>");
    expect(review).not.toMatch(/favorites/i);
  });
});
