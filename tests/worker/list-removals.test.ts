import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { post, signedInCookie } from "./helpers";

/** Two restaurants of the demo provider. */
const PLACES = ["demo~united-states~or~portland~02", "demo~united-states~wa~seattle~03"];

const act = (fields: Record<string, string> | [string, string][], cookie: string) => post("/lists", fields, cookie);

/** The Save form as a browser posts it: every list shown, the ticked ones ticked. */
const saveForm = (placeId: string, shown: string[], ticked: string[]): [string, string][] => [
  ["intent", "save"],
  ["place_id", placeId],
  ...shown.map((id): [string, string] => ["shown", id]),
  ...ticked.map((id): [string, string] => ["ticked", id]),
];

const placesIn = async (listId: string) =>
  (
    await env.DB.prepare("SELECT place_id FROM list_places WHERE list_id = ? ORDER BY order_index")
      .bind(listId)
      .all<{ place_id: string }>()
  ).results.map((r) => r.place_id);

/** The list's `updated_at` (the version of its share image and cached pages), set back to 0 to see it move. */
const updatedAt = async (listId: string) =>
  (await env.DB.prepare("SELECT updated_at FROM lists WHERE id = ?").bind(listId).first<number>("updated_at"))!;
const setBack = (listId: string) => env.DB.prepare("UPDATE lists SET updated_at = 0 WHERE id = ?").bind(listId).run();

let dee: { cookie: string; id: string };
let trip: string;
let wantToGo: string;

beforeAll(async () => {
  dee = await signedInCookie("removals-dee@example.com", "Dee Removals");
  const made = await act({ intent: "create", name: "Coast trip", visibility: "private" }, dee.cookie);
  trip = made.headers.get("location")!.split("/").pop()!;
  wantToGo = (await env.DB.prepare("SELECT id FROM lists WHERE user_id = ? AND kind = 'want-to-go'")
    .bind(dee.id)
    .first<string>("id"))!;
  for (const place of PLACES) await act(saveForm(place, [trip, wantToGo], [trip, wantToGo]), dee.cookie);
});

describe("taking places out of a list", () => {
  it("unticked in the Save form: out of that list only, and only that list's version moves", async () => {
    expect(await placesIn(trip)).toEqual(PLACES);
    await setBack(trip);
    await setBack(wantToGo);
    expect((await act(saveForm(PLACES[0]!, [trip, wantToGo], [wantToGo]), dee.cookie)).status).toBe(303);
    expect(await placesIn(trip)).toEqual([PLACES[1]]);
    expect(await placesIn(wantToGo)).toEqual(PLACES);
    expect(await updatedAt(trip)).toBeGreaterThan(0);
    expect(await updatedAt(wantToGo)).toBe(0);
  });

  it("removed from the list's page: gone and the list's version moves; a second removal changes nothing", async () => {
    await setBack(wantToGo);
    expect((await act({ intent: "remove", list: wantToGo, place_id: PLACES[1]! }, dee.cookie)).status).toBe(303);
    expect(await placesIn(wantToGo)).toEqual([PLACES[0]]);
    expect(await updatedAt(wantToGo)).toBeGreaterThan(0);
    await setBack(wantToGo);
    await act({ intent: "remove", list: wantToGo, place_id: PLACES[1]! }, dee.cookie);
    expect(await placesIn(wantToGo)).toEqual([PLACES[0]]);
    expect(await updatedAt(wantToGo)).toBe(0);
  });

  it("someone else's removal changes nothing, not even the list's version", async () => {
    const eve = await signedInCookie("removals-eve@example.com", "Eve Removals");
    await setBack(trip);
    await act({ intent: "remove", list: trip, place_id: PLACES[1]! }, eve.cookie);
    await act(saveForm(PLACES[1]!, [trip], []), eve.cookie);
    expect(await placesIn(trip)).toEqual([PLACES[1]]);
    expect(await updatedAt(trip)).toBe(0);
  });
});
