import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, migrateLocal, runTs, serve, startLocalSignIn } from "../../scripts/lib/worker.mjs";
import { FAKE_KEY } from "../fakes/constants.mjs";
import { startGoogleFake } from "../fakes/google-fake.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the demo Worker keeps its local D1 (for a test that changes what no page can, executeLocal). */
    demoPersistTo: string;
    /** The guide with the Google provider, against the local fake of Google's APIs (tests/browser/google.test.ts). */
    googleBaseURL: string;
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
    // The pseudo-language at /en-xa, which the test for text outside the catalogues reads.
    return { ...signIn.vars, I18N_PSEUDO: "1" };
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
  project.provide("baseURL", demo.url);
  project.provide("demoPersistTo", demo.persistTo);
  project.provide("googleBaseURL", google.url);
  return async () => {
    await demo.stop();
    await google.stop();
    await fake.close();
    await signIn?.oidc.close();
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

/** Starts one wrangler dev on a free port (migrating its own D1 first) without waiting for it. */
async function startServer(name: string, varsFor: (port: number) => Promise<Record<string, string>>) {
  const persistTo = mkdtempSync(path.join(tmpdir(), `tablescout-browser-${name}-`));
  const port = await freePort();
  const vars = await varsFor(port);
  const server = migrateLocal({ persistTo, quiet: true })
    .then(() => buildBasemap(persistTo))
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
