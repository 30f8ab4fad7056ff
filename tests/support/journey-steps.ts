import type { Page } from 'playwright-core';
import { outboxOtp } from './e2e-server.js';

/**
 * Landing → PAN → bureau consent → loans, as a borrower does it, with the OTP read from the
 * sandbox outbox. Ends with the loans list (or its empty state) on screen.
 */
export async function reachLoansFromLanding(
  page: Page,
  baseUrl: string,
  borrower: { panNumber: string; holderName: string; mobile: string },
): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true }).click();
  await page.getByRole('heading', { name: 'Verify your PAN' }).waitFor();
  await page.getByLabel('PAN Number').fill(borrower.panNumber);
  await page.getByLabel('Name as per PAN').fill(borrower.holderName);
  await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
  await page.waitForURL('**/cibil-consent');
  await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByLabel('Mobile number').fill(borrower.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
  // A whole code is checked as soon as it is typed: no Verify tap.
  await page.getByLabel('One-time password (OTP)').fill(await outboxOtp(baseUrl, borrower.mobile));
  await page.waitForURL('**/loans-list');
  // The report has loaded: its loans, or (a fresh PAN may have none) the empty state.
  await page
    .getByRole('heading', { name: 'Loan accounts', exact: true })
    .or(page.getByRole('heading', { name: 'No loan accounts found' }))
    .waitFor();
}

/**
 * From the batch consent screen to the Document Center, as a borrower does it: consent, the one
 * OTP read from the sandbox outbox, the banks processed, Go to Document Center.
 */
export async function consentAndFetchDocuments(
  page: Page,
  baseUrl: string,
  mobile: string,
): Promise<void> {
  await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
  await page.getByRole('checkbox', { name: /^I authorise Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Continue & Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
  await page.getByLabel('One-time password (OTP)').fill(await outboxOtp(baseUrl, mobile));
  await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Go to Document Center' }).click();
  await page.waitForURL('**/document-center');
}
