import type { Page } from 'playwright-core';
import { outboxOtp } from './e2e-server.js';
import { ENGLISH, type JourneyTexts } from './journey-texts.js';

/**
 * The journey's steps as a borrower takes them, finding everything by role and by what it says
 * in the language the screens are in (English unless `texts` says otherwise): the same steps walk
 * the journey in every language.
 */

/** A screen of the journey as it is reached, with the words its main heading should say. */
export interface JourneyScreen {
  name:
    | 'landing'
    | 'pan-verification'
    | 'consent'
    | 'mobile'
    | 'consent-otp'
    | 'loans-list'
    | 'document-selection'
    | 'batch-consent'
    | 'batch-otp'
    | 'batch-completed'
    | 'document-center';
  heading: string;
}

export interface StepOptions {
  /** The language the screens are in; English by default. */
  texts?: JourneyTexts;
  /** Called on each screen once it shows, before the step goes on (checks of the caller's). */
  atScreen?: (screen: JourneyScreen) => Promise<void>;
}

/**
 * Chooses a language from the header's picker (named in the language the page is in now) and
 * waits until the page is in it.
 */
export async function chooseLanguage(
  page: Page,
  to: JourneyTexts,
  from: JourneyTexts = ENGLISH,
): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: from.t('language.label'), exact: true })
    .selectOption(to.language);
  await page.locator(`html[lang="${to.language}"]`).waitFor({ state: 'attached' });
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: to.t('language.label'), exact: true })
    .waitFor();
}

/**
 * Landing → PAN → bureau consent → loans, as a borrower does it, with the OTP read from the
 * sandbox outbox. With a language other than English, it is chosen from the landing page's
 * header first. Ends with the loans list (or its empty state) on screen.
 */
export async function reachLoansFromLanding(
  page: Page,
  baseUrl: string,
  borrower: { panNumber: string; holderName: string; mobile: string },
  { texts = ENGLISH, atScreen = async () => {} }: StepOptions = {},
): Promise<void> {
  const { t } = texts;
  await page.goto('/');
  if (texts.language !== ENGLISH.language) await chooseLanguage(page, texts);
  await page.getByRole('heading', { level: 1, name: t('landing:hero.title') }).waitFor();
  await atScreen({ name: 'landing', heading: t('landing:hero.title') });
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('header.getStarted'), exact: true })
    .click();
  await page.getByRole('heading', { name: t('panVerification:title') }).waitFor();
  await atScreen({ name: 'pan-verification', heading: t('panVerification:title') });
  await page.getByLabel(t('panVerification:manual.panLabel')).fill(borrower.panNumber);
  await page.getByLabel(t('panVerification:manual.nameLabel')).fill(borrower.holderName);
  await page.getByRole('button', { name: t('panVerification:manual.submit') }).click();
  await page.waitForURL('**/cibil-consent');
  await page.getByRole('heading', { name: t('cibilConsent:title.consent') }).waitFor();
  await atScreen({ name: 'consent', heading: t('cibilConsent:title.consent') });
  await page.getByRole('checkbox', { name: t('cibilConsent:agree') }).click();
  await page.getByRole('button', { name: t('cibilConsent:agreeAndContinue') }).click();
  await page.getByRole('heading', { name: t('cibilConsent:title.mobile') }).waitFor();
  await atScreen({ name: 'mobile', heading: t('cibilConsent:title.mobile') });
  await page.getByLabel(t('cibilConsent:mobile.label')).fill(borrower.mobile);
  await page.getByRole('button', { name: t('cibilConsent:mobile.send') }).click();
  await page.getByRole('heading', { name: t('cibilConsent:title.otp') }).waitFor();
  await atScreen({ name: 'consent-otp', heading: t('cibilConsent:title.otp') });
  // A whole code is checked as soon as it is typed: no Verify tap.
  await page
    .getByLabel(t('cibilConsent:otp.label'))
    .fill(await outboxOtp(baseUrl, borrower.mobile));
  await page.waitForURL('**/loans-list');
  // The report has loaded: its loans, or (a fresh PAN may have none) the empty state.
  await page
    .getByRole('heading', { name: t('loansList:list.heading'), exact: true })
    .or(page.getByRole('heading', { name: t('loansList:empty.title') }))
    .waitFor();
  await atScreen({ name: 'loans-list', heading: t('loansList:title') });
}

/**
 * On the loans list: ticks the loan with this account number, Select Documents, then the popular
 * documents for it, Continue. Ends on the batch consent screen.
 */
export async function choosePopularDocuments(
  page: Page,
  accountId: string,
  { texts = ENGLISH, atScreen = async () => {} }: StepOptions = {},
): Promise<void> {
  const { t } = texts;
  await page
    .locator('label', { has: page.getByRole('checkbox', { name: new RegExp(accountId) }) })
    .click();
  await page.getByRole('button', { name: t('loansList:selection.selectDocuments') }).click();
  await page.getByRole('heading', { name: t('documentSelection:title') }).waitFor();
  await atScreen({ name: 'document-selection', heading: t('documentSelection:title') });
  await page.getByRole('button', { name: t('documentSelection:quick.selectPopular') }).click();
  await page.getByRole('button', { name: t('documentSelection:continue'), exact: true }).click();
}

/**
 * From the batch consent screen to the Document Center, as a borrower does it: consent, the one
 * OTP read from the sandbox outbox, the banks processed, Go to Document Center.
 */
export async function consentAndFetchDocuments(
  page: Page,
  baseUrl: string,
  mobile: string,
  { texts = ENGLISH, atScreen = async () => {} }: StepOptions = {},
): Promise<void> {
  const { t } = texts;
  await page.getByRole('heading', { name: t('batchConsent:title') }).waitFor();
  await atScreen({ name: 'batch-consent', heading: t('batchConsent:title') });
  await page.getByRole('checkbox', { name: t('batchConsent:agree') }).click();
  await page.getByRole('button', { name: t('batchConsent:submit') }).click();
  await page.getByRole('heading', { name: t('batchOtp:title.verify_otp') }).waitFor();
  await atScreen({ name: 'batch-otp', heading: t('batchOtp:title.verify_otp') });
  await page.getByLabel(t('batchOtp:otp.label')).fill(await outboxOtp(baseUrl, mobile));
  await page.getByRole('heading', { name: t('batchOtp:completed.heading') }).waitFor({
    timeout: 60_000,
  });
  await atScreen({ name: 'batch-completed', heading: t('batchOtp:title.completed') });
  await page.getByRole('button', { name: t('batchOtp:completed.open') }).click();
  await page.waitForURL('**/document-center');
  await page.getByRole('heading', { level: 1, name: t('documentCenter:title') }).waitFor();
  await atScreen({ name: 'document-center', heading: t('documentCenter:title') });
}
