/**
 * A local HTTP fake of the Google APIs TableScout calls, answering in Google's documented response
 * shapes (Places API (New) v1: places:searchText, places/{id}, {photo}/media, places:autocomplete,
 * places:searchNearby; Geocoding API: geocode/json; Google's OAuth 2.0 token endpoint and OpenID userinfo,
 * where the authorization code names the account: code 'alice' signs in alice@example.com).
 * As strict as Google where a mistake would otherwise pass unseen: a field mask path or a body field that
 * Google's definition of the API does not have, a missing field mask, or a malformed place id is Google's
 * 400 INVALID_ARGUMENT (google-strict.mjs); photo media redirects (or, with skipHttpRedirect, points) to an
 * image on another host, which refuses a request carrying the API key. Scenarios are chosen by the request's text:
 *   'QUOTA' -> 429 RESOURCE_EXHAUSTED, 'BOOM' -> 500, 'SLOW' -> answers after 3 s (past the guide's wait),
 *   'LAGGY' -> answers as usual after 1.5 s (within it: the page streams its loading state), 'TARDY' -> the same
 *   after 2 s (the bench's tap on a page still loading), 'HELD' -> the same once the test says so (GET /__release),
 *   so a test acts on a page still loading however slow the machine is, 'EMPTY' -> no results,
 *   'DENIED' -> 403 PERMISSION_DENIED; place id 'missing' -> 404 NOT_FOUND.
 * Every request is recorded for assertions.
 */
// Plain JavaScript so that both the TypeScript tests and the Node benchmark (scripts/bench.mjs) can run it.
import { createServer } from "node:http";

/** @typedef {{ method: string, path: string, query: URLSearchParams, headers: import("node:http").IncomingHttpHeaders, body: unknown }} RecordedRequest */

import { FAKE_KEY } from "./constants.mjs";
import { bodyError, fieldMaskError, placeIdError } from "./google-strict.mjs";

export { FAKE_KEY };

export const ZUNI = {
  id: "ChIJ2eUgeAK6j4ARbn5u_wAGqWA",
  displayName: { text: "Zuni Café", languageCode: "en" },
  formattedAddress: "1658 Market St, San Francisco, CA 94102, USA",
  shortFormattedAddress: "1658 Market St, San Francisco",
  addressComponents: [
    { longText: "San Francisco", shortText: "SF", types: ["locality", "political"], languageCode: "en" },
    {
      longText: "California",
      shortText: "CA",
      types: ["administrative_area_level_1", "political"],
      languageCode: "en",
    },
    { longText: "United States", shortText: "US", types: ["country", "political"], languageCode: "en" },
  ],
  location: { latitude: 37.7737, longitude: -122.4216 },
  types: ["american_restaurant", "restaurant", "food", "point_of_interest", "establishment"],
  primaryType: "american_restaurant",
  businessStatus: "OPERATIONAL",
  rating: 4.5,
  userRatingCount: 2873,
  priceLevel: "PRICE_LEVEL_EXPENSIVE",
  utcOffsetMinutes: -480,
  regularOpeningHours: {
    openNow: true,
    periods: [2, 3, 4, 5, 6, 0].map((day) => ({
      open: { day, hour: 11, minute: 30 },
      close: { day, hour: 22, minute: 0 },
    })),
    weekdayDescriptions: [
      "Monday: Closed",
      "Tuesday: 11:30 AM – 10:00 PM",
      "Wednesday: 11:30 AM – 10:00 PM",
      "Thursday: 11:30 AM – 10:00 PM",
      "Friday: 11:30 AM – 10:00 PM",
      "Saturday: 11:30 AM – 10:00 PM",
      "Sunday: 11:30 AM – 10:00 PM",
    ],
  },
  photos: [
    {
      name: "places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA/photos/AelY_Cs1",
      widthPx: 4032,
      heightPx: 3024,
      authorAttributions: [
        {
          displayName: "Ann <b>Photog</b>",
          uri: "https://maps.google.com/maps/contrib/1",
          photoUri: "https://lh3.googleusercontent.com/a/x",
        },
      ],
    },
  ],
  googleMapsUri: "https://maps.google.com/?cid=123",
  websiteUri: "https://zunicafe.com/",
  nationalPhoneNumber: "(415) 552-2522",
  internationalPhoneNumber: "+1 415-552-2522",
  editorialSummary: {
    text: "Long-running spot for Mediterranean-influenced fare & a famous roast chicken.",
    languageCode: "en",
  },
  reviews: [
    {
      name: "places/ChIJ2eUgeAK6j4ARbn5u_wAGqWA/reviews/1",
      relativePublishTimeDescription: "2 weeks ago",
      rating: 5,
      text: { text: "The roast chicken for two is worth the wait.", languageCode: "en" },
      originalText: { text: "The roast chicken for two is worth the wait.", languageCode: "en" },
      authorAttribution: {
        displayName: "Pat Q.",
        uri: "https://www.google.com/maps/contrib/2",
        photoUri: "https://lh3.googleusercontent.com/a/y",
      },
      publishTime: "2026-11-01T18:00:00Z",
    },
  ],
  reservable: true,
  takeout: true,
  delivery: false,
  dineIn: true,
  outdoorSeating: true,
  servesWine: true,
  servesBeer: true,
  servesVegetarianFood: true,
  servesBrunch: true,
  servesLunch: true,
  servesDinner: true,
};

/** Keeps only the fields a field mask asks for, as Google does. */
/** @param {Record<string, unknown>} place @param {string} mask @param {string} prefix */
function masked(place, mask, prefix) {
  const fields = mask.split(",").map((f) => f.trim().replace(prefix, ""));
  return Object.fromEntries(Object.entries(place).filter(([k]) => fields.includes(k)));
}

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** @param {number} code @param {string} status @param {string} message */
function googleError(code, status, message) {
  return { error: { code, message, status } };
}

/** @typedef {{ url: string, requests: RecordedRequest[], close(): Promise<void> }} GoogleFake */

/** @returns {Promise<GoogleFake>} */
/** A locality's state and country, as Nearby Search gives them in addressComponents. */
const CA_US = [
  { longText: "California", shortText: "CA", types: ["administrative_area_level_1", "political"], languageCode: "en" },
  { longText: "United States", shortText: "US", types: ["country", "political"], languageCode: "en" },
];

/** The host photo media points to: not Google's API, so a request carrying the API key has leaked it. */
async function startImageHost(/** @type {RecordedRequest[]} */ requests) {
  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? "GET",
      path: `image:${req.url}`,
      query: new URLSearchParams(),
      headers: req.headers,
      body: undefined,
    });
    if (req.headers["x-goog-api-key"]) {
      res.writeHead(400, { "Content-Type": "text/plain" });
      return res.end("The API key was sent to the image host.");
    }
    res.writeHead(200, { "Content-Type": "image/png" });
    res.end(PNG_1X1);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The names the fake's answers carry, in the languages Google would give them for `languageCode` (Places) or
 * `language` (Geocoding); any other language gets the English name, as Google does where it has no other.
 */
const NAMES = {
  "San Francisco": { ja: "サンフランシスコ", "zh-CN": "旧金山", ar: "سان فرانسيسكو" },
  California: {
    ja: "カリフォルニア州",
    "zh-CN": "加利福尼亚州",
    ar: "كاليفورنيا",
    fr: "Californie",
    es: "California",
    de: "Kalifornien",
    it: "California",
    "pt-BR": "Califórnia",
  },
  "United States": {
    ja: "アメリカ合衆国",
    "zh-CN": "美国",
    ar: "الولايات المتحدة",
    fr: "États-Unis",
    es: "Estados Unidos",
    de: "Vereinigte Staaten",
    it: "Stati Uniti",
    "pt-BR": "Estados Unidos",
  },
  USA: {
    ja: "アメリカ合衆国",
    "zh-CN": "美国",
    ar: "الولايات المتحدة",
    fr: "États-Unis",
    es: "EE. UU.",
    de: "USA",
    it: "Stati Uniti",
    "pt-BR": "EUA",
  },
};
/** A language code as Google reads it (BCP 47); anything else is Google's 400. */
const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
/** @param {string} text @param {string} language */
const named = (text, language) =>
  text
    .split(", ")
    .map((part) => /** @type {Record<string, Record<string, string>>} */ (NAMES)[part]?.[language] ?? part)
    .join(language === "ja" || language === "zh-CN" ? "、" : ", ");

export async function startGoogleFake() {
  /** @type {RecordedRequest[]} */
  const requests = [];
  const images = await startImageHost(requests);
  /** The answers held back ('HELD'), each waiting for /__release. */
  /** @type {((value: unknown) => void)[]} */
  const held = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let raw = "";
    for await (const chunk of req) raw += chunk;
    /** @type {unknown} */
    let body;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    // The tests' own handle on the fake (not a Google API): answer every held request now.
    if (url.pathname === "/__release") {
      for (const release of held.splice(0)) release(undefined);
      res.writeHead(204);
      res.end();
      return;
    }
    // The tests' own window into the fake (not a Google API): what reached it so far, method and path.
    if (url.pathname === "/__requests") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          requests.map((r) => ({
            method: r.method,
            path: r.path,
            query: r.query.toString(),
            fieldMask: r.headers["x-goog-fieldmask"] ?? null,
            body: typeof r.body === "string" ? r.body : JSON.stringify(r.body ?? ""),
            sessionToken:
              r.body && typeof r.body === "object" && "sessionToken" in r.body
                ? r.body.sessionToken
                : r.query.get("sessionToken"),
          })),
        ),
      );
      return;
    }
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    /** @param {number} status @param {unknown} payload */
    const send = (status, payload, type = "application/json") => {
      res.writeHead(status, { "Content-Type": type });
      res.end(type === "application/json" ? JSON.stringify(payload) : /** @type {Buffer} */ (payload));
    };
    const text = JSON.stringify(body ?? "") + url.search;
    // The language asked for: Places (New) takes languageCode (body or query), Geocoding takes language.
    const bodyLanguage = body && typeof body === "object" && "languageCode" in body ? String(body.languageCode) : null;
    const language = bodyLanguage ?? url.searchParams.get("languageCode") ?? url.searchParams.get("language") ?? "en";
    if (!LANGUAGE.test(language))
      return send(400, googleError(400, "INVALID_ARGUMENT", `Invalid language code: ${language}`));
    const isPlaces = url.pathname.startsWith("/v1/");
    if (isPlaces && req.headers["x-goog-api-key"] !== FAKE_KEY)
      return send(403, googleError(403, "PERMISSION_DENIED", "API key not valid. Please pass a valid API key."));
    if (
      !isPlaces &&
      url.pathname === "/maps/api/geocode/json" &&
      url.searchParams.get("key") !== FAKE_KEY &&
      req.headers["x-goog-api-key"] !== FAKE_KEY
    )
      return send(200, { results: [], status: "REQUEST_DENIED", error_message: "The provided API key is invalid." });
    if (text.includes("SLOW")) await new Promise((r) => setTimeout(r, 3_000));
    if (text.includes("LAGGY")) await new Promise((r) => setTimeout(r, 1_500));
    if (text.includes("TARDY")) await new Promise((r) => setTimeout(r, 2_000));
    // Held until released (at most a minute, so a failed test never leaves a request open).
    if (text.includes("HELD"))
      await new Promise((r) => {
        held.push(r);
        setTimeout(r, 60_000);
      });
    if (text.includes("QUOTA"))
      return isPlaces
        ? send(429, googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Requests'."))
        : send(200, {
            results: [],
            status: "OVER_QUERY_LIMIT",
            error_message: "You have exceeded your daily request quota for this API.",
          });
    if (text.includes("BOOM")) return send(500, googleError(500, "INTERNAL", "Internal error encountered."));
    if (text.includes("DENIED"))
      return send(
        403,
        googleError(
          403,
          "PERMISSION_DENIED",
          "Places API (New) has not been used in project 0 before or it is disabled.",
        ),
      );

    const mask = String(req.headers["x-goog-fieldmask"] ?? "");
    /** Answers Google's 400 for `message` and says so; false when there is nothing to refuse. */
    const invalid = (/** @type {string | null} */ message) => {
      if (message) send(400, googleError(400, "INVALID_ARGUMENT", message));
      return Boolean(message);
    };
    if (req.method === "POST" && url.pathname === "/v1/places:searchText") {
      if (invalid(fieldMaskError(mask, "places.", ["nextPageToken", "searchUri"]) ?? bodyError(body, "searchText")))
        return;
      if (text.includes("EMPTY")) return send(200, {});
      const shop = {
        id: "ChIJshop",
        displayName: { text: "Market St Jewelry" },
        types: ["jewelry_store", "store", "point_of_interest", "establishment"],
        rating: 4.9,
        userRatingCount: 12,
      };
      return send(200, { places: [masked(ZUNI, mask, "places."), masked(shop, mask, "places.")] });
    }
    if (req.method === "POST" && url.pathname === "/v1/places:autocomplete") {
      if (invalid(bodyError(body, "autocomplete"))) return;
      if (text.includes("EMPTY")) return send(200, {});
      return send(200, {
        suggestions: [
          {
            placePrediction: {
              place: "places/ChIJIQBpAG2ahYAR_6128GcTUEo",
              placeId: "ChIJIQBpAG2ahYAR_6128GcTUEo",
              text: { text: named("San Francisco, CA, USA", language), matches: [{ endOffset: 6 }] },
              structuredFormat: {
                mainText: { text: named("San Francisco", language), matches: [{ endOffset: 6 }] },
                secondaryText: { text: named("CA, USA", language) },
              },
              types: ["geocode", "locality", "political"],
            },
          },
          { queryPrediction: { text: { text: "san francisco pizza" } } },
        ],
      });
    }
    if (req.method === "POST" && url.pathname === "/v1/places:searchNearby") {
      if (invalid(fieldMaskError(mask, "places.") ?? bodyError(body, "searchNearby"))) return;
      return send(200, {
        places: [
          {
            displayName: { text: "Oakland" },
            location: { latitude: 37.8044, longitude: -122.2712 },
            addressComponents: CA_US,
          },
          {
            displayName: { text: "Berkeley" },
            location: { latitude: 37.8716, longitude: -122.2727 },
            addressComponents: CA_US,
          },
        ],
      });
    }
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    if (req.method === "GET" && media) {
      if (media[1].includes("missing")) return send(404, googleError(404, "NOT_FOUND", "Photo not found."));
      if (!url.searchParams.get("maxWidthPx") && !url.searchParams.get("maxHeightPx"))
        return invalid("Neither maxWidthPx nor maxHeightPx is specified.");
      // The image lives on another host (googleusercontent.com for Google; here the fake's image server).
      const photoUri = `${images.url}/image.png`;
      if (url.searchParams.get("skipHttpRedirect") === "true")
        return send(200, { name: `${media[1]}/media`, photoUri });
      res.writeHead(302, { Location: photoUri });
      return res.end();
    }
    // OAuth 2.0 (https://developers.google.com/identity/protocols/oauth2/web-server): the code exchange,
    // then the userinfo endpoint with the access token. The code is the account's local part.
    if (req.method === "POST" && url.pathname === "/token") {
      const code = new URLSearchParams(typeof body === "string" ? body : "").get("code") ?? "";
      if (!/^[a-z]{1,20}$/.test(code)) return send(400, { error: "invalid_grant", error_description: "Bad Request" });
      return send(200, {
        access_token: `fake-token.${code}`,
        expires_in: 3599,
        scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
        token_type: "Bearer",
        id_token: "fake.id.token",
      });
    }
    if (req.method === "GET" && url.pathname === "/me") {
      const who = /^Bearer fake-token\.([a-z]+)$/.exec(String(req.headers.authorization ?? ""))?.[1];
      if (!who) return send(401, { error: "invalid_request", error_description: "Invalid Credentials" });
      return send(200, {
        sub: `1000${[...who].map((c) => c.charCodeAt(0)).join("")}`,
        name: `${who[0].toUpperCase()}${who.slice(1)} Example`,
        given_name: who,
        family_name: "Example",
        picture: `https://lh3.googleusercontent.com/a/${who}`,
        email: `${who}@example.com`,
        email_verified: true,
      });
    }
    if (req.method === "GET" && url.pathname === "/maps/api/staticmap") {
      if (url.searchParams.get("key") !== FAKE_KEY)
        return send(403, "The Google Maps Platform server rejected your request.", "text/plain");
      return send(200, PNG_1X1, "image/png");
    }
    const details = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (req.method === "GET" && details) {
      if (invalid(fieldMaskError(mask, "") ?? placeIdError(decodeURIComponent(details[1])))) return;
      if (details[1] === "missing") return send(404, googleError(404, "NOT_FOUND", "Requested entity was not found."));
      return send(200, masked({ ...ZUNI, id: details[1] }, mask, ""));
    }
    if (req.method === "GET" && url.pathname === "/maps/api/geocode/json") {
      if (text.includes("EMPTY") || text.includes("Nowhere")) return send(200, { results: [], status: "ZERO_RESULTS" });
      return send(200, {
        results: [
          {
            address_components: [
              { long_name: named("San Francisco", language), short_name: "SF", types: ["locality", "political"] },
              {
                long_name: named("California", language),
                short_name: "CA",
                types: ["administrative_area_level_1", "political"],
              },
              { long_name: named("United States", language), short_name: "US", types: ["country", "political"] },
            ],
            formatted_address: named("San Francisco, CA, USA", language),
            geometry: { location: { lat: 37.7749295, lng: -122.4194155 }, location_type: "APPROXIMATE" },
            place_id: "ChIJIQBpAG2ahYAR_6128GcTUEo",
            types: ["locality", "political"],
          },
        ],
        status: "OK",
      });
    }
    send(404, googleError(404, "NOT_FOUND", `No fake for ${req.method} ${url.pathname}`));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      await images.close();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
