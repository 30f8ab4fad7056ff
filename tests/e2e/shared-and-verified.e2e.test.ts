import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '../../src/server/pdf/testing/pdf-text.js';
import type { LoanDocument } from '../../src/shared/api/documents.js';
import { formatDate } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { launchBrowser, openJourney, PHONE } from '../support/browser.js';
import {
  type BorrowerWithDocuments,
  borrowerWithDocuments,
  urlOf,
} from '../support/documents-journey.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import { downloadFrom, giveSession, horizontalOverflow, unexpected } from '../support/page.js';

/**
 * What the people a borrower sends documents to see, in Chromium at 360 px against the real
 * server: one link for several documents across loans, opened on a phone that has never seen
 * the app, and the public page that checks a document by its code and a copy by its bytes.
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

const FLOW_KEY = 'loan-docs.flow';

/** The Document Center with the journey state the screens before leave (the session a cookie). */
async function openDocumentCenter(page: Page, borrower: BorrowerWithDocuments) {
  await page.goto('/');
  await giveSession(page.context(), server.baseUrl, borrower.accessToken);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
    FLOW_KEY,
    {
      panNumber: borrower.panNumber,
      holderName: 'Meera Nair',
      consentVerified: true,
      batchId: borrower.batchId,
    },
  ] as const);
  await page.goto('/document-center');
}

async function pdfOf(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const file = await download.path();
  if (!file) throw new Error('the download has no file');
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { bytes, text: (await extractPdfText(bytes)).text };
}

const TITLES: Record<LoanDocument['documentType'], string> = {
  statement_of_account: 'Statement of Account',
  repayment_schedule: 'Repayment Schedule',
  sanction_letter: 'Sanction Letter',
  foreclosure_letter: 'Foreclosure Letter',
  interest_certificate: 'Interest Certificate',
  no_dues_certificate: 'No-dues Certificate',
  documents_held: 'List of Documents Held',
};

describe('a link for several documents', () => {
  it('is made from documents picked across loans and serves all three in a fresh browser', async () => {
    const borrower = await borrowerWithDocuments(
      server.app,
      ['statement_of_account', 'sanction_letter', 'foreclosure_letter'],
      { minBanks: 2 },
    );
    const [first, second] = borrower.loans;
    const other = borrower.loans.find((loan) => loan.bankName !== first?.bankName) ?? second;
    if (!first || !other) throw new Error('expected two loans');
    const documentOf = (loanId: string, type: LoanDocument['documentType']) => {
      const found = borrower.documents.find(
        (document) => document.loanId === loanId && document.documentType === type,
      );
      if (!found) throw new Error(`no ${type} for ${loanId}`);
      return found;
    };
    // A balance-transfer pack: statement and sanction letter of one loan, a foreclosure letter
    // of another.
    const pack = [
      documentOf(first.loanId, 'statement_of_account'),
      documentOf(first.loanId, 'sanction_letter'),
      documentOf(other.loanId, 'foreclosure_letter'),
    ];

    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await openDocumentCenter(page, borrower);
    await page.getByRole('button', { name: 'Share several' }).click();
    const bar = page.getByRole('region', { name: 'Share several documents' });
    await bar.getByText('Tick the documents to share').waitFor();
    for (const document of pack) {
      const loan = page.getByRole('region', {
        name: new RegExp(`account ${document.accountMasked}$`),
      });
      await loan
        .getByRole('checkbox', {
          name: `Select ${TITLES[document.documentType]}, ${document.bankName}`,
        })
        .click();
    }
    await bar.getByText('3 selected').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    await bar.getByRole('button', { name: 'Create link' }).click();

    const dialog = page.getByRole('dialog', { name: 'Share 3 documents' });
    const shareUrl = await dialog.getByLabel('Your new link').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${server.baseUrl}/s/[A-Za-z0-9_-]{43}$`));
    expect(
      await dialog.getByRole('region', { name: 'In this link' }).getByRole('listitem').count(),
    ).toBe(3);
    await dialog.getByRole('button', { name: /^Revoke/ }).waitFor();
    await expectNoAxeViolations(page);

    // The receiver: three documents in the order picked, each downloaded for real.
    const stranger = await openJourney(browser, server.baseUrl, PHONE);
    await stranger.page.goto(shareUrl);
    await stranger.page
      .getByRole('heading', { level: 1, name: '3 loan documents have been shared with you' })
      .waitFor();
    const cards = stranger.page.getByRole('article');
    expect(await cards.count()).toBe(3);
    expect(await horizontalOverflow(stranger.page)).toBe(0);
    await expectNoAxeViolations(stranger.page);
    for (const [index, document] of pack.entries()) {
      const card = cards.nth(index);
      expect(await card.getByRole('heading').textContent()).toBe(TITLES[document.documentType]);
      const download = await downloadFrom(stranger.page, () =>
        card.getByRole('button', { name: /^Download/ }).click(),
      );
      expect(download.suggestedFilename()).toBe(document.fileName);
      const { text } = await pdfOf(download);
      expect(text).toContain(document.bankName);
      expect(text).toContain(TITLES[document.documentType]);
    }
    // View opens the file itself in a new tab, to be shown rather than downloaded.
    const viewing = stranger.context.waitForEvent('request', {
      predicate: (request) => request.method() === 'GET' && request.url().includes('purpose=view'),
    });
    const [tab] = await Promise.all([
      stranger.page.waitForEvent('popup'),
      cards.nth(0).getByRole('button', { name: /^View/ }).click(),
    ]);
    const viewed = await viewing;
    expect(viewed.frame().page()).toBe(tab);
    expect(new URL(viewed.url()).pathname).toBe(
      `/api/share/${new URL(shareUrl).pathname.split('/').at(-1)}/documents/${pack[0]?.documentId}`,
    );
    expect((await viewed.response())?.headers()['content-disposition']).toMatch(/^inline;/);
    await tab.close();

    // The one-file address answers only for a link of one document.
    const token = new URL(shareUrl).pathname.split('/').at(-1);
    expect((await stranger.context.request.get(`/api/share/${token}`)).status()).toBe(409);

    // Revoked once, dead for all three.
    await dialog.getByRole('button', { name: /^Revoke/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await dialog.getByText('No active links for these documents.').waitFor();
    await stranger.page.reload();
    await stranger.page
      .getByRole('heading', { level: 1, name: 'This link has expired or was withdrawn' })
      .waitFor();
    for (const document of pack) {
      const file = `/api/share/${token}/documents/${document.documentId}`;
      expect((await stranger.context.request.get(file)).status()).toBe(404);
    }

    expect(unexpected(stranger.errors, 404, 409)).toEqual([]);
    await stranger.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('checking a document by its code', () => {
  it('shows what the code stands for, confirms the original file and refuses a byte-flipped copy', async () => {
    const borrower = await borrowerWithDocuments(server.app, ['sanction_letter']);
    const [document] = borrower.documents as [LoanDocument];
    const code = document.verificationCode;
    if (!code) throw new Error('expected a verification code');
    const original = (
      await server.app.inject({ method: 'GET', url: urlOf(document, 'download_url') })
    ).rawPayload;
    // The code and the page's address are printed on the document itself.
    const printed = (await extractPdfText(original)).text;
    expect(printed).toContain(code);
    expect(printed).toContain(`/verify/${code}`);

    // Someone handed the PDF: a phone that has never seen the app.
    const { context, page, errors } = await openJourney(browser, server.baseUrl, PHONE);
    await page.goto(`/verify/${code}`);
    const summary = page.getByRole('region', { name: 'Valid document' });
    await summary.waitFor();
    expect(
      await summary.getByText(`issued by ${document.bankName}`, { exact: false }).count(),
    ).toBe(1);
    const facts = await summary.getByRole('definition').allTextContents();
    expect(facts[0]).toBe(document.bankName);
    expect(facts[1]).toBe('Sanction Letter');
    expect(facts[3]).toBe(code);
    // Nothing about the borrower.
    const pageText = await page.locator('body').innerText();
    expect(pageText).not.toContain(borrower.panNumber);
    expect(pageText).not.toContain(document.accountMasked ?? 'no account');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const choose = page.getByLabel(/^(Choose PDF|Check another file)/);
    await choose.setInputFiles({
      name: 'sanction-letter.pdf',
      mimeType: 'application/pdf',
      buffer: original,
    });
    const result = page.getByTestId('file-check-result');
    await result.getByText('This file is the original').waitFor();
    // The data inside names this same document, and is offered as the JSON data_url serves.
    const data = page.getByTestId('file-data-result');
    await data.getByText('The data inside matches this code').waitFor();
    const says = await data.getByRole('definition').allTextContents();
    expect(says).toEqual([
      'Sanction Letter (the same as the record)',
      `${document.bankName} (the same as the record)`,
      `${formatDate(document.generatedAt ?? '')} (the same as the record)`,
      `${code} (the same as the record)`,
    ]);
    // Read on this device from the borrower's file, and still nothing about the borrower shown.
    expect(await data.textContent()).not.toContain(document.accountMasked ?? 'no account');
    const saved = await downloadFrom(page, () =>
      data.getByRole('button', { name: 'Save the data (JSON)' }).click(),
    );
    expect(saved.suggestedFilename()).toBe('sanction-letter.json');
    const savedPath = await saved.path();
    const served = await server.app.inject({ method: 'GET', url: urlOf(document, 'data_url') });
    expect(await readFile(savedPath ?? '', 'utf8')).toBe(served.body);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    const flipped = Buffer.from(original);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x01;
    await choose.setInputFiles({
      name: 'sanction-letter-copy.pdf',
      mimeType: 'application/pdf',
      buffer: flipped,
    });
    await result.getByText('This file does not match').waitFor();
    await result
      .getByText(/^sanction-letter-copy\.pdf is not the document that was issued/)
      .waitFor();
    await expectNoAxeViolations(page);

    // In Hindi too, the data's answer with it.
    await choose.setInputFiles({
      name: 'sanction-letter.pdf',
      mimeType: 'application/pdf',
      buffer: original,
    });
    await data.getByText('The data inside matches this code').waitFor();
    await page.getByRole('combobox', { name: /^(Language|भाषा)$/ }).selectOption('hi');
    await page.getByRole('region', { name: 'मान्य दस्तावेज़' }).waitFor();
    await data.getByText('अंदर का डेटा इस कोड से मेल खाता है').waitFor();
    await page.getByRole('combobox', { name: /^(Language|भाषा)$/ }).selectOption('en');
    await summary.waitFor();

    // A code never issued: said plainly, and the right one can be typed.
    await page.goto('/verify/AAAA-BBBB-CCCC');
    await page.getByRole('heading', { name: 'We could not find this code' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Type the code from the document').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.waitForURL(`**/verify/${code}`);
    await summary.waitFor();

    expect(unexpected(errors, 404)).toEqual([]);
    await context.close();
  });
});
