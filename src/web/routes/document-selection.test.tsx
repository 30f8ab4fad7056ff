import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowState, SelectedLoan } from '../flow/flow-state';
import { fakeApi, ok } from '../testing/fake-api';
import { loanDocument } from '../testing/loan-documents';
import { passTime, renderScreen } from '../testing/render-screen';
import { DocumentSelectionPage } from './document-selection';

/**
 * /document-selection beyond the quick selections: a reload keeps what was ticked, and asking
 * again for a document made in the last 24 hours offers the one the borrower has first.
 */

const NOW = new Date('2026-11-21T10:00:00.000Z');
const HDFC: SelectedLoan = {
  loanId: 'hdfc-home',
  accountId: 'HDFC00457890',
  bankName: 'HDFC Bank',
  loanType: 'home_loan',
  outstandingAmount: 2_450_000,
};
const AXIS: SelectedLoan = {
  loanId: 'axis-car',
  accountId: 'AXIS00914455',
  bankName: 'Axis Bank',
  loanType: 'auto_loan',
  outstandingAmount: 310_000,
};
const ARRIVAL: FlowState = { panNumber: 'AQMPS4821K', selectedLoans: [HDFC, AXIS] };

function openSelection(state: FlowState = ARRIVAL) {
  renderScreen(<DocumentSelectionPage />, { path: '/document-selection', state });
}

const box = (bank: string, name: RegExp) =>
  within(screen.getByRole('group', { name: new RegExp(`^Documents for ${bank}`) })).getByRole(
    'checkbox',
    { name },
  );
const stored = () => JSON.parse(sessionStorage.getItem('loan-docs.flow') ?? '{}') as FlowState;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

describe('choosing documents', () => {
  it('keeps the choice over a reload', async () => {
    openSelection();
    await passTime();
    fireEvent.click(box('HDFC Bank', /^Sanction Letter/));
    fireEvent.click(box('Axis Bank', /^Foreclosure Letter/));
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent(
      '2 documents selected',
    );

    // A reload: the same navigation state as on arrival, this tab's storage kept.
    cleanup();
    openSelection();
    await passTime();
    expect(box('HDFC Bank', /^Sanction Letter/)).toBeChecked();
    expect(box('Axis Bank', /^Foreclosure Letter/)).toBeChecked();
    expect(box('HDFC Bank', /^Statement of Account/)).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Your selection' })).toHaveTextContent(
      '2 documents selected',
    );
  });

  it('says beside Continue that a document is needed, stays, and drops the message once one is chosen', async () => {
    openSelection();
    await passTime();
    const bar = screen.getByRole('region', { name: 'Your selection' });
    const proceed = within(bar).getByRole('button', { name: /^Continue/ });
    fireEvent.click(proceed);
    const message = within(bar).getByRole('alert');
    expect(message).toHaveTextContent('Please select at least one document type');
    expect(proceed).toHaveAccessibleDescription('Please select at least one document type');
    // No toast over the screen: the message is the bar's own.
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();

    fireEvent.click(box('HDFC Bank', /^Sanction Letter/));
    expect(message).toBeEmptyDOMElement();
    expect(proceed).not.toHaveAccessibleDescription();
  });

  describe('a document made in the last 24 hours', () => {
    const withSession: FlowState = { ...ARRIVAL, consentVerified: true };
    const recentStatement = loanDocument('HDFC Bank', 'statement_of_account', {
      loanId: HDFC.loanId,
      generatedAt: '2026-11-21T07:30:00.000Z',
    });
    const oldSchedule = loanDocument('HDFC Bank', 'repayment_schedule', {
      loanId: HDFC.loanId,
      generatedAt: '2026-11-19T07:30:00.000Z',
    });

    function withDocuments() {
      return fakeApi({
        'GET /api/documents': () =>
          ok({ success: true, documents: [recentStatement, oldSchedule] }),
      });
    }

    it('is marked, and offered before asking the bank again; asking anyway asks for everything', async () => {
      withDocuments();
      openSelection(withSession);
      await passTime();
      expect(
        within(screen.getByRole('group', { name: /^Documents for HDFC Bank/ })).getByText(
          'You have one from 21 Nov 2026, 01:00 pm',
        ),
      ).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Select Popular' }));
      fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
      const offer = screen.getByRole('alertdialog', { name: 'You already have this document' });
      // Only the recent one: the schedule is two days old.
      expect(
        within(offer)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^Statement of AccountHDFC Bank · made 21 Nov 2026, 01:00 pmOpen/),
      ]);

      fireEvent.click(within(offer).getByRole('button', { name: 'Request new versions anyway' }));
      expect(screen.getByRole('heading', { name: 'Screen /batch-consent' })).toBeInTheDocument();
      expect(stored().selectedDocuments).toEqual({
        [HDFC.loanId]: ['statement_of_account', 'repayment_schedule'],
        [AXIS.loanId]: ['statement_of_account', 'repayment_schedule'],
      });
    });

    it('keeps the one the borrower has and asks only for the rest', async () => {
      withDocuments();
      openSelection(withSession);
      await passTime();
      fireEvent.click(screen.getByRole('button', { name: 'Select Popular' }));
      fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep the ones I have' }));
      expect(screen.getByRole('heading', { name: 'Screen /batch-consent' })).toBeInTheDocument();
      expect(stored().selectedDocuments).toEqual({
        [HDFC.loanId]: ['repayment_schedule'],
        [AXIS.loanId]: ['statement_of_account', 'repayment_schedule'],
      });
    });

    it('goes to the Document Center when everything asked for is there already', async () => {
      withDocuments();
      openSelection(withSession);
      await passTime();
      fireEvent.click(box('HDFC Bank', /^Statement of Account/));
      fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Keep the ones I have' }));
      expect(screen.getByRole('heading', { name: 'Screen /document-center' })).toBeInTheDocument();
    });

    it('asks nothing more when the documents cannot be listed', async () => {
      fakeApi({ 'GET /api/documents': () => 'network-error' });
      openSelection(withSession);
      await passTime();
      fireEvent.click(box('HDFC Bank', /^Statement of Account/));
      fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
      expect(screen.getByRole('heading', { name: 'Screen /batch-consent' })).toBeInTheDocument();
    });
  });
});
