// The layers of docs/architecture.md, checked on resolved paths (so a relative climb counts
// like an alias), by `npm run check`. A new feature or entity folder is covered by the
// patterns below without being named.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes load order matter and hides which module owns what.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "shared-is-pure",
      comment: "src/shared holds rules and shapes used by both sides: it imports neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(server|client)/" },
    },
    {
      name: "app-not-tests",
      comment: "The app's code never imports the tests' helpers.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^tests/" },
    },
    {
      name: "server-not-client",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/client/" },
    },
    {
      name: "client-not-server",
      comment: "Only the API contract's type crosses, and it is erased at build time.",
      severity: "error",
      from: { path: "^src/client/", pathNot: "^src/client/lib/api-contract\\.ts$" },
      to: { path: "^src/server/" },
    },
    {
      name: "feature-not-other-feature",
      comment: "A feature never imports another: what several share goes to entities/ or lib/.",
      severity: "error",
      from: { path: "^src/client/features/([^/]+)/" },
      to: {
        path: "^src/client/features/([^/]+)/",
        pathNot: "^src/client/features/$1/",
      },
    },
    {
      name: "feature-not-app",
      comment: "app/ composes features; a feature never reaches back into it.",
      severity: "error",
      from: { path: "^src/client/features/" },
      to: { path: "^src/client/app/" },
    },
    {
      name: "entity-not-feature",
      severity: "error",
      from: { path: "^src/client/entities/" },
      to: { path: "^src/client/(features|app)/" },
    },
    {
      name: "lower-layers-not-upper",
      comment: "components/ and lib/ are below features, entities and app.",
      severity: "error",
      from: { path: "^src/client/(components|lib)/" },
      to: { path: "^src/client/(features|entities|app)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    // TypeScript 7 has no compiler API yet: swc reads the TypeScript sources instead (the
    // "missing-tsc-transpiler" notice dependency-cruiser prints is about that, and harmless).
    parser: "swc",
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    tsConfig: { fileName: "tsconfig.json" },
  },
};
