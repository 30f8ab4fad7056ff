/**
 * The direction of imports (docs/architecture.md), checked by `npm run lint`. Tests may reach
 * anything; production code may not.
 */
const TESTS = '(\\.test\\.tsx?$|^tests/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-stays-in-the-browser',
      comment:
        'The web app talks to the server over HTTP only; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-schemas-in-the-browser',
      comment:
        'The schemas (zod) validate on the server; in the browser they only add weight to every screen and try eval, which the CSP refuses. The web app takes types from src/shared/api and values from src/shared/api/files.ts. One exception: the verify page checks the data inside a picked PDF against its schema, in a module loaded only when a file is picked, with zod told first not to try eval (zod-without-eval.ts).',
      severity: 'error',
      from: {
        path: '^src/web/',
        pathNot: [TESTS, '^src/web/components/public/zod-without-eval\\.ts$'],
      },
      to: {
        path: ['^src/shared/api/', 'node_modules/zod/'],
        pathNot: '^src/shared/api/files\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-does-not-import-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'shared-is-the-bottom',
      comment: 'src/shared is the contract both sides import; it imports neither side.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'sandbox-only-through-the-composition-root',
      comment:
        'The sandbox is a party on the other side of a contract: only the composition root wires it in.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: [
          '^src/server/sandbox/',
          '^src/server/app\\.ts$',
          '^src/server/plugins/providers\\.ts$',
          '^src/server/db/tables\\.ts$',
          TESTS,
        ],
      },
      to: { path: '^src/server/sandbox/' },
    },
    {
      name: 'domains-do-not-import-plugins',
      comment:
        'Plugins wire infrastructure into the app; domain code gets it from the app instance.',
      severity: 'error',
      from: {
        path: '^src/server/',
        pathNot: ['^src/server/plugins/', '^src/server/app\\.ts$', TESTS],
      },
      to: { path: '^src/server/plugins/' },
    },
    {
      name: 'production-does-not-import-tests',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: `(^tests/|${TESTS})` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
