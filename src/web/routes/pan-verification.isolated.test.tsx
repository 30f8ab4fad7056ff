import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadPanImageResponse } from '../../shared/api/pan';
import { uploadPanImage } from '../api/pan-verification';
import { fakeApi, problem } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { PanEntryPage } from './pan-entry';
import { PanVerificationPage } from './pan-verification';

/**
 * Reading the PAN from a photo of the card, on both PAN screens: what is refused before
 * anything is sent, the upload's progress, the server's reading, and what happens next.
 */

vi.mock('../api/pan-verification', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/pan-verification')>()),
  uploadPanImage: vi.fn(),
}));

const PAN = 'AQMPS4821K';

/** The upload under the test's control: its progress and its answer. */
function pendingUpload() {
  const upload: {
    progress: (percent: number) => void;
    answer: (response: UploadPanImageResponse) => void;
    fail: (error: Error) => void;
  } = { progress: () => undefined, answer: () => undefined, fail: () => undefined };
  vi.mocked(uploadPanImage).mockImplementation(
    (_image, _name, onProgress) =>
      new Promise((resolve, reject) => {
        upload.progress = onProgress;
        upload.answer = resolve;
        upload.fail = reject;
      }),
  );
  return upload;
}

function reading(overrides: Partial<UploadPanImageResponse>): UploadPanImageResponse {
  return {
    is_valid: true,
    message: 'PAN validated',
    pan_number: PAN,
    holder_name: 'PRIYA SHARMA',
    success: true,
    extracted_pan: PAN,
    ...overrides,
  };
}

function photo(name = 'pan-card.jpg', type = 'image/jpeg', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
  await passTime();
}

const toastSaying = (text: string) => screen.getByText(text, { selector: '[data-sonner-toast] *' });

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom makes no object URLs (the preview) and decodes no images (the downscale keeps the file).
  URL.createObjectURL = vi.fn(() => 'blob:pan-card');
  URL.revokeObjectURL = vi.fn();
  fakeApi({ 'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.') });
});

describe('PAN photo on /pan-verification', () => {
  it('refuses a file that is not a photo or is too large, before anything is sent', async () => {
    renderScreen(<PanVerificationPage />, { path: '/pan-verification' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload PAN Image' }));
    // Said in the upload area, which keeps the reason (not a toast over it).
    await choose(photo('pan.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload an image file (jpg, png, webp)',
    );
    // Over 5 MB and still over once downscaled (jsdom cannot decode it).
    await choose(photo('scan.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('File too large. Max 5MB allowed.');
    expect(uploadPanImage).not.toHaveBeenCalled();
  });

  it('shows the photo and its upload, then why it was refused and the ways on', async () => {
    const upload = pendingUpload();
    renderScreen(<PanVerificationPage />, { path: '/pan-verification' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload PAN Image' }));
    await choose(photo());
    expect(
      screen.getByRole('img', { name: 'Preview of the chosen PAN card image' }),
    ).toHaveAttribute('src', 'blob:pan-card');
    expect(screen.getByText('pan-card.jpg')).toBeInTheDocument();
    expect(screen.getByText('Size: 2.0 KB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();

    await settleAfter(() => upload.progress(40));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    await settleAfter(() => upload.progress(100));
    expect(screen.getByText('Reading your PAN card…')).toBeInTheDocument();

    const refusal = 'We could not read a PAN from this photo.';
    await settleAfter(() =>
      upload.answer(
        reading({ is_valid: false, message: refusal, pan_number: null, extracted_pan: null }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(toastSaying(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Check and enter manually' }));
    expect(screen.getByRole('tab', { name: 'Manual Entry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves on with the PAN and name read from a valid card 1.5 s after saying so', async () => {
    const upload = pendingUpload();
    renderScreen(<PanVerificationPage />, { path: '/pan-verification' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload PAN Image' }));
    await choose(photo());
    await settleAfter(() => upload.answer(reading({})));
    expect(toastSaying('PAN validation successful!')).toBeInTheDocument();
    const verified = screen.getByText('PAN verified').closest('[role="status"]');
    expect(verified).toHaveTextContent('PAN verified');
    expect(verified).toHaveTextContent(PAN);
    expect(verified).toHaveTextContent('PRIYA SHARMA');
    await passTime(1499);
    expect(
      screen.queryByRole('heading', { name: 'Screen /cibil-consent' }),
    ).not.toBeInTheDocument();
    await passTime(1);
    expect(screen.getByRole('heading', { name: 'Screen /cibil-consent' })).toBeInTheDocument();
  });
});

describe('PAN photo on /pan-entry (older flow)', () => {
  it('uses the older screen’s words for a refused file and a failed reading', async () => {
    const upload = pendingUpload();
    renderScreen(<PanEntryPage />, { path: '/pan-entry' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload PAN Card' }));
    await choose(photo('pan.pdf', 'application/pdf'));
    expect(toastSaying('Please upload an image file')).toBeInTheDocument();
    await choose(photo('scan.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(toastSaying('File size should be less than 5MB')).toBeInTheDocument();

    await choose(photo());
    expect(screen.getByText('Reading your PAN card…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Reading your PAN card…' })).toBeInTheDocument();
    await settleAfter(() => upload.fail(new Error('network')));
    expect(toastSaying('Failed to process image. Please try manual entry.')).toBeInTheDocument();
    expect(screen.getByText('Choose a photo of your PAN card')).toBeInTheDocument();
  });

  it('moves on to the dashboard with the PAN read from the card', async () => {
    const upload = pendingUpload();
    renderScreen(<PanEntryPage />, { path: '/pan-entry' });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Upload PAN Card' }));
    await choose(photo());
    await settleAfter(() => upload.answer(reading({})));
    expect(toastSaying('PAN validation successful!')).toBeInTheDocument();
    await passTime(1500);
    expect(screen.getByRole('heading', { name: 'Screen /dashboard' })).toBeInTheDocument();
  });
});

/** Settles what a resolved upload sets off (re-renders, toasts) before looking again. */
async function settleAfter(change: () => void) {
  change();
  await passTime();
}
