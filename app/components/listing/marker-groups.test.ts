import Supercluster from "supercluster";
import { describe, expect, it } from "vitest";
import { CLUSTER_PX, groupsAt, keyOf, PIN_PX } from "./marker-groups";

const MAX_ZOOM = 19;

/** Web Mercator pixels of 256-pixel tiles, as Leaflet projects a place at a zoom. */
function projector(zoom: number) {
  const size = 256 * 2 ** zoom;
  return (lat: number, lng: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
  };
}

function indexOf(places: [number, number][]) {
  const index = new Supercluster<{ placeId: string }>({ radius: 40, extent: 256, maxZoom: MAX_ZOOM });
  index.load(
    places.map(([lat, lng], i) => ({
      type: "Feature" as const,
      properties: { placeId: `p${i}` },
      geometry: { type: "Point" as const, coordinates: [lng, lat] },
    })),
  );
  return index;
}

/** The boxes the markers cover on screen, as the map draws them (a pin above its place, a round about it). */
function boxes(groups: ReturnType<typeof groupsAt>, zoom: number) {
  const project = projector(zoom);
  return groups.map((g) => {
    const { x, y } = project(g.lat, g.lng);
    return g.members.length > 1
      ? [x - CLUSTER_PX / 2, y - CLUSTER_PX / 2, x + CLUSTER_PX / 2, y + CLUSTER_PX / 2]
      : [x - PIN_PX[0] / 2, y - PIN_PX[1], x + PIN_PX[0] / 2, y];
  });
}

function overlapping(groups: ReturnType<typeof groupsAt>, zoom: number) {
  const b = boxes(groups, zoom);
  const pairs: string[] = [];
  for (let i = 0; i < b.length; i++)
    for (let j = i + 1; j < b.length; j++)
      if (b[i]![0]! < b[j]![2]! && b[j]![0]! < b[i]![2]! && b[i]![1]! < b[j]![3]! && b[j]![1]! < b[i]![3]!)
        pairs.push(`${keyOf(groups[i]!)} / ${keyOf(groups[j]!)}`);
  return pairs;
}

/** A deterministic scatter of `n` places round San Francisco, within `spread` degrees. */
function scatter(n: number, seed: number, spread: number): [number, number][] {
  let s = seed;
  const next = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  return Array.from({ length: n }, () => [37.77 + (next() - 0.5) * spread, -122.42 + (next() - 0.5) * spread]);
}

const fitZoom = () => 17;

describe("the open map's markers at a zoom", () => {
  it("merges a marker that supercluster left beside a cluster, which it would cover", () => {
    // Pixels from a place at zoom 14: the first place gathers the one 39 px north into a cluster (centred
    // between them), and leaves out the one 41 px away to the south-east, whose pin then reaches up into it.
    const zoom = 14;
    const size = 256 * 2 ** zoom;
    const origin = projector(zoom)(37.77, -122.42);
    const at = (dx: number, dy: number): [number, number] => {
      const [x, y] = [origin.x + dx, origin.y + dy];
      const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
      return [lat, (x / size) * 360 - 180];
    };
    const places = [at(0, 0), at(0, -39), at(20, 36)];
    const raw = indexOf(places).getClusters([-180, -85, 180, 85], zoom);
    expect(raw.length).toBe(2);
    const groups = groupsAt(indexOf(places), zoom, projector(zoom), fitZoom, MAX_ZOOM);
    expect(overlapping(groups, zoom)).toEqual([]);
    expect(groups.map(keyOf)).toEqual(["p0 p1 p2"]);
    // Choosing the merged cluster zooms in at least one step, to where its places come apart.
    expect(groups[0]!.expand()).toBe(17);
  });

  it("shows every card once and no two markers overlapping, at every zoom, on many scatters", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const places = scatter(20, seed, 0.05 + (seed % 5) * 0.02);
      const index = indexOf(places);
      for (let zoom = 10; zoom <= MAX_ZOOM; zoom++) {
        const groups = groupsAt(index, zoom, projector(zoom), fitZoom, MAX_ZOOM);
        const members = groups.flatMap((g) => g.members).sort();
        expect(members, `seed ${seed}, zoom ${zoom}`).toEqual(places.map((_, i) => `p${i}`).sort());
        expect(overlapping(groups, zoom), `seed ${seed}, zoom ${zoom}`).toEqual([]);
      }
    }
  });

  it("keeps apart markers that do not touch, each its own card's", () => {
    const zoom = 16;
    const places: [number, number][] = [
      [37.77, -122.42],
      [37.775, -122.41],
    ];
    const groups = groupsAt(indexOf(places), zoom, projector(zoom), fitZoom, MAX_ZOOM);
    expect(groups.map(keyOf).sort()).toEqual(["p0", "p1"]);
  });

  it("names a set of cards the same way whatever their order (a marker kept across zooms)", () => {
    expect(keyOf({ members: ["b", "a", "c"] })).toBe(keyOf({ members: ["c", "b", "a"] }));
    expect(keyOf({ members: ["a"] })).not.toBe(keyOf({ members: ["a", "b"] }));
  });
});
