import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { sandboxScenarios } from '../../shared/api/sandbox.js';
import { isValidMobile } from '../../shared/mobile.js';
import { checkPan } from '../../shared/pan.js';
import { generateCreditReport } from './credit-report-generator.js';
import { findPersona, PERSONAS, type Persona } from './personas.js';
import { reportDate } from './sandbox-arbitraries.js';

function persona(scenario: string): Persona {
  const found = PERSONAS.find((candidate) => candidate.scenario === scenario);
  if (!found) throw new Error(`no ${scenario} persona`);
  return found;
}

/** Each scenario must hold whatever the date of the report. */
const onAnyDate = (check: (asOf: string) => void) =>
  fc.assert(fc.property(reportDate, check), propertyRuns(60));

describe('sandbox personas', () => {
  it('are one per scenario, with exactly the agreed scenario ids', () => {
    expect(PERSONAS.map((entry) => entry.scenario).sort()).toEqual([...sandboxScenarios].sort());
  });

  it('have valid individual PANs, distinct mobiles and names', () => {
    for (const entry of PERSONAS) {
      expect(checkPan(entry.panNumber)).toEqual({ ok: true, holderType: 'P' });
      expect(isValidMobile(entry.mobile)).toBe(true);
      expect(entry.holderName).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+$/);
      // On a PAN card the 5th letter is the surname's initial.
      expect(entry.panNumber[4]).toBe(entry.holderName.split(' ').at(-1)?.[0]);
      expect(findPersona(entry.panNumber)).toBe(entry);
    }
    expect(new Set(PERSONAS.map((entry) => entry.mobile)).size).toBe(PERSONAS.length);
    expect(new Set(PERSONAS.map((entry) => entry.panNumber)).size).toBe(PERSONAS.length);
  });

  it('several-loans: 4 to 6 loans at different lenders covering all four loan types', () => {
    const { panNumber, creditScore } = persona('several-loans');
    onAnyDate((asOf) => {
      const report = generateCreditReport(panNumber, asOf, asOf);
      expect(report.creditScore).toBe(creditScore);
      expect(report.accounts.length).toBeGreaterThanOrEqual(4);
      expect(report.accounts.length).toBeLessThanOrEqual(6);
      const lenders = report.accounts.map((account) => account.lenderId);
      expect(new Set(lenders).size).toBe(lenders.length);
      expect(new Set(report.accounts.map((account) => account.loanType))).toEqual(
        new Set(['home_loan', 'personal_loan', 'business_loan', 'auto_loan']),
      );
      for (const account of report.accounts) expect(account.status).toBe('ACTIVE');
    });
  });

  it('no-loans: a score and no accounts', () => {
    onAnyDate((asOf) => {
      const report = generateCreditReport(persona('no-loans').panNumber, asOf, asOf);
      expect(report.creditScore).toBeGreaterThanOrEqual(300);
      expect(report.creditScore).toBeLessThanOrEqual(900);
      expect(report.accounts).toEqual([]);
    });
  });

  it('overdue: at least one loan with missed EMIs, shown as overdue', () => {
    onAnyDate((asOf) => {
      const report = generateCreditReport(persona('overdue').panNumber, asOf, asOf);
      const overdue = report.accounts.filter((account) => account.status === 'OVERDUE');
      expect(overdue.length).toBeGreaterThanOrEqual(1);
      for (const account of overdue) {
        expect(account.missedInstalments).toBeGreaterThan(0);
        expect(account.overduePaise).toBeGreaterThan(0);
        expect(account.daysPastDue).toBeGreaterThan(0);
      }
    });
  });

  it('failing-lender: 2 or 3 loans, one of them at the lender that always fails', () => {
    const failing = persona('failing-lender');
    onAnyDate((asOf) => {
      const report = generateCreditReport(failing.panNumber, asOf, asOf);
      expect(report.accounts.length).toBeGreaterThanOrEqual(2);
      expect(report.accounts.length).toBeLessThanOrEqual(3);
      const atFailing = report.accounts.filter(
        (account) => account.lenderId === failing.alwaysFailingLenderId,
      );
      expect(atFailing).toHaveLength(1);
    });
    expect(PERSONAS.filter((entry) => entry.alwaysFailingLenderId)).toEqual([failing]);
  });

  it('no-history: no score and no accounts', () => {
    onAnyDate((asOf) => {
      const report = generateCreditReport(persona('no-history').panNumber, asOf, asOf);
      expect(report.creditScore).toBeNull();
      expect(report.accounts).toEqual([]);
    });
  });
});
