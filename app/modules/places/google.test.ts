import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_KEY, type GoogleFake, startGoogleFake } from "../../../tests/fakes/google-fake.mjs";
import { bodyError, fieldMaskError } from "../../../tests/fakes/google-strict.mjs";
import { ADDRESS_MASK, fieldMask, GoogleProvider } from "./google.server";
import { ProviderError } from "./types";

let fake: GoogleFake;
let google: GoogleProvider;
const photoUrl = (ref: string) => `/api/places/photo?ref=${encodeURIComponent(ref)}`;

beforeAll(async () => {
  fake = await startGoogleFake();
  google = new GoogleProvider({
    apiKey: FAKE_KEY,
    placesBaseUrl: fake.url,
    geocodingBaseUrl: fake.url,
    timeoutMs: 1_000,
    photoUrl,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe("Google provider against a local fake of Places API (New) and Geocoding", () => {
  it("text search sends the query, location bias and the listing field mask, and maps to the snapshot", async () => {
    const results = await google.textSearch({
      query: "dining restaurants food San Francisco, CA",
      location: { lat: 37.77, lng: -122.42 },
      radius: 5000,
    });
    const req = fake.requests[0]!;
    expect(req.path).toBe("/v1/places:searchText");
    expect(req.headers["x-goog-api-key"]).toBe(FAKE_KEY);
    expect(req.query.get("key")).toBeNull();
    expect(req.headers["x-goog-fieldmask"]).toBe(fieldMask("listing", "places."));
    expect(req.body).toMatchObject({
      textQuery: "dining restaurants food San Francisco, CA",
      locationBias: { circle: { center: { latitude: 37.77, longitude: -122.42 }, radius: 5000 } },
    });
    const zuni = results[0]!;
    expect(zuni).toMatchObject({
      place_id: "ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
      name: "Zuni Café",
      formatted_address: "1658 Market St, San Francisco, CA 94102, USA",
      vicinity: "1658 Market St, San Francisco",
      rating: 4.5,
      user_ratings_total: 2873,
      price_level: 3,
      geometry: { location: { lat: 37.7737, lng: -122.4216 } },
      business_status: "OPERATIONAL",
      permanently_closed: false,
      url: "https://maps.google.com/?cid=123",
      source: "google",
    });
    // Listing mask: no reviews, summary or contact fields were asked for or returned.
    expect(zuni.reviews).toBeUndefined();
    expect(zuni.website).toBeUndefined();
    expect(zuni.opening_hours?.weekday_text[0]).toBe("Monday: Closed");
    expect(zuni.opening_hours?.periods).toHaveLength(6);
    expect(zuni.photos?.[0]).toMatchObject({
      photo_reference: "places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA/photos/AelY_Cs1",
      photo_url: "/api/places/photo?ref=places%2FChIJ2eUgeAK6j4ARbn5u_wAGqWA%2Fphotos%2FAelY_Cs1",
      authors: [{ name: "Ann <b>Photog</b>", uri: "https://maps.google.com/maps/contrib/1" }],
      html_attributions: ['<a href="https://maps.google.com/maps/contrib/1">Ann &lt;b&gt;Photog&lt;/b&gt;</a>'],
    });
  });

  it("asks for more fields only when the cuisine check needs them, and everything for the restaurant page", async () => {
    await google.textSearch({ query: "Thai restaurants food dining in Oakland", detail: "listing-text" });
    expect(fake.requests[0]!.headers["x-goog-fieldmask"]).toContain("places.reviews");
    const details = await google.details("ChIJ2eUgeAK6j4ARbn5u_wAGqWA");
    const mask = String(fake.requests[1]!.headers["x-goog-fieldmask"]);
    expect(mask.startsWith("id,")).toBe(true);
    for (const f of ["reviews", "websiteUri", "nationalPhoneNumber", "servesWine", "reservable", "editorialSummary"])
      expect(mask).toContain(f);
    expect(details).toMatchObject({
      website: "https://zunicafe.com/",
      formatted_phone_number: "(415) 552-2522",
      international_phone_number: "+1 415-552-2522",
      editorial_summary: { overview: expect.stringContaining("roast chicken") },
      reservable: true,
      takeout: true,
      delivery: false,
      dine_in: true,
      serves_wine: true,
      serves_brunch: true,
      reviews: [
        {
          author_name: "Pat Q.",
          author_url: "https://www.google.com/maps/contrib/2",
          rating: 5,
          relative_time_description: "2 weeks ago",
          text: "The roast chicken for two is worth the wait.",
          time: Date.parse("2026-11-01T18:00:00Z") / 1000,
        },
      ],
    });
  });

  it("maps errors: 404 is null, quota, denial, server errors and timeouts are ProviderErrors", async () => {
    expect(await google.details("missing")).toBeNull();
    await expect(google.textSearch({ query: "QUOTA" })).rejects.toMatchObject({
      kind: "quota",
      message: "the places quota is used up",
    });
    await expect(google.textSearch({ query: "DENIED" })).rejects.toMatchObject({ kind: "denied" });
    await expect(google.textSearch({ query: "BOOM" })).rejects.toMatchObject({ kind: "upstream", status: 500 });
    const started = Date.now();
    await expect(google.textSearch({ query: "SLOW" })).rejects.toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_500);
    await expect(
      new GoogleProvider({ apiKey: "wrong", placesBaseUrl: fake.url, photoUrl }).textSearch({ query: "x" }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it("returns an empty list for empty results", async () => {
    expect(await google.textSearch({ query: "EMPTY" })).toEqual([]);
    expect(await google.autocomplete({ input: "EMPTY" })).toEqual([]);
    expect(await google.geocode("Nowhere")).toEqual([]);
  });

  it("autocompletes with a session token and maps place predictions", async () => {
    const predictions = await google.autocomplete({
      input: "San Fr",
      sessionToken: "0b8e1c9e-2a8c-4d55-9a55-5c5a36c0e6f1",
      types: ["establishment"],
    });
    expect(fake.requests[0]!.body).toEqual({
      input: "San Fr",
      languageCode: "en",
      sessionToken: "0b8e1c9e-2a8c-4d55-9a55-5c5a36c0e6f1",
    });
    expect(predictions).toEqual([
      {
        place_id: "ChIJIQBpAG2ahYAR_6128GcTUEo",
        description: "San Francisco, CA, USA",
        types: ["geocode", "locality", "political"],
        structured_formatting: { main_text: "San Francisco", secondary_text: "CA, USA" },
      },
    ]);
  });

  it("geocodes, reverse geocodes and maps geocoding statuses", async () => {
    const [sf] = await google.geocode("San Francisco, California");
    expect(sf).toMatchObject({
      formatted_address: "San Francisco, CA, USA",
      location: { lat: 37.7749295, lng: -122.4194155 },
    });
    expect(fake.requests[0]!.query.get("address")).toBe("San Francisco, California");
    expect(fake.requests[0]!.query.get("key")).toBe(FAKE_KEY);
    await google.reverseGeocode({ lat: 37.77, lng: -122.42 });
    expect(fake.requests[1]!.query.get("latlng")).toBe("37.77,-122.42");
    await expect(google.geocode("QUOTA")).rejects.toMatchObject({ kind: "quota" });
  });

  it("finds nearby localities within Google's 50 km limit", async () => {
    const near = await google.nearbyLocalities({ lat: 37.77, lng: -122.42 }, 80_000);
    expect(near.map((n) => n.name)).toEqual(["Oakland", "Berkeley"]);
    expect(fake.requests[0]!.body).toMatchObject({
      includedTypes: ["locality"],
      locationRestriction: { circle: { radius: 50_000 } },
    });
  });

  it("asks for a photo's own URL (skipHttpRedirect) and fetches the image from its host without the key", async () => {
    const photo = await google.photo("places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA/photos/AelY_Cs1", { maxWidth: 400 });
    expect(photo?.contentType).toBe("image/png");
    const [media, image] = fake.requests;
    expect(media!.query.get("maxWidthPx")).toBe("400");
    expect(media!.query.get("skipHttpRedirect")).toBe("true");
    expect(image!.path).toBe("image:/image.png");
    expect(image!.headers["x-goog-api-key"]).toBeUndefined();
    expect(await google.photo("places/x/photos/missing", { maxWidth: 400 })).toBeNull();
    expect(await google.photo("../../etc/passwd", { maxWidth: 400 })).toBeNull();
  });

  it("takes Google's 400 for a malformed place id as a place it does not know", async () => {
    expect(await google.details("not a place id!")).toBeNull();
    expect(fake.requests[0]!.path).toBe("/v1/places/not%20a%20place%20id!");
  });
});

describe("the provider's requests against Google's own definition of Places API (New)", () => {
  it("asks only for fields a Place has, on every field mask", () => {
    for (const detail of ["listing", "listing-text", "details"] as const) {
      expect(fieldMaskError(fieldMask(detail), "")).toBeNull();
      expect(fieldMaskError(fieldMask(detail, "places."), "places.")).toBeNull();
    }
    expect(fieldMaskError(ADDRESS_MASK, "")).toBeNull();
  });

  it("would be refused, as Google refuses it, for a misspelt field", () => {
    expect(fieldMaskError("id,displayNam", "")).toBe(
      "Error expanding 'fields' parameter. Cannot find matching fields for path 'displayNam'.",
    );
    expect(fieldMaskError("places.rating,rating", "places.")).toMatch(/path 'rating'/);
    expect(fieldMaskError("", "")).toMatch(/^FieldMask is a required parameter/);
    expect(bodyError({ textQuery: "x", pageSize: 20 }, "searchText")).toBe(
      'Invalid JSON payload received. Unknown name "pageSize": Cannot find field.',
    );
    expect(
      bodyError({ textQuery: "x", locationBias: { circle: { centre: { latitude: 1, longitude: 2 } } } }, "searchText"),
    ).toBe(`Invalid JSON payload received. Unknown name "centre" at 'locationBias.circle': Cannot find field.`);
  });

  it("gets Google's 400 from the fake for a misspelt field, so a test of the provider fails on it", async () => {
    const res = await fetch(`${fake.url}/v1/places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA`, {
      headers: { "X-Goog-Api-Key": FAKE_KEY, "X-Goog-FieldMask": "id,priceLevle" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { status: "INVALID_ARGUMENT" } });
  });
});
