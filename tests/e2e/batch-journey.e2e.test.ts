import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchStatusResponse,
  CreateBatchBody,
  CreateBatchResponse,
} from '../../src/shared/api/batch.js';
import type {
  RequestCibilConsentResponse,
  VerifyCibilConsentResponse,
} from '../../src/shared/api/consent.js';
import type { Loan, LoansResponse } from '../../src/shared/api/loans.js';
import type { SandboxPersona, SandboxScenario } from '../../src/shared/api/sandbox.js';
import { documentTypesFor } from '../../src/shared/documents.js';
import { OTP_PATTERN } from '../../src/shared/otp.js';
import { documentSelection } from '../../src/web/i18n/locales/en/documentSelection.js';
import { loansList } from '../../src/web/i18n/locales/en/loansList.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { DESKTOP, launchBrowser, openJourney } from '../support/browser.js';
import {
  type E2eServer,
  outboxOtp,
  sandboxPersonas,
  startJourneyServer,
} from '../support/e2e-server.js';
import { unknownId } from '../support/ids.js';
import { reachLoansFromLanding } from '../support/journey-steps.js';
import {
  flowState,
  giveSession,
  horizontalOverflow,
  sessionToken,
  toast,
  unexpected,
} from '../support/page.js';

/**
 * The whole journey in Chromium against the real server in sandbox mode, from the landing page
 * to the Document Center: choosing documents per loan, the batch consent, one OTP read from the
 * sandbox outbox, the banks being processed, and what a borrower sees when a lender fails.
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  // Lenders answer in 2.5–3.5 s, so the processing phase is there to be seen; a failing lender
  // is retried once (one call per try). Mahindra Finance fails both tries of its first job and
  // then recovers, for Try again.
  server = await startJourneyServer({
    SANDBOX_LENDER_LATENCY_MS: '2500-3500',
    BATCH_RETRY_LIMIT: '1',
    BATCH_RETRY_DELAY_SECONDS: '1',
    PROVIDER_RETRIES: '0',
    SANDBOX_LENDERS: JSON.stringify({ 'mahindra-finance': { failFirstCalls: 2 } }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const FLOW_KEY = 'loan-docs.flow';
const SEND_OTP = '/api/consent/batch/send-otp';

async function persona(baseUrl: string, scenario: SandboxScenario): Promise<SandboxPersona> {
  return (await sandboxPersonas(baseUrl))(scenario);
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Consented {
  borrower: SandboxPersona;
  accessToken: string;
  loans: LoansResponse['loans'];
}

/** Bureau consent through the API, as /cibil-consent would give it, and the borrower's loans. */
async function consentedBorrower(baseUrl: string, scenario: SandboxScenario): Promise<Consented> {
  const borrower = await persona(baseUrl, scenario);
  const consent = await postJson<RequestCibilConsentResponse>(
    `${baseUrl}/api/request-cibil-consent`,
    { pan_number: borrower.panNumber, phone_number: borrower.mobile },
  );
  const verified = await postJson<VerifyCibilConsentResponse>(
    `${baseUrl}/api/verify-cibil-consent`,
    {
      consent_id: consent.consent_id,
      otp_code: await outboxOtp(baseUrl, borrower.mobile),
      pan_number: borrower.panNumber,
    },
  );
  const accessToken = verified.access_token;
  if (!accessToken) throw new Error('no bearer token');
  const response = await fetch(`${baseUrl}/api/loans`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { loans } = (await response.json()) as LoansResponse;
  return { borrower, accessToken, loans };
}

function selectedLoans(loans: LoansResponse['loans']) {
  return loans.map(({ loanId, accountId, bankName, loanType, outstandingAmount }) => ({
    loanId,
    accountId,
    bankName,
    loanType,
    outstandingAmount,
  }));
}

/**
 * The journey state as the screens before leave it, then `path`. A consent given through the
 * API (`accessToken`) becomes the browser's session cookie, as if /cibil-consent had been used.
 */
async function arrive(page: Page, state: Record<string, unknown>, path: string): Promise<void> {
  const { accessToken, ...journey } = state;
  await page.goto('/');
  if (typeof accessToken === 'string') {
    await giveSession(page.context(), new URL(page.url()).origin, accessToken);
    journey.consentVerified = true;
  }
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
    FLOW_KEY,
    journey,
  ] as const);
  await page.goto(path);
}

/** At /document-selection with every one of the consented borrower's loans chosen. */
async function arriveWithLoans(page: Page, consented: Consented): Promise<void> {
  const { borrower, accessToken, loans } = consented;
  await arrive(
    page,
    {
      panNumber: borrower.panNumber,
      holderName: borrower.holderName,
      accessToken,
      selectedLoans: selectedLoans(loans),
    },
    '/document-selection',
  );
}

async function batchStatus(
  baseUrl: string,
  token: string,
  batchId: string,
): Promise<BatchStatusResponse> {
  const response = await fetch(`${baseUrl}/api/consent/batch/status/${batchId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BatchStatusResponse;
}

/** Counts the batch OTPs the page asks for. */
function countOtpSends(page: Page): { count: number } {
  const sends = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith(SEND_OTP)) sends.count += 1;
  });
  return sends;
}

function loanGroup(page: Page, loan: { bankName: string; loanType: string }) {
  const loanType = loansList.loanTypes[loan.loanType as keyof typeof loansList.loanTypes];
  return page.getByRole('group', { name: `Documents for ${loan.bankName}, ${loanType}` });
}

/** Select Popular, consent, and on to the OTP. */
async function requestPopularDocuments(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
  await page.getByRole('button', { name: 'Select Popular' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
  await page.getByRole('checkbox', { name: /^I authorise Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Continue & Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
}

/** Types the code; a whole one is checked as soon as it is typed, a shorter one needs Verify. */
async function enterOtp(page: Page, otp: string): Promise<void> {
  await page.getByLabel('One-time password (OTP)').fill(otp);
  if (!OTP_PATTERN.test(otp)) {
    await page.getByRole('button', { name: 'Verify & Fetch Documents' }).click();
  }
}

describe('batch journey', () => {
  it('takes a borrower from the landing page through one batch OTP to the Document Center', async () => {
    const borrower = await persona(server.baseUrl, 'several-loans');
    const { context, page, errors } = await openJourney(browser, server.baseUrl);

    await reachLoansFromLanding(page, server.baseUrl, borrower);
    // The session is an HttpOnly cookie; the journey state holds no credential.
    const accessToken = (await sessionToken(context)) ?? '';
    expect(accessToken).not.toBe('');
    expect(await flowState(page)).not.toHaveProperty('accessToken');
    const loansAnswer = await page.request.get('/api/loans', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const { loans } = (await loansAnswer.json()) as LoansResponse;
    expect(loans.length).toBeGreaterThanOrEqual(4);
    const banks = new Set(loans.map((loan) => loan.bankName));
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Select Documents' }).click();

    // /document-selection: every selected loan with the documents it offers (five, and a home
    // or vehicle loan the list of documents held), popular ones marked.
    const offered = (loan: Loan) => documentTypesFor(loan.accountStatus, loan.loanType);
    const allOffered = loans.reduce((sum, loan) => sum + offered(loan).length, 0);
    await page.waitForURL('**/document-selection');
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
    expect(await page.getByText('Step 3 of 4').isVisible()).toBe(true);
    for (const loan of loans) {
      const group = loanGroup(page, loan);
      expect(await group.getByRole('checkbox').count()).toBe(offered(loan).length);
      for (const type of offered(loan)) {
        const { name, description } = documentSelection.types[type];
        const box = group.getByRole('checkbox', { name: new RegExp(`^${name}`) });
        expect(await box.getAttribute('aria-checked')).toBe('false');
        // Each document says what it is.
        const describedBy = await box.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(description);
      }
      expect(await group.getByText('Popular', { exact: true }).count()).toBe(2);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Nothing chosen: say so beside the button (not in a toast over it) and stay.
    const summary = page.getByRole('region', { name: 'Your selection' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await summary
      .getByRole('alert')
      .filter({ hasText: 'Please select at least one document type' })
      .waitFor();
    expect(page.url()).toMatch(/\/document-selection$/);
    expect(await toast(page, 'Please select at least one document type').count()).toBe(0);

    // Quick selection, then Select Popular plus one more.
    await page.getByRole('button', { name: 'Select All Documents' }).click();
    await summary.getByText(`${allOffered} documents selected`).waitFor();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await summary.getByText('No documents selected yet').waitFor();
    await page.getByRole('button', { name: 'Select Popular' }).click();
    await summary.getByText(`${loans.length * 2} documents selected`).waitFor();
    expect(await summary.getByText(`across ${banks.size} banks`).isVisible()).toBe(true);
    const [first, second] = loans;
    if (!first || !second) throw new Error('expected two loans');
    await loanGroup(page, first)
      .getByRole('checkbox', { name: /^Sanction Letter/ })
      .click();
    await summary.getByText(`${loans.length * 2 + 1} documents selected`).waitFor();
    // Per-loan Select All, and pressed again it clears that loan.
    const selectAllSecond = page.getByRole('button', {
      name: `Select All for ${second.bankName} ${second.accountId}`,
    });
    await selectAllSecond.click();
    // The second loan had its two popular documents: Select All adds the others.
    await summary
      .getByText(`${loans.length * 2 + 1 + offered(second).length - 2} documents selected`)
      .waitFor();
    await page
      .getByRole('button', { name: `Clear for ${second.bankName} ${second.accountId}` })
      .click();
    await summary.getByText(`${loans.length * 2 - 1} documents selected`).waitFor();
    await loanGroup(page, second)
      .getByRole('checkbox', { name: /^Statement of Account/ })
      .click();
    await loanGroup(page, second)
      .getByRole('checkbox', { name: /^Repayment Schedule/ })
      .click();
    const documentCount = loans.length * 2 + 1;
    await summary.getByText(`${documentCount} documents selected`).waitFor();

    // Back to the loans and forward again keeps the choice.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/loans-list');
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.waitForURL('**/document-selection');
    await summary.getByText(`${documentCount} documents selected`).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // /batch-consent: what will be asked of whom, and the consent.
    await page.waitForURL('**/batch-consent');
    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
    const request = page.getByRole('region', { name: 'Your request' });
    const count = (label: string) =>
      request
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    expect(await count('Banks')).toBe(String(banks.size));
    expect(await count('Loans')).toBe(String(loans.length));
    expect(await count('Documents')).toBe(String(documentCount));
    for (const bank of banks) {
      expect(await request.getByText(bank, { exact: true }).isVisible()).toBe(true);
    }
    const terms = page.getByRole('region', { name: 'Consent terms' });
    for (const heading of [
      'What we fetch',
      'From which banks',
      'One OTP for all',
      'How long we keep them',
      'How to delete them',
    ]) {
      expect(await terms.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    expect(
      await terms
        .getByText(
          `A single OTP sent to your mobile number authorises this request to all ${banks.size} banks.`,
          { exact: false },
        )
        .isVisible(),
    ).toBe(true);
    expect(await terms.getByText(/30 days/).isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue & Send OTP' }).click();
    await page.getByText('Please provide your consent to proceed').waitFor();
    expect(page.url()).toMatch(/\/batch-consent$/);

    const sends = countOtpSends(page);
    await page.getByRole('checkbox', { name: /^I authorise Loan Documents/ }).click();
    const [created] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/consent/batch/create')),
      page.getByRole('button', { name: 'Continue & Send OTP' }).click(),
    ]);
    const body = created.postDataJSON() as CreateBatchBody;
    expect(body.panNumber).toBe(borrower.panNumber);
    expect(body.selectedLoans.map((loan) => loan.loanId)).toEqual(loans.map((loan) => loan.loanId));
    expect(body.selectedLoans[0]?.requestedDocuments).toEqual([
      { documentType: 'statement_of_account', priority: 'HIGH' },
      { documentType: 'repayment_schedule', priority: 'HIGH' },
      { documentType: 'sanction_letter', priority: 'MEDIUM' },
    ]);
    expect(body.selectedLoans[0]).toMatchObject(selectedLoans([first])[0] ?? {});

    // /batch-otp-verify: the OTP goes out by itself, once, to the consent's mobile.
    await page.waitForURL('**/batch-otp-verify');
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    const { batchId } = (await flowState(page)) as { batchId: string };
    expect(batchId).toEqual(expect.any(String));
    expect(sends.count).toBe(1);
    await page.getByText(`OTP sent to +91 XXXXXX${borrower.mobile.slice(-4)}`).waitFor();
    expect(
      await page
        .getByText(`This one OTP authorises the requests to all ${banks.size} banks.`)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^OTP expires in [45]:\d\d$/);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await enterOtp(page, '12');
    await page.getByText('Please enter a valid 6-digit OTP').waitFor();

    await enterOtp(page, await outboxOtp(server.baseUrl, borrower.mobile));

    // Processing: overall progress, the stage in words, each bank.
    await page.getByRole('heading', { name: 'Fetching your documents' }).waitFor();
    await page.getByRole('progressbar', { name: 'Overall progress' }).waitFor();
    await page.getByRole('list', { name: 'Stages of your request' }).waitFor();
    const bankList = page.getByRole('region', { name: 'Bank by bank' });
    for (const bank of banks) {
      await bankList.getByText(bank, { exact: true }).waitFor();
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Completed: what is ready, and the way to it.
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
      timeout: 60_000,
    });
    const final = await batchStatus(server.baseUrl, accessToken, batchId);
    expect(final.batch.status).toBe('completed');
    expect(final.batch.documentsGenerated).toBe(documentCount);
    await page
      .getByText(`${documentCount} documents are ready to view, download and share.`)
      .waitFor();
    expect(await bankList.getByText('Completed').count()).toBe(banks.size);
    expect(await page.getByText(/We could not fetch documents from/).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Go to Document Center' }).click();
    await page.waitForURL('**/document-center');
    expect(await flowState(page)).toMatchObject({
      panNumber: borrower.panNumber,
      holderName: borrower.holderName,
      batchId,
      consentVerified: true,
      selectedDocumentsForCenter: [],
    });
    // Only one OTP was ever sent for this batch.
    expect(sends.count).toBe(1);

    // Back from the Document Center: the batch's result; Back again: still this batch, never
    // an invitation to consent to the same request twice.
    await page.goBack();
    await page.waitForURL('**/batch-otp-verify');
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/batch-otp-verify');
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Review and give consent' }).count()).toBe(0);
    expect(sends.count).toBe(1);
    await context.close();
  });

  it('sends deep links without the state a screen needs back a step', async () => {
    // A borrower with no credit history has no loans; the loan below stands for what
    // /loans-list would have passed on (these screens only read it from the journey state).
    const { borrower, accessToken } = await consentedBorrower(server.baseUrl, 'no-history');
    const loans = [
      {
        loanId: 'loan-1',
        accountId: 'XXXX0001',
        bankName: 'HDFC Bank',
        loanType: 'home_loan',
        outstandingAmount: 100_000,
      },
    ];
    const { context, page, errors } = await openJourney(browser, server.baseUrl, DESKTOP);
    const base = { panNumber: borrower.panNumber, holderName: borrower.holderName, accessToken };

    await arrive(page, base, '/document-selection');
    await page.waitForURL('**/loans-list');

    const withLoans = { ...base, selectedLoans: loans };
    await arrive(page, { ...withLoans, selectedDocuments: {} }, '/batch-consent');
    await page.waitForURL('**/document-selection');
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();

    const [firstLoan] = loans;
    if (!firstLoan) throw new Error('expected a loan');
    const withDocuments = {
      ...withLoans,
      selectedDocuments: { [firstLoan.loanId]: ['statement_of_account'] },
    };
    await arrive(page, withDocuments, '/batch-otp-verify');
    await page.waitForURL('**/batch-consent');
    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();

    // A batch that is not this borrower's (or does not exist), or an id that cannot be one, is
    // not found, and says what to do.
    for (const batchId of [unknownId(), 'not-a-batch']) {
      await arrive(page, { ...withDocuments, batchId }, '/batch-otp-verify');
      await page.getByRole('heading', { name: 'We could not find this request' }).waitFor();
      await page.getByRole('button', { name: 'Review my request' }).click();
      await page.waitForURL('**/batch-consent');
    }
    expect(unexpected(errors, 404, 400)).toEqual([]);
    await context.close();
  });

  it('marks the failing lender failed while the other banks complete', async () => {
    const { borrower, accessToken, loans } = await consentedBorrower(
      server.baseUrl,
      'failing-lender',
    );
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await arriveWithLoans(page, { borrower, accessToken, loans });
    await requestPopularDocuments(page);
    await enterOtp(page, await outboxOtp(server.baseUrl, borrower.mobile));
    const banks = new Set(loans.map((loan) => loan.bankName)).size;
    // Not a green "ready": how many banks are.
    await page.getByRole('heading', { name: `${banks - 1} of ${banks} banks ready` }).waitFor({
      timeout: 90_000,
    });

    const { batchId } = (await flowState(page)) as { batchId: string };
    const final = await batchStatus(server.baseUrl, accessToken, batchId);
    expect(final.batch.status).toBe('completed');
    expect(final.batch.failedBanks).toHaveLength(1);
    const [failedBank] = final.batch.failedBanks;
    const bankList = page.getByRole('region', { name: 'Bank by bank' });
    for (const bank of final.bankProcessingStatus) {
      const row = bankList.getByRole('listitem').filter({ hasText: bank.bankName });
      const expected = bank.bankName === failedBank ? 'Failed' : 'Completed';
      expect(await row.getByText(expected, { exact: true }).isVisible()).toBe(true);
      expect(
        await row
          .getByText(`${bank.documentsGenerated} of ${bank.documentsRequested} documents`)
          .isVisible(),
      ).toBe(true);
    }
    expect(final.bankProcessingStatus.length).toBeGreaterThan(1);
    await page
      .getByText(
        `We could not fetch documents from ${failedBank}. Your documents from the other banks are ready. Use Try again next to the bank below to ask it once more.`,
      )
      .waitFor();
    await page
      .getByText(
        `${final.batch.documentsGenerated} documents are ready to view, download and share.`,
      )
      .waitFor();
    await expectNoAxeViolations(page);

    // A batch of the failing lender alone produces nothing: it says so and stays in processing.
    const failingLoans = loans.filter((loan) => loan.bankName === failedBank);
    const alone = await postJson<CreateBatchResponse>(
      `${server.baseUrl}/api/consent/batch/create`,
      {
        panNumber: borrower.panNumber,
        selectedLoans: failingLoans.map((loan) => ({
          loanId: loan.loanId,
          requestedDocuments: [{ documentType: 'statement_of_account' }],
        })),
      },
      accessToken,
    );
    await arrive(
      page,
      {
        ...(await flowState(page)),
        selectedLoans: selectedLoans(failingLoans),
        selectedDocuments: Object.fromEntries(
          failingLoans.map((loan) => [loan.loanId, ['statement_of_account']]),
        ),
        batchId: alone.batchId,
      },
      '/batch-otp-verify',
    );
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await enterOtp(page, await outboxOtp(server.baseUrl, borrower.mobile));
    await toast(page, 'Document generation failed').waitFor({ timeout: 60_000 });
    await page
      .getByRole('alert')
      .filter({ hasText: 'None of your banks could provide the documents' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Fetching your documents' }).isVisible()).toBe(
      true,
    );
    const failedRow = page
      .getByRole('region', { name: 'Bank by bank' })
      .getByRole('listitem')
      .filter({ hasText: failedBank });
    expect(await failedRow.getByText('Failed', { exact: true }).isVisible()).toBe(true);
    expect((await batchStatus(server.baseUrl, accessToken, alone.batchId)).batch.status).toBe(
      'failed',
    );
    // Try again asks the failed bank once more under the same consent (this one fails for good).
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await toast(page, `Asking ${failedBank} again. You can watch it on this screen.`).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'None of your banks could provide the documents' })
      .waitFor({
        timeout: 60_000,
      });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns a failed bank into a ready one with Try again, at phone width', async () => {
    const { borrower, accessToken, loans } = await consentedBorrower(server.baseUrl, 'overdue');
    const recovering = loans.filter((loan) => loan.bankName.startsWith('Mahindra'));
    expect(recovering).toHaveLength(1);
    const bankName = recovering[0]!.bankName;
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await arriveWithLoans(page, { borrower, accessToken, loans });
    await requestPopularDocuments(page);
    await enterOtp(page, await outboxOtp(server.baseUrl, borrower.mobile));
    const bankList = page.getByRole('region', { name: 'Bank by bank' });
    const row = bankList.getByRole('listitem').filter({ hasText: bankName });
    // Its first try failed: the screen says another is coming.
    await row.getByText('Retrying, attempt 2 of 2').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: '2 of 3 banks ready' }).waitFor({ timeout: 60_000 });
    await row.getByText('Failed', { exact: true }).waitFor();
    // Why, in plain words, and the bank's own grievance desk to ask directly — on a phone.
    await row.getByText(`${bankName} did not answer in time, in 2 tries.`).waitFor();
    expect(await row.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await row.getByRole('link').last().getAttribute('href')).toMatch(/^tel:[\d+]+$/);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Try again: ${bankName}` }).click();
    await toast(page, `Asking ${bankName} again. You can watch it on this screen.`).waitFor();
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
      timeout: 60_000,
    });
    await row.getByText('Completed', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Try again/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    const { batchId } = (await flowState(page)) as { batchId: string };
    const final = await batchStatus(server.baseUrl, accessToken, batchId);
    expect(final.batch).toMatchObject({ failedBanks: [], banksReady: 3, banksTotal: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Keep trying for me once Try again is spent, and says when it will try next, at phone width', async () => {
    const { borrower, accessToken, loans } = await consentedBorrower(
      server.baseUrl,
      'failing-lender',
    );
    const failingLoans = loans.filter((loan) => loan.bankName === 'IDFC FIRST Bank');
    expect(failingLoans).toHaveLength(1);
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await arriveWithLoans(page, { borrower, accessToken, loans });
    const alone = await postJson<CreateBatchResponse>(
      `${server.baseUrl}/api/consent/batch/create`,
      {
        panNumber: borrower.panNumber,
        selectedLoans: failingLoans.map((loan) => ({
          loanId: loan.loanId,
          requestedDocuments: [{ documentType: 'statement_of_account' }],
        })),
      },
      accessToken,
    );
    await arrive(
      page,
      {
        ...(await flowState(page)),
        selectedLoans: selectedLoans(failingLoans),
        selectedDocuments: Object.fromEntries(
          failingLoans.map((loan) => [loan.loanId, ['statement_of_account']]),
        ),
        batchId: alone.batchId,
      },
      '/batch-otp-verify',
    );
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await enterOtp(page, await outboxOtp(server.baseUrl, borrower.mobile));
    const row = page
      .getByRole('region', { name: 'Bank by bank' })
      .getByRole('listitem')
      .filter({ hasText: 'IDFC FIRST Bank' });
    const tryAgain = row.getByRole('button', { name: 'Try again: IDFC FIRST Bank' });
    // Each of the borrower's own taps asks once more, and IDFC fails again.
    for (let tap = 0; tap < 2; tap++) {
      await tryAgain.click({ timeout: 60_000 });
      await tryAgain.waitFor({ state: 'hidden' });
      await row.getByText('Failed', { exact: true }).waitFor({ timeout: 60_000 });
    }
    await row.getByText('IDFC FIRST Bank did not answer in time, in 2 tries.').waitFor();
    expect(await tryAgain.count()).toBe(0);

    await row.getByRole('button', { name: 'Keep trying for me: IDFC FIRST Bank' }).click();
    await toast(page, /We will keep trying IDFC FIRST Bank for you: next try at /).waitFor();
    await row.getByText(/^We are trying again for you · next try at .+ · until .+$/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Stop trying: IDFC FIRST Bank' }).click();
    await toast(page, 'We have stopped trying IDFC FIRST Bank for you.').waitFor();
    await row.getByRole('button', { name: 'Keep trying for me: IDFC FIRST Bank' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a new batch OTP once the countdown runs out, and a retry when sending fails', async () => {
    const { borrower, accessToken, loans } = await consentedBorrower(server.baseUrl, 'overdue');
    const [loan] = loans;
    if (!loan) throw new Error('expected a loan');
    const created = await postJson<CreateBatchResponse>(
      `${server.baseUrl}/api/consent/batch/create`,
      {
        panNumber: borrower.panNumber,
        selectedLoans: [
          { loanId: loan.loanId, requestedDocuments: [{ documentType: 'statement_of_account' }] },
        ],
      },
      accessToken,
    );
    const { context, page, errors } = await openJourney(browser, server.baseUrl, DESKTOP);
    await page.clock.install();

    // The first send is lost on the way: say so, and offer to send again.
    let dropped = false;
    await page.route(`**${SEND_OTP}`, async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionfailed');
    });
    await arrive(
      page,
      {
        panNumber: borrower.panNumber,
        holderName: borrower.holderName,
        accessToken,
        selectedLoans: selectedLoans([loan]),
        selectedDocuments: { [loan.loanId]: ['statement_of_account'] },
        batchId: created.batchId,
      },
      '/batch-otp-verify',
    );
    await page.getByRole('heading', { name: 'Failed to send OTP' }).waitFor();
    await toast(page, 'Failed to send OTP').waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();

    const timer = page.getByRole('timer');
    // The page's clock also runs in real time between the steps, by a few seconds on a busy
    // machine: a minute jumped shows as the countdown a minute and a few seconds on.
    expect(await timer.textContent()).toMatch(/^OTP expires in (5:00|4:5\d)$/);
    await page.clock.runFor(61_000);
    await expect.poll(() => timer.textContent()).toMatch(/^OTP expires in 3:[45]\d$/);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await page.clock.runFor(240_000);
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();

    // The server holds new codes back for a while after the last one (its clock is real, the
    // page's is not): a fresh code, or its wait counted down under the button.
    const [resent, answer] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith(SEND_OTP)),
      page.waitForResponse((response) => response.url().endsWith(SEND_OTP)),
      page.getByRole('button', { name: 'Resend OTP' }).click(),
    ]);
    expect(resent.postDataJSON()).toEqual({ batchId: created.batchId });
    if (answer.status() === 200) {
      await toast(page, 'A new OTP has been sent').waitFor();
      expect(await timer.textContent()).toBe('OTP expires in 5:00');
    } else {
      expect(answer.status()).toBe(429);
      const { resend_after: wait } = (await answer.json()) as { resend_after: number };
      const countdown = page.getByText(/^You can ask for a new OTP in 0:\d\d$/);
      await countdown.waitFor();
      expect(await page.getByRole('button', { name: 'Resend OTP' }).isDisabled()).toBe(true);
      await page.clock.runFor(wait * 1000);
      await countdown.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Resend OTP' }).isEnabled()).toBe(true);
    }
    expect(
      errors.filter((error) => !error.includes('net::ERR_') && !error.includes('status of 429')),
    ).toEqual([]);
    await context.close();
  });
});

describe('batch journey with slow lenders', () => {
  let slow: E2eServer;

  beforeAll(async () => {
    // Lenders take 8–9 s: long enough to reload mid-batch and find it still being processed.
    slow = await startJourneyServer({ SANDBOX_LENDER_LATENCY_MS: '8000-9000' });
  });

  afterAll(async () => {
    await slow?.close();
  });

  it('keeps its OTP over a reload, explains a wrong OTP, and resumes processing after a reload', async () => {
    const { borrower, accessToken, loans } = await consentedBorrower(slow.baseUrl, 'several-loans');
    const { context, page, errors } = await openJourney(browser, slow.baseUrl, DESKTOP);
    const sends = countOtpSends(page);
    await arriveWithLoans(page, { borrower, accessToken, loans });
    await requestPopularDocuments(page);
    const phone = `OTP sent to +91 XXXXXX${borrower.mobile.slice(-4)}`;
    await page.getByText(phone).waitFor();
    expect(sends.count).toBe(1);

    // A reload while the OTP is on its way to the phone does not text another.
    await page.reload();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await page.getByText(phone).waitFor();
    expect(sends.count).toBe(1);

    const otp = await outboxOtp(slow.baseUrl, borrower.mobile);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/consent/batch/verify-otp')),
      enterOtp(page, otp === '000000' ? '111111' : '000000'),
    ]);
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    await page.getByText(message).waitFor();
    expect(await page.getByLabel('One-time password (OTP)').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await enterOtp(page, otp);
    await page.getByRole('heading', { name: 'Fetching your documents' }).waitFor();
    await page.getByRole('progressbar', { name: 'Overall progress' }).waitFor();

    // Reloading mid-batch comes back to the progress, not to a new OTP.
    await page.reload();
    await page.getByRole('heading', { name: 'Fetching your documents' }).waitFor();
    await page.getByRole('region', { name: 'Bank by bank' }).waitFor();
    expect(await page.getByLabel('One-time password (OTP)').count()).toBe(0);
    const { batchId } = (await flowState(page)) as { batchId: string };
    const during = await batchStatus(slow.baseUrl, accessToken, batchId);
    expect(during.batch.status).toBe('processing');
    await page
      .getByText(`${during.batch.documentsRequested} documents ready`, { exact: false })
      .waitFor();

    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
      timeout: 90_000,
    });
    expect(sends.count).toBe(1);
    expect(unexpected(errors, 400)).toEqual([]);
    await context.close();
  });
});
