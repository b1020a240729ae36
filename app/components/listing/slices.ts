/**
 * Long work on the page's main thread in pieces (drawing a tile, laying out the map's names): `breathe()`
 * ends the task once a piece has run SLICE_MS, so the page draws its frames and answers taps in between.
 * A task over 50 ms is one a person feels (and Lighthouse counts as blocking).
 */
export const SLICE_MS = 8;

/** Resolves in a task of its own, after the page's pending work (a frame, a tap). */
export const nextTask = () => new Promise<void>((next) => setTimeout(next));

/** Resolves in a task after the page's next frame is drawn (what changed before it is on screen first). */
export const afterFrame = () => new Promise<void>((next) => requestAnimationFrame(() => setTimeout(next)));

/**
 * Resolves in a task after the page's `frames`-th frame from now: work that follows one change (a zoom) is spread
 * over frames, each part in a frame of its own, rather than all of it in the frame after.
 */
export async function afterFrames(frames: number) {
  for (let i = 0; i < frames; i++) await afterFrame();
}

export function slices(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await nextTask();
    since = performance.now();
  };
}
