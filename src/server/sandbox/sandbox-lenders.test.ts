import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config/config.js';
import { LenderAccountNotFoundError, LenderUnavailableError } from '../providers/providers.js';
import { generateCreditReport } from './credit-report-generator.js';
import { sandboxDocumentsHeld } from './documents-held.js';
import { findPersona, PERSONAS } from './personas.js';
import { FAILING_LENDER_RECOVERS_AFTER_MS, SandboxLenderGateway } from './sandbox-lenders.js';

const asOf = '2026-01-15';

function gateway(settings: Partial<AppConfig['sandboxLenders']>, draws: number[] = [0.5]) {
  const waits: number[] = [];
  let call = 0;
  const lenders = new SandboxLenderGateway(
    { latencyMs: [100, 300], failureRate: 0, overrides: {}, ...settings },
    {
      random: () => draws[call++ % draws.length] ?? 0,
      wait: async (milliseconds) => {
        waits.push(milliseconds);
      },
    },
  );
  return { lenders, waits };
}

const severalLoans = PERSONAS.find((persona) => persona.scenario === 'several-loans')!;
const failing = PERSONAS.find((persona) => persona.scenario === 'failing-lender')!;

describe('sandbox lender gateway', () => {
  it('returns the account the bureau reports for that PAN and date, with the documents it holds', async () => {
    const { lenders } = gateway({});
    const report = generateCreditReport(severalLoans.panNumber, asOf, 'now');
    for (const account of report.accounts) {
      const fetched = await lenders.fetchAccount(
        { lenderId: account.lenderId, panNumber: severalLoans.panNumber, loanId: account.loanId },
        asOf,
      );
      const { documentsHeld, ...record } = fetched;
      expect(record).toEqual(account);
      expect(documentsHeld).toEqual(sandboxDocumentsHeld(account));
    }
  });

  it('holds title papers for a running home loan, hypothecation papers for a vehicle, none otherwise', () => {
    const report = generateCreditReport(severalLoans.panNumber, asOf, 'now');
    const home = report.accounts.find((account) => account.loanType === 'home_loan')!;
    const running = { ...home, status: 'ACTIVE' as const };
    const papers = sandboxDocumentsHeld(running);
    expect(papers.map((held) => held.kind)).toContain('title_deed');
    expect(papers.some((held) => held.form === 'ORIGINAL')).toBe(true);
    // The same loan always gets the same list.
    expect(sandboxDocumentsHeld(running)).toEqual(papers);
    expect(
      sandboxDocumentsHeld({ ...running, loanType: 'auto_loan' }).map((held) => held.kind),
    ).toContain('vehicle_registration');
    expect(sandboxDocumentsHeld({ ...running, loanType: 'personal_loan' })).toEqual([]);
    expect(sandboxDocumentsHeld({ ...running, status: 'CLOSED' })).toEqual([]);
  });

  it('waits a latency drawn from the configured range, or the lender override', async () => {
    const { lenders, waits } = gateway(
      { latencyMs: [100, 300], overrides: { 'icici-bank': { latencyMs: [1000, 2000] } } },
      [0, 0.99, 0.5],
    );
    const [home, personal] = generateCreditReport(severalLoans.panNumber, asOf, 'now').accounts;
    const request = (account: typeof home) => ({
      lenderId: account!.lenderId,
      panNumber: severalLoans.panNumber,
      loanId: account!.loanId,
    });
    expect(home?.lenderId).toBe('hdfc-bank');
    expect(personal?.lenderId).toBe('icici-bank');
    await lenders.fetchAccount(request(home), asOf); // latency draw 0, failure draw 0.99
    await lenders.fetchAccount(request(personal), asOf); // latency draw 0.5, failure draw 0
    expect(waits).toEqual([100, 1500]);
    expect(lenders.behaviourOf('icici-bank')).toEqual({
      latencyMs: [1000, 2000],
      failureRate: 0,
      failFirstCalls: 0,
    });
    expect(lenders.behaviourOf('sbi')).toEqual({
      latencyMs: [100, 300],
      failureRate: 0,
      failFirstCalls: 0,
    });
  });

  it('fails at the configured failure rate, per lender', async () => {
    const [home, personal] = generateCreditReport(severalLoans.panNumber, asOf, 'now').accounts;
    const { lenders } = gateway({ overrides: { 'hdfc-bank': { failureRate: 1 } } }, [0.999]);
    await expect(
      lenders.fetchAccount(
        { lenderId: 'hdfc-bank', panNumber: severalLoans.panNumber, loanId: home!.loanId },
        asOf,
      ),
    ).rejects.toBeInstanceOf(LenderUnavailableError);
    await expect(
      lenders.fetchAccount(
        { lenderId: 'icici-bank', panNumber: severalLoans.panNumber, loanId: personal!.loanId },
        asOf,
      ),
    ).resolves.toMatchObject({ loanId: personal!.loanId });
    const halfFailing = gateway({ failureRate: 0.5 }, [0.2, 0.4]).lenders;
    await expect(
      halfFailing.fetchAccount(
        { lenderId: 'icici-bank', panNumber: severalLoans.panNumber, loanId: personal!.loanId },
        asOf,
      ),
    ).rejects.toThrow('Lender icici-bank is not available right now');
  });

  it('fails its first calls for each account when told to, then recovers', async () => {
    const [home] = generateCreditReport(severalLoans.panNumber, asOf, 'now').accounts;
    const { lenders } = gateway({ overrides: { 'hdfc-bank': { failFirstCalls: 2 } } });
    const ask = () =>
      lenders.fetchAccount(
        { lenderId: 'hdfc-bank', panNumber: severalLoans.panNumber, loanId: home!.loanId },
        asOf,
      );
    await expect(ask()).rejects.toBeInstanceOf(LenderUnavailableError);
    await expect(ask()).rejects.toBeInstanceOf(LenderUnavailableError);
    await expect(ask()).resolves.toMatchObject({ loanId: home!.loanId });
    await expect(ask()).resolves.toMatchObject({ loanId: home!.loanId });
  });

  it("fails at the failing-lender persona's lender, and only there, until 24 hours after it was first asked", async () => {
    let now = new Date('2026-01-15T10:00:00Z').getTime();
    const lenders = new SandboxLenderGateway(
      { latencyMs: [0, 0], failureRate: 0, overrides: {} },
      { random: () => 0.5, wait: async () => {}, now: () => new Date(now) },
    );
    const report = generateCreditReport(failing.panNumber, asOf, 'now');
    const askAll = async (failingAnswers: boolean) => {
      for (const account of report.accounts) {
        const fetching = lenders.fetchAccount(
          { lenderId: account.lenderId, panNumber: failing.panNumber, loanId: account.loanId },
          asOf,
        );
        if (account.lenderId === failing.failingLenderId && !failingAnswers) {
          await expect(fetching).rejects.toBeInstanceOf(LenderUnavailableError);
        } else {
          await expect(fetching).resolves.toEqual({
            ...account,
            documentsHeld: sandboxDocumentsHeld(account),
          });
        }
      }
    };
    for (let attempt = 0; attempt < 5; attempt++) await askAll(false);
    now += FAILING_LENDER_RECOVERS_AFTER_MS - 1;
    await askAll(false);
    now += 1;
    await askAll(true);
    expect(findPersona(failing.panNumber)?.failingLenderId).toBe('idfc-first-bank');
  });

  it('says clearly when the lender holds no such loan, or does not exist', async () => {
    const { lenders } = gateway({});
    const [home] = generateCreditReport(severalLoans.panNumber, asOf, 'now').accounts;
    const elsewhere = lenders.fetchAccount(
      { lenderId: 'sbi', panNumber: severalLoans.panNumber, loanId: home!.loanId },
      asOf,
    );
    await expect(elsewhere).rejects.toBeInstanceOf(LenderAccountNotFoundError);
    await expect(
      lenders.fetchAccount(
        { lenderId: 'hdfc-bank', panNumber: severalLoans.panNumber, loanId: 'LN0000000000' },
        asOf,
      ),
    ).rejects.toThrow('Lender hdfc-bank has no loan LN0000000000 for this borrower');
    await expect(
      lenders.fetchAccount(
        { lenderId: 'no-such-bank', panNumber: severalLoans.panNumber, loanId: home!.loanId },
        asOf,
      ),
    ).rejects.toThrow('Unknown sandbox lender no-such-bank');
  });
});
