import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  borrowerAddress,
  freshPan,
  verifiedBorrower,
} from '../../../tests/support/borrower.js';
import {
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { activityResponse, type ConsentsResponse } from '../../shared/api/consents.js';
import {
  dataExportFileName,
  exportedActivity,
  exportedConsents,
  exportedDocuments,
} from '../../shared/api/data-export.js';
import { documentData, documentDataFileName } from '../../shared/api/document-data.js';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes.js';
import { routeUrl } from '../../shared/api/route-table.js';
import { indiaIsoDate } from '../../shared/financial-year.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';

/** GET /api/my-data/export: a ZIP of every current document and what we hold, for the borrower only. */

const EXPORT_URL = routeUrl(PRIVACY_ROUTES.dataExport);

forEachApp((getApp) => {
  const exportOf = (accessToken: string, language = 'en') =>
    getApp().app.inject({
      method: 'GET',
      url: EXPORT_URL,
      headers: { ...bearer(accessToken), 'accept-language': language },
      remoteAddress: borrowerAddress(),
    });
  const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

  describe('Download all my data', () => {
    it('holds what the Document Center lists, each PDF byte for byte, with consents and activity', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app, ['statement_of_account', 'sanction_letter']);
      const other = await borrowerWithDocuments(app);

      const response = await exportOf(owner.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toContain(
        dataExportFileName(indiaIsoDate(clock.now())),
      );
      const zip = unzipSync(new Uint8Array(response.rawPayload));
      expect(
        Object.keys(zip)
          .filter((name) => !name.startsWith('documents/'))
          .sort(),
      ).toEqual(['README.txt', 'activity.json', 'consents.json', 'documents.json']);

      // documents.json: exactly the Document Center's current documents, in schema.
      const listed = await listDocuments(app, owner.accessToken);
      const manifest = exportedDocuments.parse(JSON.parse(text(zip['documents.json'])));
      expect(manifest.documents.map((document) => document.documentId).sort()).toEqual(
        listed
          .filter((document) => document.isCurrent && document.canDownload)
          .map((document) => document.documentId)
          .sort(),
      );
      expect(manifest.documents).toHaveLength(owner.loans.length * 2);
      for (const document of manifest.documents) {
        const shown = listed.find((candidate) => candidate.documentId === document.documentId)!;
        expect(document).toMatchObject({
          file: `documents/${shown.fileName}`,
          bankName: shown.bankName,
          documentType: shown.documentType,
          accountMasked: shown.accountMasked,
          verificationCode: shown.verificationCode,
        });
        const downloaded = await app.inject({ method: 'GET', url: urlOf(shown, 'download_url') });
        expect(Buffer.from(zip[document.file!]!).equals(downloaded.rawPayload)).toBe(true);
        // Its data beside it: the very JSON the document's own data download gives.
        expect(document.dataFile).toBe(documentDataFileName(document.file!));
        const data = documentData.parse(JSON.parse(text(zip[document.dataFile!])));
        expect(data).toMatchObject({ documentId: document.documentId });
        const json = await app.inject({ method: 'GET', url: urlOf(shown, 'data_url') });
        expect(Buffer.from(zip[document.dataFile!]!).equals(json.rawPayload)).toBe(true);
      }
      const statement = manifest.documents.find(
        (document) => document.documentType === 'statement_of_account',
      )!;
      const pdf = await extractPdfText(Buffer.from(zip[statement.file!]!));
      expect(pdf.text).toContain(statement.accountMasked!);

      // Nobody else's documents.
      const otherIds = (await listDocuments(app, other.accessToken)).map((d) => d.documentId);
      expect(manifest.documents.some((document) => otherIds.includes(document.documentId))).toBe(
        false,
      );

      // consents.json is the consent records page; activity.json the log before this export.
      const consents = await app.inject({
        method: 'GET',
        url: '/api/consents',
        headers: bearer(owner.accessToken),
      });
      expect(exportedConsents.parse(JSON.parse(text(zip['consents.json']))).consents).toEqual(
        consents.json<ConsentsResponse>().consents,
      );
      const activity = exportedActivity.parse(JSON.parse(text(zip['activity.json']))).events;
      expect(activity.map((event) => event.kind)).toContain('documents.fetched');
      expect(activity.map((event) => event.kind)).not.toContain('data.exported');
      expect(text(zip['README.txt'])).toContain('consents.json');

      // The export itself is in the log now.
      const after = activityResponse.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/activity',
            headers: bearer(owner.accessToken),
          })
        ).json(),
      );
      // (The test clock stands still: events of one instant come in no set order.)
      expect(after.events.find((event) => event.kind === 'data.exported')).toMatchObject({
        text: `A copy of all your data downloaded (${owner.loans.length * 2} documents)`,
      });
    });

    it('speaks Hindi when asked, and lists a file it cannot read without failing', async () => {
      const { app } = getApp();
      const owner = await borrowerWithDocuments(app, ['statement_of_account']);
      const [lost] = owner.documents;
      const row = await app.database.db
        .selectFrom('documents')
        .select('blob_key')
        .where('id', '=', lost!.documentId)
        .executeTakeFirstOrThrow();
      await app.documentVault.remove(row.blob_key!);

      const response = await exportOf(owner.accessToken, 'hi');
      expect(response.statusCode).toBe(200);
      const zip = unzipSync(new Uint8Array(response.rawPayload));
      const manifest = exportedDocuments.parse(JSON.parse(text(zip['documents.json'])));
      expect(manifest.documents.find((d) => d.documentId === lost!.documentId)?.file).toBeNull();
      const pdfs = Object.keys(zip).filter((name) => name.endsWith('.pdf'));
      expect(pdfs).toHaveLength(owner.documents.length - 1);
      // A document whose PDF is not there has no data file either: the pair stays together.
      const data = Object.keys(zip).filter(
        (name) => name.endsWith('.json') && name.startsWith('documents/'),
      );
      expect(data.map((name) => name.replace(/\.json$/, '.pdf')).sort()).toEqual(pdfs.sort());
      const consents = exportedConsents.parse(JSON.parse(text(zip['consents.json']))).consents;
      expect(consents[0]?.purpose.text).toMatch(/[\u0900-\u097F]/);
    });

    it('needs the borrower’s session, and a borrower with no documents yet gets an empty list', async () => {
      const { app } = getApp();
      expect((await app.inject({ method: 'GET', url: EXPORT_URL })).statusCode).toBe(401);
      expect((await exportOf('not-a-token')).statusCode).toBe(401);

      const newcomer = await verifiedBorrower(app, { panNumber: freshPan() });
      const response = await exportOf(newcomer.accessToken);
      expect(response.statusCode).toBe(200);
      const zip = unzipSync(new Uint8Array(response.rawPayload));
      expect(exportedDocuments.parse(JSON.parse(text(zip['documents.json']))).documents).toEqual(
        [],
      );
      expect(Object.keys(zip).some((name) => name.startsWith('documents/'))).toBe(false);

      // Deleting one's data ends the session: the export is refused, not empty.
      const owner = await borrowerWithDocuments(app);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/my-data',
        headers: bearer(owner.accessToken),
      });
      expect(deleted.statusCode).toBe(200);
      expect((await exportOf(owner.accessToken)).statusCode).toBe(401);
    });
  });
});
