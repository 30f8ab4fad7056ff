import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NIL_FROM,
  checkPrepaymentCharge,
  isQuestionable,
  type PrepaymentFacts,
  prepaymentRule,
} from './prepayment-check.js';

const none = { percent: null, chargePaise: 0, gstPaise: 0 };
const twoPercent = { percent: 2, chargePaise: 20_000_00, gstPaise: 3_600_00 };

const facts = (overrides: Partial<PrepaymentFacts>): PrepaymentFacts => ({
  rateType: 'FLOATING',
  borrower: 'individual',
  purpose: 'other',
  sanctionedOn: '2024-06-10',
  letter: none,
  kfs: { percent: null },
  ...overrides,
});

describe('pre-payment charge rules', () => {
  it('nil on a floating-rate loan to an individual, whenever it was sanctioned', () => {
    expect(checkPrepaymentCharge(facts({ sanctionedOn: '2015-03-01' }))).toMatchObject({
      rule: 'nil_individual',
      verdict: 'nil_as_required',
    });
    const charged = checkPrepaymentCharge(facts({ letter: twoPercent, kfs: { percent: 2 } }));
    // Even a KFS that names a charge cannot make it due.
    expect(charged).toMatchObject({ rule: 'nil_individual', verdict: 'charged_when_nil' });
    expect(charged.chargedPaise).toBe(23_600_00);
    expect(isQuestionable(charged)).toBe(true);
  });

  it('from 1 January 2026, nil on floating-rate business loans to individuals and MSEs', () => {
    for (const borrower of ['individual', 'micro_small_enterprise'] as const) {
      expect(
        prepaymentRule({
          rateType: 'FLOATING',
          borrower,
          purpose: 'business',
          sanctionedOn: BUSINESS_NIL_FROM,
        }),
      ).toBe('nil_business');
      expect(
        prepaymentRule({
          rateType: 'FLOATING',
          borrower,
          purpose: 'business',
          sanctionedOn: '2025-12-31',
        }),
      ).toBe('kfs');
    }
    const after = checkPrepaymentCharge(
      facts({
        purpose: 'business',
        sanctionedOn: '2026-02-01',
        letter: twoPercent,
        kfs: { percent: 2 },
      }),
    );
    expect(after).toMatchObject({ rule: 'nil_business', verdict: 'charged_when_nil' });
    const before = checkPrepaymentCharge(
      facts({
        purpose: 'business',
        sanctionedOn: '2025-12-31',
        letter: twoPercent,
        kfs: { percent: 2 },
      }),
    );
    expect(before).toMatchObject({ rule: 'kfs', verdict: 'within_kfs' });
    expect(isQuestionable(before)).toBe(false);
  });

  it('a business borrower not known to be an MSE is held to the KFS, and told the MSE rule', () => {
    const check = checkPrepaymentCharge(
      facts({
        borrower: 'other',
        purpose: 'business',
        sanctionedOn: '2026-03-01',
        letter: twoPercent,
        kfs: { percent: 3 },
      }),
    );
    expect(check).toMatchObject({ rule: 'kfs', verdict: 'within_kfs', nilIfMicroOrSmall: true });
    expect(
      checkPrepaymentCharge(
        facts({ borrower: 'other', purpose: 'business', sanctionedOn: '2025-03-01' }),
      ).nilIfMicroOrSmall,
    ).toBe(false);
    // A company's floating-rate loan for other purposes is the KFS's to say, too.
    expect(
      prepaymentRule({
        rateType: 'FLOATING',
        borrower: 'other',
        purpose: 'other',
        sanctionedOn: '2026-03-01',
      }),
    ).toBe('kfs');
  });

  it('a fixed-rate loan: within, above or outside the KFS', () => {
    const fixed = { rateType: 'FIXED' as const };
    expect(
      checkPrepaymentCharge(facts({ ...fixed, letter: twoPercent, kfs: { percent: 2 } })).verdict,
    ).toBe('within_kfs');
    expect(
      checkPrepaymentCharge(facts({ ...fixed, letter: twoPercent, kfs: { percent: 1.5 } })).verdict,
    ).toBe('above_kfs');
    expect(
      checkPrepaymentCharge(facts({ ...fixed, letter: twoPercent, kfs: { percent: null } }))
        .verdict,
    ).toBe('not_in_kfs');
    expect(
      checkPrepaymentCharge(facts({ ...fixed, letter: none, kfs: { percent: 4 } })).verdict,
    ).toBe('none_charged');
    expect(checkPrepaymentCharge(facts({ ...fixed, letter: twoPercent, kfs: null })).verdict).toBe(
      'sanction_letter_needed',
    );
  });

  it('says nothing until there is a foreclosure letter to check', () => {
    const check = checkPrepaymentCharge(
      facts({ rateType: 'FIXED', letter: null, kfs: { percent: 2 } }),
    );
    expect(check).toMatchObject({ verdict: 'letter_needed', chargedPaise: null, kfsPercent: 2 });
  });

  it('never questions a charge within the KFS, nor a nil one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('FIXED', 'FLOATING' as const),
        fc.constantFrom('individual', 'micro_small_enterprise', 'other' as const),
        fc.constantFrom('business', 'other' as const),
        fc.integer({ min: 2015, max: 2030 }).map((year) => `${year}-06-01`),
        fc.integer({ min: 0, max: 500 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 0, max: 500 }).map((hundredths) => hundredths / 100),
        (rateType, borrower, purpose, sanctionedOn, kfsPercent, chargedPercent) => {
          const letter = {
            percent: chargedPercent,
            chargePaise: chargedPercent * 1000,
            gstPaise: 0,
          };
          const check = checkPrepaymentCharge({
            rateType,
            borrower,
            purpose,
            sanctionedOn,
            letter,
            kfs: { percent: kfsPercent },
          });
          if (chargedPercent === 0) expect(isQuestionable(check)).toBe(false);
          if (check.rule === 'kfs' && chargedPercent <= kfsPercent)
            expect(isQuestionable(check)).toBe(false);
          if (check.rule !== 'kfs' && chargedPercent > 0)
            expect(check.verdict).toBe('charged_when_nil');
        },
      ),
    );
  });
});
