import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { CHARGE_KINDS } from '../../shared/loans.js';
import { homeLoan, personalLoan } from '../pdf/testing/sample-loans.js';
import { chargesCheck } from './charges-check.js';
import type { LeviedCharge } from './credit-report.js';

const charge = (kind: LeviedCharge['kind'], amountPaise = 1_000_00): LeviedCharge => ({
  on: '2026-08-05',
  kind,
  description: kind,
  amountPaise,
});

describe('charges check', () => {
  it('questions nothing the Key Fact Statement agreed', () => {
    // A fixed-rate loan with a foreclosure charge and penal charges in its sanction letter.
    expect(personalLoan.foreclosureChargePercent).toBeGreaterThan(0);
    expect(
      chargesCheck({
        ...personalLoan,
        chargesLevied: [charge('penal_charge'), charge('foreclosure_charge')],
      }),
    ).toEqual([]);
    expect(chargesCheck(homeLoan)).toEqual([]);
  });

  it('flags a prepayment charge on a floating-rate loan as not allowed, and unlisted charges', () => {
    expect(homeLoan.rateType).toBe('FLOATING');
    const flagged = chargesCheck({
      ...homeLoan,
      chargesLevied: [
        charge('foreclosure_charge', 9_440_00),
        charge('penal_charge'),
        charge('documentation_charge', 1_770_00),
      ],
    });
    expect(
      flagged.map(({ kind, problem, amountPaise }) => ({ kind, problem, amountPaise })),
    ).toEqual([
      { kind: 'foreclosure_charge', problem: 'not-allowed', amountPaise: 9_440_00 },
      { kind: 'documentation_charge', problem: 'not-in-kfs', amountPaise: 1_770_00 },
    ]);
  });

  it('flags a foreclosure charge on a fixed-rate loan whose letter set none', () => {
    expect(
      chargesCheck({
        ...personalLoan,
        foreclosureChargePercent: 0,
        chargesLevied: [charge('foreclosure_charge')],
      }),
    ).toMatchObject([{ problem: 'not-in-kfs' }]);
  });

  it('keeps every levied charge that is not agreed, in order, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...CHARGE_KINDS), { maxLength: 8 }),
        fc.constantFrom('FIXED' as const, 'FLOATING' as const),
        (kinds, rateType) => {
          const levied = kinds.map((kind, index) => charge(kind, 100 + index));
          const flagged = chargesCheck({ ...personalLoan, rateType, chargesLevied: levied });
          const agreed = (kind: string) =>
            kind === 'penal_charge' || (kind === 'foreclosure_charge' && rateType === 'FIXED');
          expect(flagged.map((entry) => entry.amountPaise)).toEqual(
            levied.filter((entry) => !agreed(entry.kind)).map((entry) => entry.amountPaise),
          );
        },
      ),
      propertyRuns(100),
    );
  });
});
