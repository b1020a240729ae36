import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve("@remix-run/router"));

describe("the route-matching patch (patches/@remix-run+router+1.23.3.patch)", () => {
  it("is in the Worker's build of @remix-run/router", () => {
    const text = readFileSync(path.join(routerDir, "router.cjs.js"), "utf8");
    expect(text).toContain("let ranked = rankedBranches(routes);");
    expect(text).toContain("compiled = compilePathUncached(path, caseSensitive, end);");
  });

  it("matches as before, and sees routes added to the tree after an earlier match", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const children: { id: string; path: string }[] = [
      { id: "privacy", path: "privacy-policy" },
      { id: "preview", path: "account/import/:id" },
      { id: "catch-all", path: "*" },
    ];
    const routes = [{ id: "root", path: "", children }];
    const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.id);
    expect(ids("/privacy-policy")).toEqual(["root", "privacy"]);
    expect(ids("/Account/Import/42")).toEqual(["root", "preview"]);
    expect(matchRoutes(routes, "/account/import/42")?.at(-1)?.params).toEqual({ id: "42" });
    expect(ids("/new-page")).toEqual(["root", "catch-all"]);
    children.push({ id: "new", path: "new-page" });
    expect(ids("/new-page")).toEqual(["root", "new"]);
  });

  it("gives every caller its own matches: changing one answer changes no later one", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [{ id: "root", path: "", children: [{ id: "preview", path: "account/import/:id" }] }];
    const first = matchRoutes(routes, "/account/import/42")!;
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).id = "changed";
    first.pop();
    const second = matchRoutes(routes, "/account/import/42")!;
    expect(second).toHaveLength(2);
    expect(second[1]!.params).toEqual({ id: "42" });
  });
});

describe("the stream renderer patch (patches/react-dom+18.3.1.patch)", () => {
  const serverBrowser = path.join(
    path.dirname(require.resolve("react-dom/package.json")),
    "cjs/react-dom-server.browser.production.min.js",
  );

  it("is in the build Workers use", () => {
    const code = readFileSync(serverBrowser, "utf8");
    expect(code).toContain("tsChunks.get(a)");
    expect(code).not.toContain("new Uint8Array(512)");
  });

  it("hands the stream a few large chunks instead of hundreds of 512-byte ones", async () => {
    const { renderToReadableStream } = require(serverBrowser) as typeof import("react-dom/server");
    const page = h(
      "ol",
      null,
      Array.from({ length: 1000 }, (_, i) => h("li", { key: i, className: "rounded-2xl border p-4" }, `Place ${i}`)),
    );
    const reader = (await renderToReadableStream(page)).getReader();
    const sizes: number[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) sizes.push(r.value.byteLength);
    const total = sizes.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20_000);
    expect(sizes.length).toBeLessThanOrEqual(Math.ceil(total / 16_384) + 1);
  });

  it("renders the same markup as React's string renderer, however often a piece repeats", async () => {
    const { renderToReadableStream } = require(serverBrowser) as typeof import("react-dom/server");
    const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
    const card = (i: number) =>
      h(
        "li",
        { key: i, className: "card rounded-2xl border" },
        h("a", { href: `/r/${i}`, className: "card-link", "aria-label": `Café ${i} “five” <b>` }, `Name ${i} & co`),
        h("p", { className: "text-sm text-stone-600" }, "x".repeat(200 + i), " ", "寿司 ✓"),
      );
    const page = h(
      "ol",
      null,
      Array.from({ length: 300 }, (_, i) => card(i % 7)),
    );
    for (let round = 0; round < 2; round++) {
      const html = await new Response(await renderToReadableStream(page)).text();
      expect(html).toBe(renderToString(page));
    }
  });
});

describe("the dev proxy patch (patches/wrangler+4.86.0.patch)", () => {
  const proxyWorker = path.join(path.dirname(require.resolve("wrangler/package.json")), "wrangler-dist/ProxyWorker.js");

  it("retries a GET whose forwarding failed at once, a few times, instead of parking it until another request", () => {
    const code = readFileSync(proxyWorker, "utf8");
    // Unpatched, a GET whose fetch to the user Worker failed (a connection reset) waited in requestRetryQueue
    // until the next request happened to arrive: a page waiting on that one script never got its load event.
    const retry = code.slice(code.indexOf("retriesOf.get(request) ?? 0) < 3"));
    expect(retry.slice(0, 300)).toContain(
      "this.requestRetryQueue.set(request, deferredResponse);\n          this.processQueue();",
    );
    expect(code).toContain("deferredResponse.reject(error);\n        } else {");
  });
});

describe("the inspector's debug-log patch (patches/wrangler+4.86.0.patch)", () => {
  const dist = path.join(path.dirname(require.resolve("wrangler/package.json")), "wrangler-dist");

  it("posts the runtime's inspector messages to wrangler's process only when its debug logs are on", () => {
    // Unpatched, every message of the runtime's inspector (four for each D1 query of a page) was posted to
    // wrangler's Node process to be dropped there: about 4 ms of CPU for each query, which the Worker deployed
    // never pays, so the bench's pages that read D1 measured slower than they are against those that do not.
    const inspector = readFileSync(path.join(dist, "InspectorProxyWorker.js"), "utf8");
    expect(inspector).toContain(
      'if (this.env.DEBUG_LOGS) this.sendProxyControllerRequest({ type: "debug-log", args });',
    );
    const cli = readFileSync(path.join(dist, "cli.js"), "utf8");
    expect(cli).toContain('DEBUG_LOGS: logger.loggerLevel === "debug"');
  });
});

describe("the partial manifest patch (patches/@remix-run+react+2.17.5.patch)", () => {
  type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
  const { getPartialManifest } = require("@remix-run/react/dist/fog-of-war.js") as {
    getPartialManifest(
      manifest: { routes: Record<string, unknown> },
      router: {
        routes: Route[];
        basename?: string;
        state: { matches: { route: Route }[]; location: { pathname: string } };
      },
    ): { routes: Record<string, unknown> };
  };
  const children: Route[] = [
    { id: "restaurants", path: "restaurants", children: [{ id: "restaurants-index", index: true }] },
    { id: "privacy", path: "privacy-policy" },
    { id: "catch-all", path: "*" },
  ];
  const routes: Route[] = [{ id: "root", path: "", children }];
  const manifest = {
    routes: Object.fromEntries(
      ["root", "restaurants", "restaurants-index", "privacy", "catch-all"].map((id) => [id, { id }]),
    ),
  };
  const partial = (pathname: string) => {
    const matches = [{ route: routes[0]! }, { route: children[2]! }];
    return Object.keys(getPartialManifest(manifest, { routes, state: { matches, location: { pathname } } }).routes);
  };

  it("is in both builds of @remix-run/react", () => {
    for (const file of ["dist/fog-of-war.js", "dist/esm/fog-of-war.js"])
      expect(readFileSync(require.resolve(`@remix-run/react/${file}`), "utf8")).toContain("partialPaths.get(manifest)");
  });

  it("names the routes each parent path matches, the first time and every time after", () => {
    const first = partial("/restaurants/USA/CA/san-francisco/profile/lucas-burgers");
    expect(first).toEqual(["root", "catch-all", "restaurants", "restaurants-index"]);
    expect(partial("/restaurants/USA/CA/san-francisco/profile/lucas-burgers")).toEqual(first);
    expect(partial("/somewhere/else")).toEqual(["root", "catch-all"]);
  });
});
