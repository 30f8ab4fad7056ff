import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskPan } from '../../../shared/format.js';
import { chargesCheck } from '../../bureau/charges-check.js';
import type { LeviedCharge, LoanAccount } from '../../bureau/credit-report.js';
import { SERVICE_SANDBOX_NOTICE } from '../layout.js';
import { amountsIn, extractPdfText, lineWith, type PdfText } from '../testing/pdf-text.js';
import {
  homeLoan,
  personalLoan,
  SAMPLE_ISSUED_ON,
  SAMPLE_PAN,
  sampleInput,
} from '../testing/sample-loans.js';
import { renderPdf } from '../testing/typeset.js';
import { chargesLetter } from './charges-letter.js';

const prepayment: LeviedCharge = {
  on: '2026-07-27',
  kind: 'foreclosure_charge',
  description: 'Part-prepayment charge (2 % of ₹4,00,000) + GST',
  amountPaise: 9_440_00,
};
const documentation: LeviedCharge = {
  on: '2026-10-10',
  kind: 'documentation_charge',
  description: 'Documentation charges + GST',
  amountPaise: 1_770_00,
};
/** A penal charge the Key Fact Statement agreed: not questioned, not in the letter. */
const agreedPenal: LeviedCharge = {
  on: '2026-09-12',
  kind: 'penal_charge',
  description: 'Penal charges on overdue EMI',
  amountPaise: 354_00,
};

/** The floating-rate home loan sanctioned in May 2023, charged like the sandbox persona. */
const chargedHomeLoan: LoanAccount = {
  ...homeLoan,
  chargesLevied: [prepayment, agreedPenal, documentation],
};

async function letter(loan: LoanAccount, options: { sandbox?: boolean } = {}): Promise<PdfText> {
  const { borrower, lender } = sampleInput(loan);
  const pdf = await renderPdf(
    chargesLetter({
      loan,
      flagged: chargesCheck(loan),
      borrower,
      lender,
      statement: { generatedOn: '2026-11-20', verificationCode: 'K7QM-2XWD-9PRT' },
      issuedOn: SAMPLE_ISSUED_ON,
      sandbox: options.sandbox ?? true,
    }),
  );
  return extractPdfText(pdf);
}

/** The letter's text on one line, as a reader follows it across line breaks. */
const prose = (pdf: PdfText) => pdf.text.replace(/\s+/g, ' ');

describe('letter asking for a refund of charges', () => {
  it('lists each questioned charge with its day, amount and why, and asks for the total', async () => {
    const pdf = await letter(chargedHomeLoan);
    const text = prose(pdf);
    expect(text).toContain('Subject: Refund of charges debited to Home Loan account XXXX5678');
    const prepaymentLine = lineWith(pdf, 'Part-prepayment charge');
    expect(prepaymentLine).toContain('27 Jul 2026');
    expect(amountsIn(prepaymentLine)).toEqual([9_440_00]);
    expect(prepaymentLine).toContain('Not allowed on a floating-rate loan (RBI)');
    const documentationLine = lineWith(pdf, 'Documentation charges + GST');
    expect(documentationLine).toContain('10 Oct 2026');
    expect(amountsIn(documentationLine)).toEqual([1_770_00]);
    expect(documentationLine).toContain('Not in the Key Fact Statement');
    // The penal charge the sanction letter agreed is not questioned.
    expect(text).not.toContain('Penal charges on overdue EMI');
    expect(amountsIn(lineWith(pdf, 'Total'))).toEqual([11_210_00]);
    expect(amountsIn(lineWith(pdf, 'Refund asked for'))).toEqual([11_210_00]);
    expect(text).toContain(
      'I request you to reverse these charges, refund ₹11,210.00 to my loan account, and ' +
        'confirm it to me in writing within 30 days of this letter.',
    );
  });

  it('says why each kind should not have been charged, with the RBI rule it rests on', async () => {
    const text = prose(await letter(chargedHomeLoan));
    // Sanctioned in 2023: the 2014 instructions, not the 2025 Directions (from 1 January 2026).
    expect(text).toContain(
      'The charge of 27 Jul 2026: This loan carries a floating rate of interest and was ' +
        'sanctioned to me, an individual, for purposes other than business.',
    );
    expect(text).toContain('DBOD.Dir.BC.No.110/13.03.00/2013-14 of 7 May 2014');
    expect(text).not.toContain('Pre-payment Charges on Loans) Directions, 2025');
    expect(text).toContain(
      'The charge of 10 Oct 2026: The Key Fact Statement of my sanction letter of 18 May 2023 ' +
        'does not list this charge, and I did not agree to it.',
    );
    // Sanctioned before 1 October 2024: the KFS circular does not bind this loan.
    expect(text).not.toContain('15 April 2024');

    const newer = prose(
      await letter({
        ...personalLoan,
        chargesLevied: [documentation, { ...documentation, on: '2026-11-02' }],
      }),
    );
    expect(newer).toContain(
      'The charges of 10 Oct 2026 and 02 Nov 2026: The Key Fact Statement of my sanction letter ' +
        'of 26 Feb 2025 does not list these charges, and I did not agree to them.',
    );
    expect(newer).toContain(
      '“Key Facts Statement (KFS) for Loans & Advances” of 15 April 2024, a charge not ' +
        'mentioned in the Key Fact Statement cannot be charged at any stage of the loan without ' +
        'the borrower’s explicit consent.',
    );
    // A fixed-rate loan's prepayment rule is not in question.
    expect(newer).not.toContain('floating rate');

    const sanctionedIn2026 = prose(
      await letter({ ...chargedHomeLoan, sanctionedOn: '2026-02-10', chargesLevied: [prepayment] }),
    );
    // "Pre-payment" may break at its hyphen.
    expect(sanctionedIn2026.replace(/- /g, '-')).toContain(
      'Reserve Bank of India (Pre-payment Charges on Loans) Directions, 2025',
    );
    expect(sanctionedIn2026).toContain('Subject: Refund of a charge debited to');
    expect(sanctionedIn2026).toContain('reverse this charge, refund ₹9,440.00');
  });

  it('is addressed to the lender’s grievance officer, from the borrower, PAN masked', async () => {
    const pdf = await letter(chargedHomeLoan, { sandbox: false });
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
    expect(lines.slice(signed, signed + 3)).toEqual([
      'Yours faithfully,',
      'Rahul Kumar Sharma',
      `PAN: ${maskPan(SAMPLE_PAN)}`,
    ]);
    const text = prose(pdf);
    expect(text).toContain(
      'Enclosure: statement of account of 20 Nov 2026 (verification code K7QM-2XWD-9PRT); ' +
        'sanction letter with its Key Fact Statement',
    );
    expect(pdf.text).not.toContain(SAMPLE_PAN);
    expect(pdf.text).not.toContain(homeLoan.accountNumber);
    expect(pdf.text).toContain(maskAccountNumber(homeLoan.accountNumber));
    expect(lineWith(pdf, 'Interest rate')).toContain('8.50 % p.a. (Floating)');
    // The address may break across lines (after its "//" or a dot).
    expect(text.replace('// ', '//').replace('cms. rbi', 'cms.rbi')).toContain(
      'If I have no reply within 30 days, or the reply does not resolve this, I may complain ' +
        'to the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021 on ' +
        'the RBI’s complaint portal (https://cms.rbi.org.in).',
    );
    expect(pdf.text).not.toMatch(/sandbox/i);
    expect(pdf.pages).toHaveLength(1);
  });

  it('is prepared by the service for the borrower to send, in English with a Hindi title', async () => {
    const pdf = await letter(chargedHomeLoan);
    const text = prose(pdf);
    expect(text).toContain('Letter asking for a refund of charges');
    expect(pdf.text.replace(/\s/g, '')).toContain('शुल्कवापसीकेलिएअनुरोधपत्र');
    expect(text).toContain('Not issued by a lender');
    expect(text).toContain('for you to check, sign and send to care@samplebank.example');
    for (const page of pdf.pages) expect(page.text).toContain(SERVICE_SANDBOX_NOTICE);
  });

  it('is never made without a charge to question', () => {
    const { borrower, lender } = sampleInput(homeLoan);
    expect(() =>
      chargesLetter({
        loan: homeLoan,
        flagged: [],
        borrower,
        lender,
        statement: { generatedOn: '2026-11-20', verificationCode: 'K7QM-2XWD-9PRT' },
        issuedOn: SAMPLE_ISSUED_ON,
        sandbox: true,
      }),
    ).toThrow('needs a charge to question');
  });
});
