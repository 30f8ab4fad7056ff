import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES, scriptLetters, TRANSLATED_LANGUAGES } from '../../shared/languages';
import { LanguageSwitch } from '../components/language-switch';
import type { FlowState, SelectedLoan } from '../flow/flow-state';
import { BatchConsentPage } from '../routes/batch-consent';
import { CibilConsentPage } from '../routes/cibil-consent';
import { DocumentCenterPage } from '../routes/document-center';
import { DocumentSelectionPage } from '../routes/document-selection';
import { PanVerificationPage } from '../routes/pan-verification';
import { englishLeft } from '../testing/english-left';
import { fakeApi, ok, problem, signedIn } from '../testing/fake-api';
import { loanDocument } from '../testing/loan-documents';
import { passTime, renderScreen } from '../testing/render-screen';
import { changeLanguage } from './i18n';

/**
 * Every language the app speaks, on the screens of the journey's main steps: the header's
 * picker names each language in its own script and remembers the choice, and a screen in a
 * language other than English has no English sentence left on it (names, codes and the picker's
 * own "English" aside).
 */

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
const PERSON = { panNumber: 'AQMPS4821K', holderName: 'Priya Sharma' } as const;
const CHOSEN: FlowState = {
  ...PERSON,
  consentVerified: true,
  selectedLoans: [HDFC, AXIS],
  selectedDocuments: {
    'hdfc-home': ['statement_of_account', 'sanction_letter'],
    'axis-car': ['repayment_schedule'],
  },
};

/** Names shown as they are in every language. */
const KEPT = ['Priya Sharma', 'HDFC Bank', 'Axis Bank'];

beforeEach(() => {
  vi.useFakeTimers();
  fakeApi({
    'GET /api/sandbox/personas': () => problem(404, 'NOT_FOUND', 'Not found.'),
    'GET /api/session': () => signedIn(),
    'GET /api/documents': () =>
      ok({
        success: true,
        documents: [
          loanDocument('HDFC Bank', 'statement_of_account'),
          loanDocument('HDFC Bank', 'sanction_letter'),
          loanDocument('Axis Bank', 'repayment_schedule', { status: 'processing' }),
        ],
      }),
  });
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('the language picker', () => {
  it('names every language in its own script, and remembers the one chosen', async () => {
    // The chosen language's texts arrive by a dynamic import, which a faked clock does not run.
    vi.useRealTimers();
    renderScreen(<LanguageSwitch compact />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      LANGUAGES.map((language) => language.name),
    );
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(
      LANGUAGES.map((language) => language.code),
    );
    expect(picker).toHaveValue('en');

    for (const language of TRANSLATED_LANGUAGES) {
      fireEvent.change(screen.getByRole('combobox'), { target: { value: language } });
      await waitFor(() => expect(i18next.language).toBe(language));
      expect(document.documentElement.lang).toBe(language);
      expect(localStorage.getItem('loan-docs.language')).toBe(language);
      // The server is told too: it then sends no landing page drawn in English.
      expect(document.cookie).toContain(`loan-docs.language=${language}`);
      expect(screen.getByRole('combobox')).toHaveValue(language);
      // Its own name in the language now chosen.
      expect(screen.getByRole('combobox')).toHaveAccessibleName(
        i18next.getFixedT(language)('language.label'),
      );
    }
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(localStorage.getItem('loan-docs.language')).toBe('en');
    expect(document.cookie).toContain('loan-docs.language=en');
  });
});

const SCREENS: { step: string; screen: () => ReactNode; path: string; state?: FlowState }[] = [
  { step: 'PAN', screen: () => <PanVerificationPage />, path: '/pan-verification' },
  { step: 'consent', screen: () => <CibilConsentPage />, path: '/cibil-consent', state: PERSON },
  {
    step: 'documents',
    screen: () => <DocumentSelectionPage />,
    path: '/document-selection',
    state: CHOSEN,
  },
  { step: 'approval', screen: () => <BatchConsentPage />, path: '/batch-consent', state: CHOSEN },
  {
    step: 'Document Center',
    screen: () => <DocumentCenterPage />,
    path: '/document-center',
    state: { ...PERSON, consentVerified: true },
  },
];

describe.each(TRANSLATED_LANGUAGES)('the journey’s screens in %s', (language) => {
  it.each(SCREENS)('the $step step has no English left', async ({ screen: page, path, state }) => {
    // The same screen in English has English on it: the check can tell.
    const english = renderScreen(page(), { path, ...(state ? { state } : {}) });
    await passTime();
    expect(englishLeft(document.body, KEPT).length).toBeGreaterThan(3);
    english.unmount();

    await changeLanguage(language);
    renderScreen(page(), { path, ...(state ? { state } : {}) });
    await passTime();
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent(
      scriptLetters(language),
    );
    expect(englishLeft(document.body, KEPT)).toEqual([]);
  });
});
