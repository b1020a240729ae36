import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      /** An empty database for replaying the migrations one by one (tests/worker/migrations.test.ts). */
      MIGRATION_DB: D1Database;
      /** The local fake of Google's APIs started by tests/worker/global-setup.ts. */
      GOOGLE_FAKE_URL: string;
    }
  }
}

// Setup files run outside per-test storage isolation and may run more than once;
// applyD1Migrations applies only the migrations not yet recorded, so this is safe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
