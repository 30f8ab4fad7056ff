import { describe, expect, it } from 'vitest';
import { formatInrPaise } from '../../../shared/format.js';
import { amortizationSchedule, gstOn, loanPosition } from '../../bureau/loan-math.js';
import { renderLoanDocument } from '../loan-documents.js';
import { amountsIn, extractPdfText, lineWith } from '../testing/pdf-text.js';
import { homeLoan, overdueAutoLoan, personalLoan, sampleInput } from '../testing/sample-loans.js';

async function statement(...args: Parameters<typeof sampleInput>) {
  return extractPdfText(await renderLoanDocument('statement_of_account', sampleInput(...args)));
}

describe.each([
  ['fixed-rate personal loan', personalLoan],
  ['floating-rate home loan', homeLoan],
  ['overdue auto loan', overdueAutoLoan],
])('statement of account for a %s', (_name, loan) => {
  const schedule = amortizationSchedule(loan);
  const paid = schedule.slice(0, loan.instalmentsPaid);

  it('prints the EMI and the rate of the loan record', async () => {
    const pdf = await statement(loan);
    expect(lineWith(pdf, 'First EMI due')).toMatch(
      new RegExp(`^EMI ${formatInrPaise(loan.emiPaise)} `),
    );
    expect(lineWith(pdf, 'Rate of interest')).toContain(
      `${loan.annualRatePercent.toFixed(2)} % p.a. (${loan.rateType === 'FIXED' ? 'Fixed' : 'Floating'})`,
    );
    expect(amountsIn(lineWith(pdf, 'Sanctioned amount'))).toEqual([loan.principalPaise]);
  });

  it('lists each EMI received with its split and running balance, closing at the outstanding', async () => {
    const pdf = await statement(loan);
    const received = pdf.pages
      .flatMap((page) => page.lines)
      .filter((line) => / EMI \d+ received /.test(line));
    expect(received).toHaveLength(loan.instalmentsPaid);
    received.forEach((line, index) => {
      const instalment = paid[index]!;
      expect(line).toContain(`EMI ${instalment.number} received`);
      expect(amountsIn(line)).toEqual([
        instalment.emiPaise,
        instalment.principalPaise,
        instalment.interestPaise,
        instalment.closingBalancePaise,
      ]);
    });
    expect(amountsIn(received.at(-1)!).at(-1)).toBe(loan.outstandingPaise);
    expect(amountsIn(lineWith(pdf, 'Closing principal balance'))).toEqual([loan.outstandingPaise]);
    expect(amountsIn(lineWith(pdf, 'Interest paid'))).toContain(loan.outstandingPaise);
  });

  it('totals principal repaid and interest paid, which with the balance make the loan amount', async () => {
    const pdf = await statement(loan);
    const principalRepaid = paid.reduce((sum, row) => sum + row.principalPaise, 0);
    const interestPaid = paid.reduce((sum, row) => sum + row.interestPaise, 0);
    expect(amountsIn(lineWith(pdf, 'Total repaid'))).toEqual([principalRepaid, interestPaid]);
    expect(principalRepaid + loan.outstandingPaise).toBe(loan.principalPaise);
    expect(amountsIn(lineWith(pdf, 'Principal repaid'))).toContain(principalRepaid);
  });

  it('shows the processing fee with 18 % GST, recovered from the disbursement', async () => {
    const pdf = await statement(loan);
    const fee = Math.round((loan.principalPaise * loan.processingFeePercent) / 100);
    expect(amountsIn(lineWith(pdf, 'Processing fee ('))).toEqual([fee, loan.principalPaise]);
    expect(amountsIn(lineWith(pdf, 'GST @ 18 % on processing fee'))).toEqual([
      gstOn(fee),
      loan.principalPaise,
    ]);
    expect(amountsIn(lineWith(pdf, 'Fee and GST deducted'))).toEqual([
      fee + gstOn(fee),
      loan.principalPaise,
    ]);
  });

  it('shows missed EMIs as overdue, adding up to the overdue amount', async () => {
    const pdf = await statement(loan);
    const missed = pdf.pages
      .flatMap((page) => page.lines)
      .filter((line) => line.includes('not paid (overdue)'));
    expect(missed).toHaveLength(loan.missedInstalments);
    const overdue = missed.reduce((sum, line) => sum + (amountsIn(line)[0] ?? 0), 0);
    expect(overdue).toBe(loan.overduePaise);
    expect(amountsIn(lineWith(pdf, 'Overdue amount'))[0]).toBe(loan.overduePaise);
    expect(lineWith(pdf, 'Days past due')).toMatch(
      new RegExp(`Days past due ${loan.daysPastDue}$`),
    );
  });
});

describe('statement of account', () => {
  it('is a real overdue case: the sample auto loan has missed EMIs', () => {
    expect(overdueAutoLoan.missedInstalments).toBe(2);
    expect(overdueAutoLoan.overduePaise).toBeGreaterThan(0);
  });

  it('speaks for its own date: a later statement closes at that date’s outstanding', async () => {
    const later = '2027-03-20';
    const position = loanPosition(personalLoan, personalLoan.missedInstalments, later);
    expect(position.outstandingPaise).toBeLessThan(personalLoan.outstandingPaise);
    const pdf = await statement(personalLoan, { issuedOn: later });
    expect(amountsIn(lineWith(pdf, 'Closing principal balance'))).toEqual([
      position.outstandingPaise,
    ]);
    expect(pdf.text).toContain('Account summary as on 20 Mar 2027');
  });
});

describe('statement of account with charges levied', () => {
  it('lists each charge on its day among the EMIs, and totals them in the summary', async () => {
    const paid = amortizationSchedule(homeLoan).slice(0, homeLoan.instalmentsPaid);
    const between = paid.at(-3)!.dueDate;
    const charged = {
      ...homeLoan,
      chargesLevied: [
        {
          on: between,
          kind: 'documentation_charge' as const,
          description: 'Documentation charges + GST',
          amountPaise: 1_770_00,
        },
        {
          on: paid.at(-1)!.dueDate,
          kind: 'foreclosure_charge' as const,
          description: 'Part-prepayment charge + GST',
          amountPaise: 9_440_00,
        },
      ],
    };
    const pdf = await statement(charged);
    const lines = pdf.pages.flatMap((page) => page.lines);
    const documentation = lines.findIndex((line) => line.includes('Documentation charges + GST'));
    expect(amountsIn(lines[documentation]!)).toEqual([1_770_00]);
    // After the EMI of its day, before the next one.
    expect(lines[documentation - 1]).toContain(`EMI ${paid.at(-3)!.number} received`);
    expect(lines[documentation + 1]).toContain(`EMI ${paid.at(-2)!.number} received`);
    expect(amountsIn(lineWith(pdf, 'Part-prepayment charge + GST'))).toEqual([9_440_00]);
    expect(amountsIn(lineWith(pdf, 'Other charges levied'))[0]).toBe(1_770_00 + 9_440_00);
    // The principal balance is the schedule's, charges or not.
    expect(amountsIn(lineWith(pdf, 'Closing principal balance'))).toEqual([
      homeLoan.outstandingPaise,
    ]);
  });
});
