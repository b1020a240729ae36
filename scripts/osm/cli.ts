/**
 * The OpenStreetMap tools' command lines (`npm run places:import`, `places:remove`, `tiles:build`), one way:
 * Node's own argument parser (an unknown option is an error, not ignored), the options that say which D1
 * (`--remote`, `--persist-to DIR`) declared once, and one positional argument. A command line that is not right
 * prints what is wrong and the usage, and exits with 2; a failure the tool explains (an ImportError) prints
 * its sentence after the tool's own words and exits with 1, as does any other error (with its stack).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type D1Target, ImportError } from "./d1";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Which D1: the deployed one with --remote, else the local one (kept under --persist-to DIR when given). */
const D1_OPTIONS = { remote: { type: "boolean" }, "persist-to": { type: "string" } } as const satisfies Options;

/**
 * A tool's command line: `args` with the D1 options and the tool's own `options`; its one positional argument
 * (`arg`), the option values, and the D1 they name (`target`).
 */
export function commandLine<const O extends Options>(args: string[], usage: string, options: O) {
  const config = { args, allowPositionals: true, options: { ...D1_OPTIONS, ...options } } as const;
  let parsed: ReturnType<typeof parseArgs<typeof config>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const [arg] = parsed.positionals;
  if (arg === undefined || parsed.positionals.length !== 1) {
    console.error(usage);
    process.exit(2);
  }
  const { values } = parsed;
  const d1Values = values as { remote?: boolean; "persist-to"?: string };
  const target: D1Target = { remote: d1Values.remote ?? false, persistTo: d1Values["persist-to"] };
  return { arg, values, target };
}

/** Runs a tool's work; an ImportError is printed after `failed` ("Nothing was removed: "), and exits with 1. */
export async function runTool(work: () => unknown, failed: string): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof ImportError ? `${failed}${error.message}` : error);
    process.exit(1);
  }
}

/** Whether the module at `url` is the script node was started with (not imported by a test or another tool). */
export const isMain = (url: string) =>
  Boolean(process.argv[1]) && path.resolve(process.argv[1]!) === fileURLToPath(url);
