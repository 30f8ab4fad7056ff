import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one writer (docs/architecture.md): the folder that owns it. Other domains ask
 * that folder — privacy purges through the functions each store exports.
 */
const OWNERS: Record<string, string> = {
  sessions: 'auth',
  audit_events: 'audit',
  batch_banks: 'batch',
  batches: 'batch',
  consents: 'consent',
  document_blobs: 'storage',
  credit_reports: 'bureau',
  digilocker_authorisations: 'digilocker',
  digilocker_links: 'digilocker',
  documents: 'documents',
  document_verifications: 'documents',
  lender_consents: 'legacy',
  otp_challenges: 'otp',
  rate_limits: 'limits',
  sandbox_outbox: 'sandbox',
  security_returns: 'loans',
  credit_disputes: 'loans',
  schema_migrations: 'db',
  share_links: 'documents',
  share_link_documents: 'documents',
  vault_removals: 'documents',
};

const WRITE = /(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)'/g;
const RAW_WRITE = /\b(?:insert\s+into|delete\s+from|update)\s+([a-z_]+)\s/gi;

async function productionSources(): Promise<Array<{ file: string; text: string }>> {
  const entries = await readdir('src/server', { recursive: true, withFileTypes: true });
  const sources = [];
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(ts|mjs)$/.test(entry.name) || entry.name.includes('.test.')) {
      continue;
    }
    const file = path.join(entry.parentPath, entry.name);
    sources.push({ file, text: await readFile(file, 'utf8') });
  }
  return sources;
}

describe('table ownership', () => {
  it('has every table written by its owner folder only', async () => {
    const strays: string[] = [];
    const written = new Set<string>();
    for (const { file, text } of await productionSources()) {
      const folder = path.relative('src/server', file).split(path.sep)[0];
      const code = text.replace(/^\s*(\/\/|\*|\/\*\*).*$/gm, '');
      for (const match of [...code.matchAll(WRITE), ...code.matchAll(RAW_WRITE)]) {
        const table = match[1]?.toLowerCase() ?? '';
        if (!(table in OWNERS)) continue;
        written.add(table);
        if (OWNERS[table] !== folder) strays.push(`${file} writes ${table}`);
      }
    }
    expect(strays).toEqual([]);
    // The map above names real tables: each is written somewhere.
    expect([...written].sort()).toEqual(Object.keys(OWNERS).sort());
  });
});
