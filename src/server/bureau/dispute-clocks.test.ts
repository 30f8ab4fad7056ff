import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { addWorkingDays, disputeClocks, filedOnProblem } from './dispute-clocks.js';

/** The RBI's clocks of a credit-information dispute: 21 days, 30 days, then ₹100 a day. */

const TODAY = '2026-11-27';

describe('dispute clocks', () => {
  it('owes ₹1,500 for a complaint to the bureau filed 45 days ago and still unresolved', () => {
    const filedOn = addDays(TODAY, -45);
    expect(disputeClocks({ against: ['bureau'], filedOn, resolvedOn: null }, TODAY)).toEqual({
      filedOn,
      lenderDueBy: addDays(filedOn, 21),
      bureauDueBy: addDays(filedOn, 30),
      daysOverdue: 15,
      compensationPaise: 1_500_00,
      compensationPayableBy: null,
      status: 'overdue',
      letters: ['lender', 'bureau', 'ombudsman'],
    });
  });

  it('runs both clocks to the day: nothing owed on day 30, ₹100 on day 31', () => {
    const at = (days: number) =>
      disputeClocks(
        { against: ['lender'], filedOn: addDays(TODAY, -days), resolvedOn: null },
        TODAY,
      );
    expect(at(0)).toMatchObject({ status: 'waiting', daysOverdue: 0, letters: [] });
    expect(at(21)).toMatchObject({ status: 'waiting', letters: [] });
    expect(at(22)).toMatchObject({ status: 'lender-late', letters: ['lender'] });
    expect(at(30)).toMatchObject({ status: 'lender-late', daysOverdue: 0, compensationPaise: 0 });
    // A complaint to the lender alone has no bureau nodal officer to write to.
    expect(at(31)).toMatchObject({
      status: 'overdue',
      daysOverdue: 1,
      compensationPaise: 100_00,
      letters: ['lender', 'ombudsman'],
    });
  });

  it('stops counting on the day the report was found corrected, and gives 5 working days to pay', () => {
    // Filed Monday 2 November 2026; the 30 days end on Wednesday 2 December.
    const resolved = disputeClocks(
      { against: ['bureau', 'lender'], filedOn: '2026-11-02', resolvedOn: '2026-12-11' },
      '2027-01-20',
    );
    expect(resolved).toMatchObject({
      bureauDueBy: '2026-12-02',
      daysOverdue: 9,
      compensationPaise: 900_00,
      status: 'resolved',
      letters: [],
      // Friday 11 December + 5 working days = Friday 18 December.
      compensationPayableBy: '2026-12-18',
    });
    const inTime = disputeClocks(
      { against: ['bureau'], filedOn: '2026-11-02', resolvedOn: '2026-11-20' },
      TODAY,
    );
    expect(inTime).toMatchObject({ daysOverdue: 0, compensationPaise: 0 });
    expect(inTime.compensationPayableBy).toBeNull();
  });

  it('pays nothing for overdue days before the framework came into force on 26 April 2024', () => {
    const clocks = disputeClocks(
      { against: ['bureau'], filedOn: '2024-03-01', resolvedOn: '2024-05-05' },
      TODAY,
    );
    // Due by 31 March; 35 days overdue, of which 26 April – 5 May (10 days) count.
    expect(clocks).toMatchObject({ bureauDueBy: '2024-03-31', daysOverdue: 35 });
    expect(clocks.compensationPaise).toBe(10 * 100_00);
  });

  it('counts working days over weekends', () => {
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04'); // Friday → Friday
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(addWorkingDays('2026-11-23', 4)).toBe('2026-11-27'); // Monday → Friday
  });

  it('takes a complaint day between the loan’s opening and today', () => {
    const bounds = { openedOn: '2024-06-10', today: TODAY };
    expect(filedOnProblem(TODAY, bounds)).toBeNull();
    expect(filedOnProblem('2024-06-10', bounds)).toBeNull();
    expect(filedOnProblem('2024-06-09', bounds)).toBe('before-loan');
    expect(filedOnProblem(addDays(TODAY, 1), bounds)).toBe('future');
  });
});
