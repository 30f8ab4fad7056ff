import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import type { SandboxPersona, SandboxScenario } from '../../src/shared/api/sandbox.js';
import { formatDate, formatInr, maskPan } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { freshPan } from '../support/borrower.js';
import { DESKTOP, type Journey, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import {
  type E2eServer,
  outboxMessages,
  outboxOtp,
  registeredMobile,
  sandboxPersonas,
  startJourneyServer,
} from '../support/e2e-server.js';
import {
  flowState,
  giveSession,
  horizontalOverflow,
  sessionToken,
  unexpected,
} from '../support/page.js';

/**
 * /cibil-consent → /loans-list in Chromium against the real server in sandbox mode: the consent
 * notice, the mobile number, the OTP read from the sandbox outbox, the borrower's real loans.
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

/**
 * A borrower of its own for each test that is about the form rather than a scenario: a valid
 * individual PAN (any such PAN has a report in the sandbox) and the mobile the sandbox bureau
 * holds for it, so the server's per-PAN resend cooldown never ties one test to another.
 */
async function freshBorrower(): Promise<{ panNumber: string; holderName: string; mobile: string }> {
  const panNumber = freshPan();
  return {
    panNumber,
    holderName: 'Asha Iyer',
    mobile: await registeredMobile(server.baseUrl, panNumber),
  };
}

/** A number the bureau holds for no persona and, almost surely, for no generated PAN. */
const STRANGER_MOBILE = '7000000001';

function open(viewport = PHONE): Promise<Journey> {
  return openJourney(browser, server.baseUrl, viewport);
}

/** The real way in: PAN and name validated on /pan-verification, which moves on by itself. */
async function arriveAtConsent(
  page: Page,
  borrower: { panNumber: string; holderName: string },
): Promise<void> {
  await page.goto('/pan-verification');
  await page.getByLabel('PAN Number').fill(borrower.panNumber);
  await page.getByLabel('Name as per PAN').fill(borrower.holderName);
  await page.getByRole('button', { name: 'Validate PAN & Continue' }).click();
  await page.waitForURL('**/cibil-consent');
  await page.getByRole('heading', { name: 'Consent to check your credit report' }).waitFor();
}

async function agree(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click();
  await page.getByRole('button', { name: 'Agree & Continue' }).click();
  await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
}

async function sendOtp(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
}

function latestOtp(mobile: string): Promise<string> {
  return outboxOtp(server.baseUrl, mobile);
}

/** Consent all the way through, ending on /loans-list. */
async function consentThrough(
  page: Page,
  borrower: { panNumber: string; holderName: string; mobile: string },
): Promise<void> {
  await arriveAtConsent(page, borrower);
  await agree(page);
  await sendOtp(page, borrower.mobile);
  // A whole code is checked as soon as it is typed: no Verify tap.
  await page.getByLabel('One-time password (OTP)').fill(await latestOtp(borrower.mobile));
  await page.getByRole('heading', { name: 'Consent verified' }).waitFor();
  await page.waitForURL('**/loans-list');
}

describe('consent and loans journey', () => {
  it('walks a borrower with several loans from consent to choosing documents', async () => {
    const borrower = persona('several-loans');
    const { context, page, errors } = await open();

    await arriveAtConsent(page, borrower);
    expect(await page.getByText('Step 2 of 4').isVisible()).toBe(true);
    // Whose report: the PAN masked, the name in full; the PAN itself never on screen.
    await expect.poll(() => page.getByText(maskPan(borrower.panNumber)).isVisible()).toBe(true);
    expect(await page.getByText(borrower.holderName).isVisible()).toBe(true);
    expect(await page.getByText(borrower.panNumber).count()).toBe(0);
    for (const item of ['What we fetch', 'From whom', 'Why', 'For how long', 'How to withdraw']) {
      expect(await page.getByRole('heading', { name: item, exact: true }).isVisible()).toBe(true);
    }
    await expectNoAxeViolations(page);

    // Consent is required.
    await page.getByRole('button', { name: 'Agree & Continue' }).click();
    await expect
      .poll(() => page.getByText('Please agree to provide consent before proceeding').isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Verify your mobile number' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await agree(page);

    // The mobile number: digits only, ten of them, starting 6–9.
    const mobileField = page.getByLabel('Mobile number');
    expect(await mobileField.getAttribute('inputmode')).toBe('numeric');
    expect(await mobileField.evaluate((element) => element === document.activeElement)).toBe(true);
    await mobileField.fill('98ab76-54');
    expect(await mobileField.inputValue()).toBe('987654');
    await mobileField.press('Enter');
    await expect
      .poll(() => page.getByText('Please enter a valid 10-digit mobile number').isVisible())
      .toBe(true);
    await mobileField.fill('5811402237');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect
      .poll(() => page.getByText('Please enter a valid 10-digit mobile number').isVisible())
      .toBe(true);
    expect(await mobileField.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    // Someone else's number: nothing is sent; the number on record is named, masked only.
    const masked = `+91 XXXXXX${borrower.mobile.slice(-4)}`;
    await mobileField.fill(STRANGER_MOBILE);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'This is not the number on your credit record' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(
      `The credit bureau has ${masked} for this PAN: please use that number. If it has changed, ask your lender or the credit bureau to update it.`,
    );
    expect(
      await refusal.getByRole('button', { name: `Send the OTP to ${masked}` }).isVisible(),
    ).toBe(true);
    expect(await outboxMessages(server.baseUrl, STRANGER_MOBILE)).toEqual([]);
    expect(await outboxMessages(server.baseUrl, borrower.mobile)).toEqual([]);
    await expectNoAxeViolations(page);
    // The sandbox tells a tester the number on record; one tap puts it in the field.
    await page
      .getByText(`Sandbox: the credit bureau holds ${borrower.mobile} for this PAN.`)
      .waitFor();
    await page.getByRole('button', { name: 'Use this number' }).click();
    expect(await mobileField.inputValue()).toBe(borrower.mobile);
    expect(await refusal.count()).toBe(0);
    await sendOtp(page, borrower.mobile);

    // The OTP step: where it went, the countdown, no resend while the code lives.
    await expect
      .poll(() => page.getByText(`OTP sent to +91 XXXXXX${borrower.mobile.slice(-4)}`).isVisible())
      .toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^OTP expires in [45]:\d\d$/);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    const otpField = page.getByLabel('One-time password (OTP)');
    expect(await otpField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await otpField.getAttribute('inputmode')).toBe('numeric');
    expect(await otpField.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await otpField.fill('12');
    await otpField.press('Enter');
    await expect
      .poll(() => page.getByText('Please enter a valid 6-digit OTP').isVisible())
      .toBe(true);

    // A whole code submits itself (no Enter: the field may already be gone when it is pressed).
    await otpField.fill(await latestOtp(borrower.mobile));
    await page.getByRole('heading', { name: 'Consent verified' }).waitFor();
    await expectNoAxeViolations(page);
    await page.waitForURL('**/loans-list');

    // The loans are the server's, for this borrower's session: an HttpOnly cookie, which
    // page script cannot read (the journey state holds no credential).
    const state = await flowState(page);
    expect(state).toMatchObject({
      panNumber: borrower.panNumber,
      mobile: borrower.mobile,
      consentVerified: true,
    });
    expect(state).not.toHaveProperty('accessToken');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(await sessionToken(context)).toEqual(expect.any(String));
    const api = await page.request.get('/api/loans');
    expect(api.status()).toBe(200);
    const report = (await api.json()) as LoansResponse;
    expect(report.loans.length).toBeGreaterThanOrEqual(4);

    await page.getByRole('heading', { name: 'Loan accounts', exact: true }).waitFor();
    expect(await page.getByText('Step 2 of 4').isVisible()).toBe(true);
    const outstandingPaise = report.loans.reduce(
      (sum, loan) => sum + Math.round(loan.outstandingAmount * 100),
      0,
    );
    const summary = page.getByRole('region', { name: 'Summary of your loans' });
    expect(await summary.getByText(formatInr(outstandingPaise / 100)).isVisible()).toBe(true);
    const countOf = async (label: string) =>
      summary
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    expect(await countOf('Total loans')).toBe(String(report.loans.length));
    expect(await countOf('Active')).toBe(
      String(report.loans.filter((loan) => loan.accountStatus === 'ACTIVE').length),
    );
    expect(await countOf('Overdue')).toBe(
      String(report.loans.filter((loan) => loan.accountStatus === 'OVERDUE').length),
    );
    expect(report.creditScore).not.toBeNull();
    const gauge = page.getByRole('img', { name: /^Credit score \d+ on a scale of 300 to 900/ });
    expect(await gauge.getAttribute('aria-label')).toContain(String(report.creditScore));

    const cards = page.getByRole('checkbox');
    expect(await cards.count()).toBe(report.loans.length);
    for (const loan of report.loans) {
      const card = page.getByRole('checkbox', { name: new RegExp(loan.accountId) });
      expect(await card.count()).toBe(1);
      const label = page.locator('label', { has: card });
      expect(await label.getByText(loan.bankName, { exact: true }).isVisible()).toBe(true);
      expect(
        await label.getByText(formatInr(loan.outstandingAmount), { exact: true }).count(),
      ).toBe(1);
    }

    // Back: the consent is shown as given (no blank form, no second OTP), and the way on.
    await page.goBack();
    await page.waitForURL('**/cibil-consent');
    await page
      .getByText('You gave this consent earlier in this visit: no new OTP is needed.')
      .waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'See your loans' }).click();
    await page.waitForURL('**/loans-list');
    await page.getByRole('region', { name: 'Summary of your loans' }).waitFor();

    // Nothing chosen yet: say so rather than go on.
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await expect
      .poll(() => page.getByText('Please select at least one loan account').isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/loans-list$/);

    // Select All / Clear All, then a tap on one card and the keyboard on another.
    await page.getByRole('button', { name: 'Select All' }).click();
    expect(
      await page
        .getByText(`${report.loans.length} of ${report.loans.length} loans selected`)
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await page.getByText(`0 of ${report.loans.length} loans selected`).isVisible()).toBe(
      true,
    );

    const [first, second] = report.loans;
    if (!first || !second) throw new Error('expected two loans');
    await page
      .locator('label', { has: page.getByRole('checkbox', { name: new RegExp(first.accountId) }) })
      .getByText(first.bankName, { exact: true })
      .click();
    expect(
      await page.getByRole('checkbox', { name: new RegExp(first.accountId) }).isChecked(),
    ).toBe(true);
    const secondBox = page.getByRole('checkbox', { name: new RegExp(second.accountId) });
    await secondBox.focus();
    await page.keyboard.press('Space');
    expect(await secondBox.isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await secondBox.isChecked()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await secondBox.isChecked()).toBe(true);
    expect(await page.getByText(`2 of ${report.loans.length} loans selected`).isVisible()).toBe(
      true,
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.waitForURL('**/document-selection');
    const onward = await flowState(page);
    expect(onward.selectedLoans).toEqual(
      [first, second].map((loan) => ({
        loanId: loan.loanId,
        accountId: loan.accountId,
        bankName: loan.bankName,
        loanType: loan.loanType,
        outstandingAmount: loan.outstandingAmount,
        accountStatus: loan.accountStatus,
      })),
    );
    // The number not on record is the only refused request.
    expect(unexpected(errors, 422)).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a wrong OTP and accepts the right one after", async () => {
    const borrower = await freshBorrower();
    const { context, page, errors } = await open();
    await arriveAtConsent(page, borrower);
    await agree(page);
    await sendOtp(page, borrower.mobile);
    const otp = await latestOtp(borrower.mobile);
    const wrong = otp === '000000' ? '111111' : '000000';

    const otpField = page.getByLabel('One-time password (OTP)');
    // Checked as soon as it is whole.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/verify-cibil-consent')),
      otpField.fill(wrong),
    ]);
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
    expect(await otpField.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/cibil-consent$/);
    await expectNoAxeViolations(page);

    await otpField.fill(otp);
    await page.waitForURL('**/loans-list');
    expect(unexpected(errors, 400)).toEqual([]);
    await context.close();
  });

  it('steps back through the consent steps, then to PAN verification', async () => {
    const borrower = await freshBorrower();
    const { context, page, errors } = await open();
    await arriveAtConsent(page, borrower);
    // Keyboard only: the consent box has focus; Space ticks it, Enter moves on.
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    await page.keyboard.type(borrower.mobile);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Verify your mobile number' }).waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(borrower.mobile);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Consent to check your credit report' }).waitFor();
    expect(
      await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/pan-verification');
    // The journey state survives going back: the PAN screen can prefill from it.
    expect(await flowState(page)).toMatchObject({ panNumber: borrower.panNumber });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a new OTP only once the 5-minute countdown has run out', async () => {
    const borrower = await freshBorrower();
    const { context, page, errors } = await open();
    await page.clock.install();
    await arriveAtConsent(page, borrower);
    await agree(page);
    await sendOtp(page, borrower.mobile);

    // Stop the page's clock; from here only the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const timer = page.getByRole('timer');
    const secondsShown = async () => {
      const match = /^OTP expires in (\d):(\d\d)$/.exec((await timer.textContent()) ?? '');
      if (!match) throw new Error('no m:ss countdown on screen');
      return Number(match[1]) * 60 + Number(match[2]);
    };
    const start = await secondsShown();
    expect(start).toBeGreaterThan(240);
    expect(start).toBeLessThanOrEqual(300);
    await page.clock.runFor(60_000);
    expect(await secondsShown()).toBe(start - 60);
    expect(await page.getByRole('button', { name: 'Resend OTP' }).count()).toBe(0);
    await page.clock.runFor((start - 60) * 1000);
    await page.getByRole('button', { name: 'Resend OTP' }).waitFor();
    expect(await page.getByText('The OTP has expired. Request a new one.').isVisible()).toBe(true);
    expect(await timer.count()).toBe(0);

    // Resend is the same request again. The server holds new codes back for 30 s after the
    // last one (its clock is real, the page's is not): a fresh code, or the server's reason.
    const [request, answer] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/request-cibil-consent')),
      page.waitForResponse((response) => response.url().endsWith('/api/request-cibil-consent')),
      page.getByRole('button', { name: 'Resend OTP' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      pan_number: borrower.panNumber,
      phone_number: borrower.mobile,
    });
    // Let the answer be handled and the toast animate in.
    await page.clock.runFor(1000);
    if (answer.status() === 200) {
      await expect.poll(() => page.getByText('A new OTP has been sent').isVisible()).toBe(true);
      expect(await secondsShown()).toBeGreaterThanOrEqual(298);
    } else {
      // Held back by the cooldown: the wait is counted down, then the way is open again.
      expect(answer.status()).toBe(429);
      const { resend_after: wait } = (await answer.json()) as { resend_after: number };
      const countdown = page.getByText(/^You can ask for a new OTP in 0:\d\d$/);
      await countdown.waitFor();
      expect(await page.getByRole('button', { name: 'Resend OTP' }).isDisabled()).toBe(true);
      await page.clock.runFor(wait * 1000);
      await countdown.waitFor({ state: 'detached' });
      expect(await page.getByRole('button', { name: 'Resend OTP' }).isEnabled()).toBe(true);
    }
    expect(unexpected(errors, 429)).toEqual([]);
    await context.close();
  });

  it('sends a deep link without a PAN back to PAN verification, and the loans to sign-in', async () => {
    const { context, page, errors } = await open();
    await page.goto('/cibil-consent');
    await page.waitForURL('**/pan-verification');
    // The loans are a signed-in borrower's too: sign in, and come back to them.
    await page.goto('/loans-list');
    await page.waitForURL('**/sign-in?next=%2Floans-list');
    await page.getByText('Sign in to open that page').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for consent again when the session is refused', async () => {
    const borrower = await freshBorrower();
    const { context, page, errors } = await open();
    await page.goto('/');
    await giveSession(context, server.baseUrl, 'not-a-real-token');
    await page.evaluate(([key, state]) => sessionStorage.setItem(key, JSON.stringify(state)), [
      FLOW_KEY,
      { ...borrower, consentVerified: true },
    ] as const);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/loans')),
      page.goto('/loans-list'),
    ]);
    expect(answer.status()).toBe(401);
    // The same refusal asked for again: the browser may drop a fetch answer's body once read.
    const refusal = await page.request.get('/api/loans');
    const { message } = (await refusal.json()) as { message: string };
    await expect.poll(() => page.getByText(message).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Give consent again' }).first().click();
    await page.waitForURL('**/cibil-consent');
    expect((await flowState(page)).consentVerified).toBeUndefined();
    expect(unexpected(errors, 401)).toEqual([]);
    await context.close();
  });

  it('tells a borrower with no credit history so, honestly', async () => {
    const borrower = persona('no-history');
    const { context, page, errors } = await open(DESKTOP);
    await consentThrough(page, borrower);
    await page.getByRole('heading', { name: 'No credit history found' }).waitFor();
    expect(await page.getByRole('img', { name: /^Credit score/ }).count()).toBe(0);
    // What it means, how a history starts, and where to go from here.
    await page
      .getByText(/^A credit history starts when a lender reports your first loan/)
      .waitFor();
    await page.getByRole('heading', { name: 'What you can do' }).waitFor();
    await page.getByRole('link', { name: 'Check my PAN' }).click();
    await page.waitForURL('**/pan-verification');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an overdue loan in Hindi, with its overdue amount and days past due', async () => {
    const borrower = persona('overdue');
    // At phone width: its lenders' long names must not widen the page.
    const { context, page, errors } = await open();
    await context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
    await page.goto('/pan-verification');
    await page.getByLabel('PAN नंबर').fill(borrower.panNumber);
    await page.getByLabel('PAN के अनुसार नाम').fill(borrower.holderName);
    await page.getByRole('button', { name: 'PAN सत्यापित करें और आगे बढ़ें' }).click();
    await page.waitForURL('**/cibil-consent');
    await page.getByRole('heading', { name: 'अपनी क्रेडिट रिपोर्ट देखने की सहमति दें' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'सहमत हूँ और आगे बढ़ें' }).click();
    await expect
      .poll(() => page.getByText('आगे बढ़ने से पहले कृपया अपनी सहमति दें').isVisible())
      .toBe(true);
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'सहमत हूँ और आगे बढ़ें' }).click();
    // A number not on record: the refusal and its way out, in Hindi.
    const masked = `+91 XXXXXX${borrower.mobile.slice(-4)}`;
    await page.getByLabel('मोबाइल नंबर').fill(STRANGER_MOBILE);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await page.getByText('यह आपके क्रेडिट रिकॉर्ड वाला नंबर नहीं है').waitFor();
    await page
      .getByText(`क्रेडिट ब्यूरो के पास इस PAN के लिए ${masked} दर्ज है`, { exact: false })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `OTP ${masked} पर भेजें` }).click();
    // The OTP field appears once the server has sent the text, so the outbox holds it by then.
    const otpField = page.getByLabel('वन-टाइम पासवर्ड (OTP)');
    await otpField.waitFor();
    const otp = await latestOtp(borrower.mobile);
    // A wrong code: the server's explanation comes back in Hindi too.
    await otpField.fill(`${otp.slice(0, 5)}${(Number(otp[5]) + 1) % 10}`);
    await page.getByText('गलत OTP। आपके पास 4 प्रयास बचे हैं।').first().waitFor();
    await expectNoAxeViolations(page);
    await otpField.fill(otp);
    await page.waitForURL('**/loans-list');
    await page.getByRole('heading', { name: 'लोन खाते', exact: true }).waitFor();

    const report = (await (await page.request.get('/api/loans')).json()) as LoansResponse;
    const overdue = report.loans.filter((loan) => loan.isOverdue);
    expect(overdue.length).toBeGreaterThan(0);
    for (const loan of overdue) {
      const card = page.locator('label', {
        has: page.getByRole('checkbox', { name: new RegExp(loan.accountId) }),
      });
      expect(await card.getByText('अतिदेय', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(`अतिदेय राशि ${formatInr(loan.overdueAmount)}`).isVisible()).toBe(
        true,
      );
      expect(await card.getByText(`${loan.daysPastDue} दिन से अतिदेय`).isVisible()).toBe(true);
      // Since when, and what happens next, by how late it is.
      const nextStep = card.getByText(`${formatDate(loan.overdueSince!, 'hi')} से बकाया।`);
      expect(await nextStep.isVisible()).toBe(true);
      expect(await nextStep.textContent()).toContain(loan.bankName);
      if (loan.daysPastDue > 90) expect(await nextStep.textContent()).toContain('90 दिन से ज़्यादा');
      // Before the lender's own record is in, it is the bureau's word, and can be checked.
      expect(await nextStep.textContent()).toContain('आपकी क्रेडिट रिपोर्ट में यह लोन बकाया दिखता है।');
      expect(await nextStep.textContent()).toContain('पहले ही चुका दिया है?');
    }
    expect(await horizontalOverflow(page)).toBe(0);
    const summary = page.getByRole('region', { name: 'आपके लोन का सारांश' });
    expect(
      await summary
        .locator('div', { has: page.getByText('अतिदेय', { exact: true }) })
        .locator('dd')
        .textContent(),
    ).toBe(String(report.loans.filter((loan) => loan.accountStatus === 'OVERDUE').length));
    await expectNoAxeViolations(page);
    // The refused number and the wrong code are the only failed requests.
    expect(unexpected(errors, 400, 422)).toEqual([]);
    await context.close();
  });

  it('shows a borrower with no loans an empty state that leads back to consent', async () => {
    const borrower = persona('no-loans');
    const { context, page, errors } = await open();
    await consentThrough(page, borrower);
    await page.getByRole('heading', { name: 'No loan accounts found' }).waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Select Documents' }).count()).toBe(0);
    await page
      .getByText(
        'A new loan can take 30–45 days to reach your credit report: come back later and refresh.',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Refresh CIBIL Data' }).click();
    await page.waitForURL('**/cibil-consent');
    await page.getByRole('heading', { name: 'Consent to check your credit report' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
