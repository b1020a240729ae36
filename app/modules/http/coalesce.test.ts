import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks));

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

/** A source like React's renderer: each burst written at once, later bursts after a pause. */
function source(bursts: string[][], pauseMs = 5) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [i, burst] of bursts.entries()) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        for (const piece of burst) controller.enqueue(bytes(piece));
      }
      controller.close();
    },
  });
}

describe("coalesce", () => {
  it("sends what was written at once as one chunk, with the same bytes", async () => {
    const pieces = Array.from({ length: 300 }, (_, i) => `<li>${i}</li>`);
    const chunks = await readAll(coalesce(source([pieces])));
    expect(chunks).toHaveLength(1);
    expect(text(chunks)).toBe(pieces.join(""));
  });

  it("keeps a streamed page's parts apart: the shell is not held back for data written later", async () => {
    const stream = coalesce(
      source(
        [
          ["<html>", "<body>", "shell"],
          ["listing", "</body>"],
        ],
        50,
      ),
    );
    const reader = stream.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("<html><body>shell");
    const rest: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(text(rest)).toBe("listing</body>");
  });

  it("splits a very large burst into chunks of at most 64 kB plus one piece", async () => {
    const piece = "x".repeat(512);
    const chunks = await readAll(coalesce(source([Array.from({ length: 400 }, () => piece)])));
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((c) => c.byteLength))).toBeLessThanOrEqual(64 * 1024 + 512);
    expect(text(chunks)).toBe(piece.repeat(400));
  });

  it("passes an empty stream through, and cancelling reaches the source", async () => {
    expect(await readAll(coalesce(source([])))).toEqual([]);
    let cancelled: unknown;
    const endless = new ReadableStream<Uint8Array>({
      pull: (c) => c.enqueue(bytes("x")),
      cancel: (reason) => {
        cancelled = reason;
      },
    });
    await coalesce(endless).cancel("gone");
    expect(cancelled).toBe("gone");
  });
});
