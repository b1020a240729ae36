import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "./app/modules/db/db.server";
import { siteOrigin } from "./app/modules/seo/origin";

/** What the Worker (server.ts) and wrangler's platform proxy (`vite dev`) both provide. */
export interface Cloudflare {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  /** Cloudflare request metadata (location, colo); absent or partial when running locally. */
  cf: Partial<IncomingRequestCfProperties> | CfProperties | undefined;
}

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: Cloudflare;
    /** Drizzle over the request's D1 binding, built per request (never a module-level singleton). */
    db: Db;
    /** Public origin for canonical URLs and social tags: SITE_URL when set, else the request's own. */
    origin: string;
  }
}

/** Builds the per-request context for every loader and action, on Workers and under `vite dev` alike. */
export function getLoadContext({
  request,
  context,
}: {
  request: Request;
  context: { cloudflare: Cloudflare };
}): AppLoadContext {
  const { env } = context.cloudflare;
  return {
    cloudflare: context.cloudflare,
    db: createDb(env.DB),
    origin: siteOrigin(env.SITE_URL, request.url),
  };
}
