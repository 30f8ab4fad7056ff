import { describe, expect, it } from 'vitest';
import { documentData } from '../../../shared/api/document-data.js';
import { formatDate } from '../../../shared/format.js';
import type { HeldDocument, LoanAccount } from '../../bureau/credit-report.js';
import { loanDocumentData, renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith } from '../testing/pdf-text.js';
import {
  homeLoan,
  overdueAutoLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  sampleInput,
} from '../testing/sample-loans.js';

const HOUSE_PAPERS: HeldDocument[] = [
  {
    kind: 'title_deed',
    title: 'Registered sale deed of the property',
    form: 'ORIGINAL',
    reference: 'Doc. no. 4821/2019',
    receivedOn: '2019-06-14',
  },
  {
    kind: 'agreement',
    title: 'Registered agreement for sale',
    form: 'ORIGINAL',
    reference: null,
    receivedOn: '2019-06-14',
  },
  {
    kind: 'approval',
    title: 'Approved building plan and occupancy certificate',
    form: 'CERTIFIED_COPY',
    reference: 'BP/2019/0042',
    receivedOn: '2019-05-30',
  },
];

async function list(loan: LoanAccount) {
  return extractPdfText(await renderLoanDocument('documents_held', sampleInput(loan)));
}

describe('list of documents held', () => {
  const securedHome: LoanAccount = { ...homeLoan, documentsHeld: HOUSE_PAPERS };

  it('lists each document the lender holds, in its order, with form, reference and date', async () => {
    const pdf = await list(securedHome);
    expect(pdf.text).toContain('List of Documents Held');
    expect(pdf.text.replace(/\s/g, '')).toContain('धारितदस्तावेज़सूची');
    expect(lineWith(pdf, 'Registered sale deed of the property')).toMatch(
      new RegExp(
        `^1 Registered sale deed of the property Original Doc\\. no\\. 4821/2019 ${formatDate('2019-06-14')}$`,
      ),
    );
    expect(lineWith(pdf, 'Registered agreement for sale')).toContain('Original — ');
    expect(lineWith(pdf, 'Approved building plan')).toContain('Certified copy BP/2019/0042');
    const order = HOUSE_PAPERS.map((held) => pdf.text.indexOf(held.title));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdf.text).toContain('2 of the 3 documents are held in original');
    expect(pdf.text).toContain('released within 30 days');
  });

  it('is dated the day asked and states the principal outstanding of the record', async () => {
    const pdf = await list(securedHome);
    expect(pdf.text).toContain(`Date: ${formatDate(SAMPLE_ISSUED_ON)}`);
    expect(amountsIn(lineWith(pdf, 'principal outstanding'))).toEqual([homeLoan.outstandingPaise]);
  });

  it('says what the data says, and the data matches the published schema', () => {
    const data = loanDocumentData('documents_held', sampleInput(securedHome), {
      displayName: 'List of Documents Held',
      generatedAt: new Date('2026-11-22T06:30:00Z'),
    });
    const parsed = documentData.parse(data);
    expect(parsed.documentType).toBe('documents_held');
    if (parsed.documentType !== 'documents_held') return;
    expect(parsed.content.security).toBe('property');
    expect(parsed.content.originals).toBe(2);
    expect(parsed.content.documents.map((held) => [held.number, held.title])).toEqual(
      HOUSE_PAPERS.map((held, index) => [index + 1, held.title]),
    );
  });

  it('says so when the lender named no documents for a secured loan', async () => {
    const pdf = await list({ ...overdueAutoLoan, documentsHeld: [] });
    expect(pdf.text).toContain('has no documents recorded as held against this loan');
    expect(pdf.text).not.toContain('Held as');
  });

  it('says an unsecured loan has nothing held', async () => {
    const pdf = await list(personalLoan);
    expect(pdf.text).toContain('is not secured');
    expect(pdf.text).toContain('holds no documents of yours against it');
  });
});
