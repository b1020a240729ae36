import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { staticHeadersFile } from "./app/modules/http/security-headers";
import { messageAssets } from "./app/modules/i18n/assets";
import { getLoadContext } from "./load-context";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * What the root route imports loads on every page, so it travels in two chunks beside the root instead of
 * a dozen small ones that each compress alone (about 3 kB gzipped less on every page): "vendor" (React
 * and Remix: changes only with a library update, so browsers keep it cached across releases) and
 * "shell" (header, footer, search box, link helpers). Everything else keeps Rollup's own chunking.
 */
let shell: Map<string, string> | undefined;
const shellChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  // Vite's helper for import(): every page loads its page kind's chunk on demand, so it travels with the shell
  // (alone it was a file of its own on every page once more chunks imported it).
  if (id.includes("vite/preload-helper")) return "shell";
  // The messages' loader: the entry and the routes that show more of the messages import it.
  if (id.includes("/app/modules/i18n/client-messages")) return "shell";
  if (!shell) {
    const chunks = new Map<string, string>();
    const roots = [...getModuleIds()].filter((m) => /\/app\/root\.tsx/.test(m));
    const queue = roots.flatMap((m) => getModuleInfo(m)?.importedIds ?? []);
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (chunks.has(next)) continue;
      chunks.set(next, next.includes("/node_modules/") || !next.includes("/app/") ? "vendor" : "shell");
      queue.push(...(getModuleInfo(next)?.importedIds ?? []));
    }
    shell = chunks;
  }
  return shell.get(id);
};

/** Static files' headers: the assets layer's `_headers`, written into the client build from the Worker's own. */
const staticHeaders: Plugin = {
  name: "tablescout-static-headers",
  apply: "build",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: staticHeadersFile() });
  },
};

// Remix's Vite plugin replaces the deprecated classic compiler (remix.config.js): see README.md.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    remixCloudflareDevProxy({ getLoadContext }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tailwindcss(),
    tsconfigPaths(),
    messageAssets(),
    ...(isSsrBuild ? [] : [staticHeaders]),
  ],
  // The map's basemap worker (app/components/listing/basemap-worker.ts): an ES module, with the app's `~/` paths.
  worker: {
    format: "es" as const,
    plugins: () => [tsconfigPaths()],
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
  },
  resolve: {
    mainFields: ["browser", "module", "main"],
  },
  server: {
    // Every local D1/KV write lands under .wrangler/; watching it would reload the page on each write.
    watch: { ignored: ["**/.wrangler/**", "**/tests/.artifacts/**"] },
  },
  build: {
    // Terser's second compress pass makes the runtime (React and Remix) and the shell about 2.8 kB (gzipped)
    // smaller than esbuild does, on every page; the server bundle is minified by wrangler.
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
}));
