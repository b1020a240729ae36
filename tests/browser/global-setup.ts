import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, migrateLocal, serve, startLocalSignIn } from "../../scripts/lib/worker.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Serves the production build (made by `npm test` before vitest runs) on the Workers runtime with its
 * own throw-away D1/KV state, exactly as `npm start` does.
 *
 * The server is started here but not waited for: migrating D1 and starting wrangler take about 20 s, which the
 * unit and Worker projects (which run first) use instead of waiting. Each browser file waits until the server
 * answers (useBrowser); if it cannot start, the error is printed here and those files fail.
 */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(path.join(tmpdir(), "tablescout-browser-"));
  const port = await freePort();
  const ip = "127.0.0.1";
  const signIn = await startLocalSignIn(port);
  const server = migrateLocal({ persistTo, quiet: true }).then(() =>
    serve({ port, ip, persistTo, vars: signIn.vars, quiet: true }),
  );
  server.catch((error: unknown) => console.error("The browser tests' Worker did not start:", error));
  project.provide("baseURL", `http://${ip}:${port}`);
  return async () => {
    const running = await server.catch(() => undefined);
    await running?.stop();
    // wrangler dev's own log (one line per request, its warnings), for a failed run: a request that never
    // finished shows there as a line that is missing or late.
    mkdirSync("tests/.artifacts", { recursive: true });
    if (running) writeFileSync(path.join("tests/.artifacts", "wrangler-dev.log"), running.log());
    await signIn.oidc.close();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
