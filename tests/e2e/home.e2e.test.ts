import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BORROWER_TRY_AGAIN_LIMIT } from '../../src/server/batch/batch-rules.js';
import { runKeepTrying } from '../../src/server/batch/keep-trying.js';
import { FakeClock } from '../../src/server/platform/clock.js';
import type { BatchStatusResponse } from '../../src/shared/api/batch.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { approvedBatch, batchBorrower, batchClient, endedBatch } from '../support/batch-journey.js';
import { bearer, sandboxPersona, verifiedBorrower } from '../support/borrower.js';
import { DESKTOP, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { borrowerWithDocuments } from '../support/documents-journey.js';
import { type E2eServer, outboxOtp, startJourneyServer } from '../support/e2e-server.js';
import { downloadFrom, giveSession, horizontalOverflow, unexpected } from '../support/page.js';

/**
 * A returning borrower's home, in Chromium against the real server in sandbox mode: a link
 * opened signed out goes to sign-in and comes back to it; sign-in lands on the home, whose loans
 * come from the consent given on an earlier visit (no new consent OTP) with the closure tracker
 * and the tax summary; more documents start at document selection; a withdrawn consent offers a
 * fresh report while the documents stay reachable — in English and Hindi, at 360 px.
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

/** /sign-in as a borrower does it: the PAN, then the code from the sandbox outbox. */
async function signIn(page: Page, panNumber: string, mobile: string, hindi = false) {
  await page.getByLabel(hindi ? 'PAN नंबर' : 'PAN Number').fill(panNumber);
  await page.getByRole('button', { name: hindi ? 'OTP भेजें' : 'Send OTP' }).click();
  const otp = page.getByLabel(hindi ? 'वन-टाइम पासवर्ड (OTP)' : 'One-time password (OTP)');
  await otp.waitFor();
  // A whole code is checked as soon as it is typed: no Verify tap.
  await otp.fill(await outboxOtp(server.baseUrl, mobile));
}

/**
 * A borrower who consented on an earlier visit opens /home signed out on a phone set to Hindi,
 * and signs in: on their home.
 */
async function homeInHindi(persona: { panNumber: string }) {
  const earlier = await verifiedBorrower(server.app, { panNumber: persona.panNumber });
  const journey = await openJourney(browser, server.baseUrl, PHONE);
  await journey.context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
  await journey.page.goto('/home');
  await journey.page.waitForURL('**/sign-in?next=%2Fhome');
  await signIn(journey.page, persona.panNumber, earlier.mobile, true);
  await journey.page.waitForURL('**/home');
  return journey;
}

describe("the signed-in borrower's home", () => {
  it('brings a link opened signed out back after sign-in, with the loans of an earlier consent and what to do about them', async () => {
    // An earlier visit: Kavita consented (30 days) and left.
    const persona = await sandboxPersona(server.app, 'closed-loans');
    const earlier = await verifiedBorrower(server.app, { panNumber: persona.panNumber });

    const { page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    // A bookmark of the loans, signed out: sign-in says why, and comes back to the loans.
    await page.goto('/loans-list');
    await page.waitForURL('**/sign-in?next=%2Floans-list');
    await page.getByText('Sign in to open that page').waitFor();
    await signIn(page, persona.panNumber, earlier.mobile);
    await page.waitForURL('**/loans-list');
    await page.getByRole('heading', { name: 'Loan accounts', exact: true }).waitFor();

    // A bookmark of a later step, with no journey in this tab: the loans, not the PAN screen.
    await page.goto('/batch-otp-verify');
    await page.waitForURL('**/loans-list');
    await page.getByRole('heading', { name: 'Loan accounts', exact: true }).waitFor();

    // The header's My Documents is the home now: documents, consents and the loans.
    await page.getByRole('banner').getByRole('link', { name: 'My Documents' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Your loans and documents' }).waitFor();
    await page.getByText('No documents yet').waitFor();
    // The closure tracker of the home loan repaid ~20 days ago, and the tax summary: no new OTP.
    const tracker = page.getByRole('region', { name: 'Getting your documents back' });
    await tracker.scrollIntoViewIfNeeded();
    await tracker.getByRole('button', { name: 'Download letter' }).waitFor();
    await page.getByRole('heading', { name: /tax/i }).first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // More documents start at document selection, not at the PAN.
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await page.getByRole('button', { name: 'Select Documents' }).click();
    await page.waitForURL('**/document-selection');
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();

    // Or in one tap, the popular documents of every loan, straight to the request's summary;
    // Back there shows that choice, to change it.
    await page.goBack();
    await page.waitForURL('**/home');
    await page.getByRole('button', { name: 'Get statements and schedules' }).click();
    await page.waitForURL('**/batch-consent');
    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/document-selection');
    await page.getByRole('heading', { name: 'Choose your documents' }).waitFor();
    const loans = page.getByRole('group', { name: /^Documents for / });
    await expect.poll(() => loans.count()).toBeGreaterThan(1);
    for (const loan of await loans.all()) {
      await expect.poll(() => loan.getByRole('checkbox', { checked: true }).count()).toBe(2);
      await loan.getByRole('checkbox', { name: /^Statement of Account/, checked: true }).waitFor();
      await loan.getByRole('checkbox', { name: /^Repayment Schedule/, checked: true }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('offers a fresh report once the consent is withdrawn, and keeps the documents one tap away', async () => {
    const persona = await sandboxPersona(server.app, 'several-loans');
    const earlier = await verifiedBorrower(server.app, { panNumber: persona.panNumber });
    const withdrawn = await server.app.inject({
      method: 'POST',
      url: `/api/consents/${earlier.consentId}/withdraw`,
      headers: bearer(earlier.accessToken),
    });
    expect(withdrawn.statusCode).toBe(200);

    const { page, errors } = await openJourney(browser, server.baseUrl, DESKTOP);
    await page.goto('/home');
    await page.waitForURL('**/sign-in?next=%2Fhome');
    await signIn(page, persona.panNumber, earlier.mobile);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Your credit report needs a fresh consent' }).waitFor();
    await page.getByRole('link', { name: /^Your documents/ }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Refresh from the credit bureau' }).click();
    await page.waitForURL('**/cibil-consent');
    // The consent for this PAN, without typing it again.
    await page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).waitFor();
    await page
      .getByText(`${persona.panNumber.slice(0, 2)}XXXX${persona.panNumber.slice(6)}`)
      .waitFor();
    // The loans answered 409 (no active consent): the state above, not an error.
    expect(unexpected(errors, 409)).toEqual([]);
  });

  it('gives a returning borrower their newest document in five actions from the landing page', async () => {
    // Last week: a statement of account was made for this borrower.
    const earlier = await borrowerWithDocuments(server.app, ['statement_of_account']);
    // The newest of them (the home shows the three newest; the borrower may have more loans).
    const [document] = [...earlier.documents].sort((a, b) =>
      (b.generatedAt ?? '').localeCompare(a.generatedAt ?? ''),
    );
    if (!document) throw new Error('expected a document');
    const { page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto('/');
    // Every tap and every typed field, counted as the borrower makes them.
    let actions = 0;
    const act = async (step: () => Promise<unknown>) => {
      actions += 1;
      await step();
    };
    await act(() => page.getByRole('banner').getByRole('link', { name: 'My Documents' }).click());
    await act(() => page.getByLabel('PAN Number').fill(earlier.panNumber));
    await act(() => page.getByRole('button', { name: 'Send OTP' }).click());
    // The sign-in code, not the batch's of last week: read once it was sent.
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    const code = await outboxOtp(server.baseUrl, earlier.mobile);
    // Checked as soon as it is whole: no Verify tap.
    await act(() => page.getByLabel('One-time password (OTP)').fill(code));
    await page.waitForURL('**/home');
    const newest = page.getByRole('region', { name: 'Your newest documents' });
    await newest.getByText(document.bankName).first().waitFor();
    let download: Awaited<ReturnType<typeof downloadFrom>> | undefined;
    await act(async () => {
      download = await downloadFrom(page, () =>
        newest
          .getByRole('button', {
            name: new RegExp(`^Download Statement of Account.*${document.bankName}`),
          })
          .first()
          .click(),
      );
    });
    expect(download?.suggestedFilename()).toBe(document.fileName);
    expect(actions).toBe(5);
    console.info(`returning borrower, landing → downloaded PDF: ${actions} actions`);
    expect(errors).toEqual([]);
  });

  it('counts the actions of a first visit from the landing page to a downloaded PDF', async () => {
    const persona = await sandboxPersona(server.app, 'overdue');
    const { page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto('/');
    let actions = 0;
    const act = async (step: () => Promise<unknown>) => {
      actions += 1;
      await step();
    };
    await act(() => page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click());
    await act(() => page.getByLabel('PAN Number').fill(persona.panNumber));
    await act(() => page.getByLabel('Name as per PAN').fill(persona.holderName));
    await act(() => page.getByRole('button', { name: 'Validate PAN & Continue' }).click());
    await act(() => page.getByRole('checkbox', { name: /I agree to let Loan Documents/ }).click());
    await act(() => page.getByRole('button', { name: 'Agree & Continue' }).click());
    await act(() => page.getByLabel('Mobile number').fill(persona.mobile));
    await act(() => page.getByRole('button', { name: 'Send OTP' }).click());
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    const consentCode = await outboxOtp(server.baseUrl, persona.mobile);
    await act(() => page.getByLabel('One-time password (OTP)').fill(consentCode));
    await page.waitForURL('**/loans-list');
    await act(() => page.getByRole('button', { name: 'Get statements and schedules' }).click());
    // The consent screen shows the whole request: both popular documents of every loan.
    await page.waitForURL('**/batch-consent');
    await page.getByRole('heading', { name: 'Review and give consent' }).waitFor();
    await act(() => page.getByRole('checkbox', { name: /^I authorise Loan Documents/ }).click());
    await act(() => page.getByRole('button', { name: 'Continue & Send OTP' }).click());
    await page.getByRole('heading', { name: 'Enter the OTP' }).waitFor();
    const batchCode = await outboxOtp(server.baseUrl, persona.mobile);
    await act(() => page.getByLabel('One-time password (OTP)').fill(batchCode));
    await page.getByRole('heading', { name: 'Your documents are ready' }).waitFor();
    // Downloaded from the batch's own screen, without opening the Document Center.
    const download = await downloadFrom(page, () =>
      act(() =>
        page
          .getByRole('button', { name: /^Download Statement of Account, / })
          .first()
          .click(),
      ),
    );
    expect(download.suggestedFilename()).toMatch(/_StatementofAccount\.pdf$/);
    // At most 14: each step left is a choice or a consent the borrower makes themselves. A
    // change that adds a step shows here.
    expect(actions).toBe(14);
    console.info(`first visit, landing → downloaded PDF: ${actions} actions`);
    expect(errors).toEqual([]);
  });

  it('speaks Hindi at 360 px', async () => {
    const persona = await sandboxPersona(server.app, 'unexpected-charges');
    const { page, errors } = await homeInHindi(persona);
    await page.getByRole('heading', { name: 'आपके लोन और दस्तावेज़' }).waitFor();
    await page.getByText('अभी कोई दस्तावेज़ नहीं').waitFor();
    await page.getByRole('heading', { name: 'आपके लोन', exact: true }).waitFor();
    // The tax summary and the quick request, in Hindi, without a new OTP.
    await page.getByRole('heading', { name: 'टैक्स सारांश' }).waitFor();
    await page.getByRole('button', { name: 'स्टेटमेंट और शेड्यूल मँगाएँ' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("shows a repaid loan's closure tracker in Hindi at 360 px", async () => {
    const persona = await sandboxPersona(server.app, 'closed-loans');
    const { page, errors } = await homeInHindi(persona);
    const tracker = page.getByRole('heading', { name: 'अपने दस्तावेज़ वापस पाना' }).first();
    await tracker.scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'टैक्स सारांश' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

describe('a lender that does not answer', () => {
  const HOUR = 60 * 60 * 1000;
  let slow: E2eServer;
  let clock: FakeClock;

  beforeAll(async () => {
    clock = new FakeClock(new Date());
    slow = await startJourneyServer(
      // Each try ends at its first answer; the test runs the schedule's sweeps itself.
      { BATCH_RETRY_LIMIT: '0', PROVIDER_RETRIES: '0', BATCH_KEEP_TRYING_SCHEDULE: 'off' },
      { clock },
    );
  });

  afterAll(async () => {
    await slow?.close();
  });

  it('says why the lender failed and what can be done, in Hindi at 360 px', async () => {
    const app = slow.app;
    const borrower = await batchBorrower(app, { panNumber: 'DHWPS8043Q' });
    const client = batchClient(app, borrower);
    const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
    await endedBatch(app, borrower, batchId);
    for (let tap = 0; tap < BORROWER_TRY_AGAIN_LIMIT; tap++) {
      expect((await client.retryBank(batchId, 'idfc-first-bank')).statusCode).toBe(200);
      await endedBatch(app, borrower, batchId);
    }
    const { context, page, errors } = await openJourney(browser, slow.baseUrl, PHONE);
    await context.addInitScript(() => localStorage.setItem('loan-docs.language', 'hi'));
    await giveSession(context, slow.baseUrl, borrower.accessToken);
    await page.goto('/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
      'loan-docs.flow',
      { panNumber: borrower.panNumber, consentVerified: true, batchId },
    ] as const);
    await page.goto('/batch-otp-verify');
    const idfc = page.getByRole('listitem').filter({ hasText: 'IDFC FIRST Bank' });
    // Why, in words (not the engine's text), the grievance desk, the letter and Keep trying.
    await idfc
      .getByText(/^IDFC FIRST Bank (ने|के|से)/)
      .first()
      .waitFor();
    await idfc.getByRole('link', { name: /@/ }).waitFor();
    await idfc.getByRole('button', { name: /^अनुरोध पत्र डाउनलोड करें/ }).waitFor();
    await idfc.getByRole('button', { name: /^मेरे लिए कोशिश करते रहें/ }).click();
    await idfc.getByText(/^हम आपके लिए फिर से कोशिश कर रहे हैं/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    expect(unexpected(errors, 409)).toEqual([]);
    await context.close();
    // Stopped again, so the next test's sweeps try only its own batch.
    const stopped = await app.inject({
      method: 'DELETE',
      url: `/api/consent/batch/${batchId}/banks/idfc-first-bank/keep-trying`,
      headers: bearer(borrower.accessToken),
      remoteAddress: borrower.remoteAddress,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
  });

  it('keeps trying for the borrower, and the document it sends a day later is on the home with the activity entry', async () => {
    const app = slow.app;
    // The failing-lender persona's batch: IDFC FIRST Bank fails, and every Try again too.
    const borrower = await batchBorrower(app, { panNumber: 'DHWPS8043Q' });
    const client = batchClient(app, borrower);
    const batchId = await approvedBatch(app, borrower, ['statement_of_account']);
    expect((await endedBatch(app, borrower, batchId)).batch.failedBanks).toEqual([
      'IDFC FIRST Bank',
    ]);
    for (let tap = 0; tap < BORROWER_TRY_AGAIN_LIMIT; tap++) {
      expect((await client.retryBank(batchId, 'idfc-first-bank')).statusCode).toBe(200);
      await endedBatch(app, borrower, batchId);
    }

    // On the batch screen: why, the lender's contacts, the letter, and Keep trying for me.
    const { page, errors } = await openJourney(browser, slow.baseUrl, PHONE);
    await giveSession(page.context(), slow.baseUrl, borrower.accessToken);
    await page.goto('/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
      'loan-docs.flow',
      { panNumber: borrower.panNumber, consentVerified: true, batchId },
    ] as const);
    await page.goto('/batch-otp-verify');
    const idfc = page.getByRole('listitem').filter({ hasText: 'IDFC FIRST Bank' });
    await idfc.getByRole('link', { name: /@/ }).waitFor();
    const letter = await downloadFrom(page, () =>
      idfc.getByRole('button', { name: /request letter/i }).click(),
    );
    expect(letter.suggestedFilename()).toBe('IDFC_FIRST_Bank_Document_Request_Letter.pdf');
    await idfc.getByRole('button', { name: 'Keep trying for me' }).click();
    await idfc.getByText(/We are trying again for you/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // A day and more later the lender answers on one of the scheduled tries.
    for (let tries = 0; tries < 10; tries++) {
      const status = (await client.status(batchId)).json<BatchStatusResponse>();
      const bank = status.bankProcessingStatus.find((each) => each.lenderId === 'idfc-first-bank');
      if (bank?.status === 'completed') break;
      const next = bank?.keepTrying?.nextTryAt;
      if (!next) throw new Error(`no next try: ${JSON.stringify(bank)}`);
      clock.set(next);
      await runKeepTrying(app);
      await endedBatch(app, borrower, batchId);
    }
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(24 * HOUR);
    await runKeepTrying(app);

    // Back on the home: IDFC's statement is among the newest, and the activity log says so.
    await page.goto('/home');
    const newest = page.getByRole('region', { name: 'Your newest documents' });
    await newest.getByText('IDFC FIRST Bank').first().waitFor();
    await page.getByRole('link', { name: /^Your consents & activity/ }).click();
    await page
      .getByText(/We kept trying IDFC FIRST Bank and it answered/)
      .first()
      .waitFor();
    expect(unexpected(errors, 409)).toEqual([]);
    // No page of this server is left asking (a kept-trying batch is polled) while it stops.
    await page.context().close();
  });
});
