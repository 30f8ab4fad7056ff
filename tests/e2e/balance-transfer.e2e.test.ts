import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { sandboxPersona } from '../support/borrower.js';
import { launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import { consentAndFetchDocuments, reachLoansFromLanding } from '../support/journey-steps.js';
import { downloadFrom, horizontalOverflow, unexpected } from '../support/page.js';

/**
 * The balance-transfer kit on a phone (360 px) in Chromium against the real server in sandbox
 * mode: a borrower with a running floating-rate home loan asks for its kit from the loans
 * screen, which chooses the four documents for the batch flow (one consent, one OTP); back on the
 * loans screen the four are ready, the charge check says the letter charges nothing as the RBI
 * requires, and the pack's link opens for the new lender in a fresh browser with the four
 * documents, the list of documents held among them; the card lists the pack afterwards, and
 * revoking it there ends the new lender's page.
 */

const KIT = [
  'Foreclosure Letter',
  'Statement of Account',
  'Sanction Letter',
  'List of Documents Held',
];

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

describe('balance-transfer kit', () => {
  it('asks for the four documents with one OTP and makes one pack the new lender opens', async () => {
    const persona = await sandboxPersona(server.app, 'unexpected-charges');
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await reachLoansFromLanding(page, server.baseUrl, persona);

    const card = page.getByRole('region', { name: 'Move a loan to another lender' });
    await card.scrollIntoViewIfNeeded();
    await card.getByText('Not asked for yet').first().waitFor();
    expect(await card.getByRole('listitem').allTextContents()).toEqual(
      KIT.map((name) => `${name}Not asked for yet`),
    );
    await card.getByText('We check the charge once the foreclosure letter is made.').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // The kit goes through the batch flow with its documents chosen: one consent, one OTP.
    await card.getByRole('button', { name: 'Ask for these documents' }).click();
    await page.waitForURL('**/document-selection');
    for (const name of KIT) {
      expect(await page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).isChecked()).toBe(
        true,
      );
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await consentAndFetchDocuments(page, server.baseUrl, persona.mobile);

    await page.goto('/loans-list');
    await card.scrollIntoViewIfNeeded();
    await card.getByText('Ready').nth(3).waitFor();
    await card
      .getByText('The foreclosure letter charges nothing for closing the loan, as it should.')
      .waitFor();
    await card.getByRole('button', { name: 'Make the pack for the new lender' }).click();
    const pack = card.getByRole('region', { name: 'Your pack is ready' });
    const shareUrl = await pack.getByLabel('Link for the new lender').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${server.baseUrl}/s/[A-Za-z0-9_-]{43}$`));
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // The new lender, in a browser of its own and without an account.
    const lender = await openJourney(browser, server.baseUrl, PHONE);
    await lender.page.goto(shareUrl);
    await lender.page
      .getByRole('heading', { level: 1, name: '4 loan documents have been shared with you' })
      .waitFor();
    const cards = lender.page.getByRole('article');
    expect(await cards.count()).toBe(4);
    for (const [index, name] of KIT.entries()) {
      expect(await cards.nth(index).getByRole('heading').textContent()).toBe(name);
    }
    expect(await horizontalOverflow(lender.page)).toBe(0);
    const download = await downloadFrom(lender.page, () =>
      cards
        .nth(3)
        .getByRole('button', { name: /^Download/ })
        .click(),
    );
    const file = await download.path();
    if (!file) throw new Error('the download has no file');
    const held = (await extractPdfText(await readFile(file))).text;
    expect(held).toContain('List of Documents Held');
    expect(held).toContain('Registered sale deed of the property');
    expect(held).toContain('LIC Housing Finance');

    // Back on the loans screen later, the pack is listed (its link was shown once), a second
    // one is offered only with a word of caution, and revoking it ends the new lender's page.
    await page.reload();
    await card.scrollIntoViewIfNeeded();
    const packs = card.getByRole('region', { name: 'Packs for this loan that still work' });
    await packs.getByText(/^Link created /).waitFor();
    await card.getByText(/^This loan already has a pack that works\./).waitFor();
    await card.getByRole('button', { name: 'Make another pack' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await packs.getByRole('button', { name: /^Revoke/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await page.getByText('The link no longer works.').waitFor();
    await card.getByRole('button', { name: 'Make the pack for the new lender' }).waitFor();
    expect(await packs.count()).toBe(0);
    await lender.page.reload();
    await lender.page
      .getByRole('heading', { level: 1, name: 'This link has expired or was withdrawn' })
      .waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(lender.errors, 404)).toEqual([]);
    await lender.context.close();
    await context.close();
  });
});
