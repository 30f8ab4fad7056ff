import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataExportFileName } from '../../../shared/api/data-export';
import { indiaIsoDate } from '../../../shared/financial-year';
import { changeLanguage } from '../../i18n/i18n';
import { renderScreen } from '../../testing/render-screen';
import { answer, catchSavedFiles } from '../../testing/saved-files';
import { DataExportCard } from './data-export-card';

/** Download all my data: a ZIP fetched with the session and saved, or the reason it was not. */

const ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x05, 0x06]);

describe('data export card', () => {
  let saved: string[];

  beforeEach(() => {
    saved = catchSavedFiles();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves the ZIP under a dated name and says where to find it', async () => {
    const fetch = vi.fn(async () => answer(200, ZIP_BYTES, 'application/zip'));
    vi.stubGlobal('fetch', fetch);
    renderScreen(<DataExportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect(
      await screen.findByText('Your data is downloaded. Look for the ZIP file in your downloads.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/my-data/export',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(saved).toEqual([dataExportFileName(indiaIsoDate(new Date()))]);
  });

  it('shows the server’s sentence when it refuses, and saves nothing', async () => {
    const message = 'Too many requests. Please wait a minute and try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(429, JSON.stringify({ success: false, message }), 'application/json'),
      ),
    );
    renderScreen(<DataExportCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('says what to do when the server cannot be reached, in Hindi too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await changeLanguage('hi');
    try {
      renderScreen(<DataExportCard />);
      fireEvent.click(screen.getByRole('button', { name: 'मेरा सारा डेटा डाउनलोड करें' }));
      expect(
        await screen.findByText('हम आपकी फ़ाइल तैयार नहीं कर सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।'),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
