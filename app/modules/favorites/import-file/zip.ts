/**
 * A .zip holding a list, such as a Google Takeout archive of 'Maps (your places)' or a KMZ: the one file
 * to read is picked by its name, and inflated with a running count, so a zip bomb stops at the limit
 * instead of filling memory.
 */
import { Unzip, UnzipInflate } from "fflate";
import { joinBytes } from "~/modules/http/bytes";
import { ImportFileError, MB } from "./error";

export const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** Which file of a zip to read: Takeout's saved places first, then a KMZ's KML, then any one list. */
function rank(name: string): number {
  const base = name.split("/").pop()!.toLowerCase();
  if (base === "saved places.json") return 0;
  if (base === "doc.kml") return 1;
  if (/\.(csv|geojson|json|kml)$/.test(base) && !base.startsWith(".")) return 2;
  return -1;
}

/**
 * Deflate can expand about a thousandfold, so the zip is fed to the inflater in small slices: each slice
 * can unpack to a few megabytes at most, and the running count stops everything once past the limit.
 */
const ZIP_SLICE = 4096;

/** The one list inside a zip, inflated with a running count that stops past `maxUnpacked` bytes. */
export function unpack(zip: Uint8Array, maxUnpacked: number): Uint8Array {
  const entries: { name: string; chunks: Uint8Array[]; size: number }[] = [];
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  let total = 0;
  let failure: ImportFileError | undefined;
  unzip.onfile = (file) => {
    if (rank(file.name) < 0) return;
    const entry = { name: file.name, chunks: [] as Uint8Array[], size: 0 };
    entries.push(entry);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = new ImportFileError("account.import.error.zipDamaged");
        return;
      }
      total += chunk.byteLength;
      entry.size += chunk.byteLength;
      if (total > maxUnpacked) {
        failure = new ImportFileError("account.import.error.zipTooLarge", { mb: maxUnpacked / MB });
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
    };
    try {
      file.start();
    } catch {
      failure = new ImportFileError("account.import.error.zipMethod");
    }
  };
  try {
    for (let at = 0; at < zip.byteLength && !failure; at += ZIP_SLICE) {
      const end = Math.min(at + ZIP_SLICE, zip.byteLength);
      unzip.push(zip.subarray(at, end), end === zip.byteLength);
    }
  } catch {
    failure ??= new ImportFileError("account.import.error.zipDamaged");
  }
  if (failure) throw failure;
  if (!entries.length) throw new ImportFileError("account.import.error.zipNoList");
  const best = Math.min(...entries.map((e) => rank(e.name)));
  const candidates = entries.filter((e) => rank(e.name) === best);
  if (candidates.length > 1) throw new ImportFileError("account.import.error.zipSeveral");
  const chosen = candidates[0]!;
  if (chosen.size === 0) throw new ImportFileError("account.import.error.zipEmpty");
  return joinBytes(chosen.chunks);
}
