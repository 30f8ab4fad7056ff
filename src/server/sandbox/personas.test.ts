import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../tests/support/property-runs.js';
import { sandboxScenarios } from '../../shared/api/sandbox.js';
import { isValidMobile } from '../../shared/mobile.js';
import { checkPan } from '../../shared/pan.js';
import { daysBetween } from '../bureau/calendar.js';
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
        (account) => account.lenderId === failing.failingLenderId,
      );
      expect(atFailing).toHaveLength(1);
    });
    expect(PERSONAS.filter((entry) => entry.failingLenderId)).toEqual([failing]);
  });

  it('no-history: no score and no accounts', () => {
    onAnyDate((asOf) => {
      const report = generateCreditReport(persona('no-history').panNumber, asOf, asOf);
      expect(report.creditScore).toBeNull();
      expect(report.accounts).toEqual([]);
    });
  });

  it('closed-loans: a home loan repaid about 20 days ago, a personal loan last year, a car loan running', () => {
    onAnyDate((asOf) => {
      const report = generateCreditReport(persona('closed-loans').panNumber, asOf, asOf);
      const [home, personal, car] = report.accounts;
      expect(home).toMatchObject({ loanType: 'home_loan', status: 'CLOSED', outstandingPaise: 0 });
      expect(daysBetween(home!.closedOn!, asOf)).toBeGreaterThanOrEqual(20);
      expect(daysBetween(home!.closedOn!, asOf)).toBeLessThanOrEqual(23);
      expect(home!.securityReturnedOn).toBeNull();
      expect(home!.nextDueDate).toBeNull();
      expect(personal).toMatchObject({ loanType: 'personal_loan', status: 'CLOSED' });
      expect(daysBetween(personal!.closedOn!, asOf)).toBeGreaterThanOrEqual(400);
      expect(car).toMatchObject({ loanType: 'auto_loan', status: 'ACTIVE', closedOn: null });
    });
  });

  it('bureau-mismatch: the bureau still has the repaid loan’s last EMI unpaid; its lender does not', () => {
    const { panNumber } = persona('bureau-mismatch');
    onAnyDate((asOf) => {
      const bureau = generateCreditReport(panNumber, asOf, asOf).accounts;
      const lender = generateCreditReport(panNumber, asOf, asOf, 'lender').accounts;
      expect(bureau[0]).toMatchObject({ status: 'OVERDUE', closedOn: null });
      expect(bureau[0]!.outstandingPaise).toBeGreaterThan(0);
      expect(bureau[0]!.daysPastDue).toBeGreaterThanOrEqual(50);
      expect(lender[0]).toMatchObject({ status: 'CLOSED', outstandingPaise: 0, daysPastDue: 0 });
      expect({
        ...bureau[0],
        status: 0,
        closedOn: 0,
        outstandingPaise: 0,
        overduePaise: 0,
      }).toMatchObject({
        ...lender[0],
        status: 0,
        closedOn: 0,
        outstandingPaise: 0,
        overduePaise: 0,
        daysPastDue: bureau[0]!.daysPastDue,
        missedInstalments: 1,
        instalmentsPaid: lender[0]!.instalmentsPaid - 1,
      });
      // The running loan is the same in both records.
      expect(bureau[1]).toEqual(lender[1]);
    });
  });

  it('unexpected-charges: the lender levied a prepayment charge on a floating-rate home loan, and an unlisted one', () => {
    const { panNumber } = persona('unexpected-charges');
    onAnyDate((asOf) => {
      const [bureau] = generateCreditReport(panNumber, asOf, asOf).accounts;
      const [lender] = generateCreditReport(panNumber, asOf, asOf, 'lender').accounts;
      expect(bureau).toMatchObject({
        loanType: 'home_loan',
        rateType: 'FLOATING',
        chargesLevied: [],
      });
      expect(
        lender!.chargesLevied.map((charge) => [charge.kind, daysBetween(charge.on, asOf)]),
      ).toEqual([
        ['foreclosure_charge', 120],
        ['documentation_charge', 45],
      ]);
      expect({ ...lender, chargesLevied: [] }).toEqual(bureau);
    });
  });
});
