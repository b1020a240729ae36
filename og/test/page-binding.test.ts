// Runs in the Worker project (vitest.config.ts): the page Worker's service binding OG reaches the og Worker,
// bundled as it is deployed and run as an auxiliary worker with its fonts.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { CARDS } from "../examples.mjs";
import { header } from "./png";

const og = (env as unknown as { OG: Fetcher }).OG;

it("renders a share image through the page Worker's OG binding", async () => {
  for (const card of [CARDS.ja, CARDS.ar]) {
    const res = await og.fetch("https://og.internal/render", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(card),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(header(new Uint8Array(await res.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
  }
});

it("answers 400 to a malformed card and 404 elsewhere through the binding", async () => {
  const bad = await og.fetch("https://og.internal/render", { method: "POST", body: "{}" });
  expect(bad.status).toBe(400);
  const other = await og.fetch("https://og.internal/fonts/NotoSans-Regular.ttf");
  expect(other.status).toBe(404);
});
