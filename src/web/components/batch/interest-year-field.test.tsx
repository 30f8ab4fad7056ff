import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lastCompleteFinancialYear } from '../../../shared/financial-year';
import type { FlowState } from '../../flow/flow-state';
import { BatchConsentPage } from '../../routes/batch-consent';
import { DocumentSelectionPage } from '../../routes/document-selection';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderScreen } from '../../testing/render-screen';
import { indiaToday } from '../tax/india-today';

/**
 * Choosing an interest certificate's year where the certificate is chosen, and the year going
 * with it to the batch the borrower consents to.
 */

const JOURNEY: FlowState = {
  panNumber: 'AQMPS4821K',
  holderName: 'Priya Sharma',
  consentVerified: true,
  selectedLoans: [
    {
      loanId: 'L1',
      accountId: 'XXXX8425',
      bankName: 'HDFC Bank',
      loanType: 'home_loan',
      outstandingAmount: 4187586.61,
    },
  ],
};

function storedJourney(): FlowState {
  return JSON.parse(sessionStorage.getItem('loan-docs.flow') ?? '{}') as FlowState;
}

describe('the year of an interest certificate', () => {
  it('is asked for once the certificate is ticked, and goes with it to the batch', async () => {
    renderScreen(<DocumentSelectionPage />, { path: '/document-selection', state: JOURNEY });
    expect(screen.queryByLabelText('Financial year')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Interest Certificate/ }));

    const year = screen.getByLabelText('Financial year') as HTMLSelectElement;
    expect(year.value).toBe(lastCompleteFinancialYear(indiaToday()));
    expect(year).toHaveAccessibleDescription(
      'April to March. The year still running gives a provisional certificate.',
    );
    const earlier = year.options[2]!.value;
    fireEvent.change(year, { target: { value: earlier } });
    // Remembered as chosen: a reload of this screen keeps it.
    expect(storedJourney().interestYears).toEqual({ L1: earlier });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Screen /batch-consent' });
    expect(storedJourney().interestYears).toEqual({ L1: earlier });

    const api = fakeApi({
      'POST /api/consent/batch/create': () => ok({ success: true, batchId: 'b1', message: 'ok' }),
    });
    renderScreen(<BatchConsentPage />, { path: '/batch-consent', state: storedJourney() });
    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(within(summary).getByText(`Interest Certificate · ${earlier}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^I authorise Loan Documents/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue & Send OTP' }));
    await screen.findByRole('heading', { name: 'Screen /batch-otp-verify' });
    expect(api.calls('POST /api/consent/batch/create')).toEqual([
      expect.objectContaining({
        selectedLoans: [
          expect.objectContaining({
            loanId: 'L1',
            requestedDocuments: [
              { documentType: 'interest_certificate', priority: 'MEDIUM', financialYear: earlier },
            ],
          }),
        ],
      }),
    ]);
  });
});
