// Run by `npm install` (postinstall): small, exact edits to installed packages, each with the reason it
// exists. An edit whose text is missing (a library update changed it) fails the install loudly instead of
// being skipped; an edit already made is left as it is, so running this twice is harmless.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @remix-run/router: route matching runs several times for every page (the server's own match, the
 * static handler's query, the render, and the client manifest's match of each ancestor path), and each
 * call flattened, scored and sorted the whole route tree again and built a RegExp for every path it
 * tried. A results page (the catch-all route, tried last) spent about 2 ms of its render on that.
 * The ranked branches are kept per routes array, and recomputed when the tree has grown (the client
 * patches routes in as it discovers them, and only ever adds); compiled paths are kept per pattern.
 */
const routerEdits = [
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;`,
    replace: `  let branches = rankedBranches(routes);
  let matches = null;`,
  },
  {
    find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
    replace: `// TableScout (scripts/patch-dependencies.mjs): ranked branches kept per routes array.
const rankedBranchesCache = new WeakMap();
function countRoutes(routes) {
  let count = routes.length;
  for (let route of routes) if (route.children) count += countRoutes(route.children);
  return count;
}
function rankedBranches(routes) {
  let size = countRoutes(routes);
  let cached = rankedBranchesCache.get(routes);
  if (cached && cached.size === size) return cached.branches;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  rankedBranchesCache.set(routes, { size, branches });
  return branches;
}
function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
  },
  {
    find: `function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {
    caseSensitive = false;
  }
  if (end === void 0) {
    end = true;
  }
`,
    replace: `function compilePath(path, caseSensitive, end) {
  if (caseSensitive === void 0) {
    caseSensitive = false;
  }
  if (end === void 0) {
    end = true;
  }
  // TableScout (scripts/patch-dependencies.mjs): compiled paths kept per pattern.
  let key = (caseSensitive ? "1" : "0") + (end ? "1" : "0") + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 1000) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
const compiledPaths = new Map();
function compilePathUncached(path, caseSensitive, end) {
`,
  },
];

const patches = [
  // The CommonJS build is what wrangler bundles into the Worker; the ES module build is the browser's.
  { file: "node_modules/@remix-run/router/dist/router.cjs.js", edits: routerEdits },
  { file: "node_modules/@remix-run/router/dist/router.js", edits: routerEdits },
];

for (const { file, edits } of patches) {
  const at = path.join(root, file);
  let text = readFileSync(at, "utf8");
  let changed = false;
  for (const { find, replace } of edits) {
    if (text.includes(replace)) continue;
    const count = text.split(find).length - 1;
    if (count !== 1) throw new Error(`patch-dependencies: expected one match in ${file}, found ${count}:\n${find}`);
    text = text.replace(find, () => replace);
    changed = true;
  }
  if (changed) writeFileSync(at, text);
  console.log(`patch-dependencies: ${file} ${changed ? "patched" : "already patched"}`);
}
