import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// biome-ignore lint/suspicious/noTsIgnore: the module exists only after a build, so @ts-expect-error would fail once built
// @ts-ignore - produced by `npm run build` (Remix's Vite build); absent before the first build.
import * as build from "./build/server";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);

export default {
  async fetch(request, env, ctx) {
    try {
      const loadContext = getLoadContext({
        request,
        context: {
          cloudflare: {
            cf: request.cf,
            ctx: {
              waitUntil: ctx.waitUntil.bind(ctx),
              passThroughOnException: ctx.passThroughOnException.bind(ctx),
            },
            env,
          },
        },
      });
      return await handleRemixRequest(request, loadContext);
    } catch (error) {
      // Remix renders its own error pages; reaching here means the handler itself failed.
      console.error("Unhandled error", error);
      return new Response("TableScout ran into an unexpected error. Please try again.", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  },
} satisfies ExportedHandler<Env>;
