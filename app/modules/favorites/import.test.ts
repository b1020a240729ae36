import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Places } from "~/modules/places/index.server";
import { ProviderError, type Restaurant } from "~/modules/places/types";
import { decide, matchRows, nameAgreement } from "./import.server";
import { ImportFileError, readImportFile } from "./import-file.server";

const text = (s: string) => strToU8(s);
const read = (s: string | Uint8Array) => readImportFile(typeof s === "string" ? text(s) : s);

function restaurant(id: string, name: string, lat: number, lng: number, address = "1 Main St, Austin, TX"): Restaurant {
  return { place_id: id, name, formatted_address: address, geometry: { location: { lat, lng } }, source: "demo" };
}

describe("reading import files", () => {
  it("reads CSV headers as people write them, with ; separators and a BOM", () => {
    const rows = read("\uFEFFName;Street Address;Lat;Lng\nZuni Café;1658 Market St;37.77;-122.42\n");
    expect(rows).toEqual([
      { line: 2, name: "Zuni Café", address: "1658 Market St", location: { lat: 37.77, lng: -122.42 } },
    ]);
  });

  it("takes a place id from its column or from a Google Maps link, and undoes the CSV formula guard", () => {
    const rows = read(
      "name,google_maps_url\n'=Bar,https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJabc-123\n",
    );
    expect(rows).toEqual([{ line: 2, name: "=Bar", placeId: "ChIJabc-123" }]);
  });

  it("decodes UTF-16 with a byte-order mark (Excel's 'Unicode text')", () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[..."name\nCafé\n"].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(read(utf16)).toEqual([{ line: 2, name: "Café" }]);
  });

  it("reads KML placemarks in the file's order, inside folders or not, and a KMZ", () => {
    const kml = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Trip</name>
      <Folder><name>Eat</name><Placemark id="t"><name>Tartine &amp; Co</name><Point><coordinates>-122.4241,37.7614,0</coordinates></Point></Placemark></Folder>
      <Placemark><name>Lone</name><ExtendedData><Data name="place_id"><value>ChIJxyz</value></Data></ExtendedData></Placemark></Document></kml>`;
    // In the file's order, folder or not.
    const expected = [
      { line: 1, name: "Tartine & Co", location: { lat: 37.7614, lng: -122.4241 } },
      { line: 2, name: "Lone", placeId: "ChIJxyz" },
    ];
    expect(read(kml)).toEqual(expected);
    expect(read(zipSync({ "doc.kml": text(kml), "files/icon.png": new Uint8Array([1, 2, 3]) }))).toEqual(expected);
  });

  it("explains what is wrong with a file it cannot read", () => {
    const fails = (input: string | Uint8Array) => {
      try {
        read(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ImportFileError);
        return (error as Error).message;
      }
      throw new Error("expected a refusal");
    };
    expect(fails(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41]))).toMatch(/not UTF-8/);
    expect(fails('{"type":"Point","coordinates":[1,2]}')).toMatch(/not a list of places/);
    expect(fails("<html><body>hi</body></html>")).toMatch(/not KML/);
    expect(fails(zipSync({ "a.csv": text("name\nA"), "b.csv": text("name\nB") }))).toMatch(/several lists/);
    expect(fails(zipSync({ "photo.jpg": new Uint8Array([1]) }))).toMatch(/holds no CSV/);
  });
});

describe("matching rows", () => {
  const here = { lat: 30.27, lng: -97.74 };

  it("compares names as people write them", () => {
    expect(nameAgreement("Zuni Café", "zuni cafe")).toBe(3);
    expect(nameAgreement("Franklin Barbecue", "Franklin Barbecue Austin")).toBe(2);
    expect(nameAgreement("Joe's Pizza", "Pizza Hut")).toBe(1);
    expect(nameAgreement("Uchi", "Ramen Tatsu-ya")).toBe(0);
  });

  it("takes the one same-named result near the file's coordinates", () => {
    const near = restaurant("a", "Uchi", 30.2701, -97.7401);
    const far = restaurant("b", "Uchi", 29.76, -95.37, "904 Westheimer Rd, Houston, TX");
    expect(decide({ line: 1, name: "Uchi", location: here }, [far, near])).toMatchObject({
      status: "matched",
      place: { place_id: "a" },
    });
  });

  it("asks the person to choose between branches of a chain, unless the street tells them apart", () => {
    const one = restaurant("a", "Torchy's Tacos", 30.3, -97.7, "1311 S 1st St, Austin, TX");
    const two = restaurant("b", "Torchy's Tacos", 30.4, -97.7, "4301 W William Cannon Dr, Austin, TX");
    expect(decide({ line: 1, name: "Torchy's Tacos" }, [one, two])).toMatchObject({ status: "choose" });
    expect(
      decide({ line: 1, name: "Torchy's Tacos", address: "4301 W William Cannon Dr, Austin" }, [one, two]),
    ).toMatchObject({ status: "matched", place: { place_id: "b" } });
  });

  it("offers a partly agreeing name as a choice, and reports no agreeing name as not found", () => {
    expect(decide({ line: 1, name: "Joe's Pizza" }, [restaurant("a", "Pizza Joe", 30.27, -97.74)])).toMatchObject({
      status: "choose",
    });
    expect(decide({ line: 1, name: "Uchi" }, [restaurant("a", "Ramen Tatsu-ya", 30.27, -97.74)])).toEqual({
      status: "missing",
      reason: "No restaurant with this name was found. An address or coordinates in the file would help.",
    });
  });

  it("retries a busy provider once, lists rows it still cannot look up, and refuses when nothing answers", async () => {
    let calls = 0;
    const flaky = {
      async search() {
        calls++;
        if (calls === 1) throw new ProviderError("busy", "quota", 429);
        return { value: [restaurant("a", "Uchi", 30.27, -97.74)], cached: false };
      },
    } as unknown as Places;
    const rows = await matchRows(flaky, [{ line: 2, name: "Uchi", location: here }], new Set(), 0);
    expect(rows[0]).toMatchObject({ status: "matched" });
    expect(calls).toBe(2);

    const down = {
      async search() {
        throw new ProviderError("timed out", "timeout");
      },
    } as unknown as Places;
    await expect(matchRows(down, [{ line: 2, name: "Uchi" }], new Set(), 0)).rejects.toThrow(
      /not answering just now, so nothing was imported/,
    );
  });

  it("marks places already saved, and a place listed twice, without adding them again", async () => {
    const places = {
      async details(id: string) {
        return { value: restaurant(id, `Place ${id}`, 30.27, -97.74), cached: true };
      },
    } as unknown as Places;
    const rows = await matchRows(
      places,
      [
        { line: 2, name: "Place a", placeId: "a" },
        { line: 3, name: "Place b", placeId: "b" },
        { line: 4, name: "Place b again", placeId: "b" },
      ],
      new Set(["a"]),
      0,
    );
    expect(rows.map((r) => r.status)).toEqual(["already", "matched", "already"]);
    expect(rows.map((r) => (r.status === "already" ? r.reason : null))).toEqual([
      "Already in your favorites.",
      null,
      "Listed earlier in this file.",
    ]);
  });
});
