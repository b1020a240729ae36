import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig } from "vitest/config";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { messageAssets } from "./app/modules/i18n/assets";

const alias = { "~": path.resolve(__dirname, "app") };

/**
 * The share-image Worker (og/) as an auxiliary worker of the Worker project, so the page Worker's service
 * binding OG reaches it: its settings from og/wrangler.toml, its code from the bundle og/test/bundle.ts builds
 * in the project's global setup (auxiliary workers are not run through Vite). Its fonts come from a disk
 * service on og/assets bound as ASSETS instead of static assets: miniflare (4.20260426) reads every Worker's
 * static assets from one storage service, the first Worker's directory (here build/client), so the og
 * Worker's own assets answered 500. The og project tests the real assets binding.
 */
function ogWorker() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(__dirname, "og/wrangler.toml"));
  const { assets, ...options } = workerOptions;
  return {
    ...options,
    name: "tablescout-og",
    modules: true,
    scriptPath: path.join(__dirname, "og/dist/index.js"),
    serviceBindings: { ASSETS: { disk: { path: assets!.directory, writable: false } } },
  };
}

/**
 * A test's time limit fits its work on a busy 2-core machine with a wide margin (a second build, server or
 * crawler beside the run): alone, the slowest Worker test without a limit of its own (deleting an account
 * with a public list and a shared link) takes about 2.5 s; beside another process it took over 5 s, vitest's
 * default, and failed a run with no defect. Tests that do more (an import, the fuzz test) set their own.
 */
const BUSY_MACHINE_LIMITS = { testTimeout: 30_000, hookTimeout: 60_000 };

/** The page Worker's test file that calls env.OG, run in the Worker project rather than the og one. */
const OG_BINDING_TEST = "og/test/page-binding.test.ts";

/**
 * Four projects, run in one `vitest run` by `npm test` (after the build, which the Worker and browser
 * projects serve):
 * - unit: pure modules, tests beside the code (app/**\/*.test.ts), in Node.
 * - worker: the built Worker (server.ts) inside workerd with real D1 and KV (vitest-pool-workers), with the
 *   share-image Worker behind its service binding OG.
 * - og: the share-image Worker (og/src) inside workerd with its fonts (og/test).
 * - browser: Debian's Chromium, driven by playwright-core, against `wrangler dev` serving the build.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // The Worker logs one JSON line per request (tests/worker/logs.test.ts checks them): thousands in a run,
    // so they are not printed; its error lines and everything else are.
    onConsoleLog: (log) => !log.startsWith('{"type":"request"'),
    // Vitest's default is one fewer than the cores: one file at a time on a 2-core machine. Worker test files
    // wait on workerd as much as they compute, so two at a time finish the project in a third of the time.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          ...BUSY_MACHINE_LIMITS,
          // Pure modules, no shared state (typeahead.test restores real timers): one module graph for all files
          // instead of one per file.
          isolate: false,
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        plugins: [
          // Route modules the tests import name the browser's message files (virtual:message-files).
          messageAssets(),
          cloudflareTest(async ({ inject }) => ({
            main: "./server.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(__dirname, "db/migrations")),
                GOOGLE_FAKE_URL: inject("googleFakeURL"),
                SESSION_SECRET: "worker-tests-session-secret-0123456789",
                // The public origin, as production must have it (the tests' requests go to this host).
                SITE_URL: "http://tablescout.test",
                // Sign-in on http://localhost goes to the Google fake's OAuth endpoints (token, userinfo).
                LOCAL_DEV: "1",
                // Replays one run of the fuzz test's random half (tests/worker/fuzz.test.ts).
                FUZZ_SEED: process.env.FUZZ_SEED ?? "",
                LOCAL_OIDC_ISSUER: inject("googleFakeURL"),
                // The pseudo-language at /en-xa (tests/worker/languages.test.ts).
                I18N_PSEUDO: "1",
                // The reviews' moderators (tests/worker/reviews.test.ts).
                MODERATORS: "Mod@Example.com, second-mod@example.com",
              },
              // An empty database of its own, where tests/worker/migrations.test.ts replays the migrations one by
              // one over an older guide's rows (the main DB has every migration applied by the setup file).
              d1Databases: ["MIGRATION_DB"],
              workers: [ogWorker()],
            },
          })),
        ],
        test: {
          name: "worker",
          ...BUSY_MACHINE_LIMITS,
          // One workerd for all the files (instead of a new one per file, about 5 s each): the files share
          // its D1, KV and cache, so each test uses data of its own (ids, users, cities no other file uses).
          isolate: false,
          include: ["tests/worker/**/*.test.ts", OG_BINDING_TEST],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
          globalSetup: ["./tests/worker/global-setup.ts", "./og/test/bundle.ts"],
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "@remix-run/cloudflare",
                  "@remix-run/server-runtime",
                  "@remix-run/react",
                  "remix-auth",
                  "remix-auth-google",
                ],
              },
            },
          },
        },
      },
      {
        plugins: [cloudflareTest({ main: "./og/src/index.ts", wrangler: { configPath: "./og/wrangler.toml" } })],
        test: {
          name: "og",
          ...BUSY_MACHINE_LIMITS,
          include: ["og/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, OG_BINDING_TEST],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./tests/browser/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time, with its own Chromium, against the one Worker the global setup starts, after
          // the unit and Worker projects: Chromium alone keeps more than one of a 2-core machine's cores busy
          // (measured: 85% of both cores during a file), so a second file at a time made each take twice as long.
          fileParallelism: false,
          // The files share one Chromium (tests/browser/browser.ts), so they run in one process.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
