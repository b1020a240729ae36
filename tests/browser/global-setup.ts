import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, migrateLocal, offlineEnv, runTs, serve, startLocalSignIn } from "../../scripts/lib/worker.mjs";
import { FAKE_KEY } from "../fakes/constants.mjs";
import { startGoogleFake } from "../fakes/google-fake.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the demo Worker keeps its local D1 (for a test that changes what no page can, d1Rows). */
    demoPersistTo: string;
    /** The guide with the Google provider, against the local fake of Google's APIs (tests/browser/google.test.ts). */
    googleBaseURL: string;
    /** The local fake of Google's APIs itself (its /__release answers the requests it holds). */
    googleFakeURL: string;
    /** The guide with PLACES_PROVIDER=osm over a region imported for the tests (tests/browser/osm.test.ts). */
    osmBaseURL: string;
    /** Where the OpenStreetMap Worker keeps its local D1 (d1Rows). */
    osmPersistTo: string;
  }
}

const IP = "127.0.0.1";

/**
 * Serves the production build (made by `npm test` before vitest runs) on the Workers runtime with its
 * own throw-away D1/KV state, exactly as `npm start` does: once with the demo provider (every browser file) and
 * once with the Google provider pointed at the local fake of Google's APIs (google.test.ts).
 *
 * The servers are started here but not waited for: migrating D1 and starting wrangler take about 20 s, which the
 * unit and Worker projects (which run first) use instead of waiting. Each browser file waits until its server
 * answers (useBrowser); if one cannot start, the error is printed here and those files fail.
 */
export default async function setup(project: TestProject) {
  let signIn: Awaited<ReturnType<typeof startLocalSignIn>> | undefined;
  const demo = await startServer("demo", async (port) => {
    signIn = await startLocalSignIn(port);
    // The pseudo-language at /en-xa, which the test for text outside the catalogues reads; the reviews'
    // moderator (tests/browser/reviews.test.ts).
    return { ...signIn.vars, I18N_PSEUDO: "1", MODERATORS: "moderator@example.com" };
  });
  const fake = await startGoogleFake();
  const google = await startServer("google", async () => ({
    GOOGLE_MAPS_API_KEY: FAKE_KEY,
    // The Maps JavaScript API itself is out of reach here: with JavaScript its load fails, as it would offline.
    GOOGLE_MAPS_BROWSER_KEY: "browser-key",
    GOOGLE_PLACES_BASE_URL: fake.url,
    GOOGLE_GEOCODING_BASE_URL: fake.url,
    GOOGLE_STATIC_MAPS_BASE_URL: fake.url,
    LOCAL_DEV: "1",
  }));
  let osmSignIn: Awaited<ReturnType<typeof startLocalSignIn>> | undefined;
  const osm = await startServer(
    "osm",
    async (port) => {
      osmSignIn = await startLocalSignIn(port);
      return { ...osmSignIn.vars, PLACES_PROVIDER: "osm", MODERATORS: "moderator@example.com" };
    },
    importValley,
  );
  project.provide("baseURL", demo.url);
  project.provide("demoPersistTo", demo.persistTo);
  project.provide("googleBaseURL", google.url);
  project.provide("googleFakeURL", fake.url);
  project.provide("osmBaseURL", osm.url);
  project.provide("osmPersistTo", osm.persistTo);
  return async () => {
    await demo.stop();
    await google.stop();
    await osm.stop();
    await fake.close();
    await signIn?.oidc.close();
    await osmSignIn?.oidc.close();
  };
}

/**
 * The guide's own basemap of a grid of streets over Monaco (tests/fixtures/osm/harbour-streets.osm), made as
 * `npm run tiles:build` makes one: the map test looks for its streets.
 */
async function buildBasemap(persistTo: string) {
  await runTs(
    "scripts/tiles-build.ts",
    [path.resolve("tests/fixtures/osm/harbour-streets.osm"), "--persist-to", persistTo],
    { quiet: true },
  );
}

/** How many more restaurants the OpenStreetMap server's town has than its own fixture gives it: two pages' worth. */
const VALLEY_FONDAS = 30;

/**
 * The OpenStreetMap server's places, imported as `npm run places:import` imports an extract: the test region
 * of tests/fixtures/osm/valley.osm (a town, Vila Alta, and its village, inside Andorra's borders) with
 * VALLEY_FONDAS more restaurants in the town, so that its results run to a second page, and one with a very
 * long name.
 */
async function importValley(persistTo: string) {
  const fixture = readFileSync(path.resolve("tests/fixtures/osm/valley.osm"), "utf8");
  const fondas = Array.from(
    { length: VALLEY_FONDAS },
    (_, i) =>
      `  <node id="${9001 + i}" version="1" lat="${(42.5455 + i * 0.0001).toFixed(4)}" lon="1.5510"><tag k="amenity" v="restaurant"/><tag k="name" v="Fonda ${i + 1}"/></node>`,
  );
  // A name of 200 characters without a space, at the town's centre (the first card): no page may scroll sideways.
  fondas.push(
    `  <node id="9100" version="1" lat="42.5450" lon="1.5500"><tag k="amenity" v="restaurant"/><tag k="name" v="Ristorante${"x".repeat(190)}"/></node>`,
  );
  const file = path.join(persistTo, "valley.osm");
  // Nodes come before ways in an OpenStreetMap file (osmium refuses a node after a way).
  const firstWay = fixture.indexOf("  <way ");
  writeFileSync(file, `${fixture.slice(0, firstWay)}${fondas.join("\n")}\n${fixture.slice(firstWay)}`);
  await runTs("scripts/places-import.ts", [file, "--region", "valley", "--persist-to", persistTo], {
    quiet: true,
    env: { ...offlineEnv, TZ: "UTC" },
  });
}

/**
 * Starts one wrangler dev on a free port (migrating its own D1 first, then `prepare`) without waiting for it.
 */
async function startServer(
  name: string,
  varsFor: (port: number) => Promise<Record<string, string>>,
  prepare: (persistTo: string) => Promise<void> = async () => {},
) {
  const persistTo = mkdtempSync(path.join(tmpdir(), `tablescout-browser-${name}-`));
  const port = await freePort();
  const vars = await varsFor(port);
  const server = migrateLocal({ persistTo, quiet: true })
    .then(() => buildBasemap(persistTo))
    .then(() => prepare(persistTo))
    .then(() => serve({ port, ip: IP, persistTo, vars, quiet: true }));
  server.catch((error: unknown) => console.error(`The browser tests' ${name} Worker did not start:`, error));
  return {
    url: `http://${IP}:${port}`,
    persistTo,
    stop: async () => {
      const running = await server.catch(() => undefined);
      await running?.stop();
      // wrangler dev's own log (one line per request, its warnings), for a failed run: a request that never
      // finished shows there as a line that is missing or late.
      mkdirSync("tests/.artifacts", { recursive: true });
      if (running) writeFileSync(path.join("tests/.artifacts", `wrangler-dev-${name}.log`), running.log());
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}
