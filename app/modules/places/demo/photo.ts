/**
 * Demo photos, generated as SVG: a plate of food seen from above on a table, coloured by the
 * restaurant's cuisine and varied by the reference. References look like demo:{cuisine index}:{seed}.
 */
import { CUISINE_PROFILES } from "./cuisines";
import { rng } from "./random";

const REF = /^demo:(\d{1,2}):([a-z0-9]{1,13})$/;

const FOOD_COLOURS: readonly (readonly string[])[] = [
  ["#c0392b", "#f5d76e", "#27ae60"], // tomato, cheese, basil
  ["#e67e22", "#fdfefe", "#2c3e50"], // salmon, rice, nori
  ["#d35400", "#f1c40f", "#16a085"],
  ["#27ae60", "#e74c3c", "#f39c12"],
  ["#a04000", "#f0b27a", "#1e8449"],
  ["#784212", "#f7dc6f", "#922b21"],
];
const TABLES = ["#6e4b3a", "#3b3b3b", "#8d6e63", "#2e4053", "#5d4037", "#e5e0d8"];

export function isDemoPhotoReference(ref: string): boolean {
  const m = REF.exec(ref);
  return Boolean(m && Number(m[1]) < CUISINE_PROFILES.length);
}

export function demoPhotoSvg(ref: string, maxWidth: number, maxHeight?: number): string | null {
  if (!isDemoPhotoReference(ref)) return null;
  const r = rng(ref);
  const width = Math.max(16, Math.min(1600, Math.round(maxWidth)));
  const height = Math.max(12, Math.min(1600, Math.round(maxHeight ?? (width * 3) / 4)));
  const cx = width * (0.45 + r.next() * 0.1);
  const cy = height * (0.45 + r.next() * 0.1);
  const plate = Math.min(width, height) * (0.36 + r.next() * 0.06);
  const colours = FOOD_COLOURS[Number(REF.exec(ref)![1]) % FOOD_COLOURS.length]!;
  const table = r.pick(TABLES);
  const blobs = Array.from({ length: 7 }, () => {
    const a = r.next() * Math.PI * 2;
    const d = r.next() * plate * 0.45;
    const s = plate * (0.12 + r.next() * 0.18);
    return `<ellipse cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" rx="${s.toFixed(1)}" ry="${(s * (0.6 + r.next() * 0.4)).toFixed(1)}" fill="${r.pick(colours)}" opacity="0.92"/>`;
  }).join("");
  const garnish = Array.from({ length: 14 }, () => {
    const a = r.next() * Math.PI * 2;
    const d = r.next() * plate * 0.6;
    return `<circle cx="${(cx + Math.cos(a) * d).toFixed(1)}" cy="${(cy + Math.sin(a) * d).toFixed(1)}" r="${(plate * 0.025).toFixed(1)}" fill="${r.pick(["#1e8449", "#f4d03f", "#ffffff"])}"/>`;
  }).join("");
  const glass = `<circle cx="${(width * 0.85).toFixed(1)}" cy="${(height * 0.2).toFixed(1)}" r="${(plate * 0.28).toFixed(1)}" fill="#ffffff" opacity="0.25" stroke="#ffffff" stroke-opacity="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Demo photo"><rect width="100%" height="100%" fill="${table}"/><circle cx="${(cx + plate * 0.05).toFixed(1)}" cy="${(cy + plate * 0.07).toFixed(1)}" r="${plate.toFixed(1)}" fill="#000" opacity="0.25"/><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${plate.toFixed(1)}" fill="#fafafa"/><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(plate * 0.78).toFixed(1)}" fill="#f0ede8"/>${blobs}${garnish}${glass}</svg>`;
}
