import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import type { DocumentType, LegacyDocumentType } from '../../shared/documents';

/**
 * The journey's state, carried between screens in react-router navigation state as the spec
 * describes, and mirrored in sessionStorage so a reload keeps the journey (the tab's session
 * only; never localStorage). The server trusts none of it: every call is checked against the
 * access token.
 */
export interface SelectedLoan {
  loanId: string;
  accountId: string;
  bankName: string;
  loanType: string;
  outstandingAmount: number;
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
  /** Older flow: set once /consent verified the bureau OTP. */
  consentVerified?: boolean;
  /** Newer flow: the mobile verified on /cibil-consent (10 digits), reused for the batch OTP. */
  mobile?: string;
  accessToken?: string;
  selectedLoans?: SelectedLoan[];
  /** loanId → chosen document types. */
  selectedDocuments?: Record<string, DocumentType[]>;
  batchId?: string;
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
    accessToken: undefined,
    selectedLoans: undefined,
    selectedDocuments: undefined,
    batchId: undefined,
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

/** The current journey state: what navigation brought, over what this tab remembered. */
export function useFlowState(): FlowState {
  const location = useLocation();
  return useMemo(
    () => ({ ...readStored(), ...((location.state as FlowState | null) ?? {}) }),
    [location.state],
  );
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
