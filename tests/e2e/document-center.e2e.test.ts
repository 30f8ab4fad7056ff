import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchStatusResponse, CreateBatchResponse } from '../../src/shared/api/batch.js';
import { documentData, documentDataFileName } from '../../src/shared/api/document-data.js';
import type {
  DocumentsResponse,
  LoanDocument,
  ShareLinkResponse,
} from '../../src/shared/api/documents.js';
import type { Loan, LoansResponse } from '../../src/shared/api/loans.js';
import type { SandboxScenario } from '../../src/shared/api/sandbox.js';
import { type DocumentType, documentFileName } from '../../src/shared/documents.js';
import { formatInr, formatInrPaise, maskPan } from '../../src/shared/format.js';
import { expectNoAxeViolations } from '../support/axe.js';
import {
  bearer,
  freshPan,
  latestOtp,
  sandboxPersona,
  verifiedBorrower,
} from '../support/borrower.js';
import { DESKTOP, type Journey, launchBrowser, openJourney, PHONE } from '../support/browser.js';
import { type E2eServer, startJourneyServer } from '../support/e2e-server.js';
import {
  choosePopularDocuments,
  consentAndFetchDocuments,
  reachLoansFromLanding,
} from '../support/journey-steps.js';
import {
  downloadedText,
  downloadFrom,
  flowState,
  giveSession,
  horizontalOverflow,
  sessionToken,
  toast,
  unexpected,
} from '../support/page.js';

/**
 * The Document Center in Chromium against the real server in sandbox mode: a whole journey to a
 * downloaded PDF whose numbers are checked, finding documents, the in-app viewer, share links
 * opened in a browser that has never seen the app, documents still being prepared, and deleting
 * one's data. Most tests create their documents through the API, as the screens before would.
 */

let server: E2eServer;
let browser: Browser;

/** Kotak Mahindra Bank answers slowly, so its documents stay "processing" long enough to see. */
const SLOW_LENDER = 'kotak-mahindra-bank';
const SLOW_BANK = 'Kotak Mahindra Bank';

beforeAll(async () => {
  server = await startJourneyServer({
    SANDBOX_LENDER_LATENCY_MS: '200-600',
    SANDBOX_LENDERS: JSON.stringify({ [SLOW_LENDER]: { latencyMs: [15_000, 16_000] } }),
    BATCH_RETRY_LIMIT: '1',
    BATCH_RETRY_DELAY_SECONDS: '1',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const FLOW_KEY = 'loan-docs.flow';
const ALL_TYPES: DocumentType[] = [
  'statement_of_account',
  'repayment_schedule',
  'sanction_letter',
  'foreclosure_letter',
];
const POPULAR: DocumentType[] = ['statement_of_account', 'repayment_schedule'];

function open(viewport: BrowserContextOptions = PHONE): Promise<Journey> {
  return openJourney(browser, server.baseUrl, viewport);
}

interface Requested {
  panNumber: string;
  holderName: string;
  mobile: string;
  accessToken: string;
  batchId: string;
  loans: Loan[];
}

/**
 * Consent, then one batch for the chosen documents of the chosen loans, approved with the OTP
 * from the sandbox outbox — all through the API, as the screens before the Document Center do.
 */
async function requestDocuments(
  who: SandboxScenario | Borrower,
  choose: (loan: Loan) => DocumentType[],
  { waitUntilDone = true } = {},
): Promise<Requested> {
  const { app } = server;
  const persona = typeof who === 'string' ? await sandboxPersona(app, who) : who;
  const { accessToken, mobile } = await verifiedBorrower(app, { panNumber: persona.panNumber });
  const { loans } = (
    await app.inject({ method: 'GET', url: '/api/loans', headers: bearer(accessToken) })
  ).json<LoansResponse>();
  const selectedLoans = loans
    .map((loan) => ({
      loanId: loan.loanId,
      requestedDocuments: choose(loan).map((documentType) => ({ documentType })),
    }))
    .filter((loan) => loan.requestedDocuments.length > 0);
  const created = await app.inject({
    method: 'POST',
    url: '/api/consent/batch/create',
    headers: bearer(accessToken),
    payload: { panNumber: persona.panNumber, selectedLoans },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { batchId } = created.json<CreateBatchResponse>();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/consent/batch/send-otp',
    headers: bearer(accessToken),
    payload: { batchId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/consent/batch/verify-otp',
    headers: bearer(accessToken),
    payload: { batchId, otpCode: await latestOtp(app, mobile) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  if (waitUntilDone) await batchFinished(accessToken, batchId);
  return {
    panNumber: persona.panNumber,
    holderName: persona.holderName,
    mobile,
    accessToken,
    batchId,
    loans,
  };
}

interface Borrower {
  panNumber: string;
  holderName: string;
}

/**
 * A borrower nobody else in this file uses (their own OTP limits) whose credit report has a loan
 * at a quick lender.
 */
async function freshBorrower(): Promise<Borrower> {
  const asOf = new Date().toISOString().slice(0, 10);
  for (let tries = 0; tries < 500; tries++) {
    const panNumber = freshPan();
    const report = await server.app.providers.bureau.fetchReport(panNumber, asOf);
    if (report.accounts.some((account) => account.lenderId !== SLOW_LENDER)) {
      return { panNumber, holderName: 'Meera Nair' };
    }
  }
  throw new Error('no sandbox borrower with a loan found');
}

async function batchFinished(accessToken: string, batchId: string): Promise<void> {
  for (;;) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/consent/batch/status/${batchId}`,
      headers: bearer(accessToken),
    });
    const { status } = response.json<BatchStatusResponse>().batch;
    if (status === 'completed' || status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function documentsOf(accessToken: string): Promise<LoanDocument[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/documents',
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<DocumentsResponse>().documents;
}

/**
 * The journey state as /batch-otp-verify leaves it (the session in its cookie), then the
 * Document Center.
 */
async function arrive(
  page: Page,
  requested: Omit<Requested, 'mobile'>,
  path = '/document-center',
  more: Record<string, unknown> = {},
) {
  const state = {
    panNumber: requested.panNumber,
    holderName: requested.holderName,
    consentVerified: true,
    batchId: requested.batchId,
    selectedDocumentsForCenter: [],
    ...more,
  };
  await page.goto('/');
  await giveSession(page.context(), server.baseUrl, requested.accessToken);
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
    FLOW_KEY,
    state,
  ] as const);
  await page.goto(path);
}

/** The count shown on one of the four cards. */
async function countCard(
  page: Page,
  key: 'ready' | 'processing' | 'banks' | 'total',
): Promise<number> {
  return Number(await page.getByTestId(`count-${key}`).textContent());
}

/** The card of one document, by the name of its type and its bank. */
function card(page: Page, type: string, bank: string) {
  return page.getByRole('article', { name: `${type} ${bank}` });
}

function documentCards(page: Page) {
  return page.getByRole('tabpanel').getByRole('article');
}

describe('Document Center', () => {
  it('takes a borrower from the landing page to a downloaded PDF that matches their loan', async () => {
    const persona = await sandboxPersona(server.app, 'several-loans');
    const { context, page, errors } = await open(PHONE);

    await reachLoansFromLanding(page, server.baseUrl, persona);

    // One loan (not at the slow lender), and the EMI this screen shows for it.
    const accessToken = (await sessionToken(context)) ?? '';
    const loans = (
      await server.app.inject({ method: 'GET', url: '/api/loans', headers: bearer(accessToken) })
    ).json<LoansResponse>().loans;
    const loan = loans.find((candidate) => candidate.bankName !== SLOW_BANK);
    if (!loan) throw new Error('expected a loan at a quick lender');
    const loanCard = page.locator('label', {
      has: page.getByRole('checkbox', { name: new RegExp(loan.accountId) }),
    });
    const emiShown = await loanCard
      .getByText('EMI', { exact: true })
      .locator('xpath=following-sibling::span')
      .textContent();
    expect(emiShown).toBe(formatInr(loan.emi));

    // Popular documents, the batch consent, one OTP, the banks being processed.
    await choosePopularDocuments(page, loan.accountId);
    await consentAndFetchDocuments(page, server.baseUrl, persona.mobile);

    // The Document Center: the two documents of that loan, ready.
    await page.getByRole('heading', { name: 'Document Center', level: 1 }).waitFor();
    await page.getByText('View, download, and share your loan documents').waitFor();
    const statement = card(page, 'Statement of Account', loan.bankName);
    await statement.waitFor();
    expect(await countCard(page, 'ready')).toBe(2);
    expect(await countCard(page, 'processing')).toBe(0);
    expect(await countCard(page, 'banks')).toBe(1);
    expect(await countCard(page, 'total')).toBe(2);
    expect(await statement.getByText('Ready', { exact: true }).isVisible()).toBe(true);
    expect(await statement.getByTestId('download-count').textContent()).toBe('0');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Download: a real PDF with the loan's lender, the masked PAN and the EMI of /loans-list.
    const download = await downloadFrom(page, () =>
      statement.getByRole('button', { name: /^Download/ }).click(),
    );
    const [document] = (await documentsOf(accessToken)).filter(
      (entry) => entry.loanId === loan.loanId && entry.documentType === 'statement_of_account',
    );
    expect(download.suggestedFilename()).toBe(document?.fileName);
    await toast(page, 'Download started!').waitFor();
    const pdf = await downloadedText(download);
    expect(pdf.text).toContain(loan.bankName);
    expect(pdf.text).toContain(maskPan(persona.panNumber));
    expect(pdf.text).not.toContain(persona.panNumber);
    const emiInPdf = formatInrPaise(Math.round(loan.emi * 100));
    expect(pdf.text).toContain(emiInPdf);
    // The document's EMI to the paisa is the EMI /loans-list showed in whole rupees.
    expect(formatInr(Number(emiInPdf.replace(/[₹,]/g, '')))).toBe(emiShown);
    // The list is asked again by itself and shows the download.
    await statement.getByTestId('download-count').filter({ hasText: /^1$/ }).waitFor();

    // The same document as data: JSON in the published schema, with the PDF's EMI to the paisa.
    const dataDownload = await downloadFrom(page, () =>
      statement.getByRole('button', { name: /^Save the figures \(JSON file\)/ }).click(),
    );
    expect(dataDownload.suggestedFilename()).toBe(documentDataFileName(document!.fileName));
    await toast(page, 'Download started: the document as data (JSON).').waitFor();
    const data = documentData.parse(JSON.parse(await readFile(await dataDownload.path(), 'utf8')));
    expect(data).toMatchObject({
      documentId: document!.documentId,
      documentType: 'statement_of_account',
    });
    if (data.documentType !== 'statement_of_account') throw new Error('not a statement');
    expect(formatInrPaise(data.content.emiPaise)).toBe(emiInPdf);
    expect(pdf.text).toContain(formatInrPaise(data.content.principalOutstandingPaise));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds documents by search, bank and type together, and shows a PDF page in the viewer', async () => {
    const requested = await requestDocuments('overdue', (loan) =>
      loan.bankName === 'Bajaj Finance' ? ALL_TYPES : POPULAR,
    );
    const documents = await documentsOf(requested.accessToken);
    const banks = [...new Set(documents.map((document) => document.bankName))];
    expect(banks.length).toBeGreaterThanOrEqual(3);
    const { context, page, errors } = await open(PHONE);
    await arrive(page, requested);
    await documentCards(page).first().waitFor();

    expect(await countCard(page, 'total')).toBe(documents.length);
    expect(await countCard(page, 'ready')).toBe(
      documents.filter((document) => document.status === 'ready').length,
    );
    expect(await countCard(page, 'banks')).toBe(banks.length);
    // The first cards are drawn at first paint, the rest right after it.
    await expect.poll(() => documentCards(page).count()).toBe(documents.length);
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d+$`) });
    expect(await tab('All').textContent()).toBe(`All${documents.length}`);
    expect(await tab('SOA').textContent()).toBe(
      `SOA${documents.filter((document) => document.documentType === 'statement_of_account').length}`,
    );

    // Search matches bank name, display name or file name, whatever the case.
    const search = page.getByRole('searchbox', { name: 'Search documents' });
    expect(await search.getAttribute('placeholder')).toBe('Search documents...');
    await search.fill('STATEMENT');
    const statements = documents.filter(
      (document) => document.displayName === 'Statement of Account',
    );
    await page.getByText(`Showing ${statements.length} documents`).waitFor();
    await search.fill('bajaj_finance_sanction');
    await page.getByText('Showing 1 document', { exact: true }).waitFor();
    expect(await card(page, 'Sanction Letter', 'Bajaj Finance').isVisible()).toBe(true);

    // Search, bank and tab combine.
    const otherBank = banks.find((bank) => bank !== 'Bajaj Finance') as string;
    const bankSelect = page.getByRole('combobox', { name: 'Bank' });
    expect(await bankSelect.locator('option').allTextContents()).toEqual([
      'All Banks',
      ...[...banks].sort((a, b) => a.localeCompare(b, 'en-IN')),
    ]);
    await search.fill('statement');
    await bankSelect.selectOption(otherBank);
    await page.getByText('Showing 1 document', { exact: true }).waitFor();
    expect(await card(page, 'Statement of Account', otherBank).isVisible()).toBe(true);
    await tab('Schedule').click();
    await page.getByRole('heading', { name: 'No Documents Found' }).waitFor();
    await page.getByText('No documents match your search criteria.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    expect(await search.inputValue()).toBe('');
    await page.getByText('Showing 1 document', { exact: true }).waitFor();
    expect(await card(page, 'Repayment Schedule', otherBank).isVisible()).toBe(true);
    // A type this bank's loan did not ask for.
    await tab('Foreclosure').click();
    await page.getByText('No documents available in this category.').waitFor();
    expect(await page.getByRole('button', { name: 'Clear Search' }).count()).toBe(0);
    await bankSelect.selectOption('All Banks');
    await page.getByText('Showing 1 document', { exact: true }).waitFor();
    expect(await card(page, 'Foreclosure Letter', 'Bajaj Finance').isVisible()).toBe(true);
    await tab('All').click();
    await page.getByText(`Showing ${documents.length} documents`).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // View: the real PDF drawn in the app, page by page.
    const sanction = card(page, 'Sanction Letter', 'Bajaj Finance');
    const [sanctionDocument] = documents.filter(
      (document) =>
        document.bankName === 'Bajaj Finance' && document.documentType === 'sanction_letter',
    );
    const opening = toast(page, `Opening ${sanctionDocument?.fileName}...`).waitFor();
    await sanction.getByRole('button', { name: /^View/ }).click();
    await opening;
    const viewer = page.getByRole('dialog', { name: 'Sanction Letter' });
    await viewer.getByText(/^Page 1 of \d+$/).waitFor();
    const pageImage = viewer.getByRole('img', { name: /^Page 1 of \d+ of Sanction Letter$/ });
    await expect.poll(() => inkedPixels(pageImage), { timeout: 30_000 }).toBeGreaterThan(1000);
    const pages = Number(
      (await viewer.getByText(/^Page 1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(await viewer.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    if (pages > 1) {
      await viewer.getByRole('button', { name: 'Next page' }).click();
      await viewer.getByText(`Page 2 of ${pages}`).waitFor();
    }
    await viewer.getByRole('button', { name: /Zoom 100%/ }).waitFor();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: /Zoom 125%/ }).waitFor();
    await expectNoAxeViolations(page);
    // Viewing is not downloading.
    const viewed = (await documentsOf(requested.accessToken)).find(
      (document) => document.documentId === sanctionDocument?.documentId,
    );
    expect(viewed?.downloadCount).toBe(0);
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'detached' });

    // In Hindi too.
    await page.getByRole('combobox', { name: /^(Language|भाषा)$/ }).selectOption('hi');
    await page.getByRole('heading', { name: 'डॉक्यूमेंट सेंटर' }).waitFor();
    await page.getByRole('tab', { name: /^सभी/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    // And in Marathi.
    await page.getByRole('combobox', { name: /^(Language|भाषा)$/ }).selectOption('mr');
    await page.getByRole('heading', { name: 'डॉक्युमेंट सेंटर' }).waitFor();
    await page.getByRole('tab', { name: /^सर्व/ }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a document asked for twice as one card, with the first under Previous versions', async () => {
    const borrower = await freshBorrower();
    let asked: Loan | undefined;
    const first = await requestDocuments(borrower, (loan) => {
      if (asked || loan.bankName === SLOW_BANK) return [];
      asked = loan;
      return ['statement_of_account'];
    });
    const loan = asked as Loan;
    const [version1] = await documentsOf(first.accessToken);
    expect(version1?.version).toBe(1);
    const { context, page, errors } = await open(PHONE);

    // Asked again on /document-selection: the copy made a moment ago is offered first.
    const { loanId, accountId, bankName, loanType, outstandingAmount } = loan;
    await arrive(page, first, '/document-selection', {
      batchId: undefined,
      selectedLoans: [{ loanId, accountId, bankName, loanType, outstandingAmount }],
    });
    const choices = page.getByRole('group', {
      name: new RegExp(`^Documents for ${escapeRegExp(loan.bankName)}`),
    });
    await choices.getByText(/^You have one from /).waitFor();
    await choices.getByRole('checkbox', { name: /^Statement of Account/ }).click();
    // A reload keeps the choice.
    await page.reload();
    await page
      .getByRole('region', { name: 'Your selection' })
      .getByText('1 document selected')
      .waitFor();
    // The offer needs the documents list, which the reloaded page asks for again: wait for it
    // (a Continue before it arrives asks the bank without offering the copy).
    await choices.getByText(/^You have one from /).waitFor();
    await page.getByRole('button', { name: /^Continue/ }).click();
    const offer = page.getByRole('alertdialog', { name: 'You already have this document' });
    await offer.getByText(/^made /).waitFor();
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Request new versions anyway' }).click();

    // The batch as usual: consent, one OTP, the bank, the Document Center.
    await consentAndFetchDocuments(page, server.baseUrl, first.mobile);

    // One card for the loan's statement: the new version, the first one folded under it.
    // Named by its heading: lender, loan type, masked account number.
    const group = page.getByRole('region', {
      name: new RegExp(`^${escapeRegExp(loan.bankName)}\\s*, `),
    });
    const statement = group.getByRole('article', {
      name: `Statement of Account ${loan.bankName}`,
    });
    await statement.getByText('Version 2').waitFor();
    expect(await group.getByRole('article').count()).toBe(1);
    expect(await countCard(page, 'total')).toBe(1);
    expect(await countCard(page, 'ready')).toBe(1);
    const previous = statement.getByRole('button', { name: 'Previous versions (1)' });
    await previous.click();
    expect(await previous.getAttribute('aria-expanded')).toBe('true');
    await statement.getByText('Version 1', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoAxeViolations(page);
    const download = await downloadFrom(page, () =>
      statement
        .getByRole('button', { name: /^Download\s*version 1 of Statement of Account$/ })
        .click(),
    );
    const pdf = await downloadedText(download);
    expect(pdf.text).toContain(loan.bankName);
    expect(pdf.text).toContain(version1?.verificationCode ?? 'a verification code');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares a link whose page downloads the document in a fresh browser until it is revoked', async () => {
    const requested = await requestDocuments('overdue', (loan) =>
      loan.bankName === 'Bajaj Finance' ? ['statement_of_account'] : [],
    );
    const { context, page, errors } = await open(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await arrive(page, requested);
    const statement = card(page, 'Statement of Account', 'Bajaj Finance').first();
    await statement.waitFor();

    await statement.getByRole('button', { name: /^Share/ }).click();
    await toast(page, 'Share link generated! Valid for 24 hours.').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Share Statement of Account' });
    const shareUrl = await dialog.getByLabel('Your new link').inputValue();
    // The receiver's page on this app's origin, not a bare file.
    expect(shareUrl).toMatch(new RegExp(`^${server.baseUrl}/s/[A-Za-z0-9_-]{43}$`));
    // No Web Share API on a desktop: the link went to the clipboard.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    const revoke = dialog.getByRole('button', { name: /^Revoke\s*Link created .+ \(new\)$/ });
    await revoke.waitFor();
    await expectNoAxeViolations(page);

    // Someone else, on a phone that has never seen the app, opens the page and downloads.
    const stranger = await openJourney(browser, server.baseUrl, PHONE);
    await stranger.page.goto(shareUrl);
    await stranger.page
      .getByRole('heading', { level: 1, name: 'A loan document has been shared with you' })
      .waitFor();
    const shared = stranger.page.getByRole('article', {
      name: 'Statement of Account Bajaj Finance',
    });
    expect(await stranger.page.getByText(/^This link works until /).isVisible()).toBe(true);
    expect(await shared.getByText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/).count()).toBe(1);
    expect(await horizontalOverflow(stranger.page)).toBe(0);
    await expectNoAxeViolations(stranger.page);
    const download = await downloadFrom(stranger.page, () =>
      shared.getByRole('button', { name: /^Download/ }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      documentFileName('Bajaj Finance', 'Statement of Account'),
    );
    const pdf = await downloadedText(download);
    expect(pdf.text).toContain('Bajaj Finance');
    expect(pdf.text).toContain('Statement of Account');
    expect(pdf.text).toContain(maskPan(requested.panNumber));

    // Revoking asks first; once confirmed, the list no longer shows the link.
    await revoke.click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke this link?' });
    await confirm.getByRole('button', { name: 'Keep the link' }).click();
    await confirm.waitFor({ state: 'detached' });
    await revoke.waitFor();
    await revoke.click();
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await toast(page, 'The link no longer works.').waitFor();
    await dialog.getByText('No active links for this document.').waitFor();

    // The receiver now sees a page that says so, and the file itself is gone.
    await stranger.page.reload();
    await stranger.page
      .getByRole('heading', { level: 1, name: 'This link has expired or was withdrawn' })
      .waitFor();
    await stranger.page.getByText('Please ask the person who sent it for a new link.').waitFor();
    await stranger.page.getByRole('link', { name: 'Get your loan documents' }).waitFor();
    expect(await stranger.page.getByRole('button', { name: /^Download/ }).count()).toBe(0);
    await expectNoAxeViolations(stranger.page);
    const token = new URL(shareUrl).pathname.split('/').at(-1);
    expect((await stranger.context.request.get(`/api/share/${token}`)).status()).toBe(404);
    expect(unexpected(stranger.errors, 404)).toEqual([]);
    await stranger.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows documents still being prepared and updates them until every one is ready', async () => {
    const requested = await requestDocuments(
      'several-loans',
      (loan) => (loan.bankName === SLOW_BANK || loan.bankName === 'ICICI Bank' ? POPULAR : []),
      { waitUntilDone: false },
    );
    const { context, page, errors } = await open(PHONE);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/documents') listRequests += 1;
    });
    await arrive(page, requested);

    const slowStatement = card(page, 'Statement of Account', SLOW_BANK).first();
    await slowStatement.getByText('Processing', { exact: true }).waitFor();
    // One look at the card, taken in the page at a single moment: on a busy machine the list may
    // poll and the document turn ready between two separate checks.
    const whileProcessing = await slowStatement.evaluate((article) => {
      const count = (key: string) =>
        Number(document.querySelector(`[data-testid="count-${key}"]`)?.textContent);
      return {
        text: article.textContent ?? '',
        actions: [...article.querySelectorAll('button')].map((button) => ({
          name: button.getAttribute('aria-label') ?? button.textContent ?? '',
          disabled: button.disabled,
        })),
        processing: count('processing'),
      };
    });
    expect(whileProcessing.text).toContain('Processing');
    expect(whileProcessing.text).toContain('Being prepared. It will be ready shortly.');
    const actions = whileProcessing.actions.filter(({ name }) =>
      /^(View|Download|Share)/.test(name),
    );
    expect(actions.map(({ name }) => name.split(' ')[0])).toEqual(['View', 'Download', 'Share']);
    expect(actions.every(({ disabled }) => disabled)).toBe(true);
    expect(whileProcessing.processing).toBeGreaterThanOrEqual(2);
    await page.getByText('Some documents are still being prepared.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    // No reload: the list asks again by itself until nothing is being prepared.
    await slowStatement.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 });
    await expect.poll(() => countCard(page, 'processing'), { timeout: 30_000 }).toBe(0);
    expect(await countCard(page, 'ready')).toBe(await countCard(page, 'total'));
    expect(listRequests).toBeGreaterThanOrEqual(2);
    expect(
      await page.getByText('Some documents are still being prepared.', { exact: false }).count(),
    ).toBe(0);
    // Once all are ready, the polling stops.
    const settled = listRequests;
    await page.waitForTimeout(4000);
    expect(listRequests).toBe(settled);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('deletes the borrower’s data: the list is empty and an old share link is dead', async () => {
    const requested = await requestDocuments('overdue', (loan) =>
      loan.bankName === 'Bajaj Finance' ? POPULAR : [],
    );
    const [first] = await documentsOf(requested.accessToken);
    if (!first) throw new Error('expected a document');
    const share = await server.app.inject({
      method: 'POST',
      url: `/api/documents/${first.documentId}/share`,
      headers: bearer(requested.accessToken),
    });
    expect(share.statusCode).toBe(200);
    const link = share.json<ShareLinkResponse>();
    const shareUrl = `${server.baseUrl}${link.shareUrl}`;
    const fileUrl = `${server.baseUrl}${link.fileUrl}`;
    expect((await fetch(fileUrl, { method: 'HEAD' })).status).toBe(200);

    const { context, page, errors } = await open(PHONE);
    await arrive(page, requested);
    await documentCards(page).first().waitFor();

    await page.getByRole('button', { name: 'Delete my data now' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your data now?' });
    // Its code may still be arriving (it is fetched after the screen's first paint).
    await dialog.waitFor();
    for (const erased of [
      'All your documents and their files',
      'Every share link you created (they stop working)',
      'Your credit report and loan details',
    ]) {
      expect(await dialog.getByText(erased).isVisible()).toBe(true);
    }
    expect(await dialog.getByText(/We keep a masked record of your consent/).isVisible()).toBe(
      true,
    );
    await expectNoAxeViolations(page);
    // Cancel keeps everything.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await documentsOf(requested.accessToken)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Delete my data now' }).click();
    await dialog.getByRole('button', { name: 'Delete my data', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await toast(page, 'Your data has been deleted.').waitFor();
    expect(await flowState(page)).toEqual({});
    // A reload does not repeat the notice.
    await page.reload();
    await page.getByRole('link', { name: 'Get Started Now' }).waitFor();
    expect(await toast(page, 'Your data has been deleted.').count()).toBe(0);

    // The old share link is dead — its page says so, its file is gone — and the old token
    // too; after a new consent the list is empty.
    const stranger = await openJourney(browser, server.baseUrl, PHONE);
    await stranger.page.goto(shareUrl);
    await stranger.page
      .getByRole('heading', { level: 1, name: 'This link has expired or was withdrawn' })
      .waitFor();
    await stranger.context.close();
    expect((await fetch(fileUrl)).status).toBe(404);
    const old = await server.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: bearer(requested.accessToken),
    });
    expect(old.statusCode).toBe(401);
    const again = await verifiedBorrower(server.app, { panNumber: requested.panNumber });
    expect(await documentsOf(again.accessToken)).toEqual([]);
    await arrive(page, { ...requested, accessToken: again.accessToken });
    await page.getByRole('heading', { name: 'No Documents Found' }).waitFor();
    await page
      .getByText(
        'You have no documents here yet. Ask your banks for them: it takes your PAN and two OTPs.',
      )
      .waitFor();
    expect(await countCard(page, 'total')).toBe(0);
    // Nothing here yet: the way to get some.
    expect(await page.getByRole('button', { name: 'Get your loan documents' }).isVisible()).toBe(
      true,
    );

    expect(unexpected(errors, 404)).toEqual([]);
    await context.close();
  });

  it('shows a failed document as not available, and deletes data from /learn-more', async () => {
    const requested = await requestDocuments('failing-lender', () => POPULAR);
    const documents = await documentsOf(requested.accessToken);
    const failed = documents.find((document) => document.status === 'failed');
    if (!failed) throw new Error('expected a failed document');
    const { context, page, errors } = await open(DESKTOP);

    // Not signed in, /learn-more explains how data is deleted anyway, and how to sign in.
    await page.goto('/learn-more#your-data');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByText(/everything is deleted automatically 30 days after/).waitFor();
    expect(await yourData.getByRole('button', { name: 'Delete my data now' }).count()).toBe(0);
    expect(await yourData.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    await expectNoAxeViolations(page);

    await arrive(page, requested);
    const failedCard = card(page, failed.displayName, failed.bankName).first();
    await failedCard.getByText('Failed', { exact: true }).waitFor();
    await failedCard.getByText('File not available').waitFor();
    expect(await failedCard.getByRole('button', { name: /^Download/ }).isDisabled()).toBe(true);

    await page.goto('/learn-more#your-data');
    await yourData.getByRole('button', { name: 'Delete my data now' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your data now?' })
      .getByRole('button', { name: 'Delete my data', exact: true })
      .click();
    await page.waitForURL(`${server.baseUrl}/`);
    await toast(page, 'Your data has been deleted.').waitFor();
    const again = await verifiedBorrower(server.app, { panNumber: requested.panNumber });
    expect(await documentsOf(again.accessToken)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('guards the screen, explains a missing session, and offers Retry when the list fails', async () => {
    // A well-formed batch id this server never issued: its status is a 404, as for any stranger.
    const UNKNOWN_BATCH = 'bAtCh0000000000000000a';
    const { context, page, errors } = await open(PHONE);

    // No session and no journey (a bookmark): sign in, told why, and come back here.
    await page.goto('/document-center');
    await page.waitForURL('**/sign-in?next=%2Fdocument-center');
    await page
      .getByText(
        'Sign in to open that page: this device is not signed in, or its session has ended.',
        {
          exact: false,
        },
      )
      .waitFor();
    await expectNoAxeViolations(page);

    // A PAN but no session: an honest message and the way to sign in again (no new consent).
    const persona = await sandboxPersona(server.app, 'no-history');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [
      FLOW_KEY,
      { panNumber: persona.panNumber, holderName: persona.holderName },
    ] as const);
    await page.goto('/document-center');
    await page
      .getByRole('heading', { name: 'Please verify again to see your documents' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Back to Processing' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Verify with OTP' }).click();
    await page.waitForURL('**/sign-in?next=%2Fdocument-center');

    // The list fails: an error and Retry, never stand-in documents.
    const { accessToken } = await verifiedBorrower(server.app, { panNumber: persona.panNumber });
    let failing = true;
    await page.route('**/api/documents', (route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'The service is busy. Please try again.' }),
          })
        : route.fallback(),
    );
    await arrive(page, {
      panNumber: persona.panNumber,
      holderName: persona.holderName,
      accessToken,
      batchId: UNKNOWN_BATCH,
      loans: [],
    });
    await page.getByRole('heading', { name: 'We could not load your documents' }).waitFor({
      timeout: 15_000,
    });
    await page.getByText('The service is busy. Please try again.').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await expectNoAxeViolations(page);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page
      .getByText(
        'You have no documents here yet. Ask your banks for them: it takes your PAN and two OTPs.',
      )
      .waitFor();

    // A reload keeps the screen (the journey is in this tab's storage).
    await page.reload();
    await page
      .getByText(
        'You have no documents here yet. Ask your banks for them: it takes your PAN and two OTPs.',
      )
      .waitFor();

    // Back to Processing carries the journey; Return to Home forgets it and replaces history.
    await page.getByRole('button', { name: 'Back to Processing' }).click();
    await page.waitForURL('**/batch-otp-verify');
    expect(await flowState(page)).toMatchObject({
      panNumber: persona.panNumber,
      holderName: persona.holderName,
      batchId: UNKNOWN_BATCH,
      consentVerified: true,
    });
    await page.goBack();
    await page.waitForURL('**/document-center');
    await page.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await flowState(page)).toEqual({});
    // The Document Center was replaced in history: Back does not return to it.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe('/document-center');

    expect(unexpected(errors, 503, 404)).toEqual([]);
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How many pixels of the canvas are not white: a drawn page, not an empty box. */
async function inkedPixels(canvas: ReturnType<Page['getByRole']>): Promise<number> {
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || node.width === 0) return 0;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 200) inked += 1;
    }
    return inked;
  });
}
