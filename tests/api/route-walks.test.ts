import { beforeAll, describe, expect, it } from 'vitest';
import type { ShareLinkResponse } from '../../src/shared/api/documents.js';
import { bearer } from '../support/borrower.js';
import { type BorrowerWithDocuments, borrowerWithDocuments } from '../support/documents-journey.js';
import {
  type ApiRoute,
  apiRoutes,
  change,
  fill,
  fingerprint,
  type RawAnswer,
  rawRequest,
} from '../support/route-walk.js';
import { forEachApp } from '../support/test-app.js';

/**
 * Two walks over every route of the OpenAPI document, on a real socket:
 * - the encoding walk: each route written with percent-encoded letters, doubled slashes and dot
 *   segments gets exactly the plain path's status, headers and effect — with a session, without
 *   one, and with a foreign Origin;
 * - the bad-input walk: every id a route takes, in its path or its body, replaced by a NUL or
 *   another control character, an over-long string or a look-alike letter from another script,
 *   is refused with a 4xx and changes nothing.
 */

/** The headers a security or caching decision shows in. */
const DECISION_HEADERS = [
  'cache-control',
  'content-type',
  'vary',
  'x-content-type-options',
  'www-authenticate',
  'content-disposition',
  'content-security-policy',
];

/** Percent-encodes the first ASCII letter of every segment: `/api/loans` → `/%61pi/%6Coans`. */
function encodedLetters(path: string): string {
  return path.replace(
    /\/([^/]*?)([A-Za-z])/g,
    (_, before: string, letter: string) =>
      `/${before}%${letter.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The ways of writing one path that must lead to the same route. */
function spellings(pathAndQuery: string): Record<string, string> {
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  const [, first = '', ...rest] = path.split('/');
  return {
    'encoded letters': encodedLetters(path) + query,
    'doubled slashes': path.replaceAll('/', '//') + query,
    'dot segments': `/${first}/./elsewhere/../${rest.join('/')}/.${query}`,
  };
}

function decisions(answer: RawAnswer) {
  let error: unknown;
  try {
    error = JSON.parse(answer.body).error;
  } catch {
    error = undefined;
  }
  return {
    status: answer.status,
    error,
    headers: Object.fromEntries(DECISION_HEADERS.map((name) => [name, answer.headers[name]])),
  };
}

/** Values that cannot be an id, made from a real one. */
function badValues(valid: string): Record<string, string> {
  const lookAlike = valid.replace(/[aceopxABCEHKMOPTX]/, (letter) =>
    String.fromCharCode(
      { a: 0x430, c: 0x441, e: 0x435, o: 0x43e, p: 0x440, x: 0x445 }[letter] ??
        { A: 0x410, B: 0x412, C: 0x421, E: 0x415, H: 0x41d, K: 0x41a, M: 0x41c }[letter] ??
        { O: 0x41e, P: 0x420, T: 0x422, X: 0x425 }[letter] ??
        0x430,
    ),
  );
  return {
    'a NUL at the end': `${valid}\u0000`,
    'a NUL alone': '\u0000',
    'a control character inside': `${valid.slice(0, 3)}\u0001${valid.slice(3)}`,
    'a DEL': `${valid}\u007f`,
    'an over-long string': valid.repeat(40).slice(0, 600),
    'a look-alike letter': lookAlike === valid ? `${valid}\u0430` : lookAlike,
    'full-width digits': /\d/.test(valid)
      ? valid.replace(/\d/, (digit) => String.fromCharCode(0xff10 + Number(digit)))
      : `${valid}\uff11`,
  };
}

forEachApp(
  (getApp) => {
    let baseUrl = '';
    let borrower: BorrowerWithDocuments;
    let samples: Record<string, string> = {};

    beforeAll(async () => {
      const { app } = getApp();
      borrower = await borrowerWithDocuments(app);
      const document = borrower.documents[0]!;
      const share = (
        await app.inject({
          method: 'POST',
          url: `/api/documents/${document.documentId}/share`,
          headers: bearer(borrower.accessToken),
        })
      ).json<ShareLinkResponse>();
      samples = {
        batchId: borrower.batchId,
        documentId: document.documentId,
        consentId: borrower.consentId,
        panNumber: borrower.panNumber,
        loanId: borrower.loans[0]!.loanId,
        lenderId: document.lenderId,
        shareId: share.shareId,
        token: share.shareUrl.split('/').at(-1)!,
        code: document.verificationCode!,
        to: 'lender',
      };
      baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    });

    /** The plain URL of a route: its signed URL where it needs one. */
    function plainUrl(route: ApiRoute): string {
      if (route.template === '/api/documents/download/{documentId}') {
        return borrower.documents[0]!.download_url!;
      }
      return fill(route, samples);
    }

    async function walk(route: ApiRoute, headers: Record<string, string>) {
      const { app } = getApp();
      const send = (path: string) =>
        rawRequest(baseUrl, {
          method: route.method,
          path,
          headers,
          ...(route.method === 'GET' ? {} : { body: {} }),
        });
      const measured = async (path: string) => {
        const before = await fingerprint(app);
        const answer = await send(path);
        return { ...decisions(answer), effect: change(before, await fingerprint(app)) };
      };
      // The first call may do what only a first call does (fetch the credit report).
      await send(plainUrl(route));
      const plain = await measured(plainUrl(route));
      for (const [name, spelled] of Object.entries(spellings(plainUrl(route)))) {
        expect(await measured(spelled), `${route.method} ${spelled} (${name})`).toEqual(plain);
      }
      return plain;
    }

    describe('the encoding walk', () => {
      it('answers every route written any way exactly as written plainly', async () => {
        const { app } = getApp();
        const routes = apiRoutes(app);
        const walked: string[] = [];
        for (const route of routes) {
          if (route.method === 'GET') {
            await walk(route, bearer(borrower.accessToken));
          } else {
            // Changing something: without a session, and with one from a foreign site.
            await walk(route, {});
            const foreign = await walk(route, {
              ...bearer(borrower.accessToken),
              origin: 'https://elsewhere.example',
            });
            expect(foreign.status, `${route.method} ${route.template}`).toBe(403);
          }
          walked.push(`${route.method} ${route.template}`);
        }
        expect(walked.length).toBeGreaterThan(40);
        expect(walked).toEqual(
          expect.arrayContaining([
            'GET /api/loans',
            'POST /api/sign-out',
            'POST /api/consents/{consentId}/withdraw',
            'DELETE /api/my-data',
            'GET /api/documents/download/{documentId}',
          ]),
        );
      });
    });

    describe('the bad-input walk', () => {
      it('refuses every id that cannot be one, in a path, with a 4xx that changes nothing', async () => {
        const { app } = getApp();
        const before = await fingerprint(app);
        let tried = 0;
        for (const route of apiRoutes(app).filter((candidate) => candidate.params.length > 0)) {
          for (const param of route.params) {
            for (const [name, bad] of Object.entries(badValues(samples[param]!))) {
              const path = fill(route, { ...samples, [param]: bad });
              const answer = await rawRequest(baseUrl, {
                method: route.method,
                path,
                headers: bearer(borrower.accessToken),
                ...(route.method === 'GET' ? {} : { body: {} }),
              });
              const label = `${route.method} ${route.template} with ${param} as ${name}`;
              expect(answer.status, `${label}: ${answer.body}`).toBeGreaterThanOrEqual(400);
              expect(answer.status, `${label}: ${answer.body}`).toBeLessThan(500);
              tried++;
            }
          }
        }
        expect(change(before, await fingerprint(app))).toEqual({});
        expect(tried).toBeGreaterThan(100);
      });

      it('refuses every id that cannot be one, in a body, with a 4xx that changes nothing', async () => {
        const { app } = getApp();
        const { panNumber } = borrower;
        const loanId = borrower.loans[0]!.loanId;
        const bodies: Array<[string, string, (id: string) => object]> = [
          ['/api/consent/batch/send-otp', borrower.batchId, (id) => ({ batchId: id })],
          [
            '/api/consent/batch/verify-otp',
            borrower.batchId,
            (id) => ({ batchId: id, otpCode: '123456' }),
          ],
          [
            '/api/consent/batch/create',
            loanId,
            (id) => ({
              panNumber,
              selectedLoans: [
                { loanId: id, requestedDocuments: [{ documentType: 'statement_of_account' }] },
              ],
            }),
          ],
          [
            '/api/verify-cibil-consent',
            borrower.consentId,
            (id) => ({ consent_id: id, otp_code: '123456', pan_number: panNumber }),
          ],
          [
            '/api/sign-in/verify-otp',
            borrower.consentId,
            (id) => ({ challenge_id: id, otp_code: '123456' }),
          ],
          ['/api/shares', samples.documentId!, (id) => ({ documentIds: [id] })],
          ['/api/request-consent', loanId, (id) => ({ account_id: id, pan_number: panNumber })],
          [
            '/api/retrieve-documents',
            loanId,
            (id) => ({
              pan_number: panNumber,
              selected_loans: [{ id }],
              document_types: ['soa'],
              consent_otp: '123456',
            }),
          ],
        ];
        const before = await fingerprint(app);
        for (const [url, valid, body] of bodies) {
          for (const [name, bad] of Object.entries(badValues(valid))) {
            const answer = await rawRequest(baseUrl, {
              method: 'POST',
              path: url,
              headers: bearer(borrower.accessToken),
              body: body(bad),
            });
            const label = `POST ${url} with ${name}`;
            expect(answer.status, `${label}: ${answer.body}`).toBeGreaterThanOrEqual(400);
            expect(answer.status, `${label}: ${answer.body}`).toBeLessThan(500);
          }
        }
        expect(change(before, await fingerprint(app))).toEqual({});
      });
    });
  },
  { env: { TRUST_PROXY: 'true' } },
);
