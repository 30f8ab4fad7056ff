import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathParameters, type RouteDeclaration } from '../../src/shared/api/route-table.js';
import { API_ROUTES } from '../../src/shared/api/routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Each route is declared once, in its capability's table: the server registers exactly the
 * tables' routes (no more, no fewer, each with the table's summary), the web app writes no URL of
 * the API, and no server module registers a route but through a table.
 */

const declared = Object.entries(API_ROUTES).flatMap(([capability, table]) =>
  (Object.entries(table) as unknown as [string, RouteDeclaration<string>][]).map(
    ([name, route]) => ({
      id: `${capability}.${name}`,
      ...route,
    }),
  ),
);

/** `/loans/:loanId` → `/api/loans/{loanId}`, as the OpenAPI document writes it. */
function openApiPath(path: string): string {
  return `/api${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

/** The folder's TypeScript modules, tests left out. */
async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('route tables', () => {
  let testApp: (TestApp & { close: () => Promise<void> }) | undefined;
  beforeAll(async () => {
    testApp = await startTestApp('embedded');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('declare each method and path once, each path parameter with its name', () => {
    const keys = declared.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of declared) {
      expect(pathParameters(route.path).length > 0, route.id).toBe(route.params !== undefined);
    }
  });

  it('are what the server registers, with their summaries', () => {
    const spec = testApp?.app.swagger() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const registered = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'head')
        .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const fromTables = declared.map((route) => ({
      key: `${route.method} ${openApiPath(route.path)}`,
      operation: { summary: route.summary, tags: [route.tag] },
    }));
    expect(registered.map((route) => route.key).sort()).toEqual(
      fromTables.map((route) => route.key).sort(),
    );
    for (const route of fromTables) {
      const operation = registered.find((candidate) => candidate.key === route.key)?.operation;
      expect({ summary: operation?.summary, tags: operation?.tags }, route.key).toEqual(
        route.operation,
      );
    }
  });

  it('leave no URL of the API written in the web app', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles('src/web')) {
      if (file.includes('/testing/')) continue;
      const text = await readFile(file, 'utf8');
      for (const [index, line] of text.split('\n').entries()) {
        if (/['"`]\/api\//.test(line)) offenders.push(`${file}:${index + 1}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are the only way the server registers a route', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles('src/server')) {
      // The sandbox's outside world (lenders, bureau, DigiLocker) is a server of its own, and the
      // metrics scrape is not part of the API.
      if (/sandbox\/sandbox-|plugins\/metrics/.test(file)) continue;
      const text = await readFile(file, 'utf8');
      for (const [index, line] of text.split('\n').entries()) {
        if (/\bapp\.(get|post|put|delete|patch)\(\s*($|['"`])/.test(line)) {
          offenders.push(`${file}:${index + 1}: ${line.trim()}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
