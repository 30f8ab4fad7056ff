import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrievanceContactResponse } from '../../src/shared/api/consents.js';
import type { LoansResponse } from '../../src/shared/api/loans.js';
import { PRIVACY_ROUTES } from '../../src/shared/api/privacy-routes.js';
import { routeUrl } from '../../src/shared/api/route-table.js';
import { maskPan } from '../../src/shared/format.js';
import { scriptLetters, TRANSLATED_LANGUAGES } from '../../src/shared/languages.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { bearer, freshPan, registeredMobile } from '../support/borrower.js';
import { launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import {
  choosePopularDocuments,
  consentAndFetchDocuments,
  type JourneyScreen,
  reachLoansFromLanding,
} from '../support/journey-steps.js';
import { journeyTexts } from '../support/journey-texts.js';
import {
  clippedTexts,
  downloadedText,
  downloadFrom,
  horizontalOverflow,
  sessionToken,
  stickyBarShare,
  toast,
} from '../support/page.js';

/**
 * A borrower's whole first visit in each language the app is translated into, on a phone: the
 * language chosen from the landing page's header, then PAN, consent by OTP, the loans, the
 * popular documents of one loan, the batch consent and its OTP, the Document Center and the
 * statement downloaded. Every screen is found by its texts in that language (the same steps as
 * the English journeys, given the language's texts); on each one the main heading says the
 * language's words for it, nothing scrolls sideways, and axe finds nothing. A language added to
 * src/shared/languages.ts is walked here once its texts are in tests/support/journey-texts.ts
 * (tsc asks for them).
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startJourneyServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A borrower of this test's own (its own OTP limits and consents) whose credit report has a loan;
 * every sandbox lender answers within a moment on this server.
 */
async function freshBorrower(): Promise<{
  panNumber: string;
  holderName: string;
  mobile: string;
  banks: string[];
}> {
  const asOf = new Date().toISOString().slice(0, 10);
  for (let tries = 0; tries < 500; tries++) {
    const panNumber = freshPan();
    const report = await server.app.providers.bureau.fetchReport(panNumber, asOf);
    if (report.accounts.length > 0) {
      return {
        panNumber,
        holderName: 'Meera Nair',
        mobile: await registeredMobile(server.app, panNumber),
        banks: report.accounts.map((account) => account.bankName),
      };
    }
  }
  throw new Error('no sandbox borrower with a loan found');
}

/** Names and codes that stay as they are in every language. */
const KEPT = ['Loan Documents', 'CIBIL', 'DigiLocker', 'WebP', 'alt+T'];

/**
 * The English words on the page: in what it shows and what it says to screen readers (text,
 * labels, placeholders), less the names that stay as they are and file names. The picker names
 * English in English, as it names every language in its own script, so it is left out.
 */
async function englishLeft(page: Page, kept: readonly string[]): Promise<string[]> {
  let text = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const element of copy.querySelectorAll('select, script, style, noscript')) {
      element.remove();
    }
    const said = [copy.textContent ?? ''];
    for (const element of copy.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        said.push(element.getAttribute(name) ?? '');
      }
    }
    return said.join(' ');
  });
  // Longest first: "South Indian Bank" goes whole before "Indian Bank" could split it (and a
  // bank's initials, "SIB", are then left apart from its name).
  for (const name of [...kept, ...KEPT].sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(name, ' ');
  }
  text = text.replace(/\S+\.(pdf|json|zip)\b/gi, ' ');
  // A word of three or more lower-case letters is English prose; PAN, OTP, EMI are codes. A
  // month's short name is English too: dates name the month in the language ("22 नव॰ 2026").
  return [
    ...text.matchAll(
      /\b([A-Za-z]*[a-z]{3,}[A-Za-z]*|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/g,
    ),
  ].map((match) => match[0]);
}

/** The names of the document cards that stick out of their loan's list on the right. */
async function cardsWiderThanTheirList(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ul > li article')]
      .filter((card) => {
        const list = card.closest('ul')?.getBoundingClientRect();
        return list !== undefined && card.getBoundingClientRect().right > list.right + 0.5;
      })
      .map((card) => card.querySelector('h4')?.textContent ?? card.id),
  );
}

/** The text of the screen's main heading. */
async function mainHeading(page: Page): Promise<string> {
  return ((await page.locator('h1').textContent()) ?? '').trim();
}

describe.each(TRANSLATED_LANGUAGES)('the first visit in %s', (language) => {
  it('goes from the landing page to a downloaded statement, every screen in the language', async () => {
    const texts = journeyTexts(language);
    const { t } = texts;
    const borrower = await freshBorrower();
    // Names are shown as they are: the borrower's, their banks', and whom to write to with a
    // grievance (the server's settings).
    const contact = (
      await server.app.inject({ method: 'GET', url: routeUrl(PRIVACY_ROUTES.grievanceContact) })
    ).json<GrievanceContactResponse>();
    const kept = [borrower.holderName, ...borrower.banks, contact.email, contact.name];
    const { context, page, errors } = await open();

    const seen: JourneyScreen['name'][] = [];
    const atScreen = async (screen: JourneyScreen) => {
      seen.push(screen.name);
      // The language's own words for the screen, written in its script.
      expect(screen.heading, screen.name).toMatch(scriptLetters(language));
      expect(await mainHeading(page), screen.name).toBe(screen.heading);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await horizontalOverflow(page), `sideways scroll on ${screen.name}`).toBe(0);
      expect(await clippedTexts(page), `text cut short on ${screen.name}`).toEqual([]);
      // A longer translation wraps in the bar at the bottom; it does not grow over the loans.
      expect(await stickyBarShare(page), `bottom bar on ${screen.name}`).toBeLessThan(0.2);
      expect(await englishLeft(page, kept), `English on ${screen.name}`).toEqual([]);
      await expectNoAxeViolations(page);
    };

    await reachLoansFromLanding(page, server.baseUrl, borrower, { texts, atScreen });

    // The loan this borrower's report has, as the loans list shows it.
    const accessToken = (await sessionToken(context)) ?? '';
    const [loan] = (
      await server.app.inject({ method: 'GET', url: '/api/loans', headers: bearer(accessToken) })
    ).json<LoansResponse>().loans;
    if (!loan) throw new Error('expected a loan on the list');

    await choosePopularDocuments(page, loan.accountId, { texts, atScreen });
    await consentAndFetchDocuments(page, server.baseUrl, borrower.mobile, { texts, atScreen });
    expect(seen).toEqual([
      'landing',
      'pan-verification',
      'consent',
      'mobile',
      'consent-otp',
      'loans-list',
      'document-selection',
      'batch-consent',
      'batch-otp',
      'batch-completed',
      'document-center',
    ]);

    // The statement of that loan, named in the language, ready, and downloaded as a real PDF.
    const statement = page.getByRole('article', {
      name: `${t('documentCenter:types.statement_of_account')} ${loan.bankName}`,
    });
    await statement.getByText(t('documentCenter:status.ready'), { exact: true }).waitFor();
    const download = await downloadFrom(page, () =>
      statement
        .getByRole('button', {
          name: new RegExp(`^${literally(t('documentCenter:card.download'))}`),
        })
        .click(),
    );
    await toast(page, t('documentCenter:download.started')).waitFor();
    const pdf = await downloadedText(download);
    expect(pdf.text).toContain(loan.bankName);
    expect(pdf.text).toContain(maskPan(borrower.panNumber));
    expect(pdf.text).not.toContain(borrower.panNumber);
    expect(await horizontalOverflow(page)).toBe(0);

    // Picking documents to share with one link: the bar at the bottom fits the screen too.
    await page.getByRole('button', { name: t('documentCenter:several.start') }).click();
    await page.getByRole('region', { name: t('documentCenter:several.barLabel') }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await stickyBarShare(page)).toBeLessThan(0.2);
    // Each document's card, its buttons in the language included, fits its loan's list.
    expect(await cardsWiderThanTheirList(page)).toEqual([]);

    // The borrower's own pages after the journey, the server's sentences on them included: the
    // consents with what was done with the data, and the home with the loans and their cards.
    for (const [path, heading, loaded] of [
      ['/my-consents', t('myConsents:title'), t('myConsents:activity.heading')],
      ['/home', t('home:title'), t('loansList:list.heading')],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: loaded, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await mainHeading(page), path).toBe(heading);
      expect(await horizontalOverflow(page), `sideways scroll on ${path}`).toBe(0);
      expect(await clippedTexts(page), `text cut short on ${path}`).toEqual([]);
      expect(await englishLeft(page, kept), `English on ${path}`).toEqual([]);
      await expectNoAxeViolations(page);
    }

    expect(errors).toEqual([]);
    await context.close();
    // Eleven screens checked by axe on a shared machine: a budget, not a speed check.
  }, 300_000);
});

function open() {
  return openJourney(browser, server.baseUrl, PHONE);
}

/** A text as a regular expression that matches it literally. */
function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
