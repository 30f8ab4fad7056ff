import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCompleteFinancialYear } from '../../../shared/financial-year';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { indiaToday } from './india-today';
import { TaxSummaryCard } from './tax-summary-card';

/**
 * The tax summary on the loans screen: a year to choose (the last complete one first), a PDF
 * fetched with the session and saved under its name, and the server's sentence when it refuses.
 */

const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

describe('tax summary card', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the last complete year first and downloads the summary of the year chosen', async () => {
    const fetch = vi.fn(async () => answer(200, PDF_BYTES, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<TaxSummaryCard />);

    const year = screen.getByLabelText('Financial year') as HTMLSelectElement;
    const last = lastCompleteFinancialYear(indiaToday());
    expect(year.value).toBe(last);
    const options = [...year.options].map((option) => option.textContent);
    expect(options).toHaveLength(9);
    expect(options[0]).toMatch(/, provisional$/);

    const earlier = year.options[3]!.value;
    fireEvent.change(year, { target: { value: earlier } });
    fireEvent.click(screen.getByRole('button', { name: 'Download tax summary' }));
    expect(await screen.findByText(`Tax summary for ${earlier} downloaded`)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      `/api/tax-summary?year=${earlier}`,
      // The session cookie goes with it; page script holds no credential.
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual([`Tax_Summary_FY${earlier}.pdf`]);
  });

  it('shows the server’s sentence when it refuses, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(
          409,
          JSON.stringify({
            success: false,
            error: 'CONSENT_REQUIRED',
            message: 'To make your tax summary, please consent to a credit report check first.',
          }),
          'application/json',
        ),
      ),
    );
    renderScreen(<TaxSummaryCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download tax summary' }));
    expect(
      await screen.findByText(
        'To make your tax summary, please consent to a credit report check first.',
      ),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says something went wrong when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderScreen(<TaxSummaryCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download tax summary' }));
    expect(
      await screen.findByText('We could not prepare your tax summary. Please try again.'),
    ).toBeInTheDocument();
  });
});
