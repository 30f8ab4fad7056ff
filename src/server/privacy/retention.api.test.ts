import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { approvedBatch, batchBorrower, endedBatch } from '../../../tests/support/batch-journey.js';
import {
  bearer,
  borrowerAddress,
  sandboxPersona,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import {
  type BorrowerWithDocuments,
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { legacyClient, requestedConsent } from '../../../tests/support/legacy-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import type { ShareLinkResponse } from '../../shared/api/documents.js';
import { DOCUMENT_RETENTION_MS } from '../../shared/documents.js';
import { RECORD_RETENTION_MS, RETENTION_QUEUE, runRetention } from './retention.js';

/** Documents and share links end on time; consent and audit records after a year; OTPs after a day. */

const DAY = 24 * 3_600_000;

async function documentRows(app: FastifyInstance, batchId: string) {
  return app.database.db
    .selectFrom('documents')
    .select(['id', 'blob_key', 'status'])
    .where('request_id', '=', batchId)
    .execute();
}

async function share(app: FastifyInstance, borrower: BorrowerWithDocuments) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/documents/${borrower.documents[0]!.documentId}/share`,
    headers: bearer(borrower.accessToken),
    remoteAddress: borrowerAddress(),
  });
  return response.json<ShareLinkResponse>();
}

async function shareRows(app: FastifyInstance, documentId: string) {
  return app.database.db
    .selectFrom('share_links')
    .innerJoin('share_link_documents', 'share_link_documents.share_id', 'share_links.id')
    .select('share_links.id')
    .where('share_link_documents.document_id', '=', documentId)
    .execute();
}

async function shareLinkExists(app: FastifyInstance, shareId: string) {
  const row = await app.database.db
    .selectFrom('share_links')
    .select('id')
    .where('id', '=', shareId)
    .executeTakeFirst();
  return row !== undefined;
}

forEachApp(
  (getApp) => {
    describe('the retention job', () => {
      it('deletes documents 30 days after generation, with their files and share links; younger ones stay', async () => {
        const { app, clock } = getApp();
        const old = await borrowerWithDocuments(app, ['statement_of_account', 'sanction_letter']);
        const link = await share(app, old);
        const oldRows = await documentRows(app, old.batchId);
        clock.advance(DAY);
        const young = await borrowerWithDocuments(app);
        const youngRows = await documentRows(app, young.batchId);

        clock.advance(DOCUMENT_RETENTION_MS - DAY);
        // Past its 30 days a document is no longer offered, even before the job has run.
        const oldAgain = await verifiedBorrower(app, { panNumber: old.panNumber });
        for (const document of await listDocuments(app, oldAgain.accessToken)) {
          expect(document).toMatchObject({
            canDownload: false,
            download_url: null,
            view_url: null,
          });
        }

        const report = await runRetention(app);
        expect(report.documents).toBeGreaterThanOrEqual(oldRows.length);
        expect(report.filesRemoved).toBeGreaterThanOrEqual(oldRows.length);
        expect(report.shareLinks).toBeGreaterThanOrEqual(1);
        expect(await documentRows(app, old.batchId)).toEqual([]);
        for (const row of oldRows) {
          expect(await app.documentVault.load(row.blob_key!)).toBeNull();
          expect(await shareRows(app, row.id)).toEqual([]);
        }
        const batch = await app.database.db
          .selectFrom('batches')
          .select('id')
          .where('id', 'in', [old.batchId, young.batchId])
          .execute();
        expect(batch.map((row) => row.id)).toEqual([young.batchId]);
        expect(await shareLinkExists(app, link.shareId)).toBe(false);
        const openShared = await app.inject({ method: 'GET', url: link.fileUrl! });
        expect(openShared.statusCode).toBe(404);
        expect(await listDocuments(app, oldAgain.accessToken)).toEqual([]);

        // The younger document is whole and downloadable.
        expect(await documentRows(app, young.batchId)).toEqual(youngRows);
        for (const row of youngRows) {
          expect(await app.documentVault.load(row.blob_key!)).not.toBeNull();
        }
        const youngAgain = await verifiedBorrower(app, { panNumber: young.panNumber });
        const [document] = await listDocuments(app, youngAgain.accessToken);
        const download = await app.inject({ method: 'GET', url: urlOf(document!, 'download_url') });
        expect(download.statusCode).toBe(200);
        expect(await app.database.db.selectFrom('vault_removals').selectAll().execute()).toEqual(
          [],
        );
      });

      it('deletes expired and revoked share links while their document stays', async () => {
        const { app, clock } = getApp();
        const owner = await borrowerWithDocuments(app);
        const documentId = owner.documents[0]!.documentId;
        const expiring = await share(app, owner);
        clock.advance(20 * 60_000);
        const revoked = await share(app, owner);
        const revoke = await app.inject({
          method: 'DELETE',
          url: `/api/shares/${revoked.shareId}`,
          headers: bearer(owner.accessToken),
          remoteAddress: borrowerAddress(),
        });
        expect(revoke.statusCode).toBe(200);
        const working = await share(app, owner);
        // 24 hours after the first link was made: it has ended, the last one has not.
        clock.advance(DAY - 20 * 60_000);

        await runRetention(app);
        const left = (await shareRows(app, documentId)).map((row) => row.id);
        expect(left).toEqual([working.shareId]);
        expect(left).not.toContain(expiring.shareId);
        expect((await documentRows(app, owner.batchId)).length).toBe(owner.documents.length);
      });

      it('deletes a document never generated 30 days after it was asked for', async () => {
        const { app, clock } = getApp();
        const persona = await sandboxPersona(app, 'failing-lender');
        const borrower = await batchBorrower(app, { panNumber: persona.panNumber });
        const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
        await endedBatch(app, borrower, batchId);
        const failed = (await documentRows(app, batchId)).filter((row) => row.status === 'failed');
        expect(failed.length).toBeGreaterThan(0);

        clock.advance(DOCUMENT_RETENTION_MS - 1000);
        await runRetention(app);
        expect((await documentRows(app, batchId)).length).toBeGreaterThan(0);
        clock.advance(1000);
        await runRetention(app);
        expect(await documentRows(app, batchId)).toEqual([]);
        const batches = await app.database.db
          .selectFrom('batches')
          .select('id')
          .where('id', '=', batchId)
          .execute();
        expect(batches).toEqual([]);
      });

      it('purges consent and audit records after a year and keeps younger ones', async () => {
        const { app, clock } = getApp();
        const { db } = app.database;
        const before = await borrowerWithDocuments(app);
        const [loan] = await legacyClient(app, before).cibilReport();
        await requestedConsent(app, before, loan!);
        clock.advance(RECORD_RETENTION_MS);
        const after = await verifiedBorrower(app, { panNumber: before.panNumber });

        const report = await runRetention(app);
        expect(report.consents).toBeGreaterThan(0);
        expect(report.auditEvents).toBeGreaterThan(0);
        expect(report.otpChallenges).toBeGreaterThan(0);
        const consents = await db.selectFrom('consents').select('id').execute();
        expect(consents.map((consent) => consent.id)).toEqual([after.consentId]);
        expect(await db.selectFrom('lender_consents').select('id').execute()).toEqual([]);
        // Only the code sent for the new consent is left.
        const challenges = await db.selectFrom('otp_challenges').select('created_at').execute();
        expect(challenges).toHaveLength(1);
        const yearOld = new Date(clock.now().getTime() - RECORD_RETENTION_MS);
        const oldEvents = await db
          .selectFrom('audit_events')
          .select('id')
          .where('created_at', '<=', yearOld)
          .execute();
        expect(oldEvents).toEqual([]);
        const youngEvents = await db
          .selectFrom('audit_events')
          .select('kind')
          .where('created_at', '>', yearOld)
          .execute();
        expect(youngEvents.map((event) => event.kind)).toContain('consent.verified');
        const reports = await db.selectFrom('credit_reports').select('consent_id').execute();
        for (const row of reports) expect(row.consent_id).toBe(after.consentId);
        // The new session works.
        const loans = await app.inject({
          method: 'GET',
          url: '/api/loans',
          headers: bearer(after.accessToken),
        });
        expect(loans.statusCode).toBe(200);
      });

      it('is not scheduled when DOCUMENT_RETENTION_SCHEDULE is off', async () => {
        const schedules = await getApp().app.jobs.getSchedules();
        expect(schedules.map((schedule) => schedule.name)).not.toContain(RETENTION_QUEUE);
      });
    });
  },
  { env: { DOCUMENT_RETENTION_SCHEDULE: 'off', BATCH_RETRY_LIMIT: '0' } },
);

forEachApp((getApp) => {
  it('is scheduled every 15 minutes and run by a pg-boss worker', async () => {
    const { app, logs } = getApp();
    const schedules = await app.jobs.getSchedules();
    expect(schedules.find((schedule) => schedule.name === RETENTION_QUEUE)).toMatchObject({
      cron: '*/15 * * * *',
      timezone: 'UTC',
    });
    const jobId = await app.jobs.send(RETENTION_QUEUE, {});
    const deadline = Date.now() + 25_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      state = (await app.jobs.getJobById(RETENTION_QUEUE, jobId!))?.state;
      if (state === 'completed' || state === 'failed') break;
      await sleep(250);
    }
    expect(state).toBe('completed');
    expect(logs.join('')).toContain('retention ran');
  });
});
