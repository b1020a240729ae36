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
 * The ranked branches and the matches of each pathname (up to 500) are kept per routes array, and
 * recomputed when the tree has grown (the client patches routes in as it discovers them, and only ever
 * adds); compiled paths are kept per pattern.
 */
const routerEdits = [
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    // Incoming pathnames are generally encoded from either window.location
    // or from router.navigate, but we want to match against the unencoded
    // paths in the route definitions.  Memory router locations won't be
    // encoded here but there also shouldn't be anything to decode so this
    // should be a safe operation.  This avoids needing matchRoutes to be
    // history-aware.
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}`,
    replace: `  let ranked = rankedBranches(routes);
  let key = (allowPartial ? "1" : "0") + pathname;
  let known = ranked.matches.get(key);
  if (known !== undefined) return copyMatches(known);
  let branches = ranked.branches;
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    // Incoming pathnames are generally encoded from either window.location
    // or from router.navigate, but we want to match against the unencoded
    // paths in the route definitions.  Memory router locations won't be
    // encoded here but there also shouldn't be anything to decode so this
    // should be a safe operation.  This avoids needing matchRoutes to be
    // history-aware.
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  if (ranked.matches.size >= 500) ranked.matches.clear();
  ranked.matches.set(key, matches);
  return copyMatches(matches);
}
// TableScout (scripts/patch-dependencies.mjs): every caller gets its own match objects (the matches of one
// branch share one params object, as matchRouteBranch made them).
function copyMatches(matches) {
  if (matches === null) return null;
  let params = matches.length ? { ...matches[0].params } : {};
  return matches.map(match => ({ ...match, params }));
}`,
  },
  {
    find: "function flattenRoutes(routes, branches, parentsMeta, parentPath) {",
    replace: `// TableScout (scripts/patch-dependencies.mjs): ranked branches, and the matches of each pathname, kept per
// routes array.
const rankedBranchesCache = new WeakMap();
function countRoutes(routes) {
  let count = routes.length;
  for (let route of routes) if (route.children) count += countRoutes(route.children);
  return count;
}
function rankedBranches(routes) {
  let size = countRoutes(routes);
  let cached = rankedBranchesCache.get(routes);
  if (cached && cached.size === size) return cached;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  cached = { size, branches, matches: new Map() };
  rankedBranchesCache.set(routes, cached);
  return cached;
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

/**
 * react-dom's stream renderer (the build Workers use):
 * - It encodes every piece of markup it writes (each attribute name and value, each text) into a new
 *   Uint8Array, several thousand per results page, most of them the same few hundred strings (attribute
 *   names, the class lists of repeated cards and links). The bytes of short pieces are kept and reused.
 *   This is safe in the way React's own precomputed chunks are: a piece of at most 128 characters is at
 *   most 384 bytes, and React copies any chunk that fits its output buffer into it, never handing it to
 *   the stream itself.
 * - Its output buffer is 512 bytes, so a 120 kB page reached the stream as some 230 chunks, and each read
 *   of one by the runtime cost about as much as rendering a card. The buffer is 16 kB: the same bytes in
 *   a few chunks. What is written is still sent when each flush ends (a streamed page's shell and each
 *   later part go out as before).
 * - Its stream is a byte stream, which the Workers runtime hands to a reader in pieces of at most 4 kB
 *   whatever was enqueued. The renderer uses only enqueue, close and error, which a default stream has
 *   too, so it makes a default stream: each chunk is read as it was written.
 */
const reactDomServerEdits = [
  {
    find: "var ca=new TextEncoder;function u(a){return ca.encode(a)}",
    replace:
      "var ca=new TextEncoder,tsChunks=new Map;function u(a){if(128<a.length)return ca.encode(a);var b=tsChunks.get(a);void 0===b&&(4096<=tsChunks.size&&tsChunks.clear(),b=ca.encode(a),tsChunks.set(a,b));return b}",
  },
  {
    find: "function p(a,b){if(0!==b.length)if(512<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(512),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(512),n=0);l.set(b,n);n+=b.length}}",
    replace:
      "var tsView=16384;function p(a,b){if(0!==b.length)if(tsView<b.length)0<n&&(a.enqueue(new Uint8Array(l.buffer,0,n)),l=new Uint8Array(tsView),n=0),a.enqueue(b);else{var c=l.length-n;c<b.length&&(0===c?a.enqueue(l):(l.set(b.subarray(0,c),n),a.enqueue(l),b=b.subarray(c)),l=new Uint8Array(tsView),n=0);l.set(b,n);n+=b.length}}",
  },
  {
    find: "function fd(a,b){l=new Uint8Array(512);",
    replace: "function fd(a,b){l=new Uint8Array(tsView);",
  },
  {
    find: 'var a=new ReadableStream({type:"bytes",pull:function(a){',
    replace: "var a=new ReadableStream({pull:function(a){",
  },
  {
    find: "ba(b);l=new Uint8Array(512);n=0;var F=a.partialBoundaries",
    replace: "ba(b);l=new Uint8Array(tsView);n=0;var F=a.partialBoundaries",
  },
];

/**
 * @remix-run/react, on the server: the first page's manifest lists the routes of the page and of each of
 * its ancestor paths, and finding them matched the whole route tree once per ancestor (four times for a
 * results page). The route ids of an ancestor path are fixed for a build, so they are kept per manifest.
 */
const fogOfWarEdits = [
  {
    find: `  paths.forEach(path => {
    let matches = matchRoutes(router.routes, path, router.basename);
    if (matches) {
      matches.forEach(m => routeIds.add(m.route.id));
    }
  });`,
    replace: `  // TableScout (scripts/patch-dependencies.mjs): the route ids of each ancestor path kept per manifest.
  let known = ancestorRouteIds.get(manifest);
  if (!known) ancestorRouteIds.set(manifest, known = new Map());
  paths.forEach(path => {
    let key = (router.basename || "") + "|" + path;
    let ids = known.get(key);
    if (!ids) {
      let matches = matchRoutes(router.routes, path, router.basename);
      ids = matches ? matches.map(m => m.route.id) : [];
      if (known.size >= 1000) known.clear();
      known.set(key, ids);
    }
    ids.forEach(id => routeIds.add(id));
  });`,
  },
  {
    find: "function getPartialManifest(manifest, router) {",
    replace: "const ancestorRouteIds = new WeakMap();\nfunction getPartialManifest(manifest, router) {",
  },
];

const patches = [
  // The CommonJS build, which wrangler bundles into the Worker. The browser's (ES module) build is left
  // as it is: it matches once per navigation, and every page's JavaScript would carry the extra code.
  { file: "node_modules/@remix-run/router/dist/router.cjs.js", edits: routerEdits },
  { file: "node_modules/react-dom/cjs/react-dom-server.browser.production.min.js", edits: reactDomServerEdits },
  // The ES module build is the one both the Worker and the browser bundle.
  { file: "node_modules/@remix-run/react/dist/esm/fog-of-war.js", edits: fogOfWarEdits },
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
