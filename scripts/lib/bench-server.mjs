// A server of its own for a part of the bench: the built Worker on workerd with a fresh local D1 (migrated, in a
// temporary directory), stopped and its D1 deleted when the part is done, whatever happened.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FAKE_KEY, startGoogleFake } from "../../tests/fakes/google-fake.mjs";
import { signInWithFetch } from "./sign-in.mjs";
import { freePort, migrateLocal, serve, startLocalSignIn } from "./worker.mjs";

/**
 * Runs `use({ base, cookie, fake })` against such a server. `name` names its temporary directory; `google`
 * points the Google provider at the local fake of Google's APIs (`fake`, whose `requests` it counts); `person`
 * ({ email, name }) adds sign-in through the local OpenID provider and signs them in (`cookie` is theirs).
 */
export async function withServer({ name, google = false, person, seed }, use) {
  const persistTo = mkdtempSync(path.join(tmpdir(), `tablescout-bench-${name}-`));
  const port = await freePort();
  const fake = google ? await startGoogleFake() : undefined;
  const signIn = person ? await startLocalSignIn(port) : undefined;
  try {
    await migrateLocal({ persistTo, quiet: true });
    // Rows written before the server starts (the local D1 is not written under a running Worker).
    seed?.(persistTo);
    const vars = {
      ...(fake && {
        GOOGLE_MAPS_API_KEY: FAKE_KEY,
        GOOGLE_PLACES_BASE_URL: fake.url,
        GOOGLE_GEOCODING_BASE_URL: fake.url,
      }),
      ...signIn?.vars,
    };
    const server = await serve({ port, ip: "127.0.0.1", persistTo, vars, quiet: true });
    try {
      const cookie = person ? await signInWithFetch(server.url, person.email, person.name) : undefined;
      return await use({ base: server.url, cookie, fake });
    } finally {
      await server.stop();
    }
  } finally {
    await signIn?.oidc.close();
    await fake?.close();
    rmSync(persistTo, { recursive: true, force: true });
  }
}
