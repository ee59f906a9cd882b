/**
 * Module graph rules that ESLint cannot check cheaply (see docs/decisions/003-module-graph-check.md):
 * no import cycles and no module importing itself, in every workspace's own code.
 * Feature boundaries stay in eslint.config.js (no-restricted-imports).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
      comment: 'Every relative import resolves to a file.',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'dist', '(^|/)data/', 'e2e/artifacts'] },
    tsPreCompilationDeps: true,
    // An absolute path: dependency-cruiser resolves a relative one's `extends` from the wrong folder.
    tsConfig: { fileName: `${__dirname}/web/tsconfig.json` },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
