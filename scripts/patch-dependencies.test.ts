import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const routerDir = path.dirname(require.resolve("@remix-run/router"));

describe("the route-matching patch (scripts/patch-dependencies.mjs)", () => {
  it("is in both builds of @remix-run/router", () => {
    for (const file of ["router.cjs.js", "router.js"]) {
      const text = readFileSync(path.join(routerDir, file), "utf8");
      expect(text).toContain("let branches = rankedBranches(routes);");
      expect(text).toContain("compiled = compilePathUncached(path, caseSensitive, end);");
    }
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
});
