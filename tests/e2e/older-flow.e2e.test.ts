import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';
import type { DocumentsResponse } from '../../src/shared/api/documents.js';
import type { CibilReportResponse } from '../../src/shared/api/loans.js';
import type { SandboxPersona, SandboxScenario } from '../../src/shared/api/sandbox.js';
import { formatInr, maskPan } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { DESKTOP, type Journey, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import {
  type E2eServer,
  outboxMessages,
  outboxOtp,
  sandboxPersonas,
  startJourneyServer,
} from '../support/e2e-server.js';
import {
  downloadFrom,
  flowState,
  horizontalOverflow,
  openedInNewTab,
  unexpected,
} from '../support/page.js';
import { panCardImage } from '../support/pan-card-image.js';

/**
 * The older flow in Chromium against the real server in sandbox mode: /pan-entry (demo PANs from
 * the server), /consent with the OTP sent to the bureau-registered mobile, /dashboard from
 * POST /api/cibil-report, and /documents with one OTP per bank read from the sandbox outbox.
 */

let server: E2eServer;
let browser: Browser;
let persona: (scenario: SandboxScenario) => SandboxPersona;

beforeAll(async () => {
  server = await startJourneyServer();
  browser = await launchBrowser();
  persona = await sandboxPersonas(server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const FLOW_KEY = 'loan-docs.flow';

function open(viewport: BrowserContextOptions = PHONE): Promise<Journey> {
  return openJourney(browser, server.baseUrl, viewport);
}

function outbox(mobile: string) {
  return outboxMessages(server.baseUrl, mobile);
}

function otpFor(mobile: string, bankName?: string): Promise<string> {
  return outboxOtp(server.baseUrl, mobile, bankName);
}

/** /pan-entry with a demo PAN: validated, then /dashboard, whose guard sends to /consent. */
async function enterPan(page: Page, borrower: SandboxPersona): Promise<void> {
  await page.goto('/pan-entry');
  await page.getByRole('button', { name: new RegExp(`^Use PAN ${borrower.panNumber}`) }).click();
  await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
  await page.waitForURL('**/consent');
  await page.getByRole('heading', { name: 'Consent to a credit report check' }).waitFor();
}

/** /consent through to /dashboard with the OTP from the bureau-registered mobile. */
async function consent(page: Page, borrower: SandboxPersona): Promise<void> {
  await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Agree & Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
  // A whole code is checked as soon as it is typed: no Verify tap.
  await page.getByLabel('One-time password (OTP)').fill(await otpFor(borrower.mobile));
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Your loan accounts' }).waitFor();
}

/** The dashboard card of the loan at this bank. */
function loanCard(page: Page, bankName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: new RegExp(bankName) }) });
}

async function choose(page: Page, bankName: string, documents: readonly string[]) {
  const card = loanCard(page, bankName);
  await card.getByRole('checkbox', { name: new RegExp(bankName) }).click();
  for (const document of documents) {
    await card.getByRole('checkbox', { name: document, exact: true }).click();
  }
}

/** The report as the dashboard asked for it: with the browser's session cookie. */
async function cibilReport(page: Page, panNumber: string): Promise<CibilReportResponse> {
  const response = await page.request.post('/api/cibil-report', {
    data: { pan_number: panNumber },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as CibilReportResponse;
}

describe('older flow', () => {
  it('sends deep links without their journey state back to where it starts', async () => {
    const { context, page, errors } = await open();
    await page.goto('/consent');
    await page.waitForURL('**/pan-entry');
    await page.goto('/dashboard');
    await page.waitForURL('**/pan-entry');
    await page.goto('/documents');
    await page.waitForURL('**/pan-entry');
    await page.getByRole('heading', { name: 'Enter your PAN' }).waitFor();

    // A PAN but no verified consent: the dashboard asks for consent first.
    await page.evaluate(
      (key) => sessionStorage.setItem(key, JSON.stringify({ panNumber: 'AQMPS4821K' })),
      FLOW_KEY,
    );
    await page.goto('/dashboard');
    await page.waitForURL('**/consent');
    await page.getByText('Step 2 of 4').waitFor();
    // Consent without a selection: /documents goes back to the dashboard, which asks for it.
    await page.goto('/documents');
    await page.waitForURL('**/consent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('walks a borrower with a failing bank from PAN to documents, one OTP per bank', async () => {
    const borrower = persona('failing-lender');
    const { context, page, errors } = await open(PHONE);

    // The demo box lists three PANs from the server; a tap fills the field.
    await page.goto('/pan-entry');
    await page.getByText('Step 1 of 4').waitFor();
    const demo = page.getByRole('region', { name: 'Demo mode' });
    await demo.waitFor();
    expect(await demo.getByRole('button').count()).toBe(3);
    await expectNoAxeViolations(page);
    await demo.getByRole('button', { name: new RegExp(`^Use PAN ${borrower.panNumber}`) }).click();
    expect(await page.getByLabel('PAN Number').inputValue()).toBe(borrower.panNumber);
    await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
    await page.getByText('PAN validation successful!').waitFor();
    const verified = page.getByRole('status').filter({ hasText: 'PAN verified' });
    expect(await verified.getByText(borrower.panNumber).isVisible()).toBe(true);
    // A PAN alone never says whose it is: the name appears once the borrower has consented.
    expect(await verified.getByText(borrower.holderName).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The dashboard's guard sends an unconsented borrower to /consent.
    await page.waitForURL('**/consent');
    await page.getByRole('heading', { name: 'Consent to a credit report check' }).waitFor();
    expect(await page.getByText('Step 2 of 4').isVisible()).toBe(true);
    expect(await page.getByText(maskPan(borrower.panNumber)).isVisible()).toBe(true);
    expect(await page.getByText(borrower.holderName).count()).toBe(0);
    await page.getByRole('button', { name: 'Agree & Send OTP' }).click();
    await page.getByText('Please provide your consent to proceed').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
    await page.getByRole('button', { name: 'Agree & Send OTP' }).click();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    // The mobile registered with the bureau, masked; the code is real.
    const phoneMasked = `+91 XXXXXX${borrower.mobile.slice(-4)}`;
    expect(await page.getByText(`OTP sent to ${phoneMasked}`).isVisible()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^OTP expires in [45]:\d\d$/);
    const otpField = page.getByLabel('One-time password (OTP)');
    await otpField.fill('12');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Please enter a valid OTP', { exact: true }).waitFor();
    const code = await otpFor(borrower.mobile);
    await otpField.fill(code === '000000' ? '111111' : '000000');
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Invalid OTP. Please try again. Incorrect OTP. You have 4 attempts left.',
      })
      .waitFor();
    await expectNoAxeViolations(page);
    await otpField.fill(code);
    await page.getByText('Your consent is recorded', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');

    // The dashboard: the report's own numbers.
    await page.getByRole('heading', { name: 'Your loan accounts' }).waitFor();
    const report = await cibilReport(page, borrower.panNumber);
    const summary = page.getByRole('region', { name: 'Summary of your credit report' });
    expect(await summary.getByText(String(report.credit_score), { exact: true }).isVisible()).toBe(
      true,
    );
    const outstanding = report.loan_accounts.reduce(
      (paise, loan) => paise + Math.round(loan.outstanding_amount * 100),
      0,
    );
    expect(await summary.getByText(formatInr(outstanding / 100)).isVisible()).toBe(true);
    expect(await summary.getByText(borrower.holderName).isVisible()).toBe(true);
    expect(await summary.getByText(maskPan(borrower.panNumber)).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Bank|Capital/ }).count()).toBe(
      report.total_loans,
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Selection rules: a loan first, then a document for each loan ticked.
    await page.getByRole('button', { name: 'Retrieve Documents' }).click();
    await page.getByText('Please select at least one loan', { exact: true }).waitFor();
    const failing = report.loan_accounts.find((loan) => loan.bank_name === 'IDFC FIRST Bank')!;
    const working = report.loan_accounts.find((loan) => loan !== failing)!;
    const workingCard = loanCard(page, working.bank_name);
    await workingCard.getByRole('checkbox', { name: new RegExp(working.bank_name) }).click();
    await page.getByRole('button', { name: 'Retrieve Documents' }).click();
    await page.getByText('Please select at least one document', { exact: true }).waitFor();
    // Unticking a loan clears its document choices.
    await workingCard.getByRole('checkbox', { name: 'Sanction Letter', exact: true }).click();
    await workingCard.getByRole('checkbox', { name: new RegExp(working.bank_name) }).click();
    expect(await workingCard.getByRole('checkbox', { name: 'Sanction Letter' }).count()).toBe(0);
    await workingCard.getByRole('checkbox', { name: new RegExp(working.bank_name) }).click();
    expect(
      await workingCard
        .getByRole('checkbox', { name: 'Sanction Letter', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('false');
    await workingCard.getByRole('checkbox', { name: 'Statement of Account', exact: true }).click();
    await workingCard.getByRole('checkbox', { name: 'Sanction Letter', exact: true }).click();
    await choose(page, failing.bank_name, ['Repayment Schedule']);
    const bar = page.getByRole('region', { name: 'Your selection' });
    expect(await bar.getByText('2 loans selected').isVisible()).toBe(true);
    expect(await bar.getByText('3 documents').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Retrieve Documents' }).click();

    // One OTP per bank, asked for at once; each read from the outbox by the bank it names.
    await page.waitForURL('**/documents');
    await page.getByText('Step 3 of 4').waitFor();
    expect(await page.getByText(/^Session expires in [45]:\d\d$/).isVisible()).toBe(true);
    const workingBox = page.getByRole('group', { name: working.bank_name });
    const failingBox = page.getByRole('group', { name: failing.bank_name });
    await workingBox.getByLabel(`OTP for ${working.bank_name}`).waitFor();
    await failingBox.getByLabel(`OTP for ${failing.bank_name}`).waitFor();
    expect(await workingBox.getByText(`Sent to ${phoneMasked}`).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Another bank's code is refused for this one.
    const failingCode = await otpFor(borrower.mobile, failing.bank_name);
    const workingCode = await otpFor(borrower.mobile, working.bank_name);
    expect(failingCode).not.toBe(workingCode);
    await workingBox.getByLabel(`OTP for ${working.bank_name}`).fill(failingCode);
    await workingBox.getByRole('button', { name: 'Verify & Retrieve' }).click();
    await workingBox.getByText(/^Invalid OTP\. Please try again\. Incorrect OTP\./).waitFor();

    // The failing bank: a red box for that loan while the other goes on.
    await failingBox.getByLabel(`OTP for ${failing.bank_name}`).fill(failingCode);
    await failingBox.getByRole('button', { name: 'Verify & Retrieve' }).click();
    await failingBox.getByText('Document retrieval failed').waitFor();
    expect(await workingBox.getByRole('button', { name: 'Verify & Retrieve' }).isEnabled()).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    await workingBox.getByLabel(`OTP for ${working.bank_name}`).fill(workingCode);
    await workingBox.getByRole('button', { name: 'Verify & Retrieve' }).click();

    // Completed a second after the last loan ended: the documents with their real sizes.
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor();
    const center = await page.request.get('/api/documents');
    const stored = ((await center.json()) as DocumentsResponse).documents;
    expect(stored.map((document) => document.documentType).sort()).toEqual([
      'sanction_letter',
      'statement_of_account',
    ]);
    for (const document of stored) {
      expect(document.status).toBe('ready');
      const size = `${(document.fileSizeBytes! / 1024).toFixed(1)} KB`;
      expect(await page.getByText(`${document.fileName} · ${size}`).isVisible()).toBe(true);
    }
    expect(await page.getByText('Not retrieved').isVisible()).toBe(true);
    expect(await page.getByText('Document retrieval failed').isVisible()).toBe(true);
    // Done: the session countdown has stopped (nothing is left to hurry for).
    expect(await page.getByText(/^Session expires in/).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // View opens the real PDF in a new tab; Download saves it under its name.
    const statement = stored.find((document) => document.documentType === 'statement_of_account')!;
    const { tab, address } = await openedInNewTab(context, () =>
      page
        .getByRole('button', { name: `View Statement of Account from ${working.bank_name}` })
        .click(),
    );
    expect(address).toMatch(/^blob:/);
    await tab.close();
    const download = await downloadFrom(page, () =>
      page
        .getByRole('button', { name: `Download Statement of Account from ${working.bank_name}` })
        .click(),
    );
    expect(download.suggestedFilename()).toBe(statement.fileName);
    await page.getByText('Download started!').waitFor();
    const file = await download.path();
    const pdf = await extractPdfText(await readFile(file!));
    expect(pdf.text).toContain('Statement of Account');
    expect(pdf.text).toContain(working.bank_name);

    // Start New Retrieval: home, with the journey forgotten.
    await page.getByRole('button', { name: 'Start New Retrieval' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await flowState(page)).toEqual({});
    expect(unexpected(errors, 400, 503)).toEqual([]);
    await context.close();
  });

  it('on a desktop: every document of a loan, a reload that sends no new codes, a blocked popup', async () => {
    const borrower = persona('several-loans');
    const { context, page, errors } = await open(DESKTOP);
    await enterPan(page, borrower);
    await consent(page, borrower);
    const report = await cibilReport(page, borrower.panNumber);
    const [first, second] = report.loan_accounts;
    await choose(page, first!.bank_name, [
      'Statement of Account',
      'Repayment Schedule',
      'Sanction Letter',
      'Foreclosure Letter',
    ]);
    await choose(page, second!.bank_name, ['Foreclosure Letter']);
    await page.getByRole('button', { name: 'Retrieve Documents' }).click();
    await page.waitForURL('**/documents');
    const firstBox = page.getByRole('group', { name: first!.bank_name });
    await firstBox.getByLabel(`OTP for ${first!.bank_name}`).waitFor();
    await page.getByRole('group', { name: second!.bank_name }).getByRole('textbox').waitFor();
    const sent = (await outbox(borrower.mobile)).length;

    // A reload keeps the OTP boxes; no bank is asked (and texted) again.
    await page.reload();
    await firstBox.getByLabel(`OTP for ${first!.bank_name}`).waitFor();
    expect((await outbox(borrower.mobile)).length).toBe(sent);

    for (const loan of [first!, second!]) {
      const box = page.getByRole('group', { name: loan.bank_name });
      await box
        .getByLabel(`OTP for ${loan.bank_name}`)
        .fill(await otpFor(borrower.mobile, loan.bank_name));
      await box.getByRole('button', { name: 'Verify & Retrieve' }).click();
      await box.getByText(/documents? retrieved$/).waitFor();
    }
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor();
    expect(await page.getByText('5 documents retrieved.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(5);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // A browser that blocks the new tab is told how to allow it.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page
      .getByRole('button', { name: `View Repayment Schedule from ${first!.bank_name}` })
      .click();
    await page
      .getByText('Popup blocked. Please allow popups for this site to view the document.')
      .waitFor();

    // Back to the dashboard keeps the choice.
    await page.getByRole('button', { name: 'Back to Dashboard' }).last().click();
    await page.waitForURL('**/dashboard');
    const card = loanCard(page, first!.bank_name);
    expect(
      await card
        .getByRole('checkbox', { name: 'Foreclosure Letter', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads the PAN from a photo of the card, with the older screen’s messages', async () => {
    const borrower = persona('overdue');
    const { context, page, errors } = await open(PHONE);
    await page.goto('/pan-entry');
    await page.getByRole('tab', { name: 'Upload PAN Card' }).click();
    await page.getByText('Choose a photo of your PAN card').waitFor();
    await expectNoAxeViolations(page);
    const fileInput = page.locator('input[type="file"]');
    const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

    // Refused before anything is sent.
    await fileInput.setInputFiles({
      name: 'scan.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    });
    await toast('File size should be less than 5MB').waitFor();
    await fileInput.setInputFiles({
      name: 'pan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7'),
    });
    await toast('Please upload an image file').waitFor();

    // A photo whose PAN cannot be read.
    await page.route('**/api/upload-pan-image', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          is_valid: false,
          success: false,
          message: 'We could not read a PAN from this photo.',
          pan_number: null,
          extracted_pan: null,
          holder_name: null,
        }),
      }),
    );
    const photo = await panCardImage({
      panNumber: borrower.panNumber,
      holderName: borrower.holderName.toUpperCase(),
      rotateDegrees: -2,
      width: 1500,
      quality: 92,
    });
    await fileInput.setInputFiles({ name: 'pan-card.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toast('Failed to process image. Please try manual entry.').waitFor();
    await page.unroute('**/api/upload-pan-image');

    // The real reading: the PAN and the name, then on to the dashboard (and consent).
    await fileInput.setInputFiles({ name: 'pan-card.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toast('PAN validation successful!').waitFor({ timeout: 60_000 });
    const verified = page.getByRole('status').filter({ hasText: 'PAN verified' });
    await verified.getByText(borrower.panNumber).waitFor();
    expect(await verified.getByText(borrower.holderName).isVisible()).toBe(true);
    await page.waitForURL('**/consent');
    await page.getByText(maskPan(borrower.panNumber)).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows No Data Available with Retry when the credit report cannot be fetched', async () => {
    const borrower = persona('overdue');
    const { context, page, errors } = await open(PHONE);
    await enterPan(page, borrower);
    // The bureau answers 502 until it is back; Retry then gets the report.
    let bureauDown = true;
    await page.route('**/api/cibil-report', async (route) => {
      if (bureauDown) {
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: 'BUREAU_UNAVAILABLE',
            message: 'We could not get your credit report right now. Please try again in a minute.',
          }),
        });
        return;
      }
      await route.continue();
    });
    await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
    await page.getByRole('button', { name: 'Agree & Send OTP' }).click();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await page.getByLabel('One-time password (OTP)').fill(await otpFor(borrower.mobile));
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'No Data Available' }).waitFor();
    await page.getByText('Failed to fetch CIBIL report').waitFor();
    await expectNoAxeViolations(page);
    bureauDown = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Your loan accounts' }).waitFor();
    // The overdue loan is marked as such.
    expect(await page.getByText('Overdue', { exact: true }).count()).toBeGreaterThan(0);
    expect(unexpected(errors, 502)).toEqual([]);
    await context.close();
  });
});
