// `npm test`: typecheck, lint (Biome: lint rules, formatting, import order), build, then every vitest project (unit, Worker-level in workerd, browser in
// Debian's Chromium) in one run. Prints the totals as its last line: "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, offlineEnv, root, run } from "./lib/worker.mjs";

const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);

function step(label, script, args) {
  console.log(`\n› ${label}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: root, env: offlineEnv, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
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
console.log("\n› Generating Worker types");
await run(wrangler, typegen, { quiet: true });
if ((await step("Typechecking", bin("typescript", "bin/tsc"), ["--noEmit"])) !== 0) process.exit(1);
if (
  (await step("Linting (npm run format fixes formatting and import order)", bin("@biomejs/biome", "bin/biome"), [
    "ci",
    ".",
  ])) !== 0
) {
  process.exit(1);
}
console.log("\n› Building");
await build();

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
if (summary) {
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}
process.exit(code !== 0 || !summary || summary.numFailedTests > 0 || summary.numTotalTests === 0 ? 1 : 0);
