/**
 * Where an OpenStreetMap place is filed: the square of 0.01 degree each way (about 1 km) it lies in, numbered
 * row by row, so that the squares of one row of latitude are consecutive numbers. The import writes each
 * place's square; a search near a point reads the squares around it (one range a row) through an index.
 */
/** Squares a degree: 100, so a square is 0.01 degree each way. */
const PER_DEGREE = 100;
const ROW = 360 * PER_DEGREE;
/** The edges of the grid: the pole and the antimeridian belong to the last row and column, not one past them. */
const EDGE = 1e-9;
const rowOf = (lat: number) => Math.floor((Math.min(lat, 90 - EDGE) + 90) * PER_DEGREE);
const columnOf = (lng: number) => Math.floor((Math.min(lng, 180 - EDGE) + 180) * PER_DEGREE);

/** The square a point is in (the import files each place under it). */
export const cellOf = (lat: number, lng: number) => rowOf(lat) * ROW + columnOf(lng);

/**
 * The cell ranges that cover a circle: for each row of latitude the circle touches, the run of cells from its
 * west edge to its east edge (contiguous numbers, so one BETWEEN each).
 */
export function cellRanges(at: { lat: number; lng: number }, radiusM: number): [number, number][] {
  const dLat = radiusM / 111_320;
  const dLng = radiusM / (111_320 * Math.max(0.01, Math.cos((at.lat * Math.PI) / 180)));
  const south = Math.max(-90, at.lat - dLat);
  const north = Math.min(90, at.lat + dLat);
  const west = Math.max(-180, at.lng - dLng);
  const east = Math.min(180, at.lng + dLng);
  const ranges: [number, number][] = [];
  for (let row = rowOf(south); row <= rowOf(north); row++)
    ranges.push([row * ROW + columnOf(west), row * ROW + columnOf(east)]);
  return ranges;
}
