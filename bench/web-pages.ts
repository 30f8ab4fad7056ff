import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config/config.js';
import { borrowerWithDocuments } from '../tests/support/documents-journey.js';

/**
 * What the web benches measure: a production build served by the real server (sandbox mode, on
 * a fresh embedded database), and a borrower whose Document Center holds 10 documents — the
 * five loans of the several-loans persona, a statement and a schedule each.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The session cookie's name over plain HTTP on localhost (src/server/auth/auth-plugin.ts). */
const SESSION_COOKIE = 'ld_session';

export interface WebPage {
  name: string;
  path: string;
  /** Sent as the Cookie header: the Document Center needs a session. */
  cookie?: string;
}

export interface WebPages {
  address: string;
  pages: WebPage[];
  close: () => Promise<void>;
}

export async function serveWebPages(): Promise<WebPages> {
  const webRoot = await mkdtemp(path.join(tmpdir(), 'web-pages-web-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'web-pages-data-'));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webRoot, emptyOutDir: true },
  });
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OCR_WARM: 'false',
      SANDBOX_LENDER_LATENCY_MS: '50-200',
      MASTER_KEY: randomBytes(32).toString('base64'),
      HMAC_KEY: randomBytes(32).toString('base64'),
    }),
    webRoot,
  });
  const close = async () => {
    await app.close();
    await rm(webRoot, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const borrower = await borrowerWithDocuments(
      app,
      ['statement_of_account', 'repayment_schedule'],
      {
        panNumber: 'AQMPS4821K',
      },
    );
    if (borrower.documents.length !== 10) {
      throw new Error(`expected 10 documents, made ${borrower.documents.length}`);
    }
    return {
      address,
      pages: [
        { name: 'landing', path: '/' },
        { name: 'pan-verification', path: '/pan-verification' },
        {
          name: 'document-center (10 documents)',
          path: '/document-center',
          cookie: `${SESSION_COOKIE}=${borrower.accessToken}`,
        },
      ],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
