/**
 * The direction of imports (docs/architecture.md), checked by `npm run lint`. Tests may reach
 * anything; production code may not.
 */
const TESTS = '(\\.test\\.tsx?$|^tests/)';
/** What the browser may import from src/shared/api for real: the route tables and files.ts. */
const ROUTE_TABLES_AND_FILES = '^src/shared/api/(files|route-table|routes|[a-z-]+-routes)\\.ts$';

/**
 * Which folder may import which: each row names every folder its production code imports, and
 * an import of any other fails. Bottom up; every folder may also import src/shared and packages.
 * `(root)` is the files directly in the folder: the server's entry points (app.ts, main.ts,
 * embedded-seed.ts); the web app's (main.tsx, app.tsx, router.tsx). On the web, `components` is
 * the pieces directly in src/web/components that features share, `components/<feature>` a
 * feature. docs/architecture.md shows the same table; tests/architecture/import-matrix.test.ts
 * fails when the two differ, or when a row allows a folder the code no longer imports.
 * No row imports a folder above it, so no two folders import each other.
 */
const MATRIX = {
  server: {
    crypto: '',
    db: '',
    i18n: '',
    metrics: '',
    audit: 'crypto db i18n',
    bureau: 'crypto db',
    jobs: 'db',
    platform: 'i18n',
    health: 'platform',
    sms: '',
    limits: 'crypto db i18n platform',
    pdf: 'bureau',
    providers: 'bureau crypto sms',
    config: 'providers sms',
    otp: 'crypto db i18n limits platform providers sms',
    pan: 'crypto i18n limits otp platform providers',
    storage: 'config db',
    auth: 'audit crypto db i18n limits otp pan platform',
    sandbox: 'bureau config crypto db i18n pan platform providers',
    consent: 'audit auth bureau crypto db i18n limits otp pan platform providers',
    documents: 'audit auth bureau config crypto db i18n pdf platform providers storage',
    digilocker: 'audit auth crypto db documents i18n platform providers',
    loans: 'audit auth bureau consent db documents i18n limits pdf platform',
    tax: 'audit auth bureau consent documents i18n limits pdf platform',
    batch:
      'audit auth bureau config consent crypto db documents i18n jobs limits metrics otp pdf platform providers sms tax',
    legacy: 'audit auth batch bureau consent crypto db documents i18n otp platform',
    privacy:
      'audit auth batch bureau config consent crypto db digilocker documents i18n jobs legacy limits loans otp platform storage',
    plugins:
      'batch config crypto db documents i18n jobs limits metrics platform privacy providers sandbox',
    '(root)':
      'auth batch config consent crypto db digilocker documents health jobs legacy loans otp pan platform plugins privacy sandbox storage tax',
  },
  web: {
    i18n: '',
    lib: '',
    api: 'lib',
    flow: 'lib',
    'components/ui': 'lib',
    'components/landing': 'api lib',
    'components/account': 'api components/ui flow lib',
    components: 'api components/account components/ui flow i18n lib',
    'components/documents': 'api components components/ui flow lib',
    'components/my-consents': 'api components components/ui lib',
    'components/otp': 'api components components/ui lib',
    'components/pan': 'api components components/ui lib',
    'components/tax': 'api components components/ui lib',
    'components/batch':
      'api components components/documents components/otp components/tax components/ui flow lib',
    'components/consent': 'api components/account components/otp components/ui lib',
    'components/loan-records': 'api components components/tax components/ui lib',
    'components/public': 'api components components/documents components/ui i18n lib',
    'components/sign-in':
      'api components/account components/otp components/pan components/ui flow lib',
    'components/legacy': 'api components components/consent components/otp components/ui flow lib',
    'components/loans':
      'api components components/batch components/documents components/loan-records components/tax components/ui flow lib',
    screens: 'components lib',
    routes:
      'api components components/batch components/consent components/documents components/landing components/legacy components/loans components/my-consents components/otp components/pan components/public components/sign-in components/ui flow i18n lib',
    testing: 'api flow i18n lib',
    '(root)': 'components i18n lib routes screens',
  },
};

/** The files of one row of the matrix, as a path pattern. */
function folderPath(side, folder) {
  if (folder === '(root)') return `^src/${side}/[^/]+$`;
  if (folder === 'components') return `^src/${side}/components/[^/]+$`;
  return `^src/${side}/${folder}/`;
}

/**
 * The schema's row types are the one exception to the matrix: db/tables.ts joins the tables
 * each domain declares beside its code (consent/consent-tables.ts), so that a table's owner
 * keeps its columns, and every store types its queries with the whole schema. These imports
 * are types only (erased from the build), and a `*-tables.ts` file imports nothing of its
 * domain, so no module reaches itself through them.
 */
const TABLE_TYPES = '^src/server/[^/]+/[^/]+-tables\\.ts$';
const SCHEMA = '^src/server/db/tables\\.ts$';

function matrixRules() {
  const rules = [];
  for (const [side, rows] of Object.entries(MATRIX)) {
    for (const [folder, row] of Object.entries(rows)) {
      const allowed = row.split(' ').filter(Boolean);
      rules.push({
        name: `${side}-matrix-${folder.replace(/[()]/g, '').replace('/', '-')}`,
        comment: `src/${side}/${folder} imports ${allowed.join(', ') || 'no other folder'} (and src/shared) only: the import matrix in .dependency-cruiser.cjs and docs/architecture.md.`,
        severity: 'error',
        from: {
          path: folderPath(side, folder),
          pathNot: folder === 'db' ? [TESTS, SCHEMA] : TESTS,
        },
        to: {
          path: `^src/${side}/`,
          pathNot: [folderPath(side, folder), ...allowed.map((other) => folderPath(side, other))],
        },
      });
    }
    rules.push({
      name: `${side}-folder-outside-the-matrix`,
      comment: `A folder of src/${side} missing from the import matrix: add its row (and to docs/architecture.md).`,
      severity: 'error',
      from: {
        path: `^src/${side}/`,
        pathNot: [TESTS, ...Object.keys(rows).map((folder) => folderPath(side, folder))],
      },
      to: { path: `^src/${side}/` },
    });
  }
  return rules;
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports, type-only imports included: a cycle means two modules are one, or a piece of one belongs lower.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...matrixRules(),
    {
      name: 'the-schema-joins-table-types-only',
      comment:
        'db/tables.ts imports the row types each domain declares in its *-tables.ts, as types, and nothing else of the domains (see TABLE_TYPES).',
      severity: 'error',
      from: { path: SCHEMA },
      to: { path: '^src/server/', pathNot: ['^src/server/db/', TABLE_TYPES] },
    },
    {
      name: 'table-types-are-types',
      severity: 'error',
      from: { path: SCHEMA },
      to: { path: TABLE_TYPES, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'table-types-import-no-domain',
      comment:
        'A *-tables.ts file declares rows: it may import src/shared and i18n/ (a language column), nothing of a domain, so db/tables.ts reaches no domain code through it.',
      severity: 'error',
      from: { path: TABLE_TYPES },
      to: { path: '^src/server/', pathNot: '^src/server/i18n/' },
    },
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
        'The schemas (zod) validate on the server; in the browser they only add weight to every screen and try eval, which the CSP refuses. The web app takes types from src/shared/api, and values from src/shared/api/files.ts and the route tables (which name schemas, never hold them: next rule). One exception: the verify page checks the data inside a picked PDF against its schema, in a module loaded only when a file is picked, with zod told first not to try eval (zod-without-eval.ts).',
      severity: 'error',
      from: {
        path: '^src/web/',
        // Tests and their helpers (src/web/testing) check fakes against the schemas.
        pathNot: [TESTS, '^src/web/testing/', '^src/web/components/public/zod-without-eval\\.ts$'],
      },
      to: {
        path: ['^src/shared/api/', 'node_modules/zod/'],
        pathNot: ROUTE_TABLES_AND_FILES,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'route-tables-name-schemas',
      comment:
        'A route table (src/shared/api/*-routes.ts) names its schemas and takes their types; importing a schema module for real would bring zod into every screen that calls the route.',
      severity: 'error',
      from: { path: ROUTE_TABLES_AND_FILES },
      to: {
        path: ['^src/shared/api/', 'node_modules/zod/'],
        pathNot: ROUTE_TABLES_AND_FILES,
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

// The matrix itself, for tests/architecture/import-matrix.test.ts; not enumerable, as
// dependency-cruiser refuses keys of a configuration it does not know.
Object.defineProperty(module.exports, 'matrix', { value: MATRIX });
