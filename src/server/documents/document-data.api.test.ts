import { describe, expect, it } from 'vitest';
import { bearer, borrowerAddress } from '../../../tests/support/borrower.js';
import {
  borrowerWithDocuments,
  listDocuments,
  urlOf,
} from '../../../tests/support/documents-journey.js';
import { unknownDocumentId } from '../../../tests/support/ids.js';
import { forEachApp } from '../../../tests/support/test-app.js';
import { activityResponse } from '../../shared/api/consents.js';
import {
  type DocumentData,
  documentData,
  documentDataFileName,
} from '../../shared/api/document-data.js';
import type { LoanDocument } from '../../shared/api/documents.js';
import type { LoansResponse } from '../../shared/api/loans.js';
import { formatDate } from '../../shared/format.js';
import { amountsIn, extractPdfText, lineWith } from '../pdf/testing/pdf-text.js';
import { contentDisposition } from './document-views.js';
import { signedFileUrl } from './signed-urls.js';

/**
 * Each document as data (docs/document-data.md), on documents made by a real batch: the JSON
 * behind `data_url` is in schema, says what the PDF says, is the borrower's only, and is told
 * in the activity log.
 */

forEachApp((getApp) => {
  const get = (url: string) =>
    getApp().app.inject({ method: 'GET', url, remoteAddress: borrowerAddress() });
  const withQuery = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://localhost');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname}${parsed.search}`;
  };

  describe('a document as data', () => {
    it('downloads as JSON in the published schema, saying what its PDF says', async () => {
      const { app } = getApp();
      const owner = await borrowerWithDocuments(app, [
        'statement_of_account',
        'repayment_schedule',
        'sanction_letter',
      ]);
      const loans = (
        await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(owner.accessToken) })
      ).json<LoansResponse>().loans;

      for (const document of owner.documents) {
        const response = await get(urlOf(document, 'data_url'));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          contentDisposition('attachment', documentDataFileName(document.fileName)),
        );
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const data = documentData.parse(response.json());
        expect(data).toMatchObject({
          schemaVersion: 1,
          documentId: document.documentId,
          documentType: document.documentType,
          displayName: document.displayName,
          generatedAt: document.generatedAt,
          verification: { code: document.verificationCode },
          lender: { name: document.bankName },
          loan: { loanId: document.loanId, accountMasked: document.accountMasked },
          sandbox: true,
        });
        expect(data.verification.url).toMatch(new RegExp(`/verify/${document.verificationCode}$`));
        // Nothing the PDF does not show: never the full PAN.
        expect(response.body).not.toContain(owner.panNumber);

        const pdf = await extractPdfText((await get(urlOf(document, 'download_url'))).rawPayload);
        expect(pdf.text).toContain(data.verification.code);
        const loan = loans.find((candidate) => candidate.loanId === document.loanId)!;
        checkAgainstPdf(data, pdf, Math.round(loan.outstandingAmount * 100));
      }
    });

    it('opens only by its own signed URL, is logged, and is absent for older documents', async () => {
      const { app, clock } = getApp();
      const owner = await borrowerWithDocuments(app);
      const [statement] = owner.documents as [LoanDocument];
      const dataUrl = urlOf(statement, 'data_url');

      // A download URL's signature does not open the data, nor the data URL's the PDF.
      const downloadUrl = urlOf(statement, 'download_url');
      expect((await get(withQuery(downloadUrl, 'purpose', 'data'))).statusCode).toBe(403);
      expect((await get(withQuery(dataUrl, 'purpose', 'download'))).statusCode).toBe(403);
      expect((await get(withQuery(dataUrl, 'signature', 'x'.repeat(43)))).statusCode).toBe(403);
      // Nor another document's id swapped in: the signature covers it.
      const swapped = dataUrl.replace(statement.documentId, unknownDocumentId());
      expect((await get(swapped)).json()).toMatchObject({ error: 'LINK_EXPIRED' });

      // Past its ten minutes the URL stops working; the list gives a fresh one.
      clock.advance(11 * 60_000);
      expect((await get(dataUrl)).statusCode).toBe(403);
      const fresh = (await listDocuments(app, owner.accessToken)).find(
        (document) => document.documentId === statement.documentId,
      )!;
      expect((await get(urlOf(fresh, 'data_url'))).statusCode).toBe(200);

      // HEAD checks it without counting it in the activity log.
      const headed = await app.inject({
        method: 'HEAD',
        url: urlOf(fresh, 'data_url'),
        remoteAddress: borrowerAddress(),
      });
      expect(headed.statusCode).toBe(200);
      expect(headed.body).toBe('');

      const activity = async (language: string) =>
        activityResponse
          .parse(
            (
              await app.inject({
                method: 'GET',
                url: '/api/activity',
                headers: { ...bearer(owner.accessToken), 'accept-language': language },
              })
            ).json(),
          )
          .events.filter((event) => event.kind === 'document.data-downloaded');
      const english = await activity('en');
      expect(english).toHaveLength(1);
      expect(english[0]!.text).toBe(
        `Statement of Account (${statement.bankName}) downloaded as data (JSON)`,
      );
      expect((await activity('hi'))[0]!.text).toContain('डेटा (JSON) के रूप में डाउनलोड किया गया');
      // A data download is not a PDF download: the card's count stays.
      const after = (await listDocuments(app, owner.accessToken)).find(
        (document) => document.documentId === statement.documentId,
      )!;
      expect(after.downloadCount).toBe(0);

      // A document made before documents were kept as data offers none, and says so.
      await app.database.db
        .updateTable('documents')
        .set({ document_data_sealed: null })
        .where('id', '=', statement.documentId)
        .execute();

      const listed = (await listDocuments(app, owner.accessToken)).find(
        (document) => document.documentId === statement.documentId,
      )!;
      expect(listed.data_url).toBeNull();
      expect(listed.download_url).not.toBeNull();

      // A URL signed before (or by hand) gets a sentence saying what to do, in either language.
      const signed = signedFileUrl(
        app.secrets.hmacKey,
        statement.documentId,
        'data',
        clock.now(),
      ).url;
      const response = await app.inject({
        method: 'GET',
        url: signed,
        headers: { 'accept-language': 'hi' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: 'DATA_NOT_KEPT' });
      expect(response.json().message).toContain('दोबारा मँगाएँ');
      expect((await get(signed)).json().message).toBe(
        'This document was made before documents were also kept as data. Ask for it again to download it as data.',
      );
    });
  });
});

/** The figures of the data, read back from the PDF made with it. */
function checkAgainstPdf(
  data: DocumentData,
  pdf: Awaited<ReturnType<typeof extractPdfText>>,
  outstandingOnLoans: number,
) {
  switch (data.documentType) {
    case 'statement_of_account': {
      const { content } = data;
      expect(content.principalOutstandingPaise).toBe(outstandingOnLoans);
      expect(amountsIn(lineWith(pdf, 'Closing principal balance'))).toEqual([
        content.principalOutstandingPaise,
      ]);
      const received = content.transactions.filter((entry) => entry.kind === 'emi_received');
      expect(pdf.text.match(/ EMI \d+ received /g) ?? []).toHaveLength(received.length);
      expect(amountsIn(lineWith(pdf, 'Total repaid'))).toEqual([
        content.principalRepaidPaise,
        content.interestPaidPaise,
      ]);
      break;
    }
    case 'repayment_schedule': {
      const { content } = data;
      const last = content.instalments.at(-1)!;
      expect(pdf.text).toContain(`${last.number} ${formatDate(last.dueDate)}`);
      expect(
        amountsIn(
          pdf.pages.flatMap((page) => page.lines).find((line) => line.startsWith('Total ₹'))!,
        ),
      ).toEqual([
        content.totals.emiPaise,
        content.totals.principalPaise,
        content.totals.interestPaise,
      ]);
      break;
    }
    case 'sanction_letter':
      expect(amountsIn(lineWith(pdf, 'EMI amount'))).toEqual([data.content.emiPaise]);
      expect(amountsIn(lineWith(pdf, 'Total amount payable'))).toEqual([
        data.content.totalPayablePaise,
      ]);
      break;
    default:
      throw new Error(`not asked for: ${data.documentType}`);
  }
}
