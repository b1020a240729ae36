// `npm run icons`: draws the icons and social images in public/ from public/favicon.svg with Debian's
// chromium (playwright-core), and writes them next to it:
// - favicon.ico (16 and 32 px PNGs in an ICO container, for browsers and tools that ask for /favicon.ico),
// - apple-touch-icon.png (180 px, on a solid background as iOS expects),
// - og/{kind}.jpg: a 1200x630 social image per page kind (home, browse, results, restaurant, profile).
// The outputs are committed; run this again after changing the logo or the words below.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const pub = new URL("../public/", import.meta.url).pathname;
const logo = readFileSync(`${pub}favicon.svg`, "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage();

async function render(html, width, height, { omitBackground = false, type = "png" } = {}) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const clip = { x: 0, y: 0, width, height };
  return type === "jpeg"
    ? page.screenshot({ type, quality: 88, clip })
    : page.screenshot({ type, omitBackground, clip });
}

const icon = (size, pad = 0, background = "transparent") =>
  render(
    `<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">
      <div style="width:${size - 2 * pad}px;height:${size - 2 * pad}px">${logo.replace("<svg ", '<svg width="100%" height="100%" ')}</div></div>`,
    size,
    size,
    { omitBackground: background === "transparent" },
  );

/** An ICO file whose images are PNGs (supported by every browser since IE Vista-era). */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

writeFileSync(
  `${pub}favicon.ico`,
  ico([
    { size: 16, data: await icon(16) },
    { size: 32, data: await icon(32) },
  ]),
);
writeFileSync(`${pub}apple-touch-icon.png`, await icon(180, 22, "#ffffff"));
console.log("public/favicon.ico, public/apple-touch-icon.png");

const KINDS = {
  home: ["Find your next great meal", "Restaurants in every city: ratings, prices, hours and a map."],
  browse: ["Browse restaurants by place", "Countries, states and cities, each with its best places to eat."],
  results: ["The best restaurants in town", "Compare ratings, prices and opening hours on a map."],
  restaurant: ["Hours, photos and directions", "Everything you need before you go: call, directions, reserve."],
  profile: ["Favorite restaurants, shared", "A TableScout member's list of places worth the trip."],
};
mkdirSync(`${pub}og`, { recursive: true });
for (const [kind, [title, line]] of Object.entries(KINDS)) {
  const png = await render(
    `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#fff7ed 0%,#ffedd5 55%,#fed7aa 100%);font-family:'DejaVu Sans',sans-serif;color:#1c1917">
      <div style="display:flex;align-items:center;gap:24px"><div style="width:88px;height:88px">${logo.replace("<svg ", '<svg width="100%" height="100%" ')}</div><div style="font-size:52px;font-weight:700;letter-spacing:-1px">TableScout</div></div>
      <div><div style="font-size:76px;font-weight:700;line-height:1.05;letter-spacing:-2px;max-width:1000px">${title}</div>
      <div style="margin-top:28px;font-size:36px;color:#57534e;max-width:1000px">${line}</div></div>
    </div>`,
    1200,
    630,
    { type: "jpeg" },
  );
  writeFileSync(`${pub}og/${kind}.jpg`, png);
  console.log(`public/og/${kind}.jpg`);
}
await browser.close();
