import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  approvedBatch,
  type BatchBorrower,
  batchBorrower,
  endedBatch,
  RUNNING_LOAN_DOCUMENTS,
} from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress } from '../../../tests/support/borrower.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { DocumentsResponse, LoanDocument } from '../../shared/api/documents.js';
import { decryptText, digest } from '../crypto/field-encryption.js';
import { digilockerFileName } from './digilocker-saving.js';
import { DIGILOCKER_RATE_LIMITS } from './routes.js';

/**
 * Save to DigiLocker, the whole round trip against the sandbox DigiLocker: allow (PKCE), the
 * code back at our callback, the upload (HMAC checked there), the file in the borrower's
 * DigiLocker byte for byte; then an expired authorisation that asks to allow again, a refusal,
 * a replayed redirect, and someone else's document.
 */

async function readyDocument(app: FastifyInstance): Promise<{
  borrower: BatchBorrower;
  document: LoanDocument;
}> {
  const borrower = await batchBorrower(app);
  const batchId = await approvedBatch(app, borrower, RUNNING_LOAN_DOCUMENTS.slice(0, 1));
  await endedBatch(app, borrower, batchId);
  const list = await app.inject({
    method: 'GET',
    url: '/api/documents',
    headers: bearer(borrower.accessToken),
  });
  const body = list.json<DocumentsResponse>();
  expect(body.saveToDigiLocker).toBe(true);
  const document = body.documents.find((each) => each.canDownload);
  if (!document) throw new Error('no ready document');
  return { borrower, document };
}

function save(app: FastifyInstance, borrower: BatchBorrower, documentId: string, hindi = false) {
  return app.inject({
    method: 'POST',
    url: `/api/documents/${documentId}/digilocker`,
    headers: { ...bearer(borrower.accessToken), ...(hindi ? { 'accept-language': 'hi' } : {}) },
  });
}

/** The borrower on DigiLocker's allow page, choosing Allow or Deny: where it sends them. */
async function choose(authorizeUrl: string, choice: 'allow' | 'deny'): Promise<string> {
  const page = await (await fetch(authorizeUrl)).text();
  const href = new RegExp(`id="${choice}" href="([^"]+)"`)
    .exec(page)?.[1]
    ?.replaceAll('&#38;', '&');
  if (!href) throw new Error(`no ${choice} link`);
  const back = new URL(href);
  expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/digilocker/callback');
  return `${back.pathname}${back.search}`;
}

/** The cookie binding an authorisation to the browser that asked for it, as that browser keeps it. */
function bindingOf(asked: { cookies: { name: string; value: string }[] }): string {
  const cookie = asked.cookies.find((each) => each.name === 'ld_digilocker');
  if (!cookie) throw new Error('no binding cookie');
  return cookie.value;
}

/**
 * Our callback, as a browser arriving from DigiLocker: without the session cookie (SameSite=
 * Strict), with the binding cookie of the browser that asked when `binding` is given.
 */
async function arrive(app: FastifyInstance, path: string, binding?: string) {
  const response = await app.inject({
    method: 'GET',
    url: path,
    ...(binding ? { cookies: { ld_digilocker: binding } } : {}),
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location), 'http://localhost');
}

/** The borrower's DigiLocker token as kept (sealed) by us: the test reads what DigiLocker holds. */
async function tokenOf(app: FastifyInstance, borrower: BatchBorrower): Promise<string> {
  const row = await app.database.db
    .selectFrom('digilocker_links')
    .select('token_sealed')
    .where('pan_digest', '=', digest(app.secrets.hmacKey, 'pan', borrower.panNumber))
    .executeTakeFirstOrThrow();
  return decryptText(app.secrets.masterKey, row.token_sealed);
}

forEachApp((getApp) => {
  it('sends the borrower to allow it, then saves the signed PDF unchanged to /loan-documents/<lender>/', async () => {
    const { app } = getApp();
    const { borrower, document } = await readyDocument(app);
    const first = await save(app, borrower, document.documentId);
    expect(first.statusCode).toBe(200);
    const asked = first.json();
    expect(asked).toMatchObject({ success: true, saved: false, path: null });
    const authorize = new URL(asked.authorizeUrl);
    expect(authorize.pathname).toBe('/digilocker/oauth2/1/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing of the token ever reaches the browser.
    expect(first.body).not.toMatch(/access_token|code_verifier/);

    // The binding cookie: HttpOnly, and Lax so that it comes with DigiLocker's redirect.
    const cookie = first.cookies.find((each) => each.name === 'ld_digilocker');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    const binding = bindingOf(first);

    const callback = await choose(asked.authorizeUrl, 'allow');
    // Another browser arriving with this redirect — a link started by someone else and sent to
    // the victim — completes nothing, and spends nothing of the real one.
    expect((await arrive(app, callback)).searchParams.get('digilocker')).toBe('expired');
    expect((await arrive(app, callback, 'x'.repeat(43))).searchParams.get('digilocker')).toBe(
      'expired',
    );
    await expect(tokenOf(app, borrower)).rejects.toThrow();
    const landed = await arrive(app, callback, binding);
    expect(landed.pathname).toBe('/document-center');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      digilocker: 'saved',
      document: document.documentId,
    });

    const client = app.providers.digilocker;
    if (!client) throw new Error('no DigiLocker');
    const token = await tokenOf(app, borrower);
    const files = await client.files(token);
    expect(files).toEqual([
      expect.objectContaining({
        name: digilockerFileName(document.fileName),
        parent: `/loan-documents/${document.lenderId}/`,
      }),
    ]);
    const saved = await client.file(token, files[0]?.uri ?? '');
    const original = await app.inject({ method: 'GET', url: document.download_url ?? '' });
    expect(createHash('sha256').update(saved).digest('hex')).toBe(
      createHash('sha256').update(original.rawPayload).digest('hex'),
    );

    // Allowed once: the next save goes straight in, said in the borrower's language.
    const again = await save(app, borrower, document.documentId, true);
    expect(again.json()).toMatchObject({
      saved: true,
      path: `/loan-documents/${document.lenderId}/${digilockerFileName(document.fileName)}`,
      authorizeUrl: null,
      message: `आपके DigiLocker में सहेजा गया: अपलोड किए गए दस्तावेज़ / loan-documents / ${document.lenderId}।`,
    });

    const activity = await app.inject({
      method: 'GET',
      url: '/api/activity',
      headers: bearer(borrower.accessToken),
    });
    expect(activity.body).toContain('saved to DigiLocker');

    // The redirect replayed, even by the same browser, finds nothing to complete.
    expect((await arrive(app, callback, binding)).searchParams.get('digilocker')).toBe('expired');
  });

  it('asks to allow again once DigiLocker no longer takes the token, and says a refusal', async () => {
    const { app, clock } = getApp();
    const { borrower, document } = await readyDocument(app);
    const first = await save(app, borrower, document.documentId);
    await arrive(app, await choose(first.json().authorizeUrl, 'allow'), bindingOf(first));
    // DigiLocker ends the token before we thought it would (revoked, or its clock).
    await app.database.db
      .updateTable('digilocker_links')
      .set({ expires_at: new Date(clock.now().getTime() + 86_400_000 * 30) })
      .execute();
    clock.advance(3_601_000);
    const expired = await save(app, borrower, document.documentId);
    expect(expired.json()).toMatchObject({ saved: false, authorizeUrl: expect.any(String) });

    const denied = await arrive(
      app,
      await choose(expired.json().authorizeUrl, 'deny'),
      bindingOf(expired),
    );
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      digilocker: 'denied',
      document: document.documentId,
    });
  });

  it('answers an unknown state as expired, and limits the callback per address', async () => {
    const { app } = getApp();
    const remoteAddress = borrowerAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DIGILOCKER_RATE_LIMITS.callback.max; attempt++) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/digilocker/callback?code=abc&state=${'S'.repeat(43)}`,
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (attempt === 0) {
        expect(response.headers.location).toBe('/document-center?digilocker=expired');
      }
    }
    expect(statuses.slice(0, -1).every((status) => status === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('saves only the borrower’s own documents', async () => {
    const { app } = getApp();
    const { document } = await readyDocument(app);
    const stranger = await batchBorrower(app);
    const response = await save(app, stranger, document.documentId);
    expect(response.statusCode).toBe(404);
  });
});
