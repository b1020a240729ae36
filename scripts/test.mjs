// `npm test`: typecheck, lint (Biome: lint rules, formatting, import order) and the production build side by
// side, then every vitest project (unit, Worker-level in workerd, browser in Debian's Chromium) in one run.
// Prints the time each part took, then the totals as its last line: "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { offlineEnv, root } from "./lib/worker.mjs";

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);
const started = Date.now();
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a node script; `quiet` keeps its output until it ends (to print parts that run side by side whole). */
function step(label, script, args, { quiet = false } = {}) {
  const at = Date.now();
  if (!quiet) console.log(`\n› ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      env: offlineEnv,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      const took = Date.now() - at;
      timings.push([label, took]);
      if (quiet) process.stdout.write(`\n› ${label} (${seconds(took)})\n${code === 0 ? "" : output}`);
      resolve(code ?? 1);
    });
  });
}

function printTimings() {
  console.log(`\nTime taken (${seconds(Date.now() - started)} in all):`);
  for (const [label, ms] of timings) console.log(`  ${seconds(ms).padStart(8)}  ${label}`);
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium is required for the browser tests and was not found at ${chromium}.\nInstall it with: apt-get install -y chromium`,
  );
  process.exit(1);
}

const wrangler = bin("wrangler", "bin/wrangler.js");
const typegen = [
  "types",
  "--env-interface",
  "Env",
  "--include-runtime",
  "false",
  "--strict-vars",
  "false",
  "app/env.d.ts",
];

const DEPCRUISE = ["app", "--config", ".dependency-cruiser.cjs", "--output-type", "err"];

// The three checks share nothing, and each leaves a core idle part of the time: they run side by side.
const checks = await Promise.all([
  step("Generating Worker types", wrangler, typegen, { quiet: true }).then((code) =>
    code === 0 ? step("Typechecking", bin("typescript", "bin/tsc"), ["--noEmit"], { quiet: true }) : code,
  ),
  step("Linting (npm run format fixes formatting and import order)", bin("@biomejs/biome", "bin/biome"), ["ci", "."], {
    quiet: true,
  }).then((code) =>
    // Imports run one way (routes -> pages -> components -> modules) and in no circle: .dependency-cruiser.cjs.
    code === 0
      ? step("Checking import directions", bin("dependency-cruiser", "bin/dependency-cruise.mjs"), DEPCRUISE, {
          quiet: true,
        })
      : code,
  ),
  step("Building", bin("@remix-run/dev", "dist/cli.js"), ["vite:build"], { quiet: true }),
]);
if (checks.some((code) => code !== 0)) {
  printTimings();
  process.exit(1);
}

const outDir = path.join(root, "tests/.artifacts");
mkdirSync(outDir, { recursive: true });
const report = path.join(outDir, "vitest-report.json");
const code = await step("Running unit, Worker and browser tests", bin("vitest", "vitest.mjs"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
]);

let summary = null;
try {
  summary = JSON.parse(readFileSync(report, "utf8"));
} catch {
  // vitest failed before writing its report; its own output says why
}
printTimings();
if (summary) {
  // Each project's span, from its first file's start to its last file's end (they overlap where they run together).
  const spans = new Map();
  for (const file of summary.testResults) {
    const rel = path.relative(root, file.name);
    const project = rel.startsWith("tests/browser/") ? "browser" : rel.startsWith("tests/worker/") ? "worker" : "unit";
    const span = spans.get(project) ?? { start: Number.POSITIVE_INFINITY, end: 0 };
    span.start = Math.min(span.start, file.startTime);
    span.end = Math.max(span.end, file.endTime);
    spans.set(project, span);
  }
  for (const [project, { start, end }] of spans)
    console.log(`  ${seconds(end - start).padStart(8)}    ${project} tests`);
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}
if (code !== 0 || summary?.numFailedTests) {
  for (const name of ["demo", "google"]) {
    const wranglerLog = path.join(outDir, `wrangler-dev-${name}.log`);
    if (existsSync(wranglerLog))
      console.log(
        `\nThe browser tests' ${name} Worker (wrangler dev), last lines of ${path.relative(root, wranglerLog)}:\n${readFileSync(wranglerLog, "utf8").trimEnd().split("\n").slice(-40).join("\n")}`,
      );
  }
}
process.exit(code !== 0 || !summary || summary.numFailedTests > 0 || summary.numTotalTests === 0 ? 1 : 0);
