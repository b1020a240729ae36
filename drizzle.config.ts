import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL here; wrangler applies it (`npm run db:migrate:local|remote`).
// drizzle-kit 0.31 writes flat NNNN_name.sql files, the layout wrangler's migrations_dir reads.
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
