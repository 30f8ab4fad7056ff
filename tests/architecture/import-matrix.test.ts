import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import matrix (which folder may import which) is written twice: as data in
 * .dependency-cruiser.cjs, which `npm run lint` enforces, and as tables in docs/architecture.md
 * ("Direction of imports"). They must say the same, and say what the code is: every row names
 * exactly the folders its production code imports, only rows above it, and every folder has one.
 */
type Side = 'server' | 'web';
type Matrix = Record<Side, Record<string, string>>;

const { matrix } = createRequire(import.meta.url)(path.resolve('.dependency-cruiser.cjs')) as {
  matrix: Matrix;
};

/** The config's rows, in order: folder → the folders it may import. */
function configRows(side: Side): Array<[string, string[]]> {
  return Object.entries(matrix[side]).map(([folder, row]) => [
    folder,
    row.split(' ').filter(Boolean),
  ]);
}

/** The doc's table headed `| <Side> folder | May import |`, rows in order. */
async function docRows(side: Side): Promise<Array<[string, string[]]>> {
  const doc = await readFile('docs/architecture.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Direction of imports'));
  const lines = section.split('\n');
  const header = side === 'server' ? 'Server folder' : 'Web folder';
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${header}\\s*\\|`).test(line));
  expect(start, `a table headed "${header}" in docs/architecture.md`).toBeGreaterThan(-1);
  const rows: Array<[string, string[]]> = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [folderCell = '', importsCell = ''] = line.split('|').slice(1, 3);
    const folders = (cell: string) =>
      [...cell.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? '').replace(/\/$/, ''));
    rows.push([folders(folderCell)[0] ?? '', folders(importsCell)]);
  }
  return rows;
}

/** The row of the matrix a file of src/<side> belongs to, e.g. `consent`, `components/batch`. */
function rowOf(side: Side, file: string): string {
  const parts = path.relative(`src/${side}`, file).split(path.sep);
  if (parts.length === 1) return '(root)';
  if (side === 'web' && parts[0] === 'components') {
    return parts.length === 2 ? 'components' : `components/${parts[1]}`;
  }
  return parts[0] ?? '';
}

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.tsx?$/;
/** Relative specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']*)'/g;
/** The schema's one exception (docs/architecture.md): db/tables.ts joins each domain's row types. */
const SCHEMA = path.join('src', 'server', 'db', 'tables.ts');
const TABLE_TYPES = /-tables$/;

/** What each row's production code imports, read from the code. */
async function codeRows(side: Side): Promise<Map<string, Set<string>>> {
  const imports = new Map<string, Set<string>>();
  const entries = await readdir(`src/${side}`, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !SOURCE.test(entry.name) || TEST.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = rowOf(side, file);
    const imported = imports.get(from) ?? new Set<string>();
    imports.set(from, imported);
    for (const match of (await readFile(file, 'utf8')).matchAll(SPECIFIER)) {
      const target = path.join(path.dirname(file), match[1] ?? '');
      if (!target.startsWith(`src${path.sep}${side}${path.sep}`)) continue;
      if (file === SCHEMA && TABLE_TYPES.test(target.replace(/\.js$/, ''))) continue;
      const to = rowOf(side, target);
      if (to !== from) imported.add(to);
    }
  }
  return imports;
}

describe('the import matrix', () => {
  for (const side of ['server', 'web'] as const) {
    describe(side, () => {
      it('is the same table in docs/architecture.md and .dependency-cruiser.cjs', async () => {
        // One line a row, so a difference reads as the rows that differ.
        const lines = (rows: Array<[string, string[]]>) =>
          rows.map(([folder, allowed]) => `${folder}: ${allowed.join(' ')}`);
        expect(lines(await docRows(side))).toEqual(lines(configRows(side)));
      });

      it('has each row import only rows above it, so no two folders import each other', () => {
        const above = new Set<string>();
        const upward: string[] = [];
        for (const [folder, allowed] of configRows(side)) {
          for (const other of allowed) if (!above.has(other)) upward.push(`${folder} → ${other}`);
          above.add(folder);
        }
        expect(upward).toEqual([]);
      });

      it('has a row for every folder, and each row names what its code imports', async () => {
        const code = await codeRows(side);
        expect([...code.keys()].sort()).toEqual(Object.keys(matrix[side]).sort());
        const drawn = Object.fromEntries(
          configRows(side).map(([folder, allowed]) => [folder, [...allowed].sort()]),
        );
        const found = Object.fromEntries(
          [...code].map(([folder, imported]) => [folder, [...imported].sort()]),
        );
        expect(found).toEqual(drawn);
      });
    });
  }
});
