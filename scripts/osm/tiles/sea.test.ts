/**
 * The sea from an extract's own coastline (osmium-tool and osmcoastline, on small OSM files written here): the
 * side of a cut coastline the sea is on, an island, and coastlines that give no sea rather than a wrong one.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SCRIPT_TEST_MS } from "../../../tests/local-d1";
import { closingWays, seaShapefile } from "./sea";

const work = mkdtempSync(path.join(tmpdir(), "tablescout-sea-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An OSM file (OPL): the box's four corners as untagged nodes, and the coastline ways given as [x, y] lists. */
function extract(name: string, coast: [number, number][][]): string {
  let id = 0;
  const lines = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ].map(([x, y]) => `n${++id} v1 x${x} y${y}`);
  const ways = coast.map((points, w) => {
    const refs = points.map(([x, y]) => {
      lines.push(`n${++id} v1 x${x} y${y}`);
      return `n${id}`;
    });
    // A closed ring ends on its first node.
    const [first] = points;
    const last = points.at(-1);
    if (first && last && first[0] === last[0] && first[1] === last[1]) refs[refs.length - 1] = refs[0]!;
    return `w${w + 1} v1 Tnatural=coastline N${refs.join(",")}`;
  });
  const file = path.join(work, `${name}.opl`);
  writeFileSync(file, `${[...lines, ...ways].join("\n")}\n`);
  return file;
}

/** The [west, south, east, north] a shapefile's header gives for all its shapes. */
function shapesBox(shp: string): number[] {
  const bytes = readFileSync(shp);
  return [36, 44, 52, 60].map((at) => Math.round(bytes.readDoubleLE(at) * 1000) / 1000);
}

describe("the sea from the extract's coastline", () => {
  it("closes a cut coastline round the box with the land on its left", () => {
    const nodes = new Map([
      [1, { x: 0, y: 5 }],
      [2, { x: 10, y: 5 }],
    ]);
    const { nodes: added, ways } = closingWays([[1, 2]], nodes, { minX: 0, minY: 0, maxX: 10, maxY: 10 });
    // From the east end up to the north-east corner, the north-west one, and back down to the west end.
    expect(ways).toHaveLength(1);
    expect(ways[0]!.at(0)).toBe(2);
    expect(ways[0]!.at(-1)).toBe(1);
    expect(ways[0]!.slice(1, -1).map((id) => added.get(id))).toEqual([
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ]);
  });

  it(
    "puts the sea south of a coast running east (land on its left), and north of one running west",
    () => {
      const east = seaShapefile(
        extract("east", [
          [
            [0, 5],
            [4, 5.5],
            [10, 5],
          ],
        ]),
        work,
        () => {},
        "both",
      );
      expect(east).not.toBeNull();
      expect(shapesBox(path.join(path.dirname(east!), "land_polygons.shp"))).toEqual([0, 5, 10, 10]);
      const west = seaShapefile(
        extract("west", [
          [
            [10, 5],
            [4, 5.5],
            [0, 5],
          ],
        ]),
        work,
        () => {},
        "both",
      );
      expect(shapesBox(path.join(path.dirname(west!), "land_polygons.shp"))).toEqual([0, 0, 10, 5.5]);
      // An extract cut along a border inside its box: the coast's ends a little short of the box's edges.
      const short = seaShapefile(
        extract("short", [
          [
            [0.3, 5],
            [4, 5.5],
            [9.8, 5],
          ],
        ]),
        work,
        () => {},
        "both",
      );
      expect(shapesBox(path.join(path.dirname(short!), "land_polygons.shp"))).toEqual([0, 5, 10, 10]);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "draws an island in the sea: a closed coastline inside the box",
    () => {
      const ring: [number, number][] = [
        [3, 3],
        [7, 3],
        [7, 7],
        [3, 7],
        [3, 3],
      ];
      const island = seaShapefile(extract("island", [ring]), work, () => {}, "both");
      expect(shapesBox(path.join(path.dirname(island!), "land_polygons.shp"))).toEqual([3, 3, 7, 7]);
    },
    SCRIPT_TEST_MS,
  );

  it(
    "draws no sea for an extract without coast, or whose coastline breaks off inside it",
    () => {
      const said: string[] = [];
      expect(seaShapefile(extract("inland", []), work, (l) => said.push(l))).toBeNull();
      expect(said).toEqual([]);
      const broken = extract("broken", [
        [
          [0, 5],
          [4, 5.5],
          [6, 5],
        ],
      ]);
      expect(seaShapefile(broken, work, (l) => said.push(l))).toBeNull();
      expect(said.join("\n")).toMatch(/breaks off inside the extract/);
    },
    SCRIPT_TEST_MS,
  );
});
