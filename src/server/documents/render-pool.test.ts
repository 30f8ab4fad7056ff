import { afterAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPES } from '../../shared/documents.js';
import { loanDocumentModel } from '../pdf/loan-documents.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { homeLoan, personalLoan, sampleInput } from '../pdf/testing/sample-loans.js';
import type { TypesetDocument } from '../pdf/typeset/document-model.js';
import { typesetPdf } from '../pdf/typeset/typst-engine.js';
import { RenderPool } from './render-pool.js';

const CREATED_AT = new Date('2026-01-15T12:00:00Z');

describe('RenderPool', () => {
  const pool = new RenderPool(2, { rendersPerProcess: 5 });
  afterAll(() => pool.close());

  it('typesets in its processes exactly what this process typesets, replacing spent ones', async () => {
    const documents = DOCUMENT_TYPES.flatMap((type) =>
      [personalLoan, homeLoan].map((loan, index) =>
        loanDocumentModel(
          type,
          sampleInput(loan, { documentId: `doc_pool${index}${type.length}` }),
        ),
      ),
    );
    // 14 documents on renderers that each typeset 5: renderers are replaced along the way.
    const pooled = await Promise.all(
      documents.map((document) => pool.render(document, CREATED_AT)),
    );
    for (const [index, document] of documents.entries()) {
      const here = typesetPdf(document, CREATED_AT);
      const [pooledText, hereText] = await Promise.all([
        extractPdfText(pooled[index]!),
        extractPdfText(here),
      ]);
      expect(pooledText.text).toBe(hereText.text);
    }
  }, 120_000);

  it('reports a document that cannot be typeset and keeps working', async () => {
    const broken = {
      ...loanDocumentModel('sanction_letter', sampleInput(personalLoan)),
      body: [{ kind: 'no-such-block' }],
    } as unknown as TypesetDocument;
    await expect(pool.render(broken, CREATED_AT)).rejects.toThrow(/typesetting failed/);
    const pdf = await pool.render(
      loanDocumentModel('sanction_letter', sampleInput(personalLoan)),
      CREATED_AT,
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('ends a render that hangs and tries it once more, then refuses it', async () => {
    // A timeout no render can meet stands in for a render that hangs.
    const impatient = new RenderPool(1, { renderTimeoutMs: 1 });
    try {
      await expect(
        impatient.render(
          loanDocumentModel('repayment_schedule', sampleInput(homeLoan)),
          CREATED_AT,
        ),
      ).rejects.toThrow('Typesetting the document took too long');
      expect(impatient.processCount).toBe(0);
    } finally {
      await impatient.close();
    }
  }, 60_000);

  it('refuses the documents it was still making when closed', async () => {
    const closing = new RenderPool(1);
    const renders = [personalLoan, homeLoan, personalLoan].map((loan) =>
      closing.render(loanDocumentModel('statement_of_account', sampleInput(loan)), CREATED_AT),
    );
    const refused = renders.map((render) =>
      expect(render).rejects.toThrow('The render pool is closed'),
    );
    await closing.close();
    await Promise.all(refused);
  }, 60_000);

  it('starts every renderer when warmed, ahead of the work, and stops them once idle', async () => {
    const warmed = new RenderPool(2, { idleMs: 2_000 });
    try {
      warmed.warm();
      warmed.warm();
      await vi.waitFor(() => expect(warmed.processCount).toBe(2));
      const pdf = await warmed.render(
        loanDocumentModel('sanction_letter', sampleInput(personalLoan)),
        CREATED_AT,
      );
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await vi.waitFor(() => expect(warmed.processCount).toBe(0), { timeout: 30_000 });
    } finally {
      await warmed.close();
    }
  }, 60_000);

  it('refuses work once closed', async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(
      closed.render(loanDocumentModel('sanction_letter', sampleInput(personalLoan)), CREATED_AT),
    ).rejects.toThrow('The render pool is closed');
  });
});
