import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the server process', () => {
  it('with SANDBOX=false and no outside world configured, exits 1 listing what is missing', async () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(SANDBOX|BUREAU|PAN_REGISTRY|LENDER|SMS_|DATABASE_URL)/.test(name),
      ),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...inherited, SANDBOX: 'false', PORT: '0', OCR_WARM: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(errors).toContain(
      'SANDBOX=false needs the real bureau, PAN registry, lenders and SMS gateway',
    );
    for (const name of ['BUREAU_URL', 'PAN_REGISTRY_URL', 'LENDER_DIRECTORY']) {
      expect(errors).toContain(`${name}: missing`);
    }
    expect(errors).toContain('SMS_GATEWAY: must be http, msg91, sns or gupshup');
  }, 60_000);
});
