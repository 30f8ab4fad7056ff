import { afterAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, type DocumentType } from '../../shared/documents.js';
import { renderLoanDocument } from '../pdf/loan-documents.js';
import { extractPdfText } from '../pdf/testing/pdf-text.js';
import { homeLoan, personalLoan, sampleInput } from '../pdf/testing/sample-loans.js';
import { RenderPool } from './render-pool.js';

describe('RenderPool', () => {
  const pool = new RenderPool(2);
  afterAll(() => pool.close());

  it('renders on its threads exactly what this thread renders', async () => {
    const inputs = DOCUMENT_TYPES.flatMap((type) =>
      [personalLoan, homeLoan].map((loan, index) => ({
        type,
        input: sampleInput(loan, { documentId: `doc_pool${index}${type.length}` }),
      })),
    );
    const pooled = await Promise.all(inputs.map(({ type, input }) => pool.render(type, input)));
    for (const [index, { type, input }] of inputs.entries()) {
      const here = await renderLoanDocument(type, input);
      const [pooledText, hereText] = await Promise.all([
        extractPdfText(pooled[index]!),
        extractPdfText(here),
      ]);
      expect(pooledText.text).toBe(hereText.text);
      expect(pooledText.text).toContain(`Document ID ${input.documentId}`);
    }
  }, 120_000);

  it('reports a document that cannot be rendered and keeps working', async () => {
    await expect(
      pool.render('payslip' as DocumentType, sampleInput(personalLoan)),
    ).rejects.toThrow();
    const pdf = await pool.render('sanction_letter', sampleInput(personalLoan));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('refuses work once closed', async () => {
    const closed = new RenderPool(1);
    await closed.close();
    await expect(closed.render('sanction_letter', sampleInput(personalLoan))).rejects.toThrow(
      'The render pool is closed',
    );
  });
});
