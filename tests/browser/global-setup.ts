import { mkdtempSync, rmSync } from "node:fs";
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
 */
export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(path.join(tmpdir(), "tablescout-browser-"));
  await migrateLocal({ persistTo, quiet: true });
  const port = await freePort();
  const signIn = await startLocalSignIn(port);
  const server = await serve({ port, ip: "127.0.0.1", persistTo, vars: signIn.vars, quiet: true });
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
    await signIn.oidc.close();
    rmSync(persistTo, { recursive: true, force: true });
  };
}
