import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPersona, SandboxScenario } from '../../src/shared/api/sandbox.js';
import { ANSWER_DEADLINE_MS } from '../../src/web/lib/answer-deadline.js';
import { launchBrowser, openJourney } from '../support/browser.js';
import {
  type E2eServer,
  outboxOtp,
  sandboxPersonas,
  startJourneyServer,
} from '../support/e2e-server.js';
import { consentAndFetchDocuments, reachLoansFromLanding } from '../support/journey-steps.js';
import { flowState, toast, unexpected } from '../support/page.js';
import { smallTapTargets } from '../support/tap-targets.js';

/**
 * A cheap phone on a patchy network (issue 18), in Chromium at 360 px against the real server:
 * a screen whose code did not arrive comes back with Try again and the journey kept; what is
 * tapped offline fails at once and nothing runs by itself on reconnection; an answer that does
 * not come on a connection still called online is given up after a minute (a tap ends with its
 * failure, polling goes on); a reload keeps what was typed; every control is a 44 px target and
 * focus lands on each new screen's heading, in English and Hindi.
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

/** Moves the app to `path` the way its own links do (history and the router, no page load). */
async function goWithinApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The Chromium console lines a dropped connection writes, which the test provokes. */
function offlineNoise(errors: string[]): string[] {
  return errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'));
}

describe('a screen whose code did not arrive', () => {
  it('says so in the borrower’s language, and Try again brings the screen with the journey kept', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
    // Every screen is tried from a page just opened, so its code cannot have arrived before —
    // fetched ahead by an earlier screen, or kept by the HTTP cache from an earlier page.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto('/nope');
    // A journey far enough on that no screen sends the borrower back to an earlier one (which
    // would load that one's code before it is tried).
    const journey = {
      panNumber: 'AQMPS4821K',
      holderName: 'Priya Sharma',
      consentVerified: true,
      selectedLoans: [
        {
          loanId: 'loan-1',
          accountId: 'XXXX1234',
          bankName: 'HDFC Bank',
          loanType: 'home_loan',
          outstandingAmount: 100000,
        },
      ],
      selectedDocuments: { 'loan-1': ['statement_of_account'] },
      batchId: 'batch-1',
      legacySelection: [
        {
          id: 'loan-1',
          bank_name: 'HDFC Bank',
          account_number: 'XXXX1234',
          loan_type: 'home_loan',
          documentTypes: ['soa'],
        },
      ],
    };
    await page.evaluate(
      (state) => sessionStorage.setItem('loan-docs.flow', JSON.stringify(state)),
      journey,
    );

    const screens = [
      '/s/Xy9_ab-CDef0123456789ghijklmnopqrstuvwxyzAB',
      '/verify/K7QM-2XWD-9PRT',
      '/document-center',
      '/sign-in',
      '/my-consents',
      '/documents',
      '/dashboard',
      '/consent',
      '/pan-entry',
      '/batch-otp-verify',
      '/batch-consent',
      '/document-selection',
      '/loans-list',
      '/cibil-consent',
      '/pan-verification',
      '/learn-more',
    ];
    for (const path of screens) {
      // An unknown address shows the landing page, which fetches no next screen ahead.
      await page.goto('/nope');
      await page.getByRole('link', { name: 'अभी शुरू करें' }).waitFor();
      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं' }).waitFor();
      await goWithinApp(page, path);
      const failed = page.getByRole('heading', { level: 1, name: 'यह स्क्रीन लोड नहीं हुई' });
      await expect.poll(() => failed.count(), { message: path, timeout: 30_000 }).toBe(1);
      // Focus is on the news, for keyboards and screen readers.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName), { message: path })
        .toBe('H1');
      // Still offline: Try again says so and stays.
      await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'आप ऑफ़लाइन हैं — इंटरनेट से जुड़ने पर फिर से कोशिश करें' })
        .waitFor();
      await context.setOffline(false);
      await page.getByRole('button', { name: 'फिर से कोशिश करें' }).click();
      // The pointer off the page: a link appearing under it would be fetched ahead (hover).
      await page.mouse.move(0, 799);
      // The screen itself (after a reload, if asking again did not bring its code).
      await page.locator('main h1').filter({ hasNotText: 'यह स्क्रीन लोड नहीं हुई' }).first().waitFor();
      await failed.waitFor({ state: 'detached' });
      expect(await flowState(page), path).toMatchObject(journey);
    }
    await context.close();
    // The chunk loads that failed are reported by Chromium; the 401s of screens that need a
    // session are the screens asking; nothing else may appear.
    expect(unexpected(offlineNoise(errors), 401, 404)).toEqual([]);
  });
});

describe('a screen whose code was on its way when the connection dropped', () => {
  it('says it did not load a moment later, and Try again brings it once the connection is back', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Get Started' }).first();
    await start.waitFor();
    // A slow line, so that the next screen's code is still arriving when the connection drops:
    // the browser does not fail such a download, it waits for the connection to come back.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 5_000,
      uploadThroughput: 5_000,
    });
    const arriving = page.waitForRequest((request) =>
      /\/assets\/pan-verification-/.test(request.url()),
    );
    // Hovering Get Started fetches the screen's code ahead.
    await start.hover();
    await arriving;
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await goWithinApp(page, '/pan-verification');
    const failed = page.getByRole('heading', { level: 1, name: 'This screen did not load' });
    await failed.waitFor();

    await context.setOffline(false);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your PAN' }).waitFor();
    await failed.waitFor({ state: 'detached' });
    await context.close();
    expect(unexpected(offlineNoise(errors))).toEqual([]);
  });
});

describe('offline', () => {
  it('fails what is tapped at once, runs nothing by itself after reconnecting, and a reload keeps what was typed', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    const borrower = persona('several-loans');
    const validations: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/validate-pan')) validations.push(request);
    });

    await page.goto('/pan-verification');
    await page.getByRole('heading', { name: 'Verify your PAN' }).waitFor();
    await page.getByLabel('PAN Number').fill(borrower.panNumber);
    await page.getByLabel('Name as per PAN').fill(borrower.holderName);

    // A reload keeps what was typed.
    await page.reload();
    await page.getByRole('heading', { name: 'Verify your PAN' }).waitFor();
    expect(await page.getByLabel('PAN Number').inputValue()).toBe(borrower.panNumber);
    expect(await page.getByLabel('Name as per PAN').inputValue()).toBe(borrower.holderName);

    await context.setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'You are offline. What you entered is kept' })
      .waitFor();
    const submit = page.getByRole('button', { name: 'Validate PAN & Continue' });
    await submit.click();
    const offline = toast(page, 'You are offline — try again when you are connected');
    await offline.waitFor();
    expect(validations).toHaveLength(0);
    // The toast covers neither the fields nor the button.
    const toastBox = await offline.boundingBox();
    for (const control of [
      page.getByLabel('PAN Number'),
      page.getByLabel('Name as per PAN'),
      submit,
    ]) {
      const box = await control.boundingBox();
      if (!toastBox || !box) throw new Error('not on screen');
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlaps).toBe(false);
    }

    // Back online: nothing the borrower did not tap again is sent.
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'You are back online.' }).waitFor();
    // A request sent after reconnecting has come back: anything queued would have gone first.
    expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
    expect(validations).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/pan-verification');

    // Tapping Try again does it.
    await offline.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL('**/cibil-consent');
    expect(validations).toHaveLength(1);

    // The consent step reached and the mobile typed survive a reload; no OTP is kept.
    await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await page.getByLabel('Mobile number').fill(borrower.mobile);
    await page.reload();
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(borrower.mobile);

    // Sign-in's PAN too.
    await page.goto('/sign-in');
    await page.getByLabel('PAN Number').fill(borrower.panNumber);
    await page.reload();
    await page.getByLabel('PAN Number').waitFor();
    expect(await page.getByLabel('PAN Number').inputValue()).toBe(borrower.panNumber);

    await context.close();
    expect(offlineNoise(errors)).toEqual([]);
  });
});

/** From the landing page to the banks being processed: every loan, the popular documents. */
async function reachBanksBeingProcessed(page: Page, baseUrl: string) {
  const borrower = (await sandboxPersonas(baseUrl))('several-loans');
  await reachLoansFromLanding(page, baseUrl, borrower);
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await page.getByRole('button', { name: /Select Documents/ }).click();
  await page.getByRole('button', { name: 'Select Popular' }).click();
  await page.getByRole('button', { name: /^Continue/ }).click();
  await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
  await page.getByRole('checkbox', { name: /^I authorise Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Continue & Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
  await page.getByLabel('One-time password (OTP)').fill(await outboxOtp(baseUrl, borrower.mobile));
  const processing = page.getByRole('heading', { name: 'Fetching your documents' });
  await processing.waitFor();
  return processing;
}

describe('the banks being processed, offline', () => {
  it('stops asking while offline, says nothing failed, and goes on by itself when connected', async () => {
    // Banks that take several seconds each, so the batch is still running when the phone drops.
    const slow = await startJourneyServer({ SANDBOX_LENDER_LATENCY_MS: '6000-8000' });
    try {
      const { context, page, errors } = await openJourney(browser, slow.baseUrl);
      const processing = await reachBanksBeingProcessed(page, slow.baseUrl);

      await context.setOffline(true);
      await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
      // From here on, not one status poll is even attempted: none is sent, and none fails
      // (the app would refuse to send it offline, and say so in the console). A poll in
      // flight as the connection dropped is let through first.
      await page.waitForTimeout(500);
      const polls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/consent/batch/status/')) polls.push(request.url());
      });
      page.on('console', (message) => {
        if (message.text().includes('Batch status poll failed')) polls.push(message.text());
      });
      // Three poll intervals (2 s) pass.
      await page.waitForTimeout(6_000);
      expect(polls).toEqual([]);
      // The screen still shows the banks being processed; nothing says it failed.
      expect(await processing.isVisible()).toBe(true);
      expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);

      // Connected again: polling goes on by itself, to the end.
      await context.setOffline(false);
      await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
        timeout: 90_000,
      });
      expect(polls.length).toBeGreaterThan(0);
      await context.close();
      expect(offlineNoise(errors)).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});

describe('a tap on a connection that carries nothing, in Hindi', () => {
  it('ends its spinner after the wait with the failure, keeps what was typed, and asking again gets through', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    await context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
    await page.clock.install();
    const borrower = persona('several-loans');
    await page.goto('/pan-verification');
    await page.getByLabel('PAN नंबर').fill(borrower.panNumber);
    await page.getByLabel('PAN के अनुसार नाम').fill(borrower.holderName);
    // The phone still says online, but the first validation's answer never comes.
    const unanswered: Request[] = [];
    await page.route('**/api/validate-pan', (route) => {
      if (unanswered.length > 0) return route.continue();
      unanswered.push(route.request());
    });
    await page.getByRole('button', { name: 'PAN सत्यापित करें और आगे बढ़ें' }).click();
    await page.getByRole('button', { name: 'PAN सत्यापित हो रहा है...' }).waitFor();
    await expect.poll(() => unanswered.length, { timeout: 30_000 }).toBe(1);

    await page.clock.runFor(ANSWER_DEADLINE_MS);
    await toast(page, 'PAN सत्यापित नहीं हो सका। कृपया फिर से कोशिश करें।').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pan-verification');
    // What was typed is still there, and the button asks again.
    expect(await page.getByLabel('PAN नंबर').inputValue()).toBe(borrower.panNumber);
    await page.getByRole('button', { name: 'PAN सत्यापित करें और आगे बढ़ें' }).click();
    await page.waitForURL('**/cibil-consent');
    expect(unanswered).toHaveLength(1);
    await context.close();
    expect(errors.filter((error) => !error.includes('net::ERR_'))).toEqual([]);
  });
});

describe('the banks being processed, on a connection that carries nothing', () => {
  it('gives up a status poll whose answer does not come, says nothing failed, and goes on polling', async () => {
    const slow = await startJourneyServer({ SANDBOX_LENDER_LATENCY_MS: '6000-8000' });
    try {
      const { context, page, errors } = await openJourney(browser, slow.baseUrl);
      // The page's clock runs on by itself; the test jumps it over the wait for an answer.
      await page.clock.install();
      const processing = await reachBanksBeingProcessed(page, slow.baseUrl);
      // The phone still says online, but the next poll's answer never comes; later ones do.
      const unanswered: Request[] = [];
      await page.route('**/api/consent/batch/status/**', (route) => {
        if (unanswered.length > 0) return route.continue();
        unanswered.push(route.request());
      });
      const givenUp: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Batch status poll failed')) givenUp.push(message.text());
      });
      await expect.poll(() => unanswered.length, { timeout: 30_000 }).toBe(1);
      await page.clock.runFor(ANSWER_DEADLINE_MS);
      await expect.poll(() => givenUp.length, { timeout: 30_000 }).toBe(1);
      // Nothing says it failed: the next poll is the retry.
      expect(await processing.isVisible()).toBe(true);
      expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
      await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor({
        timeout: 90_000,
      });
      await context.close();
      expect(errors.filter((error) => !error.includes('net::ERR_'))).toEqual([]);
    } finally {
      await slow.close();
    }
  });
});

describe('on a 360 px phone, in every language', () => {
  it('every control is a 44 px target and focus lands on each new screen’s heading', async () => {
    const { context, page, errors } = await openJourney(browser, server.baseUrl);
    // The phone's share sheet is not there headless: the link is handed over at once.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'share', { value: async () => undefined }),
    );
    const borrower = persona('several-loans');
    const small: string[] = [];

    /** Measures the screen in English, then in every other language, and comes back to English. */
    const check = async (screen: string) => {
      small.push(
        ...(await smallTapTargets(page)).map((target) => `${screen} en: ${JSON.stringify(target)}`),
      );
      for (const language of ['hi', 'mr'] as const) {
        await page
          .getByRole('combobox', { name: /^(Language|भाषा)$/ })
          .first()
          .selectOption(language);
        await page.waitForFunction((chosen) => document.documentElement.lang === chosen, language);
        small.push(
          ...(await smallTapTargets(page)).map(
            (target) => `${screen} ${language}: ${JSON.stringify(target)}`,
          ),
        );
      }
      await page
        .getByRole('combobox', { name: /^(Language|भाषा)$/ })
        .first()
        .selectOption('en');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    };
    /** After a change of screen, focus is on its heading (or a field the screen chose). */
    const focusOnHeading = async (screen: string) => {
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.tagName), { message: screen })
        .toMatch(/^(H1|INPUT)$/);
    };

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    // A skip link is the first thing a keyboard reaches; following it, the page's main content
    // has the focus.
    expect(
      await page.evaluate(
        () => document.querySelector('a[href], button, input, select, textarea')?.textContent,
      ),
    ).toBe('Skip to main content');
    await page.getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await check('/');
    await page.getByRole('link', { name: 'Learn More', exact: true }).click();
    await page.locator('section#sandbox').waitFor();
    await focusOnHeading('/learn-more');
    await check('/learn-more');

    await reachLoansFromLanding(page, server.baseUrl, borrower);
    await focusOnHeading('/loans-list');
    await check('/loans-list');
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: /Select Documents/ }).click();
    await page.waitForURL('**/document-selection');
    await focusOnHeading('/document-selection');
    await check('/document-selection');
    await page.getByRole('button', { name: 'Select Popular' }).click();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
    await focusOnHeading('/batch-consent');
    await check('/batch-consent');
    await consentAndFetchDocuments(page, server.baseUrl, borrower.mobile);
    await page.getByRole('heading', { name: 'Document Center' }).waitFor();
    await page
      .getByRole('button', { name: /^Share/ })
      .first()
      .waitFor();
    await focusOnHeading('/document-center');
    await check('/document-center');

    // The share dialog hands focus back to the Share button that opened it.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const share = page.getByRole('button', { name: /^Share(?! several)/ }).first();
    await share.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    small.push(
      ...(await smallTapTargets(page)).map((target) => `share dialog: ${JSON.stringify(target)}`),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await share.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.goto('/sign-in');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('/sign-in');
    await page.goto('/pan-verification');
    await page.getByRole('heading', { name: 'Verify your PAN' }).waitFor();
    await check('/pan-verification');
    await page.getByRole('tab', { name: 'Upload PAN Image' }).click();
    await check('/pan-verification upload');
    await page.goto('/my-consents');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('/my-consents');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Get statements and schedules' }).waitFor();
    await page.getByRole('heading', { name: 'Your newest documents' }).waitFor();
    await check('/home');

    expect(small).toEqual([]);
    await context.close();
    expect(errors).toEqual([]);
  });
});
