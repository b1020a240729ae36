/**
 * Which markers the open map shows at a zoom: one per card, or one cluster for cards whose markers would
 * touch. Every marker on screen is whole and apart from the others, so each is a target a finger can hit
 * (WCAG's target size: no two interactive targets overlap).
 *
 * supercluster groups points nearer than its radius, greedily: a point left out of a cluster can still sit
 * close enough to it for their markers to overlap (the cluster moves to its members' centre). So after it,
 * any two markers whose boxes touch are merged into one cluster, until none do.
 */
import type Supercluster from "supercluster";

/** Fired on the map once its markers are regrouped for its zoom (the basemap's names then keep clear of them). */
export const MARKERS_DRAWN = "tsmarkersdrawn";

/** A card's pin: 30 by 38 px, its tip on the place. */
export const PIN_PX = [30, 38] as const;
/** A cluster: a 36 px round centred on its members' centre. */
export const CLUSTER_PX = 36;
/** Space kept clear between two markers (px). */
const GAP_PX = 2;

export interface Group {
  /** The cards it stands for, by place id (one: a card's own marker). */
  members: string[];
  lat: number;
  lng: number;
  /** Each member's place, [lat, lng]. */
  places: [number, number][];
  /** The zoom that choosing the cluster goes to (where its cards come apart). */
  expand: () => number;
}

/** A box on screen: left, top, right, bottom (pixels). */
export type Box = [number, number, number, number];
type Project = (lat: number, lng: number) => { x: number; y: number };

/** One key per set of cards: a marker kept across zooms is the one standing for the same cards. */
export const keyOf = (group: Pick<Group, "members">) => [...group.members].sort().join(" ");

function boxOf(group: Group, project: Project): Box {
  const { x, y } = project(group.lat, group.lng);
  const half = GAP_PX / 2;
  if (group.members.length > 1) {
    const r = CLUSTER_PX / 2 + half;
    return [x - r, y - r, x + r, y + r];
  }
  const w = PIN_PX[0] / 2 + half;
  return [x - w, y - PIN_PX[1] - half, x + w, y + half];
}

/** Whether two boxes share any area (touching edges do not). */
export const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * The markers at `zoom` of the places in `index` (its points carry their card's `placeId`). `project` gives a
 * place's pixel at that zoom; `fitZoom` the zoom at which places fit apart on the map (for merged clusters).
 */
export function groupsAt(
  index: Supercluster<{ placeId: string }>,
  zoom: number,
  project: Project,
  fitZoom: (places: [number, number][]) => number,
  maxZoom: number,
): Group[] {
  const groups: Group[] = index.getClusters([-180, -85, 180, 85], zoom).map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const props = feature.properties;
    if ("cluster" in props && props.cluster) {
      const id = props.cluster_id;
      const leaves = index.getLeaves(id, Number.POSITIVE_INFINITY);
      return {
        members: leaves.map((leaf) => leaf.properties.placeId),
        lat,
        lng,
        places: leaves.map((leaf) => [leaf.geometry.coordinates[1]!, leaf.geometry.coordinates[0]!]),
        expand: () => Math.min(index.getClusterExpansionZoom(id), maxZoom),
      };
    }
    const { placeId } = props as { placeId: string };
    return { members: [placeId], lat, lng, places: [[lat, lng]], expand: () => zoom };
  });
  for (;;) {
    const boxes = groups.map((g) => boxOf(g, project));
    let pair: [number, number] | null = null;
    for (let i = 0; i < groups.length && !pair; i++)
      for (let j = i + 1; j < groups.length; j++)
        if (overlaps(boxes[i]!, boxes[j]!)) {
          pair = [i, j];
          break;
        }
    if (!pair) return groups;
    const [a, b] = [groups[pair[0]]!, groups[pair[1]]!];
    const places = [...a.places, ...b.places];
    const merged: Group = {
      members: [...a.members, ...b.members],
      lat: places.reduce((sum, p) => sum + p[0], 0) / places.length,
      lng: places.reduce((sum, p) => sum + p[1], 0) / places.length,
      places,
      expand: () => Math.min(maxZoom, Math.max(zoom + 1, fitZoom(places))),
    };
    groups.splice(pair[1], 1);
    groups.splice(pair[0], 1, merged);
  }
}
