import { describe, expect, it } from 'vitest';
import { formatDate, formatInrPaise, maskAccountNumber, maskPan } from '../../../shared/format.js';
import type { LoanAccount } from '../../bureau/credit-report.js';
import { closureTracker, DELAY_COMPENSATION_PER_DAY_PAISE } from '../../bureau/loan-closure.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  closedAutoLoan,
  closedHomeLoan,
  SAMPLE_ISSUED_ON,
  SAMPLE_PAN,
  sampleInput,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { closureEscalationLetter } from './closure-escalation-letter.js';

async function letter(
  loan: LoanAccount,
  issuedOn: string,
  options: { sandbox?: boolean } = {},
): Promise<PdfText> {
  const tracker = closureTracker(loan, issuedOn);
  if (!tracker) throw new Error('Not a repaid secured loan');
  const { borrower, lender } = sampleInput(loan);
  return extractPdfText(
    await renderPdf(
      closureEscalationLetter({
        loan,
        tracker,
        borrower,
        lender,
        issuedOn,
        sandbox: options.sandbox ?? true,
      }),
    ),
  );
}

/** The letter's text on one line, as a reader follows it across line breaks. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

const autoLoanNotReturned: LoanAccount = { ...closedAutoLoan, securityReturnedOn: null };

describe('letter to the grievance officer while the 30 days run', () => {
  it('asks for the title deeds by the deadline, with the days left, and claims nothing', async () => {
    // Closed 05 Nov 2026: due back by 05 Dec 2026, 13 days after the sample date.
    const pdf = await letter(closedHomeLoan, SAMPLE_ISSUED_ON);
    const text = prose(pdf);
    expect(text).toContain(
      'Subject: Return of original property documents — Home Loan account XXXX5432 closed on ' +
        '05 Nov 2026',
    );
    expect(text).toContain('My Home Loan account XXXX5432 was repaid in full on 05 Nov 2026.');
    expect(text).toContain('13 September 2023 (in force from 1 December 2023)');
    expect(text).toContain('within 30 days of full repayment — for this loan, by 05 Dec 2026 —');
    expect(text).toContain(
      'I request you to return the original property documents (title deeds) deposited as ' +
        'security and remove any charge registered over the property by 05 Dec 2026, 13 days ' +
        'from the date of this letter.',
    );
    expect(text).toContain('accrues to me for each day of delay from 06 Dec 2026');
    // ₹5,000 a day is the only amount: nothing has accrued, nothing is claimed.
    const amounts = pdf.pages.flatMap((page) => page.lines).flatMap(amountsIn);
    expect(new Set(amounts)).toEqual(new Set([DELAY_COMPENSATION_PER_DAY_PAISE]));
    expect(text).not.toMatch(/days? late|accrued to date|credit me/);
    expect(lineWith(pdf, 'Return due by')).toContain('Return due by 05 Dec 2026');
  });

  it('says the deadline is today, on the deadline', async () => {
    const text = prose(await letter(closedHomeLoan, '2026-12-05'));
    expect(text).toContain('by 05 Dec 2026, which is today.');
    expect(text).not.toContain('days late');
  });
});

describe('letter to the grievance officer after the 30 days', () => {
  it.each([
    ['home loan, the day after the deadline', closedHomeLoan, '2026-12-06', 1],
    ['home loan, 36 days late', closedHomeLoan, '2027-01-10', 36],
    ['auto loan, 69 days late', autoLoanNotReturned, SAMPLE_ISSUED_ON, 69],
  ])('%s: counts the days late and claims ₹5,000 for each', async (_name, loan, issuedOn, late) => {
    const pdf = await letter(loan, issuedOn);
    const text = prose(pdf);
    const tracker = closureTracker(loan, issuedOn)!;
    expect(tracker.daysLate).toBe(late);
    expect(lineWith(pdf, 'Days late as on')).toBe(
      `Days late as on ${formatDate(issuedOn)} ${late}`,
    );
    expect(amountsIn(lineWith(pdf, 'Compensation for each day of delay'))).toEqual([500_000]);
    const accrued = lineWith(pdf, 'Compensation accrued to date');
    // "(N × ₹5,000.00) ₹…": the rate, then the amount.
    expect(accrued).toContain(`(${late} × ₹5,000.00)`);
    expect(amountsIn(accrued)).toEqual([500_000, late * 500_000]);
    expect(amountsIn(accrued)[1]).toBe(tracker.compensationPaise);
    expect(text).toContain(`they are ${late} ${late === 1 ? 'day' : 'days'} late.`);
    expect(text).toContain(
      `to credit me the compensation of ${formatInrPaise(late * 500_000)} accrued to date`,
    );
    expect(text).toContain(
      'The compensation keeps accruing by ₹5,000.00 for each further day until the documents ' +
        'are returned.',
    );
    expect(text).toContain('tell me in writing the reasons for the delay');
  });

  it('asks for the vehicle’s no-objection certificate (Form 35) for an auto loan', async () => {
    const text = prose(await letter(autoLoanNotReturned, SAMPLE_ISSUED_ON));
    expect(text).toContain(
      'Subject: Return of original vehicle documents — Auto Loan account XXXX0987 closed on ' +
        '15 Aug 2026',
    );
    expect(text).toContain('issue a no-objection certificate (Form 35)');
    expect(text).toContain('hypothecation');
  });
});

describe('letter to the grievance officer once the documents are back', () => {
  it('claims the compensation for the days they were late', async () => {
    // Due back by 14 Sep 2026, returned 30 Sep 2026.
    const pdf = await letter(closedAutoLoan, SAMPLE_ISSUED_ON);
    const text = prose(pdf);
    expect(text).toContain(
      'Subject: Compensation for the late return of original vehicle documents',
    );
    expect(text).toContain(
      'The documents were returned to me on 30 Sept 2026, 16 days after 14 Sept 2026.',
    );
    expect(lineWith(pdf, 'Days late')).toBe('Days late 16');
    expect(amountsIn(lineWith(pdf, 'Compensation due'))).toEqual([500_000, 16 * 500_000]);
    expect(text).toContain('I request you to credit me the compensation of ₹80,000.00');
    // Counted to the return, not to the letter's date.
    expect(text).not.toContain('69');
    expect(lineWith(pdf, 'Returned on')).toContain('30 Sept 2026');
  });

  it('claims nothing for documents returned in time', async () => {
    const pdf = await letter(
      { ...closedAutoLoan, securityReturnedOn: '2026-09-14' },
      SAMPLE_ISSUED_ON,
    );
    const text = prose(pdf);
    expect(text).toContain('within the 30 days allowed. No compensation is due.');
    expect(text).not.toContain('Ombudsman');
    expect(text).not.toContain('Compensation due');
  });
});

describe('letter to the grievance officer', () => {
  it('is addressed to the lender’s grievance officer and signed by the borrower, PAN masked', async () => {
    const pdf = await letter(closedHomeLoan, '2027-01-10', { sandbox: false });
    const lines = pdf.pages.flatMap((page) => page.lines);
    const to = lines.indexOf('To');
    expect(lines.slice(to, to + 5)).toEqual([
      'To',
      'The Grievance Redressal Officer',
      'Sample Bank',
      'Mumbai',
      'Email: care@samplebank.example',
    ]);
    const signed = lines.indexOf('Yours faithfully,');
    expect(lines.slice(signed, signed + 4)).toEqual([
      'Yours faithfully,',
      'Rahul Kumar Sharma',
      `PAN: ${maskPan(SAMPLE_PAN)}`,
      'Enclosure: no-dues certificate or final statement of account (if you have it)',
    ]);
    expect(pdf.text).not.toContain(SAMPLE_PAN);
    expect(pdf.text).not.toContain(closedHomeLoan.accountNumber);
    expect(pdf.text).toContain(maskAccountNumber(closedHomeLoan.accountNumber));
    expect(pdf.text).toContain(`Date: ${formatDate('2027-01-10')}`);
  });

  it('points to the RBI Ombudsman if not resolved in 30 days', async () => {
    const text = prose(await letter(closedHomeLoan, '2027-01-10'));
    expect(text).toContain(
      'If this is not resolved within 30 days of this letter, I may complain to the RBI ' +
        'Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021 ' +
        '(https://cms.rbi.org.in).',
    );
  });

  it('is prepared by the service for the borrower to send, not issued by a lender', async () => {
    const sandboxed = await letter(closedHomeLoan, SAMPLE_ISSUED_ON);
    const text = prose(sandboxed);
    expect(text).toContain('Letter to the grievance officer');
    expect(sandboxed.text.replace(/\s/g, '')).toContain('शिकायतनिवारणअधिकारीकोपत्र');
    expect(text).toContain('Not issued by a lender');
    expect(text).toContain('for you to check, sign and send to care@samplebank.example');
    expect(text).not.toContain('For Sample Bank');
    expect(lineWith(sandboxed, 'Closed on')).toContain('05 Nov 2026');
    for (const page of sandboxed.pages) expect(page.text).toContain(SERVICE_SANDBOX_NOTICE);
    const issued = await letter(closedHomeLoan, SAMPLE_ISSUED_ON, { sandbox: false });
    expect(issued.text).not.toMatch(/sandbox/i);
    expect(issued.pages).toHaveLength(1);
  });
});
