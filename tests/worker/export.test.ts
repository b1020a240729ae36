import { env } from "cloudflare:workers";
import { XMLParser } from "fast-xml-parser";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { get, post, savedOrder, signedInCookie } from "./helpers";

const PLACES = [
  "demo~united-states~tx~austin~05",
  "demo~united-states~tx~austin~02",
  "demo~united-states~ca~san-francisco~07",
];

let user: { cookie: string; id: string };
let names: Map<string, string>;

beforeAll(async () => {
  user = await signedInCookie("exporter@example.com", "Ex Porter");
  for (const place_id of PLACES) await post("/favorites", { intent: "add", place_id }, user.cookie);
  const { results } = await env.DB.prepare(
    "SELECT place_id, restaurant_name FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites')",
  )
    .bind(user.id)
    .all<{ place_id: string; restaurant_name: string }>();
  names = new Map(results.map((r) => [r.place_id, r.restaurant_name]));
});

describe("exporting favorites", () => {
  it("downloads a CSV that a CSV parser reads back: one row per favorite, in the user's order", async () => {
    const res = await get("/account/export/csv", user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="tablescout-favorites.csv"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const parsed = Papa.parse<Record<string, string>>(await res.text(), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      "name",
      "address",
      "latitude",
      "longitude",
      "place_id",
      "tablescout_url",
      "google_maps_url",
      "note",
      "my_rating",
      "my_review",
      "credit",
    ]);
    const order = await savedOrder(user.id);
    expect(parsed.data.map((r) => r.place_id)).toEqual(order);
    for (const row of parsed.data) {
      expect(row.name).toBe(names.get(row.place_id!));
      expect(row.address).toMatch(/, (Austin|San Francisco)/);
      expect(Number(row.latitude)).toBeGreaterThan(25);
      expect(Number(row.longitude)).toBeLessThan(-90);
      expect(row.tablescout_url).toMatch(
        /^http:\/\/tablescout\.test\/restaurants\/USA\/(TX|CA)\/.+\/profile\/.+\?pid=/,
      );
      const maps = new URL(row.google_maps_url!);
      expect(maps.origin + maps.pathname).toBe("https://www.google.com/maps/search/");
      expect(maps.searchParams.get("query_place_id")).toBe(row.place_id);
    }
  });

  it("downloads GeoJSON points [lng, lat] and KML placemarks, in the same order", async () => {
    const order = await savedOrder(user.id);
    const geo = await get("/account/export/geojson", user.cookie);
    expect(geo.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    const collection = (await geo.json()) as {
      type: string;
      features: { geometry: { type: string; coordinates: [number, number] }; properties: Record<string, unknown> }[];
    };
    expect(collection.type).toBe("FeatureCollection");
    expect(collection.features.map((f) => f.properties.place_id)).toEqual(order);
    for (const f of collection.features) {
      expect(f.geometry.type).toBe("Point");
      expect(f.geometry.coordinates[0]).toBeLessThan(-90); // longitude first
      expect(f.geometry.coordinates[1]).toBeGreaterThan(25);
    }

    const kml = await get("/account/export/kml", user.cookie);
    expect(kml.headers.get("content-type")).toBe("application/vnd.google-earth.kml+xml; charset=utf-8");
    const doc = new XMLParser({ ignoreAttributes: false }).parse(await kml.text());
    expect(doc.kml["@_xmlns"]).toBe("http://www.opengis.net/kml/2.2");
    const marks = doc.kml.Document.Placemark as {
      name: string;
      Point: { coordinates: string };
      ExtendedData: unknown;
    }[];
    expect(marks.map((m) => m.name)).toEqual(order.map((id) => names.get(id)));
    const [lng, lat] = marks[0]!.Point.coordinates.split(",").map(Number);
    expect([lng! < -90, lat! > 25]).toEqual([true, true]);
  });

  it("exports a snapshot older than 30 days only after refreshing it, and a vanished place by name and id only", async () => {
    const old = Date.now() - 40 * 24 * 3600 * 1000;
    await env.DB.prepare("UPDATE list_places SET snapshot_at = ?1 WHERE user_id = ?2").bind(old, user.id).run();
    // A place the provider no longer knows: the demo provider has no 99th restaurant in Austin.
    await env.DB.prepare(
      "INSERT INTO list_places (id, list_id, user_id, place_id, restaurant_name, restaurant_data, city, snapshot_at, order_index) VALUES (?1, (SELECT id FROM lists WHERE user_id = ?2 AND kind = 'favorites'), ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )
      .bind(
        crypto.randomUUID(),
        user.id,
        "demo~united-states~tx~austin~99",
        "Gone Cafe",
        JSON.stringify({
          place_id: "demo~united-states~tx~austin~99",
          name: "Gone Cafe",
          source: "demo",
          formatted_address: "1 Old St, Austin, TX",
        }),
        "Austin",
        old,
        99,
      )
      .run();
    const csv = Papa.parse<Record<string, string>>(await (await get("/account/export/csv", user.cookie)).text(), {
      header: true,
      skipEmptyLines: true,
    });
    const gone = csv.data.find((r) => r.name === "Gone Cafe")!;
    expect([gone.address, gone.latitude, gone.longitude]).toEqual(["", "", ""]);
    expect(gone.place_id).toBe("demo~united-states~tx~austin~99");
    expect(csv.data.filter((r) => r.name !== "Gone Cafe").every((r) => r.latitude !== "")).toBe(true);
    const { results } = await env.DB.prepare(
      "SELECT snapshot_at FROM list_places WHERE list_id = (SELECT id FROM lists WHERE user_id = ?1 AND kind = 'favorites') AND place_id != ?2",
    )
      .bind(user.id, "demo~united-states~tx~austin~99")
      .all<{ snapshot_at: number }>();
    expect(results.every((r) => r.snapshot_at > old)).toBe(true);
  });

  it("sends a signed-out visitor to sign in, and 404s an unknown format", async () => {
    const out = await get("/account/export/csv");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/auth?returnTo=%2Faccount%2Fexport%2Fcsv");
    expect((await get("/account/export/xlsx", user.cookie)).status).toBe(404);
  });
});
