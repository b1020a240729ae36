/**
 * The app's imports run one way: routes -> pages -> components -> modules (and modules among themselves), never
 * back up, and no two files import each other in a circle. Run by `npm run lint` (after Biome), which
 * `npm test` (scripts/test.mjs) runs.
 */
module.exports = {
  forbidden: [
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
