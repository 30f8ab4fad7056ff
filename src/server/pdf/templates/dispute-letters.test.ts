import { describe, expect, it } from 'vitest';
import { formatDate, formatInrPaise, maskAccountNumber, maskPan } from '../../../shared/format.js';
import { addDays } from '../../bureau/calendar.js';
import { type DisputeLetter, disputeClocks } from '../../bureau/dispute-clocks.js';
import { compareRecords } from '../../bureau/record-check.js';
import { extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  closedHomeLoan,
  overdueAutoLoan,
  SAMPLE_ISSUED_ON,
  SAMPLE_PAN,
  sampleInput,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { disputeLetter } from './dispute-letters.js';

/**
 * The letters of a dispute that missed the RBI's clocks: the bureau still shows a loan overdue
 * that the lender's statement shows closed; the complaint was raised 45 days before the letter.
 */

const FILED_ON = addDays(SAMPLE_ISSUED_ON, -45);
// The bureau's record: still overdue. The lender's: closed.
const bureauLoan = { ...overdueAutoLoan };
const lenderLoan = { ...closedHomeLoan, loanId: overdueAutoLoan.loanId };

async function letter(to: DisputeLetter): Promise<PdfText> {
  const { borrower, lender } = sampleInput(bureauLoan);
  return extractPdfText(
    await renderPdf(
      disputeLetter({
        to,
        loan: bureauLoan,
        mismatches: compareRecords(bureauLoan, lenderLoan),
        statement: { generatedOn: SAMPLE_ISSUED_ON, verificationCode: 'LD-7Q4M-2KX9' },
        against: ['bureau'],
        clocks: disputeClocks(
          { against: ['bureau'], filedOn: FILED_ON, resolvedOn: null },
          SAMPLE_ISSUED_ON,
        ),
        borrower,
        lender,
        reportDate: SAMPLE_ISSUED_ON,
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
      }),
    ),
  );
}

const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

describe('dispute letters', () => {
  it('writes to the lender’s nodal officer with the dates and ₹100 a day for 15 days', async () => {
    const pdf = await letter('lender');
    const text = prose(pdf);
    expect(text).toContain('Letter to the nodal officer');
    expect(text).toContain('नोडल अधिकारी को पत्र');
    expect(text).toContain(`On ${formatDate(FILED_ON)} I raised a dispute with the credit bureau`);
    expect(text).toContain(`by ${formatDate(addDays(FILED_ON, 21))}`);
    expect(text).toContain(`by ${formatDate(addDays(FILED_ON, 30))}`);
    expect(lineWith(pdf, 'Days overdue')).toContain('15');
    expect(lineWith(pdf, 'Compensation accrued')).toContain(formatInrPaise(1_500_00));
    expect(lineWith(pdf, 'Status')).toContain('Overdue');
    expect(text).toContain('LD-7Q4M-2KX9');
    expect(text).toContain(maskAccountNumber(bureauLoan.accountNumber));
    expect(text).toContain(maskPan(SAMPLE_PAN));
    expect(text).not.toContain(SAMPLE_PAN);
  });

  it('writes to the bureau’s nodal officer, and gives the Ombudsman complaint to paste', async () => {
    const bureau = prose(await letter('bureau'));
    expect(bureau).toContain('The credit bureau');
    expect(bureau).toContain('15 days past the 30 days');
    const ombudsman = prose(await letter('ombudsman'));
    expect(ombudsman).toContain('Complaint to the RBI Ombudsman');
    expect(ombudsman).toContain('https://cms.rbi.org.in');
    expect(ombudsman).toContain('Relief sought');
    expect(ombudsman).toContain(formatInrPaise(1_500_00));
  });
});
