import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import type { DocumentType, LegacyDocumentType } from '../../shared/documents';
import type { AccountStatus } from '../../shared/loans';

/**
 * The journey's state, carried between screens in react-router navigation state as the spec
 * describes, and mirrored in sessionStorage so a reload keeps the journey (the tab's session
 * only; never localStorage). It holds no credential: the session is an HttpOnly cookie page
 * script cannot read, and the server trusts none of this state.
 */
export interface SelectedLoan {
  loanId: string;
  accountId: string;
  bankName: string;
  loanType: string;
  outstandingAmount: number;
  /** Absent from a tab's state saved before it was carried: a running loan. */
  accountStatus?: AccountStatus;
}

export interface CenterDocument {
  bankName: string;
  displayName: string;
  documentType: DocumentType;
  documentId: string;
}

export interface LegacyLoanSelection {
  id: string;
  bank_name: string;
  /** The lender's short mark from the credit report. */
  bank_logo?: string;
  account_number: string;
  loan_type: string;
  documentTypes: LegacyDocumentType[];
}

export interface FlowState {
  panNumber?: string;
  holderName?: string;
  /**
   * Set once the bureau OTP was verified in this journey (/consent, /cibil-consent): the screens
   * after it need the credit report fetched under that consent.
   */
  consentVerified?: boolean;
  /** Newer flow: the mobile typed and verified on /cibil-consent, offered again if the borrower comes back to it. */
  mobile?: string;
  selectedLoans?: SelectedLoan[];
  /** loanId → chosen document types. */
  selectedDocuments?: Record<string, DocumentType[]>;
  /** loanId → the financial year ("2025-26") of its interest certificate. */
  interestYears?: Record<string, string>;
  batchId?: string;
  /** One Continue from /document-selection: the request a batch is made for (approved-requests.ts). */
  requestKey?: string;
  selectedDocumentsForCenter?: CenterDocument[];
  /** Older flow: loans and documents chosen on /dashboard for /documents. */
  legacySelection?: LegacyLoanSelection[];
}

/**
 * A newly verified PAN starts a new journey: nothing of an earlier borrower's journey is carried
 * on, but the mobile typed for this same PAN before.
 */
export function newJourney(
  verified: { panNumber: string; holderName?: string },
  earlier: FlowState,
): FlowState {
  return {
    panNumber: verified.panNumber,
    holderName: verified.holderName,
    consentVerified: undefined,
    mobile: earlier.panNumber === verified.panNumber ? earlier.mobile : undefined,
    selectedLoans: undefined,
    selectedDocuments: undefined,
    interestYears: undefined,
    batchId: undefined,
    requestKey: undefined,
    selectedDocumentsForCenter: undefined,
    legacySelection: undefined,
  };
}

const STORAGE_KEY = 'loan-docs.flow';

function readStored(): FlowState {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as FlowState) : {};
  } catch {
    return {};
  }
}

function store(state: FlowState): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: navigation state alone still carries the journey.
  }
}

/** What this tab remembers of the journey, whatever the navigation brought. */
export function storedFlowState(): FlowState {
  return readStored();
}

/**
 * Remembers part of the journey without navigating (a choice being made on a screen), so a
 * reload of that screen finds it again. The screen reads it back with `storedFlowState`.
 */
export function rememberFlowState(patch: Partial<FlowState>): void {
  store({ ...readStored(), ...patch });
}

/** The current journey state: what navigation brought, over what this tab remembered. */
export function useFlowState(): FlowState {
  const location = useLocation();
  return useMemo(
    () => ({ ...readStored(), ...((location.state as FlowState | null) ?? {}) }),
    [location.state],
  );
}

/**
 * Whether the bureau consent was given in this tab's journey. Back brings a screen's own
 * navigation state, from before the consent: what the tab remembers says it was given.
 */
export function consentGivenInThisTab(flow: FlowState): boolean {
  return flow.consentVerified === true || readStored().consentVerified === true;
}

/** Navigates onward, carrying the journey state plus `patch`. */
export function useFlowNavigate() {
  const navigate = useNavigate();
  const current = useFlowState();
  return useCallback(
    (to: string, patch: Partial<FlowState> = {}, options: Omit<NavigateOptions, 'state'> = {}) => {
      const next = { ...current, ...patch };
      store(next);
      navigate(to, { ...options, state: next });
    },
    [navigate, current],
  );
}

/** Forgets the journey (Start New Retrieval, Return to Home, deleting one's data). */
export function clearFlowState(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/**
 * Forgets everything this tab remembered of a borrower (the journey, codes sent, retrievals):
 * signing out leaves nothing of them in the tab.
 */
export function forgetThisTab(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('loan-docs.')) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
}
