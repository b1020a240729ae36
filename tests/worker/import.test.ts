import { env } from "cloudflare:workers";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { DemoProvider } from "~/modules/places/demo/index.server";
import type { Restaurant } from "~/modules/places/types";
import { get, post, savedOrder, signedInCookie, upload } from "./helpers";

/** Favorites of the exporting account: two cities, so the order is by city then as arranged. */
const PLACES = [
  "demo~united-states~tx~austin~05",
  "demo~united-states~tx~austin~02",
  "demo~united-states~ca~san-francisco~07",
];

const demo = new DemoProvider();
const place = async (id: string) => (await demo.details(id)) as Restaurant;

async function previewsOf(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM import_previews WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

let users = 0;
const newUser = () => signedInCookie(`importer${++users}@example.com`, `Importer ${users}`);

/** Uploads a file and follows to its preview page; returns the preview's path and page text. */
async function preview(cookie: string, file: { name: string; bytes: Uint8Array | string }) {
  const res = await upload("/account/import", file, cookie);
  expect(res.status, await res.clone().text()).toBe(302);
  const path = res.headers.get("location")!;
  expect(path).toMatch(/^\/account\/import\/[0-9a-f-]{36}$/);
  const page = await get(path, cookie);
  expect(page.status).toBe(200);
  return { path, html: await page.text() };
}

/** The indexes of the preview's 'Found' checkboxes, as a browser would post them ticked. */
const foundIndexes = (html: string) => [...html.matchAll(/name="add"[^>]*value="(\d+)"/g)].map((m) => m[1]!);

/** The confirm form's fields with these of the preview's 'Found' places ticked. */
const ticked = (indexes: string[]) => indexes.map((i): [string, string] => ["add", i]);

let exporter: { cookie: string; id: string };

beforeAll(async () => {
  exporter = await signedInCookie("import-source@example.com", "Source");
  for (const place_id of PLACES) await post("/favorites", { intent: "add", place_id }, exporter.cookie);
});

describe("importing favorites: the export round trip", () => {
  for (const format of ["csv", "geojson", "kml"] as const) {
    it(`a ${format.toUpperCase()} export imports into another account as the same favorites, in the same order`, async () => {
      const file = await (await get(`/account/export/${format}`, exporter.cookie)).text();
      const target = await newUser();
      const { path, html } = await preview(target.cookie, { name: `tablescout-favorites.${format}`, bytes: file });
      expect(html).toContain("Found (3)");
      expect(await savedOrder(target.id)).toEqual([]);
      const found = foundIndexes(html);
      expect(found).toHaveLength(3);
      const done = await post(path, ticked(found), target.cookie);
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe("/account");
      expect(await savedOrder(target.id)).toEqual(await savedOrder(exporter.id));
      // Confirming again (a retry, a second tab) adds nothing more.
      const again = await post(path, ticked(found), target.cookie);
      expect(again.status).toBe(302);
      expect(await savedOrder(target.id)).toEqual(await savedOrder(exporter.id));
      const after = await (await get(path, target.cookie)).text();
      expect(after).toContain("This import is done: 3 restaurants were added");
    });
  }
});

describe("importing favorites: Google Takeout", () => {
  it("reads 'Saved Places.json' (current and older shapes), matches by name and coordinates, and lists what it cannot find", async () => {
    const [a, b] = [await place(PLACES[0]!), await place(PLACES[2]!)];
    const takeout = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [a.geometry!.location.lng, a.geometry!.location.lat] },
          properties: {
            date: "2024-05-01T10:00:00Z",
            google_maps_url: "http://maps.google.com/?cid=1234567890",
            location: { name: a.name, address: a.formatted_address, country_code: "US" },
          },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [0, 0] },
          properties: {
            Title: b.name,
            "Google Maps URL": "http://maps.google.com/?cid=987",
            Location: {
              "Business Name": b.name,
              Address: b.formatted_address,
              "Geo Coordinates": {
                Latitude: String(b.geometry!.location.lat),
                Longitude: String(b.geometry!.location.lng),
              },
            },
          },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [a.geometry!.location.lng, a.geometry!.location.lat] },
          properties: { location: { name: "Zzyzx Imaginary Noodle Palace", address: a.formatted_address } },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-97.74, 30.27] },
          properties: { google_maps_url: "http://maps.google.com/?q=30.27,-97.74" },
        },
      ],
    };
    const user = await newUser();
    const { path, html } = await preview(user.cookie, { name: "Saved Places.json", bytes: JSON.stringify(takeout) });
    expect(html).toContain("Found (2)");
    expect(html).toContain("Not found (2)");
    expect(html).toContain("No restaurant with this name was found there.");
    expect(html).toContain("The row has no name or place id.");
    await post(path, ticked(foundIndexes(html)), user.cookie);
    expect((await savedOrder(user.id)).sort()).toEqual([PLACES[0], PLACES[2]].sort());
  });

  it("reads the Takeout .zip, and stops a zip bomb at the limit with a clear message", async () => {
    const a = await place(PLACES[1]!);
    const saved = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [a.geometry!.location.lng, a.geometry!.location.lat] },
          properties: { location: { name: a.name, address: a.formatted_address } },
        },
      ],
    });
    const archive = zipSync({
      "Takeout/archive_browser.html": strToU8("<html></html>"),
      "Takeout/Maps (your places)/Saved Places.json": strToU8(saved),
    });
    const user = await newUser();
    const { html } = await preview(user.cookie, { name: "takeout-20261123.zip", bytes: archive });
    expect(html).toContain("Found (1)");
    expect(html).toContain(a.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

    // 20 MB of one byte, deflated a thousandfold to about 20 KB (deflating more takes the test longer
    // than its time limit on a busy machine; the reader stops at 1 MB either way).
    const bomb = zipSync({ "Saved Places.json": new Uint8Array(20 * 1024 * 1024).fill(32) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const res = await upload("/account/import", { name: "takeout.zip", bytes: bomb }, user.cookie);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The file inside the zip unpacks to more than 1 MB");
    expect(await previewsOf(user.id)).toBe(1);
  });
});

describe("importing favorites from the mobile Favorites tab", () => {
  it("has its own upload and preview pages, and comes back to the Favorites tab", async () => {
    const a = await place(PLACES[2]!);
    const user = await newUser();
    expect((await get("/mobile/favorites/import", user.cookie)).status).toBe(200);
    const res = await upload(
      "/mobile/favorites/import",
      { name: "one.csv", bytes: `name,address\n"${a.name}","${a.formatted_address}"` },
      user.cookie,
    );
    expect(res.status).toBe(302);
    const path = res.headers.get("location")!;
    expect(path).toMatch(/^\/mobile\/favorites\/import\/[0-9a-f-]{36}$/);
    const html = await (await get(path, user.cookie)).text();
    expect(html).toContain("Found (1)");
    expect(html).toContain('href="/mobile/favorites/import"');
    const done = await post(path, [["add", "0"]], user.cookie);
    expect(done.headers.get("location")).toBe("/mobile/favorites");
    expect(await savedOrder(user.id)).toEqual([PLACES[2]]);
    const big = await upload(
      "/mobile/favorites/import",
      { name: "big.csv", bytes: `name\n${"a".repeat(2 * 1024 * 1024)}` },
      user.cookie,
    );
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("up to 1 MB");
  });
});

describe("importing favorites: bad files change nothing", () => {
  it("a CSV with bad rows: the good rows are found, each bad row is listed with its reason", async () => {
    const [a, b] = [await place(PLACES[0]!), await place(PLACES[2]!)];
    const csv = [
      "Title;Address;Note",
      `${a.name};${a.formatted_address};loved it`,
      `;12 Nowhere Rd;no name here`,
      `${"x".repeat(250)};Somewhere;too long`,
      `${b.name};${b.formatted_address};`,
      `Zzyzx Imaginary Noodle Palace;${b.formatted_address};`,
    ].join("\n");
    const user = await newUser();
    const { path, html } = await preview(user.cookie, { name: "list.csv", bytes: csv });
    expect(html).toContain("Found (2)");
    expect(html).toContain("Line 3: The row has no name or place id.");
    expect(html).toContain("Line 4: The name is longer than 200 characters.");
    expect(html).toContain("Line 6: No restaurant with this name was found there.");
    await post(path, ticked(foundIndexes(html)), user.cookie);
    expect((await savedOrder(user.id)).sort()).toEqual([PLACES[0], PLACES[2]].sort());
  });

  it("refuses oversized, non-UTF-8, headerless, too-long and hostile files with a message, storing nothing", async () => {
    const user = await newUser();
    const cases: { name: string; bytes: Uint8Array | string; status: number; message: string }[] = [
      // Over the upload limit: refused before the body is read.
      { name: "big.csv", bytes: `name\n${"a".repeat(2 * 1024 * 1024)}`, status: 413, message: "up to 1 MB" },
      // Just over the file limit, within the form's: refused by the reader.
      { name: "big.csv", bytes: `name\n${"a".repeat(1024 * 1024)}`, status: 400, message: "larger than 1 MB" },
      // Latin-1 'Café' (0xE9): not UTF-8.
      {
        name: "latin1.csv",
        bytes: new Uint8Array([...strToU8("name\nCaf"), 0xe9, 0x0a]),
        status: 400,
        message: "not UTF-8",
      },
      { name: "empty.csv", bytes: "", status: 400, message: "The file is empty." },
      { name: "nohead.csv", bytes: "Joe's,Austin\nFoo,Bar", status: 400, message: "no 'name' or 'place_id' column" },
      {
        name: "many.csv",
        bytes: `name\n${Array.from({ length: 101 }, (_, i) => `Place ${i}`).join("\n")}`,
        status: 400,
        message: "lists 101 places; one import takes at most 100",
      },
      {
        name: "laughs.kml",
        bytes:
          '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaa">]><kml><Document><Placemark><name>&a;</name></Placemark></Document></kml>',
        status: 400,
        message: "declares a document type",
      },
      {
        name: "broken.json",
        bytes: '{"type":"FeatureCollection","features":[',
        status: 400,
        message: "could not be read",
      },
      {
        name: "random.bin",
        bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        status: 400,
        message: "zip file",
      },
      {
        name: "<script>alert(1)</script>.csv",
        bytes: "<script>alert(1)</script>",
        status: 400,
        message: "not KML",
      },
    ];
    for (const c of cases) {
      const res = await upload("/account/import", { name: c.name, bytes: c.bytes }, user.cookie);
      const text = await res.text();
      expect(res.status, c.name).toBe(c.status);
      expect(text, c.name).toContain(c.message);
      expect(text).not.toContain("<script>alert(1)");
    }
    expect(await previewsOf(user.id)).toBe(0);
    expect(await savedOrder(user.id)).toEqual([]);
  });

  it("a forged confirmation (rows the preview lacks, someone else's import) changes nothing", async () => {
    const a = await place(PLACES[0]!);
    const owner = await newUser();
    const { path, html } = await preview(owner.cookie, {
      name: "one.csv",
      bytes: `name,address\n"${a.name}","${a.formatted_address}"`,
    });
    expect(foundIndexes(html)).toEqual(["0"]);
    for (const fields of [[["add", "5"]], [["add", "-1"]], [["pick-0", "0"]], [["add", "x"]]] as [string, string][][]) {
      const res = await post(path, fields, owner.cookie);
      expect(res.status).toBe(400);
    }
    const intruder = await newUser();
    const stolen = await post(path, [["add", "0"]], intruder.cookie);
    expect(stolen.status).toBe(404);
    const theirs = await get(path, intruder.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toContain("This import has expired or does not exist.");
    expect(await savedOrder(owner.id)).toEqual([]);
    expect(await savedOrder(intruder.id)).toEqual([]);
    // Signed out: to sign-in and back.
    const anonymous = await get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?returnTo=/);
  });
});

/** What the upload page's form looks like in an answer: the file field of a multipart form. */
const UPLOAD_FORM = /<form[^>]*enctype="multipart\/form-data"[^>]*>[\s\S]*?name="file"/i;

describe("importing favorites: hostile KML", () => {
  it("a 1 MB file of placemark tags inside a comment is answered at once, and changes nothing", async () => {
    const unit = "<Placemark><name>Lure</name> ";
    const kml = `<?xml version="1.0"?><kml><Document><!-- ${unit.repeat(Math.floor((1024 * 1024 - 200) / unit.length))} --></Document></kml>`;
    expect(kml.length).toBeGreaterThan(1000 * 1000);
    const user = await newUser();
    const started = performance.now();
    const res = await upload("/account/import", { name: "lure.kml", bytes: kml }, user.cookie);
    const text = await res.text();
    // Generous on purpose (a shared machine): the point is that it takes well under a second, not 20 s.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(400);
    expect(text).toContain("No places were found in this file.");
    expect(text).toMatch(UPLOAD_FORM);
    expect(await previewsOf(user.id)).toBe(0);
  });

  it("CDATA holding </Placemark> is text: a placemark's description keeps the place, a lone one is no place", async () => {
    const a = await place(PLACES[0]!);
    const user = await newUser();
    const escaped = a.name.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    const { html } = await preview(user.cookie, {
      name: "cdata.kml",
      bytes: `<kml><Document><Placemark><name>${escaped}</name><address>${a.formatted_address!.replace(/&/g, "&amp;")}</address><description><![CDATA[</Placemark><b>great</b>]]></description><Point><coordinates>${a.geometry!.location.lng},${a.geometry!.location.lat}</coordinates></Point></Placemark></Document></kml>`,
    });
    expect(html).toContain("Found (1)");

    const cases = [
      {
        bytes:
          "<kml><Document><description><![CDATA[<Placemark><name>Ghost</name></Placemark>]]></description></Document></kml>",
        message: "No places were found in this file.",
      },
      {
        bytes: "<kml><Document><Placemark><name><![CDATA[Cut short</Placemark></Document></kml>",
        message: "could not be read: it may be cut short or damaged",
      },
    ];
    for (const c of cases) {
      const res = await upload("/account/import", { name: "cdata.kml", bytes: c.bytes }, user.cookie);
      const text = await res.text();
      expect(res.status, c.bytes).toBe(400);
      expect(text).toContain(c.message);
      expect(text).toMatch(UPLOAD_FORM);
    }
    expect(await previewsOf(user.id)).toBe(1);
  });
});

describe("importing favorites: confirming", () => {
  async function confirmedAt(path: string): Promise<unknown> {
    const id = path.split("/").pop()!;
    const row = await env.DB.prepare("SELECT confirmed_at FROM import_previews WHERE id = ?")
      .bind(id)
      .first<{ confirmed_at: unknown }>();
    return row!.confirmed_at;
  }

  it("'Add' with nothing ticked keeps the review and says to tick a place; a real 'Add' works afterwards", async () => {
    const a = await place(PLACES[0]!);
    const user = await newUser();
    const { path } = await preview(user.cookie, {
      name: "one.csv",
      bytes: `name,address\n"${a.name}","${a.formatted_address}"`,
    });
    const empty = await post(path, [], user.cookie);
    expect(empty.status).toBe(400);
    const page = await empty.text();
    expect(page).toContain("Tick at least one place to add");
    expect(page).toContain("Review your import");
    expect(foundIndexes(page)).toEqual(["0"]);
    expect(await confirmedAt(path)).toBeNull();
    expect(await savedOrder(user.id)).toEqual([]);
    // The review is still there, not used up.
    expect(await (await get(path, user.cookie)).text()).not.toContain("This import is done");

    const done = await post(path, [["add", "0"]], user.cookie);
    expect(done.status).toBe(302);
    expect(await savedOrder(user.id)).toEqual([PLACES[0]]);
    expect(await (await get("/account", user.cookie)).text()).toContain("1 restaurant was added to your favorites.");
  });

  it("the message counts only the places really added: one saved meanwhile and a repeated confirmation are not", async () => {
    const [a, b] = [await place(PLACES[0]!), await place(PLACES[2]!)];
    const user = await newUser();
    const { path, html } = await preview(user.cookie, {
      name: "two.csv",
      bytes: `name,address\n"${a.name}","${a.formatted_address}"\n"${b.name}","${b.formatted_address}"`,
    });
    expect(foundIndexes(html)).toEqual(["0", "1"]);
    // Saved in another tab after the preview was made.
    await post("/favorites", { intent: "add", place_id: PLACES[0]! }, user.cookie);
    const fields: [string, string][] = [
      ["add", "0"],
      ["add", "1"],
    ];
    expect((await post(path, fields, user.cookie)).status).toBe(302);
    expect(await (await get("/account", user.cookie)).text()).toContain("1 restaurant was added to your favorites.");
    expect(await (await get(path, user.cookie)).text()).toContain("This import is done: 1 restaurant was added");
    expect((await post(path, fields, user.cookie)).status).toBe(302);
    const again = await (await get("/account", user.cookie)).text();
    expect(again).toContain("This import was already added, so nothing more was added.");
    expect(again).not.toContain("restaurant was added to your favorites.");
    expect((await savedOrder(user.id)).sort()).toEqual([PLACES[0], PLACES[2]].sort());
  });
});
