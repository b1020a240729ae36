import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The browser project runs after `npm test` has built the app; these check what visitors download.
const assets = path.resolve(__dirname, "../../build/client/assets");
const js = readdirSync(assets).filter((f) => f.endsWith(".js"));

describe("client bundle", () => {
  it("never ships the server-side catalogues or provider data", () => {
    for (const file of js) {
      const text = readFileSync(path.join(assets, file), "utf8");
      // A city only in the US cities data, a world-cities entry, and the demo provider's name parts.
      expect(text, file).not.toContain("Cheektowaga");
      expect(text, file).not.toContain("Gelsenkirchen");
      expect(text, file).not.toContain("Dumpling House");
    }
  });

  // The interactive maps are loaded on demand, only where a listing shows its map.
  const lazyMap = (f: string) => /^(leaflet-src|GoogleListingMap)-/.test(f);
  const gz = (f: string) => gzipSync(readFileSync(path.join(assets, f))).length;

  // What a page loads up front, from Remix's manifest: the entry, the root and the page's route modules.
  const manifestFile = js.find((f) => f.startsWith("manifest-"))!;
  const manifest = JSON.parse(
    readFileSync(path.join(assets, manifestFile), "utf8")
      .replace(/^window\.__remixManifest=/, "")
      .replace(/;?\s*$/, ""),
  ) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[] }>;
  };
  const pageBytes = (routeIds: string[]) => {
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const id of ["root", ...routeIds]) {
      const r = manifest.routes[id]!;
      files.add(r.module);
      for (const f of r.imports ?? []) files.add(f);
    }
    return [...files].reduce((n, f) => n + gz(path.basename(f)), 0);
  };

  it.each([
    ["the home page", ["routes/_index"]],
    ["a results or restaurant page", ["routes/$"]],
    ["the account page", ["routes/account"]],
  ])("keeps the JavaScript %s loads up front under 121 kB gzipped", (_label, routes) => {
    // 120 kB until the Content-Security-Policy nonce reached Remix's inline scripts (about 50 bytes on every
    // page); the next budget, 100 kB for home and browse pages, comes with the edge-speed work.
    expect(pageBytes(routes)).toBeLessThan(121_000);
  });

  it("loads each interactive map library as its own chunk of under 50 kB gzipped", () => {
    const maps = js.filter(lazyMap);
    expect(maps.map((f) => f.split("-")[0]).sort()).toEqual(["GoogleListingMap", "leaflet"]);
    for (const f of maps) expect(gz(f), f).toBeLessThan(50_000);
  });
});
