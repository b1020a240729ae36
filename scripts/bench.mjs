// `npm run bench`: measures the built Worker on workerd against its budgets, part by part (each part in
// scripts/lib/*-bench.mjs): the results pages replayed over 51 cities with the Google provider (its fake,
// priced) and the demo one, and their throughput with wrk (Debian package `wrk`); the lists and what a visitor
// feels (Lighthouse, taps) on a server with sign-in; the favorites import's readers on large and hostile files;
// OpenStreetMap's places and the guide's own map tiles. It prints each budget's outcome and exits non-zero
// when one is missed. A part's flag runs it alone; `--write` records what was run in docs/benchmarks.md (a part
// alone replaces only its own section).
import { parseArgs } from "node:util";
import { printBudgets, writeBlock } from "./lib/bench-report.mjs";
import { experiencePart } from "./lib/experience-bench.mjs";
import { importPart } from "./lib/import-bench.mjs";
import { listsPart } from "./lib/lists-bench.mjs";
import { mapPart } from "./lib/map-bench.mjs";
import { osmPart } from "./lib/osm-bench.mjs";
import { resultsPart } from "./lib/results-bench.mjs";
import { reviewsPart } from "./lib/reviews-bench.mjs";
import { requireWrk } from "./lib/throughput.mjs";
import { build, buildIsCurrent } from "./lib/worker.mjs";

/**
 * The parts a flag runs alone; with several flags, the first of them in this order. Each part returns its
 * budgets and the blocks of docs/benchmarks.md it writes ({ name: markdown }).
 */
const ALONE = {
  /** What a visitor feels: Lighthouse on every page kind, taps on a slow CPU, signed-in pages rendered. */
  experience: experiencePart,
  /** A list of 100 places, the profile of 100 favorites, share images. */
  lists: listsPart,
  /** The favorites import's readers, and a page during a hostile upload. */
  import: importPart,
  /** 200,000 places in D1, the guide's own tiles. */
  osm: osmPart,
  /** A place with 1,000 members' reviews, rated cards, posting a review, Lighthouse on them, the star's tap. */
  reviews: reviewsPart,
  /** The map: tiles from R2 and the edge cache, Lighthouse with the map showing, frames while it moves. */
  map: mapPart,
};
/** A whole run, in order (the results part measures the lists and the experience on the lists' server). */
const WHOLE = { results: resultsPart, import: importPart, osm: osmPart, reviews: reviewsPart, map: mapPart };

const USAGE = `Usage: npm run bench -- [--write] [--experience | --lists | --import | --osm | --reviews | --map] [--runs N] [--extract FILE]
  --write        record the results in docs/benchmarks.md (a part alone: only its section)
  --experience   only what a visitor feels
  --lists        only the lists part
  --import       only the favorites import part
  --osm          only the OpenStreetMap part
  --reviews      only the members' reviews part
  --map          only the map part
  --runs N       Lighthouse's runs a page (3)
  --extract FILE the map part's basemap from this OpenStreetMap extract (default: tests/fixtures/osm/harbour-streets.osm)`;

let flags;
try {
  ({ values: flags } = parseArgs({
    options: {
      write: { type: "boolean" },
      runs: { type: "string" },
      extract: { type: "string" },
      help: { type: "boolean", short: "h" },
      ...Object.fromEntries(Object.keys(ALONE).map((part) => [part, { type: "boolean" }])),
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const options = { runs: Number(flags.runs) || 3, extract: flags.extract };
const alone = Object.keys(ALONE).find((part) => flags[part]);
const parts = alone ? { [alone]: ALONE[alone] } : WHOLE;

requireWrk();
if (buildIsCurrent()) {
  console.log("› The build is newer than every source file: not rebuilt (a npm start serving it keeps running)");
} else {
  console.log("› Building");
  await build({ quiet: true });
}

const outcomes = [];
for (const run of Object.values(parts)) {
  const outcome = await run(options);
  printBudgets(outcome.budgets);
  outcomes.push(outcome);
}
if (flags.write) {
  for (const [name, markdown] of outcomes.flatMap((o) => Object.entries(o.blocks))) writeBlock(name, markdown);
  console.log(
    alone
      ? `wrote the ${alone} section of docs/benchmarks.md`
      : "wrote docs/benchmarks.md (its generated blocks; the rest is kept)",
  );
}
if (outcomes.some((o) => o.budgets.some((b) => !b.ok))) process.exitCode = 1;
