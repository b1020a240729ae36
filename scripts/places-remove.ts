/**
 * `npm run places:remove -- <region> [--remote] [--persist-to DIR]`: removes one imported OpenStreetMap region
 * (its places, its towns and its entry) from D1, the local one by default or with --remote the deployed one.
 * Visitors stop seeing it at once: the region's entry goes first, so its rows are never read again, then the
 * rows. Places another region also holds stay listed through that region. An unknown region changes nothing
 * and says which regions there are.
 */
import { commandLine, isMain, runTool } from "./osm/cli";
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

if (isMain(import.meta.url)) {
  const usage = "Usage: npm run places:remove -- <region> [--remote] [--persist-to DIR]";
  const { arg: region, target } = commandLine(process.argv.slice(2), usage, {});
  await runTool(async () => {
    const { places } = await removeRegion({ ...target, region });
    console.log(`› ${region}: removed, with its ${places.toLocaleString("en")} places and its towns`);
  }, "Nothing was removed: ");
}
