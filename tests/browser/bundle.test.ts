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

  it("keeps the JavaScript every page loads small (under 130 kB gzipped in all)", () => {
    const total = js.filter((f) => !lazyMap(f)).reduce((n, f) => n + gz(f), 0);
    expect(total).toBeLessThan(130_000);
  });

  it("loads each interactive map library as its own chunk of under 50 kB gzipped", () => {
    const maps = js.filter(lazyMap);
    expect(maps.map((f) => f.split("-")[0]).sort()).toEqual(["GoogleListingMap", "leaflet"]);
    for (const f of maps) expect(gz(f), f).toBeLessThan(50_000);
  });
});
