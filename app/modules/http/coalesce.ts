import { joinBytes } from "./bytes";

/** A burst is sent once it reaches this size, even if more of it is already written. */
const MAX_BURST_BYTES = 64 * 1024;

const WAITING = Symbol("waiting");

/**
 * The same bytes in fewer, larger chunks: everything the source has already written when it is read is
 * joined into one chunk (up to MAX_BURST_BYTES), and whatever it writes later goes out in a later chunk.
 *
 * React's stream renderer hands a page over in pieces (512 bytes out of the box, 16 kB with the patch in
 * patches/react-dom+18.3.1.patch), and the runtime's work per chunk (queueing, the response pipe) adds up:
 * a 140 kB results page was once some 275 chunks, about a tenth of the render. A page whose data is all
 * there becomes one or two chunks; a streamed page still sends its shell at once, and each part that
 * arrives later as soon as it is written: a burst ends at the first read that would have to wait for the
 * next task.
 */
export function coalesce(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  /** A read that lost its race with the end of a burst: the next burst starts with it. */
  let carried: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const parts: Uint8Array[] = [];
      let size = 0;
      // Resolves once the current task and its microtasks are over: chunks the source has already
      // queued are read before it; a read still pending then is waiting for the source's next write.
      let burstEnd: Promise<typeof WAITING> | null = null;
      for (;;) {
        const read = carried ?? reader.read();
        carried = null;
        if (parts.length > 0) burstEnd ??= new Promise((resolve) => setTimeout(() => resolve(WAITING), 0));
        const result = burstEnd ? await Promise.race([read, burstEnd]) : await read;
        if (result === WAITING) {
          carried = read;
          break;
        }
        if (result.done) {
          if (parts.length > 0) controller.enqueue(joinBytes(parts));
          controller.close();
          return;
        }
        parts.push(result.value);
        size += result.value.byteLength;
        if (size >= MAX_BURST_BYTES) break;
      }
      controller.enqueue(parts.length === 1 ? parts[0]! : joinBytes(parts));
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
