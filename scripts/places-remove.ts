/**
 * `npm run places:remove -- <region> [--remote] [--persist-to DIR]`: removes one imported OpenStreetMap region
 * (its places, its towns and its entry) from D1, the local one by default or with --remote the deployed one.
 * Visitors stop seeing it at once: the region's entry goes first, so its rows are never read again, then the
 * rows. Places another region also holds stay listed through that region. An unknown region changes nothing
 * and says which regions there are.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type D1Target, d1, ImportError, prepareLocal, quote } from "./osm/d1";

export async function removeRegion(opts: D1Target & { region: string }): Promise<{ places: number }> {
  await prepareLocal(opts);
  const regions = d1(opts, { command: "SELECT region, places FROM osm_regions ORDER BY region" }) as {
    region: string;
    places: number;
  }[];
  const found = regions.find((r) => r.region === opts.region);
  if (!found)
    throw new ImportError(
      `there is no region "${opts.region}"${regions.length ? `: the regions are ${regions.map((r) => r.region).join(", ")}` : ": no region has been imported"}.`,
    );
  const region = quote(opts.region);
  d1(opts, { command: `DELETE FROM osm_regions WHERE region = ${region}` });
  d1(opts, {
    command: `DELETE FROM osm_places WHERE region = ${region}; DELETE FROM osm_localities WHERE region = ${region}`,
  });
  return { places: found.places };
}

async function main(args: string[]) {
  const usage = "Usage: npm run places:remove -- <region> [--remote] [--persist-to DIR]";
  let parsed: ReturnType<typeof parseCommand>;
  try {
    parsed = parseCommand(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (parsed.positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const region = parsed.positionals[0]!;
  try {
    const { places } = await removeRegion({
      region,
      remote: parsed.values.remote ?? false,
      persistTo: parsed.values["persist-to"],
    });
    console.log(`› ${region}: removed, with its ${places.toLocaleString("en")} places and its towns`);
  } catch (error) {
    console.error(error instanceof ImportError ? `Nothing was removed: ${error.message}` : error);
    process.exit(1);
  }
}

const parseCommand = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: { remote: { type: "boolean" }, "persist-to": { type: "string" } },
  });

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main(process.argv.slice(2));
