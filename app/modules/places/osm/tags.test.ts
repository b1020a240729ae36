import { describe, expect, it } from "vitest";
import { osmEditUrl } from "./ids";
import { cleanText, mapCuisine, NAME_MAX, osmLocality, osmPlace } from "./tags";

const node = { type: "node" as const, id: 1234 };
const monaco = { lat: 43.7329221, lng: 7.4257905 };

describe("an OpenStreetMap place as the guide keeps it", () => {
  it("keeps what a pub's tags say: names, cuisine, yes/no facts, address, phone, website, hours", () => {
    const outcome = osmPlace(
      node,
      {
        amenity: "pub",
        name: "Stars n Bars",
        "name:ja": "スターズ・アンド・バーズ",
        "name:fr": "Stars n Bars",
        cuisine: "american;burger;regional_home_made",
        takeaway: "yes",
        delivery: "no",
        outdoor_seating: "yes",
        reservation: "recommended",
        "diet:vegetarian": "only",
        wheelchair: "limited",
        "addr:street": "Quai Antoine 1er",
        "addr:housenumber": "6",
        "addr:postcode": "98000",
        "addr:city": "Monaco",
        phone: "+377 97 97 95 95",
        website: "www.starsnbars.com/fr",
        opening_hours: "Mo-Su 11:00-00:00",
      },
      monaco,
    );
    expect(outcome).toEqual({
      ok: true,
      place: {
        id: "n1234",
        amenity: "pub",
        name: "Stars n Bars",
        // The French name is the name itself: not kept twice.
        names: { ja: "スターズ・アンド・バーズ" },
        lat: 43.7329221,
        lng: 7.4257905,
        cuisines: [],
        foods: ["Burger"],
        otherCuisines: ["american", "regional home made"],
        takeout: true,
        delivery: false,
        outdoorSeating: true,
        reservable: true,
        vegetarian: true,
        wheelchair: "limited",
        address: {
          street: "Quai Antoine 1er",
          housenumber: "6",
          postcode: "98000",
          city: "Monaco",
          country: undefined,
        },
        phone: "+377 97 97 95 95",
        website: "http://www.starsnbars.com/fr",
        openingHours: "Mo-Su 11:00-00:00",
      },
    });
  });

  it("maps cuisine values onto the guide's cuisines and foods", () => {
    expect(mapCuisine("italian;pizza")).toEqual({ cuisines: ["Italian"], foods: ["Pizza"], otherCuisines: [] });
    expect(mapCuisine("middle_eastern; tex-mex ;steak_house")).toEqual({
      cuisines: ["Middle Eastern", "Tex-Mex"],
      foods: ["Steak"],
      otherCuisines: [],
    });
    expect(mapCuisine("Takeaway")).toEqual({ cuisines: [], foods: [], otherCuisines: ["takeaway"] });
    expect(mapCuisine(undefined)).toEqual({ cuisines: [], foods: [], otherCuisines: [] });
  });

  it("refuses what it cannot list, saying why", () => {
    expect(osmPlace(node, { amenity: "bank", name: "A bank" }, monaco)).toEqual({ ok: false, reason: "not-eat-drink" });
    expect(osmPlace(node, { amenity: "cafe" }, monaco)).toEqual({ ok: false, reason: "no-name" });
    expect(osmPlace(node, { amenity: "cafe", name: " \u200b\u202e " }, monaco)).toEqual({
      ok: false,
      reason: "no-name",
    });
    for (const at of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: -180.5 },
      { lat: Number.NaN, lng: 0 },
    ])
      expect(osmPlace(node, { amenity: "cafe", name: "Café" }, at)).toEqual({ ok: false, reason: "bad-coordinates" });
    expect(osmPlace({ type: "node", id: "-5" }, { amenity: "cafe", name: "Café" }, monaco)).toEqual({
      ok: false,
      reason: "bad-id",
    });
  });

  it("makes hostile text safe: controls and direction marks out, long names cut, only http(s) websites", () => {
    const outcome = osmPlace(
      { type: "way", id: 99 },
      {
        amenity: "restaurant",
        name: `<b>Evil</b>\u0000\u202e${"x".repeat(10_000)}`,
        website: "javascript:alert(1)",
        phone: "+1\n555\t0100",
      },
      monaco,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.place.id).toBe("w99");
    // Markup stays text (pages escape it); what cannot be seen is gone.
    expect(outcome.place.name.startsWith("<b>Evil</b> x")).toBe(true);
    expect([...outcome.place.name]).toHaveLength(NAME_MAX);
    expect(outcome.place.website).toBeUndefined();
    expect(outcome.place.phone).toBe("+1 555 0100");
    expect(cleanText("\u0007")).toBeUndefined();
  });

  it("keeps a phone only when it is a phone number: the first of several, never a script", () => {
    const phone = (tags: Record<string, string>) => {
      const outcome = osmPlace(node, { amenity: "cafe", name: "Café", ...tags }, monaco);
      return outcome.ok ? outcome.place.phone : "not listed";
    };
    expect(phone({ phone: "javascript:alert(3)" })).toBeUndefined();
    expect(phone({ "contact:phone": "javascript:alert(3)" })).toBeUndefined();
    expect(phone({ phone: "call us!" })).toBeUndefined();
    expect(phone({ phone: "(3)" })).toBeUndefined();
    expect(phone({ phone: "+377 93 30 12 34;+377 93 30 56 78" })).toBe("+377 93 30 12 34");
    expect(phone({ phone: "(415) 555-0100" })).toBe("(415) 555-0100");
    expect(phone({ phone: "06.12.34.56.78" })).toBe("06.12.34.56.78");
    expect(phone({ phone: "javascript:alert(3)", "contact:phone": "+44 20 7946 0000" })).toBe("+44 20 7946 0000");
  });

  it("takes zero width characters out of names, but keeps the joiners emoji and scripts are written with", () => {
    // Invisible in a name, and in the directions link made of it.
    expect(cleanText("Caf\u200Bé\u2060 de\u00AD la\uFEFF Paix")).toBe("Café de la Paix");
    expect(cleanText("\u200DCafé\u200C \u200D Bar\u200D")).toBe("Café Bar");
    expect(cleanText("\u200B\u200C\u200D\u2060\uFEFF\u00AD")).toBeUndefined();
    // A cook is a person, a joiner and a frying pan; Persian 'mi-khoram' keeps its non-joiner.
    expect(cleanText("Chez \u{1F9D1}\u200D\u{1F373}")).toBe("Chez \u{1F9D1}\u200D\u{1F373}");
    expect(cleanText("\u0645\u06CC\u200C\u062E\u0648\u0631\u0645")).toBe("\u0645\u06CC\u200C\u062E\u0648\u0631\u0645");
    expect(cleanText("a\u200D\u200D\u200Cb")).toBe("ab");
  });

  it("names a place or town that has a name only in another language", () => {
    const named = (tags: Record<string, string>) => {
      const outcome = osmPlace(node, { amenity: "restaurant", ...tags }, monaco);
      return outcome.ok ? { name: outcome.place.name, names: outcome.place.names } : outcome.reason;
    };
    expect(named({ "name:ja": "すし処" })).toEqual({ name: "すし処", names: {} });
    expect(named({ "name:ar": "مطعم" })).toEqual({ name: "مطعم", names: {} });
    expect(named({ int_name: "Sushi Place", "name:ja": "すし処" })).toEqual({
      name: "Sushi Place",
      names: { ja: "すし処" },
    });
    expect(named({ "name:en": "Sushi Place", int_name: "Sushidokoro", "name:ja": "すし処" })).toEqual({
      name: "Sushi Place",
      names: { ja: "すし処" },
    });
    expect(named({ name: "すし処", "name:en": "Sushi Place" })).toEqual({
      name: "すし処",
      names: { en: "Sushi Place" },
    });
    expect(named({ "name:ko": "스시" })).toBe("no-name");
    expect(osmLocality(node, { place: "town", "name:zh": "东京" }, monaco)?.name).toBe("东京");
    expect(osmLocality(node, { place: "town" }, monaco)).toBeNull();
  });

  it("links a place to its edit page on OpenStreetMap", () => {
    expect(osmEditUrl("n1234")).toBe("https://www.openstreetmap.org/edit?node=1234");
    expect(osmEditUrl("w99")).toBe("https://www.openstreetmap.org/edit?way=99");
  });
});
