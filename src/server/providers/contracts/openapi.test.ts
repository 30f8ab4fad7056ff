import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractYaml } from '../../../../scripts/contract-documents.js';
import { CONTRACTS } from './openapi.js';

/** The committed OpenAPI documents are the zod schemas' own: one source of truth. */
describe('contract documents', () => {
  for (const contract of CONTRACTS) {
    it(`docs/contracts/${contract.file} is generated from the schemas (npm run contracts)`, async () => {
      const committed = await readFile(path.join('docs/contracts', contract.file), 'utf8');
      expect(committed).toBe(contractYaml(contract));
      const document = parse(committed);
      expect(document.openapi).toBe('3.1.0');
      for (const [route, item] of Object.entries<{ post: { responses: object } }>(document.paths)) {
        expect(route).toMatch(/^\/v1\//);
        expect(Object.keys(item.post.responses)).toEqual(
          expect.arrayContaining(['200', '400', '401', '503']),
        );
      }
      // Every reference resolves inside the document.
      for (const match of committed.matchAll(/#\/components\/(\w+)\/(\w+)/g)) {
        expect(document.components[match[1]!]?.[match[2]!], match[0]).toBeDefined();
      }
    });
  }
});
