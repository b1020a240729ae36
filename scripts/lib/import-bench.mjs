// The favorites import's part of `npm run bench`: how long the file readers take on large and hostile files
// (called directly: the upload limit would refuse the larger ones at the door), and whether a page answers
// as fast as usual while the hostile file is being uploaded to the built Worker.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { strToU8, zipSync } from "fflate";
import { root } from "./worker.mjs";

/** The import readers compiled from TypeScript with the esbuild that Vite brings, loaded into this process. */
export async function loadImportReader() {
  const { build } = createRequire(path.join(root, "package.json"))("esbuild");
  const dir = mkdtempSync(path.join(tmpdir(), "tablescout-import-bench-"));
  const outfile = path.join(dir, "import-file.mjs");
  try {
    await build({
      entryPoints: [path.join(root, "app/modules/favorites/import-file.server.ts")],
      tsconfig: path.join(root, "tsconfig.json"),
      bundle: true,
      format: "esm",
      platform: "node",
      outfile,
      logLevel: "error",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const MB = 1024 * 1024;

/** Placemark tags inside one XML comment, repeated to 1 MB: the file that held the Worker for 20 s. */
export function hostileKml() {
  const unit = "<Placemark><name>x</name> ";
  return `<?xml version="1.0"?><kml><Document><!-- ${unit.repeat(Math.floor((MB - 200) / unit.length))} --></Document></kml>`;
}

const lines = (size, line) => {
  const out = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const l = line(i);
    out.push(l);
    length += l.length + 1;
  }
  return out;
};

function largeCsv(size) {
  return [
    "name,address,latitude,longitude,place_id",
    ...lines(
      size,
      (i) => `"Café ${i}, the ""best""","${i} Main St, Austin, TX",30.${i % 10000},-97.${i % 9999},ChIJ${i}`,
    ),
  ].join("\n");
}

const feature = (i) =>
  JSON.stringify({
    type: "Feature",
    geometry: { type: "Point", coordinates: [-97.7 - (i % 1000) / 1e4, 30.2 + (i % 1000) / 1e4] },
    properties: {
      date: "2024-05-01T10:00:00Z",
      google_maps_url: `http://maps.google.com/?cid=${i}`,
      location: { name: `Place ${i}`, address: `${i} Main St, Austin, TX`, country_code: "US" },
    },
  });

function largeGeoJson(size) {
  return `{"type":"FeatureCollection","features":[${lines(size, feature).join(",")}]}`;
}

/** A Google Takeout archive: its browser page and 'Saved Places.json' just under the 1 MB unpacked limit. */
function takeoutZip() {
  return zipSync({
    "Takeout/archive_browser.html": strToU8(`<html><body>${"<p>Takeout</p>".repeat(2000)}</body></html>`),
    "Takeout/Maps (your places)/Saved Places.json": strToU8(largeGeoJson(MB - 64 * 1024)),
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Budget for each reader on each file, and the runs it is timed over (the median counts). */
export const PARSE_BUDGET_MS = 200;
const PARSE_RUNS = 5;

/**
 * CPU milliseconds (median of PARSE_RUNS after a warm-up) for each file, the wall time beside them, and
 * what the reader made of it. The budget is on CPU time: on this shared 2-core machine a process often gets
 * a fraction of a core, so its wall time says more about the neighbours than about the reader.
 */
export async function importParsing(reader = undefined) {
  const m = reader ?? (await loadImportReader());
  const files = {
    "hostile KML (1 MB, placemarks in a comment)": strToU8(hostileKml()),
    "CSV (5 MB)": strToU8(largeCsv(5 * MB)),
    "GeoJSON (10 MB)": strToU8(largeGeoJson(10 * MB)),
    "Takeout zip (1 MB unpacked)": takeoutZip(),
  };
  const out = [];
  for (const [file, bytes] of Object.entries(files)) {
    const read = () => {
      try {
        return `${m.readImportRows(bytes).length} rows`;
      } catch (error) {
        if (error?.name !== "ImportFileError") throw error;
        return `refused: ${error.message}`;
      }
    };
    const outcome = read();
    const times = [];
    const cpu = [];
    for (let i = 0; i < PARSE_RUNS; i++) {
      const c = process.cpuUsage();
      const t = performance.now();
      read();
      times.push(performance.now() - t);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
    }
    out.push({ file, bytes: bytes.byteLength, ms: median(cpu), wallMs: median(times), outcome });
  }
  return out;
}

/** Signs in through the local OpenID provider with fetch alone (cookies kept per host); returns the app's cookie. */
export async function signInWithFetch(base, email, name) {
  const jars = new Map();
  const cookieFor = (url) => [...(jars.get(new URL(url).host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (url, res) => {
    const host = new URL(url).host;
    const jar = jars.get(host) ?? new Map();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    jars.set(host, jar);
  };
  const go = async (url, init = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, Cookie: cookieFor(url) },
    });
    keep(url, res);
    await res.arrayBuffer();
    return res;
  };
  const form = (fields) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  let url = `${base}/auth/google`;
  let res = await go(url, { ...form({ returnTo: "/account" }), headers: { ...form({}).headers, Origin: base } });
  for (let hop = 0; hop < 20; hop++) {
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      if (new URL(url).origin === base && !url.includes("/auth/google/callback")) break;
      res = await go(url);
    } else if (res.status === 200 && /\/interaction\//.test(url)) {
      res = await go(url, form({ email, name }));
    } else break;
  }
  const cookie = cookieFor(base);
  const check = await fetch(`${base}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`bench sign-in failed: /account answered ${check.status}`);
  return cookie;
}

/** Rounds of the page-during-upload measurement. */
const UPLOAD_ROUNDS = 15;

/**
 * A page's usual time against its time while the hostile KML is being uploaded: each round times the page
 * alone, then starts the upload and asks for the page at once. The ratio is the median of the rounds'
 * ratios (each round's two requests saw the same machine).
 */
export async function pageDuringUpload(base, cookie, page) {
  const timePage = async () => {
    const t = performance.now();
    const res = await fetch(base + page, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
    return performance.now() - t;
  };
  const file = new File([hostileKml()], "hostile.kml", { type: "application/vnd.google-earth.kml+xml" });
  const upload = async () => {
    const body = new FormData();
    body.set("file", file);
    const t = performance.now();
    const res = await fetch(`${base}/account/import`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, Origin: base },
      redirect: "manual",
    });
    const text = await res.text();
    if (res.status !== 400 || !text.includes("No places were found"))
      throw new Error(`the hostile upload answered ${res.status}, not the 400 that refuses it`);
    return performance.now() - t;
  };
  for (let i = 0; i < 3; i++) await timePage(); // compiled and warm before anything counts
  await upload();
  const alone = [];
  const during = [];
  const uploads = [];
  for (let round = 0; round < UPLOAD_ROUNDS; round++) {
    alone.push(await timePage());
    const sending = upload();
    during.push(await timePage());
    uploads.push(await sending);
  }
  return {
    page,
    aloneMs: median(alone),
    duringMs: median(during),
    uploadMs: median(uploads),
    ratio: median(during.map((d, i) => d / alone[i])),
  };
}
