import { createHash } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VerifyDocumentResponse } from '../../shared/api/documents';
import { pdfWithData, sanctionLetterData } from '../testing/document-data-pdf';
import { fakeApi, ok, problem } from '../testing/fake-api';
import { passTime, renderScreen } from '../testing/render-screen';
import { catchSavedFiles } from '../testing/saved-files';
import { VerifyDocumentPage } from './verify-document';

/**
 * /verify/:code as someone holding a document sees it: what the code stands for and whether the
 * document still stands, a copy checked against the recorded hash on the device, and a plain
 * page for a code that was never issued.
 */

const ORIGINAL = new TextEncoder().encode('%PDF-1.7 a signed sanction letter %%EOF');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const SHA256 = sha256(ORIGINAL);
const CODE = 'K7QM2XWD9PRT';

function verification(overrides: Partial<VerifyDocumentResponse> = {}): VerifyDocumentResponse {
  return {
    valid: true,
    status: 'valid',
    lender_name: 'HDFC Bank',
    document_type: 'sanction_letter',
    issued_at: '2026-11-20T10:00:00.000Z',
    sha256: SHA256,
    ...overrides,
  };
}

function openCode(code = 'K7QM-2XWD-9PRT') {
  renderScreen(<VerifyDocumentPage />, { path: `/verify/${code}`, route: '/verify/:code' });
}

/** Chooses a file in the check, as the file picker would. */
async function choose(bytes: Uint8Array, name = 'sanction-letter.pdf') {
  const input = screen.getByLabelText(/^(Choose PDF|Check another file)/);
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })] },
  });
  // Reading and hashing the file happen off the faked clock, as long as a busy machine takes.
  await vi.waitFor(() => expect(screen.queryByText(/^Checking /)).toBeNull(), {
    timeout: 60_000,
  });
  await passTime();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
});

describe('checking a document by its code', () => {
  it('shows the lender, document, issue date and that it is valid, and confirms the original file', async () => {
    const api = fakeApi({ [`GET /api/verify/${CODE}`]: () => ok(verification()) });
    openCode('k7qm-2xwd-9prt');
    await passTime();
    expect(api.calls(`GET /api/verify/${CODE}`)).toHaveLength(2); // StrictMode mounts twice

    const summary = screen.getByRole('region', { name: 'Valid document' });
    expect(summary).toHaveTextContent(
      'This code belongs to a document issued by HDFC Bank. It is still held and has not been withdrawn.',
    );
    const facts = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Issued by: HDFC Bank',
      'Document: Sanction Letter',
      'Issued on: 20 Nov 2026, 03:30 pm',
      'Verification code: K7QM-2XWD-9PRT',
    ]);

    await choose(ORIGINAL);
    const result = screen.getByTestId('file-check-result');
    expect(result).toHaveTextContent('This file is the original');
    expect(result).toHaveTextContent(
      'sanction-letter.pdf is exactly the document that was issued.',
    );
  });

  it('refuses a copy with one byte changed', async () => {
    fakeApi({ [`GET /api/verify/${CODE}`]: () => ok(verification()) });
    openCode();
    await passTime();
    const flipped = new Uint8Array(ORIGINAL);
    flipped[12] = (flipped[12] ?? 0) ^ 0x01;
    await choose(flipped, 'edited.pdf');
    const result = screen.getByTestId('file-check-result');
    expect(result).toHaveTextContent('This file does not match');
    expect(result).toHaveTextContent(
      'edited.pdf is not the document that was issued with this code.',
    );

    // Another file can be checked straight after.
    await choose(ORIGINAL);
    expect(screen.getByTestId('file-check-result')).toHaveTextContent('This file is the original');
  });

  it('says when a genuine document has expired, and that a genuine copy is out of date', async () => {
    fakeApi({
      [`GET /api/verify/${CODE}`]: () => ok(verification({ valid: false, status: 'expired' })),
    });
    openCode();
    await passTime();
    expect(screen.getByRole('region', { name: 'Expired' })).toHaveTextContent(
      'its 30 days have ended',
    );
    await choose(ORIGINAL);
    expect(screen.getByTestId('file-check-result')).toHaveTextContent(
      'The file is genuine, but the document is no longer valid (see above).',
    );
  });

  it('says when a document was deleted by the borrower before its 30 days', async () => {
    fakeApi({
      [`GET /api/verify/${CODE}`]: () => ok(verification({ valid: false, status: 'deleted' })),
    });
    openCode();
    await passTime();
    expect(screen.getByRole('region', { name: 'Deleted by the borrower' })).toHaveTextContent(
      'the borrower deleted it before its 30 days ended',
    );
  });

  it('says a document still being made cannot be checked yet', async () => {
    fakeApi({
      [`GET /api/verify/${CODE}`]: () =>
        ok(verification({ valid: false, status: 'processing', issued_at: null, sha256: null })),
    });
    openCode();
    await passTime();
    expect(screen.getByRole('region', { name: 'Being prepared' })).toHaveTextContent(
      'Issued onNot issued yet',
    );
    expect(screen.queryByLabelText(/Choose PDF/)).toBeNull();
  });

  it('explains an unknown code and lets a typed one be checked', async () => {
    const other = 'ABCD2XWD9PRT';
    fakeApi({
      [`GET /api/verify/${CODE}`]: () =>
        problem(404, 'NOT_FOUND', 'We could not find a document with this code.'),
      [`GET /api/verify/${other}`]: () => ok(verification({ lender_name: 'Axis Bank' })),
    });
    openCode();
    await passTime();
    expect(
      screen.getByRole('heading', { name: 'We could not find this code' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/No document was issued with the code K7QM-2XWD-9PRT/),
    ).toBeInTheDocument();
    const typed = screen.getByLabelText('Type the code from the document');
    fireEvent.change(typed, { target: { value: 'abcd-2xw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(
      screen.getByText('A code has 12 letters and digits, like K7QM-2XWD-9PRT.'),
    ).toBeInTheDocument();
    fireEvent.change(typed, { target: { value: 'abcd 2xwd 9prt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    await passTime();
    const found = screen.getByRole('region', { name: 'Valid document' });
    expect(found).toHaveTextContent('Verification codeABCD-2XWD-9PRT');
    expect(found).toHaveTextContent('Issued byAxis Bank');
  });
});

describe('the data inside a checked file', () => {
  /** What the data panel lists: each fact as the data says it, marked as the record's or not. */
  function dataFacts(panel: HTMLElement): string[] {
    return within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  }

  it('shows what the data says, that it matches the code and is covered by the signature, and saves it', async () => {
    const pdf = pdfWithData(sanctionLetterData());
    fakeApi({ [`GET /api/verify/${CODE}`]: () => ok(verification({ sha256: sha256(pdf) })) });
    openCode();
    await passTime();
    await choose(pdf);
    expect(screen.getByTestId('file-check-result')).toHaveTextContent('This file is the original');
    const data = screen.getByTestId('file-data-result');
    expect(data).toHaveTextContent('The data inside matches this code');
    expect(data).toHaveTextContent('the lender’s signature covers the data too');
    expect(dataFacts(data)).toEqual([
      'Document: Sanction Letter (the same as the record)',
      'Issued by: HDFC Bank (the same as the record)',
      'Issued on: 20 Nov 2026 (the same as the record)',
      'Verification code: K7QM-2XWD-9PRT (the same as the record)',
    ]);

    const saved = catchSavedFiles();
    fireEvent.click(within(data).getByRole('button', { name: 'Save the data (JSON)' }));
    expect(saved).toEqual(['sanction-letter.json']);
  });

  it('says calmly when a genuine file has no data inside', async () => {
    const pdf = pdfWithData(null);
    fakeApi({ [`GET /api/verify/${CODE}`]: () => ok(verification({ sha256: sha256(pdf) })) });
    openCode();
    await passTime();
    await choose(pdf);
    expect(screen.getByTestId('file-check-result')).toHaveTextContent('This file is the original');
    const data = screen.getByTestId('file-data-result');
    expect(data).toHaveTextContent('No data inside this file');
    expect(data).toHaveTextContent('Nothing is wrong: the check above is all you need');
    expect(within(data).queryByRole('button')).toBeNull();
  });

  it('says a file whose data is another document’s is not this document, and offers its own code', async () => {
    fakeApi({
      [`GET /api/verify/${CODE}`]: () =>
        ok(verification({ document_type: 'statement_of_account' })),
    });
    openCode();
    await passTime();
    const other = sanctionLetterData({
      generatedAt: '2026-10-02T05:00:00.000Z',
      lender: { name: 'Axis Bank', grievanceEmail: 'care@axis.example', grievancePhone: '1800' },
      verification: { code: 'ABCD-2XWD-9PRT', url: 'https://loan-documents.example/verify/x' },
    });
    await choose(pdfWithData(other), 'statement.pdf');
    expect(screen.getByTestId('file-check-result')).toHaveTextContent('This file does not match');
    const data = screen.getByTestId('file-data-result');
    expect(data).toHaveTextContent('The data inside is for another document');
    expect(data).toHaveTextContent(
      'does not match what code K7QM-2XWD-9PRT records, so this file is not that document',
    );
    expect(dataFacts(data)).toEqual([
      'Document: Sanction Letter (not what the record says)The record says: Statement of Account',
      'Issued by: Axis Bank (not what the record says)The record says: HDFC Bank',
      'Issued on: 02 Oct 2026 (not what the record says)The record says: 20 Nov 2026',
      'Verification code: ABCD-2XWD-9PRT (not what the record says)The record says: K7QM-2XWD-9PRT',
    ]);
    expect(
      within(data).getByRole('link', { name: 'Check the code it carries, ABCD-2XWD-9PRT' }),
    ).toHaveAttribute('href', '/verify/ABCD-2XWD-9PRT');
    expect(within(data).queryByRole('button')).toBeNull();
  });

  it('says data naming this document is no help when the file itself was changed', async () => {
    fakeApi({ [`GET /api/verify/${CODE}`]: () => ok(verification()) });
    openCode();
    await passTime();
    await choose(pdfWithData(sanctionLetterData()), 'edited.pdf');
    expect(screen.getByTestId('file-check-result')).toHaveTextContent('This file does not match');
    const data = screen.getByTestId('file-data-result');
    expect(data).toHaveTextContent('The data names this document, but the file was changed');
    expect(data).toHaveTextContent('Ask the sender for the original file.');
    expect(within(data).queryByRole('button')).toBeNull();
  });
});
