/**
 * Module graph rules (see docs/decisions/003-module-graph-check.md): no import cycles, no module
 * importing itself, every import resolves, a feature reaches another only through its public face
 * (`features/<name>/index.ts`), shared mechanisms (lib/, components/) import no feature, and the
 * three workspaces keep their direction (web and server may use contract/, never each other).
 * Cycles between features (through their index.ts files) are refused by
 * scripts/feature-graph.mjs, which `npm run lint:deps` runs after these rules.
 *
 * The rules run on resolved files, so an import is judged by where it lands however it is
 * spelled: a relative path, the web's `@/` alias (resolved through web/tsconfig.json) or a
 * dynamic `import()`. scripts/checks/module-boundaries.test.ts proves it on probe files.
 */

/** A file inside one feature's folder; the capture group names the feature. */
const insideFeature = '^(server|web)/src/features/([^/]+)/';

/** A feature's public face: the one file other features may import. */
const publicFace = '[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A feature imports another feature only through its public face, features/<name>/index.ts ' +
        '(what that feature chooses to export); its other files are its own.',
      from: { path: insideFeature },
      to: { path: '^$1/src/features/[^/]+/', pathNot: `^$1/src/features/($2/|${publicFace})` },
    },
    {
      name: 'shared-code-imports-no-feature',
      severity: 'error',
      comment:
        'Shared mechanisms (server/src/lib, web/src/lib, web/src/components) serve every feature ' +
        'and import none: code one feature owns lives in that feature, even when others use it.',
      from: { path: '^(server/src/lib|web/src/lib|web/src/components)/' },
      to: { path: '^(server|web)/src/features/' },
    },
    {
      name: 'outside-uses-public-faces',
      severity: 'error',
      comment:
        'Code around the features (server: app.ts, plugins/; web: app/) imports a feature through ' +
        "its public face; the web's app/ also places each feature's route table (routes/). Tests " +
        'may reach inside what they check.',
      from: {
        path: '^(server|web)/src/',
        pathNot: ['^(server|web)/src/features/', '\\.test\\.tsx?$'],
      },
      to: {
        path: '^(server|web)/src/features/[^/]+/',
        pathNot: `^(server/src/features/${publicFace}|web/src/features/(${publicFace}|[^/]+/routes/))`,
      },
    },
    {
      name: 'no-web-server-imports',
      severity: 'error',
      comment: 'The web app and the server share only contract/: neither imports the other.',
      from: { path: '^(web|server)/' },
      to: { path: '^(web|server)/', pathNot: '^$1/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ is imported by the server and the web, and imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(web|server|e2e)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules form no cycles: a cycle makes load order fragile and the code hard to split.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import resolves to a file: a relative path, an alias or a package. An alias that ' +
        'resolves nowhere would otherwise slip past the feature boundary.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist', '(^|/)data/', 'e2e/artifacts'] },
    tsPreCompilationDeps: true,
    // An absolute path: dependency-cruiser resolves a relative one's `extends` from the wrong folder.
    tsConfig: { fileName: `${__dirname}/web/tsconfig.depcruise.json` },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      exportsFields: ['exports'],
    },
  },
};
