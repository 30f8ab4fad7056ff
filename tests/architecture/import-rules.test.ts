import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `npm run lint` (.dependency-cruiser.cjs) catch a forbidden import: planted
 * in a throw-away tree laid out like this repository, each one fails the check by name.
 */
const run = promisify(execFile);
const config = path.resolve('.dependency-cruiser.cjs');
const depcruise = path.resolve('node_modules/.bin/depcruise');
const trees: string[] = [];

async function plant(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'import-rules-'));
  trees.push(root);
  await writeFile(path.join(root, 'tsconfig.json'), '{"compilerOptions":{"allowJs":true}}');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

async function violations(root: string): Promise<string> {
  try {
    await run(depcruise, ['src', '--config', config, '--output-type', 'err'], { cwd: root });
    return '';
  } catch (failure) {
    return String((failure as { stdout?: string }).stdout ?? failure);
  }
}

afterAll(async () => {
  await Promise.all(trees.map((root) => rm(root, { recursive: true, force: true })));
});

// Each check starts a process: generous limits, so a busy machine never fails them.
describe('the import rules', { timeout: 60_000 }, () => {
  it('pass a tree that keeps them', async () => {
    const root = await plant({
      'src/server/sandbox/lenders.ts': 'export const lenders = [];\n',
      'src/server/app.ts': "import { lenders } from './sandbox/lenders.js';\nexport { lenders };\n",
      'src/server/loans/loans.test.ts':
        "import { lenders } from '../sandbox/lenders.js';\nexport { lenders };\n",
    });
    expect(await violations(root)).toBe('');
  });

  it('fail a domain importing the sandbox or a plugin, and the web importing the server', async () => {
    const root = await plant({
      'src/server/sandbox/lenders.ts': 'export const lenders = [];\n',
      'src/server/plugins/errors.ts': 'export const errors = 1;\n',
      'src/server/loans/routes.ts':
        "import { lenders } from '../sandbox/lenders.js';\nimport { errors } from '../plugins/errors.js';\nexport { lenders, errors };\n",
      'src/web/api/loans.ts':
        "import { lenders } from '../../server/loans/routes.js';\nexport { lenders };\n",
    });
    const found = await violations(root);
    expect(found).toContain('sandbox-only-through-the-composition-root');
    expect(found).toContain('domains-do-not-import-plugins');
    expect(found).toContain('web-stays-in-the-browser');
  });

  it('fail a cycle, an import outside the matrix and a folder with no row', async () => {
    const root = await plant({
      'src/server/db/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/server/db/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      'src/server/auth/sessions.ts': 'export const sessions = 1;\n',
      'src/server/audit/audit-log.ts':
        "import { sessions } from '../auth/sessions.js';\nexport { sessions };\n",
      'src/server/unlisted/thing.ts': "import { a } from '../db/a.js';\nexport { a };\n",
    });
    const found = await violations(root);
    expect(found).toContain('no-circular');
    expect(found).toContain('server-matrix-audit');
    expect(found).toContain('server-folder-outside-the-matrix');
  });

  it("pass the schema importing each domain's row types as types, and fail anything more", async () => {
    const tables = {
      'src/server/consent/consent-tables.ts':
        'export interface ConsentTables {\n  consents: { id: string };\n}\n',
      'src/server/consent/consent-store.ts': 'export const findConsent = () => undefined;\n',
    };
    const kept = await plant({
      ...tables,
      'src/server/db/tables.ts':
        "import type { ConsentTables } from '../consent/consent-tables.js';\nexport type Tables = ConsentTables;\n",
    });
    expect(await violations(kept)).toBe('');
    const broken = await plant({
      ...tables,
      'src/server/db/tables.ts':
        "import { findConsent } from '../consent/consent-store.js';\nexport { findConsent };\n",
    });
    expect(await violations(broken)).toContain('the-schema-joins-table-types-only');
  });
});
