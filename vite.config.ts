import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin as EsbuildPlugin } from "esbuild";
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
 * a dozen small ones that each compress alone (about 3 kB gzipped less on every page): "vendor" (Preact
 * standing in for React, and Remix: changes only with a library update, so browsers keep it cached across releases) and
 * "shell" (header, footer, search box, link helpers). Everything else keeps Rollup's own chunking.
 */
let shell: Map<string, string> | undefined;
const shellChunk: Rollup.GetManualChunk = (id, { getModuleIds, getModuleInfo }) => {
  // Vite's helper for import(): every page loads its page kind's chunk on demand, so it travels with the shell
  // (alone it was a file of its own on every page once more chunks imported it).
  if (id.includes("vite/preload-helper")) return "shell";
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

/**
 * The browser runs Preact where the server runs React: preact/compat answers to the names react, react-dom
 * and their subpaths (react-dom/client, react/jsx-runtime) in code built for the browser, which is 36 kB
 * (gzipped) less script on every page than React DOM. Server rendering keeps React (streaming, Suspense),
 * and Preact hydrates its markup (app/entry.client.tsx).
 */
const REACT_IMPORT = /^react(-dom)?(\/|$)/;
const browserRuntime = (source: string) =>
  REACT_IMPORT.test(source) ? source.replace(REACT_IMPORT, "preact/compat$2") : undefined;
const preactInTheBrowser: Plugin = {
  name: "tablescout-preact-in-the-browser",
  enforce: "pre",
  resolveId(source, importer, options) {
    const target = options?.ssr ? undefined : browserRuntime(source);
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};
/** The same for the dependencies Vite's development server pre-bundles for the browser with esbuild. */
const preactInPrebundledDependencies: EsbuildPlugin = {
  name: "tablescout-preact-in-the-browser",
  setup(build) {
    build.onResolve({ filter: REACT_IMPORT }, (args) => {
      const target = args.kind === "entry-point" ? undefined : browserRuntime(args.path);
      return target ? build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind }) : undefined;
    });
  },
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
    preactInTheBrowser,
    messageAssets(),
    ...(isSsrBuild ? [] : [staticHeaders]),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
    },
  },
  resolve: {
    mainFields: ["browser", "module", "main"],
  },
  optimizeDeps: {
    // Pre-bundled from the start, in one run with the dependencies that import them (one copy of Preact).
    include: ["preact", "preact/hooks", "preact/compat", "preact/compat/client", "preact/compat/jsx-dev-runtime"],
    esbuildOptions: { plugins: [preactInPrebundledDependencies] },
  },
  server: {
    // Every local D1/KV write lands under .wrangler/; watching it would reload the page on each write.
    watch: { ignored: ["**/.wrangler/**", "**/tests/.artifacts/**"] },
  },
  build: {
    // Terser's second compress pass makes the runtime (Preact and Remix) and the shell about 2.8 kB (gzipped)
    // smaller than esbuild does, on every page; the server bundle is minified by wrangler.
    minify: "terser",
    terserOptions: { ecma: 2020, module: true, compress: { passes: 2 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
}));
