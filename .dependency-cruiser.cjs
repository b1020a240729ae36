/**
 * The app's imports run one way: routes -> pages -> components -> modules, never back up, and no two files
 * import each other in a circle. Inside app/modules/, the concerns are layered too (MODULE_LAYERS): a module
 * imports only from the layers before its own, so no two concerns lean on each other (a tie both ways is one
 * concern in two places, or a rule in the wrong home). Run by `npm run lint` (after Biome), which `npm test`
 * (scripts/test.mjs) runs.
 */

/**
 * The concerns of app/modules/ (a folder, or a file for a small one), in order: each may import from the
 * layers above it, never from its own layer's other members or a later one. A new import that breaks the
 * order fails the lint; if the order itself is what is wrong, move the concern's line here, on purpose.
 * Unit tests beside the code are exempt (a test may use a later concern to build its input).
 */
const MODULE_LAYERS = [
  ["memo", "bounded-cache"], // the bounded caches every concern keeps: no imports of the app
  ["html", "own", "slug", "random-token", "i18n"], // text, names, secrets and the messages: nothing but the caches
  ["http"], // requests, responses, caching, limits and logs
  ["db", "catalog"], // D1 and its schema; the guide's catalogue of countries, cities and cuisines
  ["places"], // the places providers (Google, OpenStreetMap, the demo)
  ["urls"], // the guide's addresses
  ["location", "seo", "maps"], // where the visitor is; what search engines are told; the map's settings
  ["browse", "listing", "search"], // the pages' reading of places: browsing, results and their cards, search
  ["reviews"], // members' ratings and reviews, and their moderation
  ["lists"], // people's lists of places
  ["favorites", "auth"], // the Favorites list and its import/export; sign-in and accounts
  ["share"], // the share images of profiles and lists
];

const concern = (names) => `^app/modules/(${names.join("|")})(/|\\.)`;

const layerRules = MODULE_LAYERS.map((layer, i) => ({
  name: `module-layer-${i + 1}`,
  comment: `${layer.join(", ")} may import only from the concerns before them in MODULE_LAYERS`,
  severity: "error",
  from: { path: concern(layer), pathNot: "\\.test\\.tsx?$" },
  to: { path: concern(MODULE_LAYERS.slice(i).flat()), pathNot: "^app/modules/$1(/|\\.)" },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "no-import-up-from-modules",
      comment: "modules/ hold the app's rules and data; pages, components and routes build on them, never the reverse",
      severity: "error",
      from: { path: "^app/modules/" },
      to: { path: "^app/(pages|routes|components)/" },
    },
    {
      name: "no-import-up-from-components",
      comment: "components/ are the pieces pages are made of; what two of them share lives in components/ or modules/",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: "^app/(pages|routes)/" },
    },
    {
      name: "no-import-from-routes",
      comment: "a route module is an entry point: nothing imports it",
      severity: "error",
      from: { pathNot: "^app/routes\\.ts$" },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-circular",
      comment: "two files that need each other are one concern in two places",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
