import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  approvedBatch,
  batchBorrower,
  batchClient,
  createBody,
  endedBatch,
} from '../../../tests/support/batch-journey.js';
import { bearer, borrowerAddress, sandboxPersona } from '../../../tests/support/borrower.js';
import { inProcess, tally } from '../../../tests/support/concurrency.js';
import { forEachApp, secondInstance } from '../../../tests/support/test-app.js';
import type { BalanceTransferKit, BalanceTransferPack } from '../../shared/api/balance-transfer.js';
import type { SharedDocumentsResponse } from '../../shared/api/documents.js';
import type { Loan } from '../../shared/api/loans.js';
import { MAX_ACTIVE_SHARE_LINKS } from '../documents/share-links.js';

/**
 * The balance-transfer kit through Fastify's inject, for the unexpected-charges persona (one
 * running floating-rate home loan, an individual's PAN): nothing to pack before the documents
 * are asked for; the four asked for in one batch with its one OTP; then one link the new lender
 * opens without an account, carrying them in the kit's order, revocable like any share link;
 * the charge check nil as the RBI requires. Bad input answers 400 with a sentence and writes
 * nothing; another borrower's loan, a repaid loan and no session are refused.
 */

const KIT = ['foreclosure_letter', 'statement_of_account', 'sanction_letter', 'documents_held'];

function kitRequest(
  app: FastifyInstance,
  token: string | undefined,
  loanId: string,
  options: { pack?: boolean; payload?: object; language?: string } = {},
) {
  return app.inject({
    method: options.pack ? 'POST' : 'GET',
    url: `/api/loans/${encodeURIComponent(loanId)}/balance-transfer${options.pack ? '/pack' : ''}`,
    remoteAddress: borrowerAddress(),
    headers: {
      ...(token ? bearer(token) : {}),
      'accept-language': options.language ?? 'en',
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function auditEvents(app: FastifyInstance, token: string): Promise<string[]> {
  const activity = await app.inject({
    method: 'GET',
    url: '/api/activity',
    headers: bearer(token),
  });
  return activity.json().events.map((event: { text: string }) => event.text);
}

/** The borrower's working links carrying this document, as the database holds them. */
async function workingLinks(app: FastifyInstance, documentId: string): Promise<number> {
  const rows = await app.database.db
    .selectFrom('share_link_documents')
    .innerJoin('share_links', 'share_links.id', 'share_link_documents.share_id')
    .select('share_links.id')
    .where('share_link_documents.document_id', '=', documentId)
    .where('share_links.revoked_at', 'is', null)
    .where('share_links.expires_at', '>', app.clock.now())
    .execute();
  return rows.length;
}

forEachApp((getApp) => {
  describe('the balance-transfer kit', () => {
    it('asks for the four documents in one batch and packs them in one link for the new lender', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [home] = borrower.loans as [Loan];

      const before = await kitRequest(app, borrower.accessToken, home.loanId);
      expect(before.statusCode, before.body).toBe(200);
      const empty = before.json<BalanceTransferKit>();
      expect(empty.documents.map((document) => [document.documentType, document.state])).toEqual(
        KIT.map((type) => [type, 'missing']),
      );
      expect(empty.ready).toBe(false);
      expect(empty.packs).toEqual([]);
      expect(empty.prepaymentCheck).toMatchObject({
        rule: 'nil_individual',
        verdict: 'letter_needed',
      });

      const early = await kitRequest(app, borrower.accessToken, home.loanId, { pack: true });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: 'KIT_NOT_READY' });
      expect(early.json().message).toBe(
        "The Foreclosure Letter of your LIC Housing Finance loan is not ready yet. Please ask for the kit's documents, or wait until they are made, and try again.",
      );
      const hindi = await kitRequest(app, borrower.accessToken, home.loanId, {
        pack: true,
        language: 'hi',
      });
      expect(hindi.json().message).toContain('अभी तैयार नहीं है');

      // The kit's documents come through a batch like any others: one OTP.
      const batchId = await approvedBatch(app, borrower, KIT as never);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');

      const kit = (
        await kitRequest(app, borrower.accessToken, home.loanId)
      ).json<BalanceTransferKit>();
      expect(kit.ready).toBe(true);
      expect(
        kit.documents.every((document) => document.state === 'ready' && document.documentId),
      ).toBe(true);
      // A floating-rate loan to an individual: the letter charges nothing, as it must.
      expect(kit.prepaymentCheck).toMatchObject({
        rule: 'nil_individual',
        verdict: 'nil_as_required',
        chargedPaise: 0,
        kfsPercent: null,
        nilIfMicroOrSmall: false,
      });

      const made = await kitRequest(app, borrower.accessToken, home.loanId, { pack: true });
      expect(made.statusCode, made.body).toBe(200);
      const pack = made.json<BalanceTransferPack>();
      expect(pack.documentIds).toEqual(kit.documents.map((document) => document.documentId));
      expect(pack.prepaymentCheck).toEqual(kit.prepaymentCheck);
      const token = pack.shareUrl.replace(/^\/s\//, '');

      // The kit lists the pack, as the share links list shows a link; a share of one of its
      // documents made from the document center is not a pack.
      const shared = await app.inject({
        method: 'POST',
        url: `/api/documents/${pack.documentIds[0]}/share`,
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      expect(shared.statusCode, shared.body).toBe(200);
      const listed = (
        await kitRequest(app, borrower.accessToken, home.loanId)
      ).json<BalanceTransferKit>();
      expect(listed.packs).toEqual([
        {
          shareId: pack.shareId,
          createdAt: app.clock.now().toISOString(),
          expiresAt: pack.expiresAt,
          documentIds: pack.documentIds,
        },
      ]);

      // The new lender opens it without an account and sees the four, in the kit's order.
      const opened = await app.inject({ method: 'GET', url: `/api/share/${token}/documents` });
      expect(opened.statusCode, opened.body).toBe(200);
      const received = opened.json<SharedDocumentsResponse>();
      expect(received.documents.map((document) => document.documentType)).toEqual(KIT);
      expect(received.documents.map((document) => document.displayName)).toContain(
        'List of Documents Held',
      );
      // The charge check is the borrower's own: the receiver gets the documents, not our verdict.
      expect(Object.keys(received)).toEqual(['success', 'expiresAt', 'documents']);
      expect(opened.body).not.toContain('nil_');
      const file = await app.inject({ method: 'GET', url: received.documents[3]!.downloadUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');

      expect(await auditEvents(app, borrower.accessToken)).toContain(
        'Balance-transfer pack made for your LIC Housing Finance loan: one link for 4 documents',
      );

      // Revoked like any share link: it opens nothing from then on.
      const revoked = await app.inject({
        method: 'DELETE',
        url: `/api/shares/${pack.shareId}`,
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      expect(revoked.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: `/api/share/${token}/documents` })).statusCode,
      ).toBe(404);
      expect(
        (await kitRequest(app, borrower.accessToken, home.loanId)).json<BalanceTransferKit>().packs,
      ).toEqual([]);
      const unshared = await app.inject({
        method: 'DELETE',
        url: `/api/shares/${shared.json().shareId}`,
        headers: bearer(borrower.accessToken),
        remoteAddress: borrowerAddress(),
      });
      expect(unshared.statusCode).toBe(200);
    });

    it('refuses bad input with a sentence, writing nothing, and loans that are not the borrower’s or not running', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [home] = borrower.loans as [Loan];
      const eventsBefore = (await auditEvents(app, borrower.accessToken)).length;

      const badId = await kitRequest(app, borrower.accessToken, 'not a loan id!');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/\.$/);
      const extra = await kitRequest(app, borrower.accessToken, home.loanId, {
        pack: true,
        payload: { documentIds: ['doc_x'] },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toMatch(/\.$/);

      const unknown = await kitRequest(app, borrower.accessToken, 'LOAN-UNKNOWN-1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'This loan is not in your credit report. Please refresh your loans and try again.',
      );
      // Another borrower's loan answers like one that does not exist.
      const stranger = await batchBorrower(app);
      expect((await kitRequest(app, stranger.accessToken, home.loanId)).statusCode).toBe(404);
      expect((await kitRequest(app, undefined, home.loanId)).statusCode).toBe(401);
      expect((await kitRequest(app, undefined, home.loanId, { pack: true })).statusCode).toBe(401);

      const repaid = await batchBorrower(app, {
        panNumber: (await sandboxPersona(app, 'closed-loans')).panNumber,
      });
      const closed = repaid.loans.find((loan) => loan.accountStatus === 'CLOSED')!;
      const refused = await kitRequest(app, repaid.accessToken, closed.loanId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'LOAN_REPAID' });

      expect((await auditEvents(app, borrower.accessToken)).length).toBe(eventsBefore);
      const links = await app.inject({
        method: 'GET',
        url: '/api/shares',
        headers: bearer(borrower.accessToken),
      });
      expect(links.json().shareLinks).toEqual([]);
    });

    it('asks a lender for the list of documents held only for a running home or vehicle loan', async () => {
      const { app } = getApp();
      const persona = await sandboxPersona(app, 'several-loans');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const personal = borrower.loans.find((loan) => loan.loanType === 'personal_loan')!;
      const response = await batchClient(app, borrower).create(
        createBody(borrower, ['documents_held'], [personal]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'DOCUMENT_NOT_OFFERED' });
      expect(response.json().message).toBe(
        `A List of Documents Held is issued only for a running home or vehicle loan, whose papers the lender keeps, and your ${personal.bankName} loan ${personal.accountId} is not one. Please leave it out and continue.`,
      );
      const kit = await kitRequest(app, borrower.accessToken, personal.loanId);
      expect(
        kit.json<BalanceTransferKit>().documents.map((document) => document.documentType),
      ).toEqual(KIT.slice(0, 3));
    });
    it(`makes no more than ${MAX_ACTIVE_SHARE_LINKS} packs of 100 asked for at once on every instance, and a double tap at the last place makes one`, async () => {
      const testApp = getApp();
      const { app } = testApp;
      const persona = await sandboxPersona(app, 'unexpected-charges');
      const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
      const [home] = borrower.loans as [Loan];
      const batchId = await approvedBatch(app, borrower, KIT as never);
      expect((await endedBatch(app, borrower, batchId)).batch.status).toBe('completed');
      const kit = (
        await kitRequest(app, borrower.accessToken, home.loanId)
      ).json<BalanceTransferKit>();
      const documentIds = kit.documents.map((document) => document.documentId!);

      // On PostgreSQL a second instance shares the database, as two servers do.
      const second = testApp.kind === 'postgres' ? await secondInstance(testApp) : undefined;
      try {
        const instances = [app, ...(second ? [second] : [])];
        expect(instances).toHaveLength(testApp.kind === 'postgres' ? 2 : 1);
        const pack = (index: number) =>
          inProcess(instances[index % instances.length]!)({
            method: 'POST',
            url: `/api/loans/${home.loanId}/balance-transfer/pack`,
            token: borrower.accessToken,
          });
        const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => pack(index)));
        expect(tally(answers)).toEqual({
          OK: MAX_ACTIVE_SHARE_LINKS,
          TOO_MANY_SHARE_LINKS: 100 - MAX_ACTIVE_SHARE_LINKS,
        });
        for (const refused of answers.filter((answer) => answer.status !== 200)) {
          expect(refused.status).toBe(409);
          expect(refused.body.message).toBe(
            `The Foreclosure Letter of your LIC Housing Finance loan is already in ${MAX_ACTIVE_SHARE_LINKS} working links. Please revoke a pack or a share you no longer need, and try again.`,
          );
        }
        const hindi = await inProcess(app)({
          method: 'POST',
          url: `/api/loans/${home.loanId}/balance-transfer/pack`,
          token: borrower.accessToken,
          headers: { 'accept-language': 'hi' },
        });
        expect(hindi.status).toBe(409);
        expect(hindi.body.message).toContain(`पहले से ${MAX_ACTIVE_SHARE_LINKS} चालू लिंक में है`);
        for (const documentId of documentIds) {
          expect(await workingLinks(app, documentId)).toBe(MAX_ACTIVE_SHARE_LINKS);
        }
        const made = await app.database.db
          .selectFrom('audit_events')
          .select('detail')
          .where('kind', '=', 'balance-transfer.pack-made')
          .execute();
        const shareIds = answers
          .filter((answer) => answer.status === 200)
          .map((a) => a.body.shareId);
        expect(
          made.filter((event) => shareIds.includes((event.detail as { shareId: string }).shareId)),
        ).toHaveLength(MAX_ACTIVE_SHARE_LINKS);

        // The kit lists the 20, each kept with its loan.
        const listed = (
          await kitRequest(app, borrower.accessToken, home.loanId)
        ).json<BalanceTransferKit>();
        expect(listed.packs.map((link) => link.shareId).sort()).toEqual([...shareIds].sort());
        const loanIds = await app.database.db
          .selectFrom('share_links')
          .select('loan_id')
          .where('id', 'in', shareIds)
          .execute();
        expect(loanIds.map((row) => row.loan_id)).toEqual(shareIds.map(() => home.loanId));

        // One revoked leaves one place: two taps at once, one on each instance, fill it once.
        const revoked = await inProcess(app)({
          method: 'DELETE',
          url: `/api/shares/${shareIds[0]}`,
          token: borrower.accessToken,
        });
        expect(revoked.status).toBe(200);
        const taps = await Promise.all([pack(0), pack(1)]);
        expect(tally(taps)).toEqual({ OK: 1, TOO_MANY_SHARE_LINKS: 1 });
        for (const documentId of documentIds) {
          expect(await workingLinks(app, documentId)).toBe(MAX_ACTIVE_SHARE_LINKS);
        }
      } finally {
        await second?.close();
      }
    });
  });
});
