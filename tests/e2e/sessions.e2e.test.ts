import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../src/server/platform/clock.js';
import { documentData, documentDataFileName } from '../../src/shared/api/document-data.js';
import type { DocumentsResponse } from '../../src/shared/api/documents.js';
import { formatDateTime } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { freshPan, signedInBorrower } from '../support/borrower.js';
import { DESKTOP, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { borrowerWithDocuments } from '../support/documents-journey.js';
import {
  type E2eServer,
  outboxMessages,
  outboxOtp,
  registeredMobile,
  startJourneyServer,
} from '../support/e2e-server.js';
import { reachLoansFromLanding } from '../support/journey-steps.js';
import {
  downloadFrom,
  flowState,
  giveSession,
  horizontalOverflow,
  sessionToken,
  toast,
  unexpected,
} from '../support/page.js';

/**
 * Coming back, in Chromium against the real server in sandbox mode: signing in again from the
 * header, a session that survives reloads and new tabs and ends on Sign out (everywhere), the
 * journeys' consent standing for a sign-in, OTP recovery (lockout, reload), withdrawing a
 * consent from My consents & activity, and Hindi. The server's clock is a fake one that starts
 * a day ago, so a returning borrower's documents are yesterday's.
 */

const DAY = 24 * 60 * 60 * 1000;

let server: E2eServer;
let browser: Browser;
let clock: FakeClock;

beforeAll(async () => {
  clock = new FakeClock(new Date(Date.now() - DAY));
  server = await startJourneyServer({}, { clock });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The header's My Documents link (one per screen). */
function myDocuments(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'My Documents' });
}

/** /sign-in: the PAN, then the OTP step with the code read from the sandbox outbox. */
async function requestSignInOtp(page: Page, panNumber: string): Promise<string> {
  await page.getByRole('heading', { name: 'Sign in to your documents' }).waitFor();
  await page.getByLabel('PAN Number').fill(panNumber);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
  return outboxOtp(server.baseUrl, await registeredMobile(server.baseUrl, panNumber));
}

/** Types the code: a whole one is checked as soon as it is typed, with no Verify tap. */
async function enterSignInOtp(page: Page, otp: string): Promise<void> {
  await page.getByLabel('One-time password (OTP)').fill(otp);
}

/** `count` different wrong codes for a challenge whose right code is `right`. */
function wrongCodes(right: string, count: number): string[] {
  return Array.from({ length: 10 }, (_, digit) => String(digit).repeat(6))
    .filter((code) => code !== right)
    .slice(0, count);
}

/** Nothing page script can read holds the session token. */
async function expectNoCredentialInPage(context: BrowserContext, page: Page): Promise<void> {
  const token = await sessionToken(context);
  expect(token).toEqual(expect.any(String));
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    session: Object.values(sessionStorage).join('\n'),
    local: Object.values(localStorage).join('\n'),
  }));
  expect(readable.cookie).toBe('');
  expect(readable.session).not.toContain(token);
  expect(readable.local).not.toContain(token);
}

async function openAccountMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}

describe('signing in again', () => {
  it('brings a returning borrower from the landing page at 360 px to yesterday’s documents, and keeps them signed in', async () => {
    // Yesterday: a borrower consented and had a statement of account made.
    const yesterday = await borrowerWithDocuments(server.app, ['statement_of_account']);
    const [document] = yesterday.documents;
    if (!document?.generatedAt) throw new Error('expected a ready document');
    clock.advance(DAY);

    // Today, on a phone that has never seen the app.
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto('/');
    await myDocuments(page).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Sign in to your documents' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const otp = await requestSignInOtp(page, yesterday.panNumber);
    await page.getByText(`OTP sent to +91 XXXXXX${yesterday.mobile.slice(-4)}`).waitFor();
    await expectNoAxeViolations(page);
    await enterSignInOtp(page, otp);

    await page.waitForURL('**/home');
    await page.getByRole('link', { name: /^Your documents/ }).click();
    await page.waitForURL('**/document-center');
    // Generated yesterday, by the server's clock.
    expect(Date.parse(document.generatedAt)).toBeLessThanOrEqual(clock.now().getTime() - DAY);
    // This document's own card (two loans at one bank share a file name and, nearly, a time).
    const card = page
      .getByRole('article', { name: `Statement of Account ${document.bankName}` })
      .and(page.locator(`[id="document-${document.documentId}"]`));
    await card.getByText(document.fileName).waitFor();
    await card.getByText(formatDateTime(document.generatedAt)).waitFor();
    await expectNoCredentialInPage(context, page);
    expect(await horizontalOverflow(page)).toBe(0);

    let download: Awaited<ReturnType<typeof downloadFrom>>;
    try {
      download = await downloadFrom(page, () =>
        card.getByRole('button', { name: /^Download/ }).click({ timeout: 30_000 }),
      );
    } catch (error) {
      // What the borrower saw instead, for whoever reads the failure.
      throw new Error(
        `${String(error)}\n--- url ${page.url()}\n${await page.locator('body').textContent()}`,
      );
    }
    expect(download.suggestedFilename()).toBe(document.fileName);
    const file = await download.path();
    expect((await readFile(file ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A reload and a new tab are still signed in; the new tab has no journey of its own.
    await page.reload();
    await card.waitFor();
    const tab = await context.newPage();
    await tab.goto('/document-center');
    await tab.getByRole('article').filter({ hasText: document.fileName }).first().waitFor();
    expect(await flowState(tab)).toEqual({});
    expect(await myDocuments(tab).getAttribute('href')).toBe('/home');
    await tab.close();

    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('lets the consent of the newer and older journeys stand for a sign-in: My Documents needs no second OTP', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl, DESKTOP);
    const newer = { panNumber: freshPan(), holderName: 'Asha Menon', mobile: '' };
    newer.mobile = await registeredMobile(server.baseUrl, newer.panNumber);
    await reachLoansFromLanding(page, server.baseUrl, newer);
    const codesSent = (await outboxMessages(server.baseUrl, newer.mobile)).length;
    await myDocuments(page).click();
    await page.waitForURL('**/home');
    await page.getByText('No documents yet').waitFor();
    expect(await outboxMessages(server.baseUrl, newer.mobile)).toHaveLength(codesSent);
    await context.close();

    // The older journey: /pan-entry → /consent → /dashboard, then My Documents.
    const older = await openJourney(browser, server.baseUrl, PHONE);
    const panNumber = freshPan();
    const mobile = await registeredMobile(server.baseUrl, panNumber);
    await older.page.goto('/pan-entry');
    await older.page.getByLabel('PAN Number').fill(panNumber);
    await older.page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
    await older.page.waitForURL('**/consent');
    await older.page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
    await older.page.getByRole('button', { name: 'Agree & Send OTP' }).click();
    await older.page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await older.page
      .getByLabel('One-time password (OTP)')
      .fill(await outboxOtp(server.baseUrl, mobile));
    await older.page.waitForURL('**/dashboard');
    await myDocuments(older.page).click();
    await older.page.waitForURL('**/home');
    await older.page.getByText('No documents yet').waitFor();
    expect(await outboxMessages(server.baseUrl, mobile)).toHaveLength(1);

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(older.errors)).toEqual([]);
    await older.context.close();
  });

  it('signs out this device only, or every device of the borrower', async () => {
    const { panNumber, documents } = await borrowerWithDocuments(server.app);
    const phone = await openJourney(browser, server.baseUrl, PHONE);
    const laptop = await openJourney(browser, server.baseUrl, DESKTOP);
    // Each sign-in is a new code for the same PAN: the server's clock moves past the cooldown.
    await giveSession(phone.context, server.baseUrl, await signedInBorrower(server.app, panNumber));
    clock.advance(31_000);
    await giveSession(
      laptop.context,
      server.baseUrl,
      await signedInBorrower(server.app, panNumber),
    );
    const statement = `Statement of Account ${documents[0]?.bankName}`;

    // Sign out on the phone: home, with the notice; the laptop stays signed in.
    await phone.page.goto('/document-center');
    await phone.page.getByRole('article', { name: statement }).first().waitFor();
    let menu = await openAccountMenu(phone.page);
    await expectNoAxeViolations(phone.page);
    await menu.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await phone.page.waitForURL(`${server.baseUrl}/`);
    await toast(phone.page, 'You are signed out.').waitFor();
    expect(await flowState(phone.page)).toEqual({});
    expect(await myDocuments(phone.page).getAttribute('href')).toBe('/sign-in');
    // Signed out, a bookmark of the Document Center asks to sign in (and come back).
    await phone.page.goto('/document-center');
    await phone.page.waitForURL('**/sign-in?next=%2Fdocument-center');
    await laptop.page.goto('/document-center');
    await laptop.page.getByRole('article', { name: statement }).first().waitFor();

    // Sign out everywhere on the laptop: every other session of the borrower ends too.
    clock.advance(31_000);
    const elsewhere = await signedInBorrower(server.app, panNumber);
    menu = await openAccountMenu(laptop.page);
    await menu.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
    await laptop.page.waitForURL(`${server.baseUrl}/`);
    await toast(laptop.page, 'You are signed out on every device.').waitFor();
    const other = await fetch(`${server.baseUrl}/api/session`, {
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect(await other.json()).toEqual({ signed_in: false });
    await laptop.page.reload();
    expect(await myDocuments(laptop.page).getAttribute('href')).toBe('/sign-in');

    expect(unexpected(phone.errors)).toEqual([]);
    expect(unexpected(laptop.errors)).toEqual([]);
    await phone.context.close();
    await laptop.context.close();
  });
});

describe('OTP recovery', () => {
  it('offers a new OTP at once after the last wrong try, and that code signs in', async () => {
    const panNumber = freshPan();
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto('/sign-in');
    const first = await requestSignInOtp(page, panNumber);
    const wrong = wrongCodes(first, 5);
    for (const left of [4, 3, 2, 1]) {
      await enterSignInOtp(page, wrong[4 - left] ?? '');
      await page
        .getByText(`Incorrect OTP. You have ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Send a new OTP' }).count()).toBe(0);
    }
    await enterSignInOtp(page, wrong[4] ?? '');
    await page
      .getByText('Incorrect OTP. You have no attempts left. Please request a new OTP.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Verify & Sign In' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    // Well within the 30 s resend cooldown of the first code: recovering is not held back.
    await page.getByRole('button', { name: 'Send a new OTP' }).click();
    await toast(page, 'A new OTP has been sent').waitFor();
    await page
      .getByRole('timer')
      .filter({ hasText: /^OTP expires in [45]:\d\d$/ })
      .waitFor();
    const second = await outboxOtp(
      server.baseUrl,
      await registeredMobile(server.baseUrl, panNumber),
    );
    await enterSignInOtp(page, second);
    await page.waitForURL('**/home');
    expect(unexpected(errors, 400)).toEqual([]);
    await context.close();
  });

  it('keeps the OTP step over a reload, and the code already received still works', async () => {
    const borrower = { panNumber: freshPan(), holderName: 'Ravi Kumar', mobile: '' };
    borrower.mobile = await registeredMobile(server.baseUrl, borrower.panNumber);
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto('/pan-verification');
    await page.getByLabel('PAN Number').fill(borrower.panNumber);
    await page.getByLabel('Name as per PAN').fill(borrower.holderName);
    await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
    await page.waitForURL('**/cibil-consent');
    await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await page.getByLabel('Mobile number').fill(borrower.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    const code = await outboxOtp(server.baseUrl, borrower.mobile);

    await page.reload();
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    await page.getByText(`OTP sent to +91 XXXXXX${borrower.mobile.slice(-4)}`).waitFor();
    await page.getByLabel('One-time password (OTP)').fill(code);
    await page.waitForURL('**/loans-list');
    // One code was sent, before the reload.
    expect(await outboxMessages(server.baseUrl, borrower.mobile)).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('My consents & activity', () => {
  it('withdraws a consent after saying what will be deleted, and its documents are gone', async () => {
    const borrower = await borrowerWithDocuments(server.app, [
      'statement_of_account',
      'repayment_schedule',
    ]);
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await giveSession(context, server.baseUrl, borrower.accessToken);
    await page.goto('/document-center');
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'My consents & activity' }).click();
    await page.waitForURL('**/my-consents');
    await page.getByRole('heading', { name: 'My consents & activity', level: 1 }).waitFor();

    const batchConsent = page.getByRole('article', { name: 'Loan documents from your lenders' });
    await batchConsent.getByText('Active', { exact: true }).waitFor();
    for (const field of [
      'Purpose',
      'Data fetched',
      'From whom',
      'Fetch type',
      'Data kept for',
      'Expires',
    ]) {
      expect(await batchConsent.getByText(field, { exact: true }).isVisible()).toBe(true);
    }
    expect(await batchConsent.getByText('One-time').isVisible()).toBe(true);
    expect(await batchConsent.getByText('30 days').isVisible()).toBe(true);
    const activity = page.getByRole('list', { name: 'Activity' });
    await activity.getByText('Credit report fetched from the credit bureau').waitFor();
    await page.getByRole('link', { name: /^grievance@/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await batchConsent.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw this consent?' });
    const deleted = dialog.getByRole('list', { name: 'This will be deleted:' });
    await deleted.waitFor();
    expect((await deleted.getByRole('listitem').allTextContents()).sort()).toEqual(
      borrower.documents
        .map(
          (document) =>
            `${document.displayName} — ${document.bankName}, loan ${document.accountMasked}`,
        )
        .sort(),
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
    await dialog.waitFor({ state: 'detached' });
    await batchConsent.getByText('Withdrawn', { exact: true }).waitFor();
    expect(await batchConsent.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await activity.getByText(/^Consent withdrawn/).waitFor();

    // Its documents are gone, from the server and from the Document Center.
    const listed = await page.request.get('/api/documents');
    const left = ((await listed.json()) as DocumentsResponse).documents.filter(
      (document) => document.requestId === borrower.batchId,
    );
    expect(left).toEqual([]);
    await page.getByRole('button', { name: 'My Documents' }).click();
    await page.waitForURL('**/document-center');
    await page.getByRole('heading', { name: 'No Documents Found' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('Download all my data', () => {
  it('saves one ZIP at 360 px holding what the Document Center lists, as PDF and JSON, and the log tells of it', async () => {
    const borrower = await borrowerWithDocuments(server.app, [
      'statement_of_account',
      'sanction_letter',
    ]);
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await giveSession(context, server.baseUrl, borrower.accessToken);
    await page.goto('/my-consents');
    await page.getByRole('heading', { name: 'Take your data with you' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    const download = await downloadFrom(page, () =>
      page.getByRole('button', { name: 'Download all my data' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(/^loan-documents-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await toast(
      page,
      'Your data is downloaded. Look for the ZIP file in your downloads.',
    ).waitFor();
    const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));

    const listed = ((await (await page.request.get('/api/documents')).json()) as DocumentsResponse)
      .documents;
    const current = listed.filter((document) => document.isCurrent && document.canDownload);
    expect(current).toHaveLength(borrower.documents.length);
    expect(
      Object.keys(zip)
        .filter((name) => name.startsWith('documents/'))
        .sort(),
    ).toEqual(
      current
        .flatMap((document) => [document.fileName, documentDataFileName(document.fileName)])
        .map((name) => `documents/${name}`)
        .sort(),
    );
    for (const document of current) {
      const pdf = zip[`documents/${document.fileName}`]!;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      // Each PDF with its content as data beside it.
      const data = documentData.parse(
        JSON.parse(
          new TextDecoder().decode(zip[`documents/${documentDataFileName(document.fileName)}`]),
        ),
      );
      expect(data.documentId).toBe(document.documentId);
    }
    const manifest = JSON.parse(new TextDecoder().decode(zip['documents.json']));
    expect(manifest.schemaVersion).toBe(1);
    expect(manifest.documents).toHaveLength(current.length);
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(['README.txt', 'consents.json', 'activity.json']),
    );

    await page
      .getByRole('list', { name: 'Activity' })
      .getByText(`A copy of all your data downloaded (${current.length} documents)`)
      .waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('in Hindi', () => {
  it('signs in, says a wrong code and offers the account menu in Hindi', async () => {
    const panNumber = freshPan();
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'मेरे दस्तावेज़' }).click();
    await page.getByRole('heading', { name: 'अपने दस्तावेज़ों के लिए साइन इन करें' }).waitFor();
    await page.getByLabel('PAN नंबर').fill(panNumber);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await page.getByRole('heading', { name: 'OTP दर्ज करें' }).waitFor();
    const otp = await outboxOtp(server.baseUrl, await registeredMobile(server.baseUrl, panNumber));
    const otpField = page.getByLabel('वन-टाइम पासवर्ड (OTP)');
    await otpField.fill(otp === '000000' ? '111111' : '000000');
    await page.getByText('गलत OTP। आपके पास 4 प्रयास बचे हैं।').waitFor();
    await expectNoAxeViolations(page);
    await otpField.fill(otp);
    await page.waitForURL('**/home');
    const menu = await (async () => {
      await page.getByRole('banner').getByRole('button', { name: 'खाता', exact: true }).click();
      const opened = page.getByRole('menu');
      await opened.waitFor();
      return opened;
    })();
    for (const item of [
      'आपका होम',
      'मेरे दस्तावेज़',
      'मेरी सहमतियाँ और गतिविधि',
      'साइन आउट करें',
      'हर डिवाइस से साइन आउट करें',
    ]) {
      expect(await menu.getByRole('menuitem', { name: item, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('menuitem', { name: 'साइन आउट करें', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await toast(page, 'आपने साइन आउट कर लिया है।').waitFor();
    // 409: the home asked for loans this borrower has no consent in force for (it says so).
    expect(unexpected(errors, 400, 409)).toEqual([]);
    await context.close();
  });
});
