import { readFile } from 'node:fs/promises';
import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '../../src/server/bureau/calendar.js';
import { financialYearRepayments } from '../../src/server/bureau/loan-math.js';
import { amountsIn, extractPdfText, lineWith } from '../../src/server/pdf/testing/pdf-text.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import { lastCompleteFinancialYear } from '../../src/shared/financial-year.js';
import { maskPan } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { bearer, sandboxPersona } from '../support/borrower.js';
import { launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import { consentAndFetchDocuments, reachLoansFromLanding } from '../support/journey-steps.js';
import { downloadFrom, horizontalOverflow, sessionToken, toast } from '../support/page.js';

/**
 * The tax pack on a phone, in Chromium against the real server in sandbox mode: the tax summary
 * of the last financial year downloads from the loans screen with the numbers of the loans'
 * schedules, and an interest certificate chosen with its year is made and shows in the Document
 * Center.
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startJourneyServer({ SANDBOX_LENDER_LATENCY_MS: '100-300' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function pdfOf(download: Download) {
  const file = await download.path();
  if (!file) throw new Error('the download has no file');
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return extractPdfText(bytes);
}

describe('tax pack', () => {
  it('downloads the tax summary of the last financial year, and makes an interest certificate', async () => {
    const persona = await sandboxPersona(server.app, 'several-loans');
    const { context, page, errors } = await open();
    await reachLoansFromLanding(page, server.baseUrl, persona);
    const today = indiaDate(new Date());
    const lastYear = lastCompleteFinancialYear(today);

    // The tax summary card on the loans screen, the last complete year chosen already.
    const card = page.getByRole('region', { name: 'Tax summary' });
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByLabel('Financial year', { exact: true }).inputValue()).toBe(lastYear);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const summaryDownload = await downloadFrom(page, () =>
      card.getByRole('button', { name: 'Download tax summary' }).click(),
    );
    expect(summaryDownload.suggestedFilename()).toBe(`Tax_Summary_FY${lastYear}.pdf`);
    await toast(page, `Tax summary for ${lastYear} downloaded`).waitFor();
    const summary = await pdfOf(summaryDownload);
    const report = await server.app.providers.bureau.fetchReport(persona.panNumber, today);
    const years = report.accounts.map((loan) => financialYearRepayments(loan, lastYear));
    expect(amountsIn(lineWith(summary, 'Total '))).toEqual([
      years.reduce((sum, year) => sum + year.interestPaise, 0),
      years.reduce((sum, year) => sum + year.principalPaise, 0),
    ]);
    expect(summary.text).toContain(maskPan(persona.panNumber));
    expect(summary.text).toContain('is not tax advice');

    // The home loan's interest certificate, for the year offered first.
    const accessToken = await sessionToken(context);
    if (!accessToken) throw new Error('the browser holds a session after consent');
    const loans = (
      await server.app.inject({ method: 'GET', url: '/api/loans', headers: bearer(accessToken) })
    ).json<LoansResponse>().loans;
    const homeLoan = loans.find((loan) => loan.loanType === 'home_loan');
    if (!homeLoan) throw new Error('the several-loans persona has a home loan');
    await page
      .locator('label', {
        has: page.getByRole('checkbox', { name: new RegExp(homeLoan.accountId) }),
      })
      .click();
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
    await page.getByRole('checkbox', { name: /^Interest Certificate/ }).click();
    const year = page.getByLabel('Financial year', { exact: true });
    expect(await year.inputValue()).toBe(lastYear);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
    await page.getByText(`Interest Certificate · ${lastYear}`).waitFor();
    await consentAndFetchDocuments(page, server.baseUrl, persona.mobile);

    // It appears in the Document Center, filed under its year, with the schedule's amounts.
    const certificate = page.getByRole('article', {
      name: `Interest Certificate FY ${lastYear} ${homeLoan.bankName}`,
    });
    await certificate.waitFor();
    await certificate.getByText(`InterestCertificateFY${lastYear}.pdf`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    const certificateDownload = await downloadFrom(page, () =>
      certificate.getByRole('button', { name: /^Download/ }).click(),
    );
    const account = report.accounts.find((loan) => loan.loanId === homeLoan.loanId)!;
    const repayments = financialYearRepayments(account, lastYear);
    const pdf = await pdfOf(certificateDownload);
    expect(amountsIn(lineWith(pdf, 'Interest for the year'))).toEqual([
      repayments.interestPaise,
      repayments.principalPaise,
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

function open() {
  return openJourney(browser, server.baseUrl, PHONE);
}
