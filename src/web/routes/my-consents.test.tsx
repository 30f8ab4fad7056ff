import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsentRecord } from '../../shared/api/consents';
import { fakeApi, ok, signedIn } from '../testing/fake-api';
import { renderScreen } from '../testing/render-screen';
import { MyConsentsPage } from './my-consents';

/**
 * My consents & activity: each consent as a record, Withdraw with a confirmation that says
 * what is deleted, the activity log and the grievance contact.
 */

function consentRecord(overrides: Partial<ConsentRecord>): ConsentRecord {
  return {
    consentId: 'consent-batch',
    purpose: {
      code: '105',
      kind: 'batch-documents',
      text: 'Fetch the loan documents you chose from your lenders',
    },
    dataFetched: ['Statement of Account — HDFC Bank, loan XXXX8425'],
    providers: [{ type: 'LENDER', name: 'HDFC Bank' }],
    fetchType: 'ONETIME',
    dataLife: { unit: 'DAY', value: 30 },
    createdAt: '2026-11-24T06:00:00.000Z',
    givenAt: '2026-11-24T06:01:00.000Z',
    expiresAt: '2026-12-24T06:01:00.000Z',
    revokedAt: null,
    status: 'ACTIVE',
    phoneMasked: '+91 XXXXXX2237',
    ...overrides,
  };
}

const BATCH = consentRecord({});
const BUREAU = consentRecord({
  consentId: 'consent-bureau',
  purpose: { code: '105', kind: 'bureau-report', text: 'Check your credit report' },
  dataFetched: ['Your credit score', 'Your loan accounts as the credit bureau holds them'],
  providers: [{ type: 'BUREAU', name: 'Credit bureau' }],
  status: 'EXPIRED',
});

const EVENTS = [
  {
    id: 'e2',
    kind: 'documents.fetched',
    at: '2026-11-24T06:02:00.000Z',
    text: '1 document fetched from HDFC Bank',
  },
  {
    id: 'e1',
    kind: 'report.fetched',
    at: '2026-11-24T05:59:00.000Z',
    text: 'Credit report fetched from the credit bureau',
  },
];

function page() {
  let withdrawn = false;
  const api = fakeApi({
    'GET /api/session': () => signedIn(),
    'GET /api/consents': () =>
      ok({
        success: true,
        consents: [
          withdrawn
            ? { ...BATCH, status: 'REVOKED', revokedAt: '2026-11-25T04:30:00.000Z' }
            : BATCH,
          BUREAU,
        ],
      }),
    'GET /api/activity': () => ok({ success: true, events: EVENTS }),
    'GET /api/grievance-contact': () =>
      ok({ name: 'Grievance Officer, Loan Documents', email: 'grievance@loan-documents.example' }),
    'GET /api/consents/consent-batch/withdrawal': () =>
      ok({
        success: true,
        consent: BATCH,
        willDelete: {
          documents: ['Statement of Account — HDFC Bank'],
          reports: 0,
          shareLinks: 2,
        },
        stopsWork: false,
      }),
    'POST /api/consents/consent-batch/withdraw': () => {
      withdrawn = true;
      return ok({
        success: true,
        message: 'Consent withdrawn. 1 document and 0 credit reports deleted.',
        deleted: { documents: 1, reports: 0, shareLinks: 2 },
      });
    },
  });
  renderScreen(<MyConsentsPage />, { path: '/my-consents' });
  return api;
}

describe('My consents & activity', () => {
  it('shows each consent as a record: purpose, data, from whom, fetch type, data life, dates, status', async () => {
    page();
    const record = await screen.findByRole('article', { name: 'Loan documents from your lenders' });
    for (const text of [
      'Fetch the loan documents you chose from your lenders',
      'Reference code of this purpose in the consent rules: 105',
      'Statement of Account — HDFC Bank, loan XXXX8425',
      'HDFC Bank',
      'One-time',
      '30 days',
      '+91 XXXXXX2237',
      'Active',
    ]) {
      expect(within(record).getByText(text)).toBeInTheDocument();
    }
    expect(within(record).getByText(/^Created/)).toBeInTheDocument();
    expect(within(record).getByText('Expires')).toBeInTheDocument();
    const bureau = screen.getByRole('article', { name: 'Credit report check' });
    expect(within(bureau).getByText('Expired')).toBeInTheDocument();
    expect(within(bureau).getByText('Credit bureau')).toBeInTheDocument();
    // Only an active consent can be withdrawn.
    expect(within(bureau).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    const activity = screen.getByRole('list', { name: 'Activity' });
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('1 document fetched from HDFC Bank'),
      expect.stringContaining('Credit report fetched from the credit bureau'),
    ]);
    expect(
      await screen.findByRole('link', { name: 'grievance@loan-documents.example' }),
    ).toHaveAttribute('href', 'mailto:grievance@loan-documents.example');
  });

  it('withdraws a consent after a confirmation that says what will be deleted', async () => {
    const api = page();
    const record = await screen.findByRole('article', { name: 'Loan documents from your lenders' });
    fireEvent.click(within(record).getByRole('button', { name: /Withdraw/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this consent?' });
    const deleted = await within(dialog).findByRole('list', { name: 'This will be deleted:' });
    expect(
      within(deleted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Statement of Account — HDFC Bank', '2 share links (they stop working)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    expect(
      await screen.findByText('Consent withdrawn. 1 document and 0 credit reports deleted.'),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/consents/consent-batch/withdraw')).toHaveLength(1);
    const after = await screen.findByRole('article', { name: 'Loan documents from your lenders' });
    expect(await within(after).findByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends a device that is not signed in to sign in first', async () => {
    fakeApi({});
    renderScreen(<MyConsentsPage />, { path: '/my-consents' });
    expect(await screen.findByRole('heading', { name: 'Screen /sign-in' })).toBeVisible();
  });
});
