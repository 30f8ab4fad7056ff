import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bureauReporting } from '../../src/server/bureau/bureau-reporting.js';
import { addDays, daysBetween, indiaDate } from '../../src/server/bureau/calendar.js';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';
import { formatDate } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { sandboxPersona } from '../support/borrower.js';
import { launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import { consentAndFetchDocuments, reachLoansFromLanding } from '../support/journey-steps.js';
import { downloadFrom, horizontalOverflow, toast, unexpected } from '../support/page.js';

/**
 * What the loans screen does with the records behind them, on a phone in Chromium against the
 * real server in sandbox mode: a home loan repaid about 20 days ago shows when its property papers
 * are due back and the letter asking for them downloads, that the credit report shows it closed,
 * and how to check its charge at CERSAI, whose letter downloads too; a loan the credit report still shows
 * overdue, once its lender's statement says it is closed, shows the mismatch and the dispute
 * summary downloads; a dispute raised with the bureau 45 days before shows its clocks and the
 * ₹1,500 owed, gives the letter to the bureau's nodal officer, and stays open when Resolved finds
 * the report still wrong.
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

describe('closed loans', () => {
  it('tracks the return of the property papers and downloads the letter asking for them', async () => {
    const persona = await sandboxPersona(server.app, 'closed-loans');
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await reachLoansFromLanding(page, server.baseUrl, persona);
    const today = indiaDate(new Date());
    const report = await server.app.providers.bureau.fetchReport(persona.panNumber, today);
    const home = report.accounts.find((loan) => loan.loanType === 'home_loan');
    if (!home?.closedOn) throw new Error('the closed-loans persona has a repaid home loan');
    const returnBy = addDays(home.closedOn, 30);

    const tracker = page.getByRole('region', { name: 'Getting your documents back' });
    await tracker.scrollIntoViewIfNeeded();
    await tracker.getByText(formatDate(home.closedOn), { exact: true }).waitFor();
    await tracker.getByText(formatDate(returnBy), { exact: true }).waitFor();
    await tracker.getByText(`${daysBetween(today, returnBy)} days left`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const download = await downloadFrom(page, () =>
      tracker.getByRole('button', { name: 'Download letter' }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      `HDFC_Bank_Letter_to_Grievance_Officer_${home.accountNumber.slice(-4)}.pdf`,
    );
    await toast(page, 'Letter to HDFC Bank’s grievance officer downloaded').waitFor();
    const file = await download.path();
    if (!file) throw new Error('the download has no file');
    const letter = await extractPdfText(await readFile(file));
    expect(letter.text).toContain('Grievance Redressal Officer');
    expect(letter.text).toContain(formatDate(returnBy));
    expect(letter.text).toContain(persona.holderName);

    // The credit report already shows it closed, as it should by its fortnightly reporting.
    const reporting = bureauReporting(home.closedOn);
    if (!reporting) throw new Error('the home loan was repaid after 1 January 2025');
    await tracker
      .getByText(
        `Your credit report shows this loan closed, as it should by ${formatDate(reporting.bureauShowsClosedBy)}.`,
      )
      .waitFor();
    // The charge on the house at CERSAI: where to check it, and the letter asking for its
    // satisfaction within 30 days.
    const fileBy = addDays(home.closedOn, 30);
    await tracker
      .getByText(`that its charge on your property is satisfied, by ${formatDate(fileBy)}.`)
      .waitFor();
    expect(
      await tracker.getByRole('link', { name: 'Search on www.cersai.org.in' }).getAttribute('href'),
    ).toBe('https://www.cersai.org.in');
    expect(await tracker.getByRole('heading', { name: /hypothecation/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const cersaiDownload = await downloadFrom(page, () =>
      tracker.getByRole('button', { name: 'Download CERSAI letter' }).click(),
    );
    expect(cersaiDownload.suggestedFilename()).toBe(
      `HDFC_Bank_CERSAI_Satisfaction_Request_${home.accountNumber.slice(-4)}.pdf`,
    );
    await toast(page, 'Letter to HDFC Bank’s grievance officer about CERSAI downloaded').waitFor();
    const cersaiFile = await cersaiDownload.path();
    if (!cersaiFile) throw new Error('the download has no file');
    const cersaiLetter = (await extractPdfText(await readFile(cersaiFile))).text.replace(
      /\s+/g,
      ' ',
    );
    expect(cersaiLetter).toContain('Request to file satisfaction of charge with CERSAI');
    expect(cersaiLetter).toContain(
      `I request you to file the satisfaction by ${formatDate(fileBy)}`,
    );
    expect(cersaiLetter).toContain(persona.holderName);

    // The papers came back today: the tracker stops counting.
    await tracker.getByRole('button', { name: 'I have them back' }).click();
    await tracker.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Saved: your documents came back on ${formatDate(today)}`).waitFor();
    await page
      .getByText('Returned on time. Keep them safe with your No-dues Certificate.')
      .waitFor();

    // The repaid home loan's documents: a No-dues Certificate, and nothing to foreclose.
    await page
      .locator('label', {
        has: page.getByRole('checkbox', { name: new RegExp(home.accountNumber.slice(-4)) }),
      })
      .click();
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
    await page.getByRole('checkbox', { name: /^No-dues Certificate/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Foreclosure Letter/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows where the credit report disagrees with the lender’s statement, downloads the dispute summary, and runs the dispute on the RBI’s clocks', async () => {
    const persona = await sandboxPersona(server.app, 'bureau-mismatch');
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await reachLoansFromLanding(page, server.baseUrl, persona);
    const today = indiaDate(new Date());
    const report = await server.app.providers.bureau.fetchReport(persona.panNumber, today);
    const disputed = report.accounts.find((loan) => loan.lenderId === 'icici-bank');
    if (!disputed) throw new Error('the bureau-mismatch persona has an ICICI Bank loan');
    const lastFour = disputed.accountNumber.slice(-4);

    // The lender's statement is what the report is checked against.
    await page
      .locator('label', { has: page.getByRole('checkbox', { name: new RegExp(lastFour) }) })
      .click();
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
    await page.getByRole('checkbox', { name: /^Statement of Account/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await consentAndFetchDocuments(page, server.baseUrl, persona.mobile);

    await page.goto('/loans-list');
    const lender = await server.app.providers.lenders.fetchAccount(
      { lenderId: 'icici-bank', panNumber: persona.panNumber, loanId: disputed.loanId },
      today,
    );
    const sentence = `Your credit report still shows this loan as overdue; ICICI Bank’s statement shows it closed on ${formatDate(lender.closedOn!)}.`;
    const card = page.getByRole('region', {
      name: 'Your credit report disagrees with your lender',
    });
    await card.getByText(sentence).waitFor();
    expect(await page.getByText(sentence).count()).toBe(2); // on the loan's card and in the check
    await card.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const download = await downloadFrom(page, () =>
      card.getByRole('button', { name: 'Download dispute summary' }).click(),
    );
    expect(download.suggestedFilename()).toBe(`ICICI_Bank_Credit_Report_Dispute_${lastFour}.pdf`);
    await toast(page, 'Dispute summary for your ICICI Bank loan downloaded').waitFor();
    const file = await download.path();
    if (!file) throw new Error('the download has no file');
    const summary = await extractPdfText(await readFile(file));
    expect(summary.text).toContain(`Closed on ${formatDate(lender.closedOn!)}`);
    expect(summary.text).toContain('ICICI_Bank_StatementofAccount.pdf');

    // The borrower raised a dispute with the bureau 45 days ago: 15 days past the 30, ₹1,500.
    const filedOn = addDays(today, -45);
    await card.getByRole('button', { name: 'I raised a dispute' }).click();
    await card.getByLabel('Day you raised it').fill(filedOn);
    await card.getByRole('button', { name: 'Start the clocks' }).click();
    await toast(
      page,
      `Your dispute of ${formatDate(filedOn)} is noted. We count the RBI’s days from it.`,
    ).waitFor();
    const tracker = page.getByRole('region', { name: 'Your credit report dispute' });
    await tracker.getByText('₹1,500 due to you so far').waitFor();
    await tracker.getByText(formatDate(addDays(filedOn, 21)), { exact: true }).waitFor();
    await tracker.getByText(formatDate(addDays(filedOn, 30)), { exact: true }).waitFor();
    await tracker.getByText('15 days overdue · ₹100 a day until resolved').waitFor();
    await tracker.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const letter = await downloadFrom(page, () =>
      tracker.getByRole('button', { name: 'Letter to the credit bureau’s nodal officer' }).click(),
    );
    expect(letter.suggestedFilename()).toBe(
      `ICICI_Bank_Credit_Dispute_Letter_to_Credit_Bureau_Nodal_Officer_${lastFour}.pdf`,
    );
    const letterFile = await letter.path();
    if (!letterFile) throw new Error('the download has no file');
    const letterText = (await extractPdfText(await readFile(letterFile))).text;
    expect(letterText).toContain(formatDate(filedOn));
    expect(letterText).toContain('₹1,500.00');

    // The bureau has not corrected it: Resolved is refused with a sentence, the tracker stays.
    await tracker.getByRole('button', { name: 'Resolved' }).click();
    await tracker.getByRole('button', { name: 'Refresh from the credit bureau' }).waitFor();
    await tracker.getByRole('button', { name: 'Check my report' }).click();
    await toast(page, /still shows this loan differently from ICICI Bank's statement/).waitFor();
    await tracker.getByText('₹1,500 due to you so far').waitFor();

    // The one refusal is the check the test provoked.
    expect(unexpected(errors, 409)).toEqual([]);
    await context.close();
  });
});
