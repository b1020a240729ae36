/**
 * The sea of an extract, from its own coastline. OpenStreetMap draws the coast as lines with the land on their
 * left (natural=coastline); the sea is what lies on their right. osmcoastline (Debian: apt-get install
 * osmcoastline) turns closed coastline rings into land and water polygons, but an extract cuts the coast at its
 * edges, so its lines end in mid-air and osmcoastline cannot tell land from sea. Here each cut coastline is
 * closed along the extract's box the way the coast runs (keeping the land on the left: counterclockwise round
 * the box), which makes every ring whole; osmcoastline then writes the water polygons as a shapefile, which
 * tilemaker draws into the `water` layer.
 *
 * An extract with no coastline (Andorra) has no sea. A coastline osmcoastline finds broken (a line that ends
 * inside the box, rings that cross) gives no sea rather than a wrong one: a land-coloured sea misleads less than
 * a flooded town.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ImportError, osmium } from "../d1";

type Box = { minX: number; minY: number; maxX: number; maxY: number };
type Node = { x: number; y: number };

/** Synthetic ids start past any id OpenStreetMap has given (about 1.3e10 nodes in 2026). */
const SYNTHETIC_ID = 9e15;
/** A cut coastline's end this close to the box's edge (degrees, about 1 cm) is already on it. */
const ON_EDGE = 1e-7;

/** The extract's box: its header's, or where a file without one has data. */
function extractBox(file: string): Box | null {
  const header = JSON.parse(osmium(["fileinfo", "-j", file]).stdout || "{}") as { header?: { boxes?: number[][] } };
  let found = header.header?.boxes?.[0];
  if (!found) {
    const data = JSON.parse(osmium(["fileinfo", "-e", "-j", file]).stdout || "{}") as { data?: { bbox?: number[] } };
    found = data.data?.bbox;
  }
  const [minX, minY, maxX, maxY] = found ?? [];
  if (minX === undefined || minY === undefined || maxX === undefined || maxY === undefined) return null;
  return maxX > minX && maxY > minY ? { minX, minY, maxX, maxY } : null;
}

/** `box` grown to hold `nodes` (a coastline way cut by an extract keeps its nodes past the extract's edge). */
function grown(box: Box, nodes: Iterable<Node>): Box {
  const out = { ...box };
  for (const n of nodes) {
    out.minX = Math.min(out.minX, n.x);
    out.minY = Math.min(out.minY, n.y);
    out.maxX = Math.max(out.maxX, n.x);
    out.maxY = Math.max(out.maxY, n.y);
  }
  return out;
}

/**
 * Whether `p` is where an extract cuts a coastline, not a break inside it: past the box, or near its edge.
 * Extracts are cut along a border or a polygon inside their box, so "near" is a tenth of the box's width or
 * height, whichever is smaller (Monaco's coast meets its cut 4 to 30 m inside the box). A coast cut farther
 * inside needs the water polygons shapefile (--ocean).
 */
function atOrPast(p: Node, box: Box): boolean {
  const near = Math.max(ON_EDGE, 0.1 * Math.min(box.maxX - box.minX, box.maxY - box.minY));
  return p.x <= box.minX + near || p.x >= box.maxX - near || p.y <= box.minY + near || p.y >= box.maxY - near;
}

/** The coastline's nodes and ways, read as OPL (one object a line: `n1 x7.4 y43.7`, `w2 ... Nn1,n2`). */
function readCoastline(opl: string) {
  const nodes = new Map<number, Node>();
  const ways: number[][] = [];
  for (const line of opl.split("\n")) {
    const id = /^([nw])(\d+)/.exec(line);
    if (id?.[1] === "n") {
      const x = /\sx(-?[\d.]+)/.exec(line)?.[1];
      const y = /\sy(-?[\d.]+)/.exec(line)?.[1];
      if (x !== undefined && y !== undefined) nodes.set(Number(id[2]), { x: Number(x), y: Number(y) });
    } else if (id?.[1] === "w") {
      const refs = /\sN(\S*)/.exec(line)?.[1];
      if (refs) ways.push(refs.split(",").map((r) => Number(r.slice(1))));
    }
  }
  return { nodes, ways };
}

/** Ways joined end to start into the longest lines they make (coastline ways all run the same way round). */
function chains(ways: number[][]): number[][] {
  const open = ways.filter((w) => w.length > 1).map((w) => [...w]);
  const byStart = new Map<number, number[]>();
  for (const w of open) byStart.set(w[0]!, w);
  const joined = new Set<number[]>();
  for (const w of open) {
    if (joined.has(w)) continue;
    for (let next = byStart.get(w.at(-1)!); next && next !== w && !joined.has(next); next = byStart.get(w.at(-1)!)) {
      w.push(...next.slice(1));
      joined.add(next);
    }
  }
  return open.filter((w) => !joined.has(w));
}

/**
 * Where a point meets the box's edge (the closest edge), and how far along the box's outline that is, going
 * counterclockwise from the south-west corner: along the south edge, up the east, back along the north, down
 * the west.
 */
function onEdge(p: Node, b: Box): { at: Node; t: number } {
  const [w, h] = [b.maxX - b.minX, b.maxY - b.minY];
  const distances = [p.y - b.minY, b.maxX - p.x, b.maxY - p.y, p.x - b.minX];
  const edge = distances.indexOf(Math.min(...distances));
  if (edge === 0) return { at: { x: p.x, y: b.minY }, t: p.x - b.minX };
  if (edge === 1) return { at: { x: b.maxX, y: p.y }, t: w + (p.y - b.minY) };
  if (edge === 2) return { at: { x: p.x, y: b.maxY }, t: w + h + (b.maxX - p.x) };
  return { at: { x: b.minX, y: p.y }, t: 2 * w + h + (b.maxY - p.y) };
}

/**
 * The ways that close the cut coastlines along the box: from each line's end, counterclockwise round the box
 * (the land on the left), to the start of the next line met, turning at the corners passed.
 */
export function closingWays(
  lines: number[][],
  nodes: Map<number, Node>,
  box: Box,
): { nodes: Map<number, Node>; ways: number[][] } {
  const [w, h] = [box.maxX - box.minX, box.maxY - box.minY];
  const perimeter = 2 * (w + h);
  const corners = [
    { t: 0, at: { x: box.minX, y: box.minY } },
    { t: w, at: { x: box.maxX, y: box.minY } },
    { t: w + h, at: { x: box.maxX, y: box.maxY } },
    { t: 2 * w + h, at: { x: box.minX, y: box.maxY } },
  ];
  const cut = lines
    .filter((l) => l[0] !== l.at(-1))
    .map((l) => ({
      start: l[0]!,
      end: l.at(-1)!,
      from: onEdge(nodes.get(l[0]!)!, box),
      to: onEdge(nodes.get(l.at(-1)!)!, box),
    }));
  const added = new Map<number, Node>();
  let nextId = SYNTHETIC_ID;
  const node = (at: Node, near: number) => {
    const real = nodes.get(near)!;
    if (Math.hypot(real.x - at.x, real.y - at.y) < ON_EDGE) return near;
    added.set(++nextId, at);
    return nextId;
  };
  const ways: number[][] = [];
  for (const line of cut) {
    const ahead = (t: number) => (t - line.to.t + perimeter) % perimeter;
    const next = cut.reduce((best, other) => (ahead(other.from.t) < ahead(best.from.t) ? other : best));
    const passed = corners
      .filter((c) => ahead(c.t) > 0 && ahead(c.t) < ahead(next.from.t))
      .sort((a, b) => ahead(a.t) - ahead(b.t))
      .map((c) => {
        added.set(++nextId, c.at);
        return nextId;
      });
    ways.push([line.end, node(line.to.at, line.end), ...passed, node(next.from.at, next.start), next.start]);
  }
  // A node repeated back to back (an end already on the edge) would be a zero-length segment.
  return { nodes: added, ways: ways.map((way) => way.filter((id, i) => id !== way[i - 1])) };
}

/**
 * The sea's polygons for `file`, as a shapefile written under `work` (water_polygons.shp), or null when the
 * extract has no coastline or osmcoastline finds it broken (`log` says which).
 */
export function seaShapefile(
  file: string,
  work: string,
  log: (line: string) => void,
  polygons: "water" | "both" = "water",
): string | null {
  const coast = path.join(work, "coastline.opl");
  const filtered = osmium([
    "tags-filter",
    file,
    "w/natural=coastline",
    "-O",
    "-f",
    "opl,add_metadata=false",
    "-o",
    coast,
  ]);
  if (filtered.status !== 0) throw new ImportError(`osmium could not read the coastline of ${file}`);
  const { nodes, ways } = readCoastline(readFileSync(coast, "utf8"));
  if (!ways.length) return null;
  const extract = extractBox(file);
  if (!extract) return null;
  const lines = chains(ways);
  const ends = lines.filter((l) => l[0] !== l.at(-1)).flatMap((l) => [nodes.get(l[0]!), nodes.get(l.at(-1)!)]);
  if (ends.some((end) => !end || !atOrPast(end, extract))) {
    log("  The coastline breaks off inside the extract, so the sea is not drawn");
    return null;
  }
  const closing = closingWays(lines, nodes, grown(extract, nodes.values()));
  const whole = path.join(work, "coastline-closed.opl");
  const opl = [
    ...[...nodes, ...closing.nodes].map(([id, n]) => `n${id} v1 x${n.x.toFixed(7)} y${n.y.toFixed(7)}`),
    ...[...ways, ...closing.ways].map(
      (way, i) => `w${i + 1} v1 Tnatural=coastline N${way.map((id) => `n${id}`).join(",")}`,
    ),
  ];
  writeFileSync(whole, `${opl.join("\n")}\n`);
  const out = path.join(work, "sea");
  // osmcoastline's --overwrite removes a file, not the directory a shapefile is written into.
  rmSync(out, { recursive: true, force: true });
  // -c 0: rings are closed above, along the box, never by a straight jump across the land.
  const made = spawnSync(
    "osmcoastline",
    ["-p", polygons, "-g", "ESRI Shapefile", "-c", "0", "-i", "-f", "-o", out, whole],
    {
      encoding: "utf8",
    },
  );
  if (made.error) throw new ImportError("osmcoastline is needed to draw the sea: apt-get install osmcoastline");
  // osmcoastline's exit status: 0 all well, 1 warnings, 2 errors in the data, 3 it could not run.
  if (made.status !== 0 && made.status !== 1) {
    const why = made.stderr.split("\n").find((l) => /error|invalid/i.test(l)) ?? `exit status ${made.status}`;
    log(`  The coastline is broken here, so the sea is not drawn (${why.trim()})`);
    return null;
  }
  return path.join(out, "water_polygons.shp");
}
