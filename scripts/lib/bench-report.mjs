// What the bench reports: budgets (one shape, `{ budget, measured, ok }`: what is promised, what was
// measured, whether it held), printed and written the same way by every part, and the generated blocks of
// docs/benchmarks.md.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./worker.mjs";

/** Each budget on a line of its own: `ok  ` or `MISS`, the budget, what was measured. */
export function printBudgets(budgets) {
  for (const b of budgets) console.log(`${b.ok ? "ok  " : "MISS"} ${b.budget}: ${b.measured}`);
}

/** The budgets as a table of docs/benchmarks.md (its lines). */
export function budgetTable(budgets) {
  return [
    "| budget | measured | met |",
    "| --- | --- | --- |",
    ...budgets.map((b) => `| ${b.budget} | ${b.measured} | ${b.ok ? "yes" : "no"} |`),
  ];
}

/** A ratio as the budgets write it: two decimals and an x. */
export const times = (ratio) => `${ratio.toFixed(2)}x`;

/** The first line of a block: the command that wrote it, the day, the machine (`extra` before its runtime). */
export function recordedBy(command, extra = "") {
  return `Recorded by ${command} on ${new Date().toISOString().slice(0, 10)} (2-core machine, Node ${process.version}, ${extra}workerd via wrangler dev, loopback).`;
}

/**
 * Writes one generated block of docs/benchmarks.md, between its markers (`<!-- bench:NAME -->` …
 * `<!-- /bench:NAME -->`), and keeps everything outside them: hand-written sections and notes survive a run.
 * A block the file does not have yet is appended.
 */
export function writeBlock(name, content) {
  const file = path.join(root, "docs/benchmarks.md");
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  writeFileSync(
    file,
    from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`,
  );
}
