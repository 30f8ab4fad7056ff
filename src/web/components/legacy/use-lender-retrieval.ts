import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../../api/http';
import { requestLenderConsent } from '../../api/legacy-request-consent';
import { retrieveLoanDocuments } from '../../api/legacy-retrieve-documents';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { toast } from '../../lib/toast';
import { expiresAtFrom } from '../otp/otp-entry-machine';
import { type RetrievalMemory, recallRetrieval, rememberRetrieval } from './retrieval-memory';
import {
  type LoanRetrieval,
  retrievalPhase,
  type SentConsent,
  selectionSignature,
} from './retrieval-state';

/** Completed is shown this long after the last loan has ended (spec §9: 1 s). */
const COMPLETED_DELAY_MS = 1000;

/**
 * /documents' state machine (older flow): every selected loan's bank is asked for its own OTP at
 * once (consent), each code fetches that loan's documents (otp), and a second after the last loan
 * has ended the documents are listed (completed). Progress survives a reload of the tab.
 */
export function useLenderRetrieval(panNumber: string, loans: readonly LegacyLoanSelection[]) {
  const { t } = useTranslation('documents');
  const signature = selectionSignature(panNumber, loans);
  const [memory, setMemory] = useState<RetrievalMemory>(
    () =>
      recallRetrieval(signature) ?? {
        signature,
        startedAt: Date.now(),
        consentRoundDone: false,
        retrievals: {},
      },
  );
  const [completed, setCompleted] = useState(false);
  // Refs, not state: StrictMode runs effects twice on the same instance, and each bank gets one
  // text per round, whatever React does.
  const arrived = useRef(false);
  const roundUnderWay = useRef(false);

  useEffect(() => rememberRetrieval(memory), [memory]);

  const setLoan = useCallback(
    (loanId: string, state: LoanRetrieval) =>
      setMemory((current) => ({
        ...current,
        retrievals: { ...current.retrievals, [loanId]: state },
      })),
    [],
  );

  /** Texts this loan's bank OTP (a new one if one was sent before). */
  const askLender = useCallback(
    async (loan: LegacyLoanSelection): Promise<SentConsent> => {
      const response = await requestLenderConsent({ account_id: loan.id, pan_number: panNumber });
      const consent = {
        token: response.consent_token,
        phoneMasked: response.phone_masked,
        expiresAt: expiresAtFrom(response.expires_in),
      };
      setLoan(loan.id, { status: 'awaiting-otp', consent });
      return consent;
    },
    [panNumber, setLoan],
  );

  /** Asks this loan's bank from the start; true when its OTP was sent. */
  const requestConsent = useCallback(
    async (loan: LegacyLoanSelection): Promise<boolean> => {
      setLoan(loan.id, { status: 'requesting' });
      try {
        await askLender(loan);
        return true;
      } catch (error) {
        setLoan(loan.id, {
          status: 'consent-failed',
          message: serverMessage(error) ?? t('messages.consentFailed'),
        });
        return false;
      }
    },
    [askLender, setLoan, t],
  );

  const requestRound = useCallback(
    async (toAsk: readonly LegacyLoanSelection[]) => {
      if (roundUnderWay.current) return;
      roundUnderWay.current = true;
      try {
        // Every bank at once: each is its own consent with its own OTP.
        const sent = await Promise.all(toAsk.map((loan) => requestConsent(loan)));
        setMemory((current) => ({ ...current, consentRoundDone: true }));
        if (!sent.some(Boolean)) toast.error(t('messages.consentFailed'));
      } finally {
        roundUnderWay.current = false;
      }
    },
    [requestConsent, t],
  );

  // On arrival the banks are asked for their OTPs; after a reload only those never answered.
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const unanswered = loans.filter((loan) => {
      const state = memory.retrievals[loan.id];
      return !state || state.status === 'requesting';
    });
    if (unanswered.length > 0) void requestRound(unanswered);
  }, [loans, memory.retrievals, requestRound]);

  /** A new OTP for this loan's bank; when none is sent its box says why, under its button. */
  const resend = async (loan: LegacyLoanSelection): Promise<SentConsent> => {
    const consent = await askLender(loan);
    toast.success(t('otp.resent', { bank: loan.bank_name }));
    return consent;
  };

  /**
   * Fetches the loan's documents with its code. A code the server did not accept rejects (the box
   * stays, with the reason); a failing bank marks this loan failed while the others go on.
   */
  const verify = async (loan: LegacyLoanSelection, consent: SentConsent, otp: string) => {
    try {
      const response = await retrieveLoanDocuments({
        pan_number: panNumber,
        selected_loans: [
          {
            id: loan.id,
            bank_name: loan.bank_name,
            account_number: loan.account_number,
            loan_type: loan.loan_type,
          },
        ],
        document_types: loan.documentTypes,
        consent_otp: otp,
        consent_token: consent.token,
      });
      setLoan(loan.id, { status: 'retrieved', documents: response.documents });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 400 || status === 429) throw error;
      setLoan(loan.id, {
        status: 'failed',
        message: serverMessage(error) ?? t('messages.retrieveFailed'),
      });
    }
  };

  const phase = retrievalPhase(
    loans.map((loan) => loan.id),
    memory.retrievals,
    memory.consentRoundDone,
  );

  useEffect(() => {
    if (phase !== 'settled') {
      setCompleted(false);
      return;
    }
    const timer = setTimeout(() => setCompleted(true), COMPLETED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const retryAll = () => {
    setMemory((current) => ({ ...current, consentRoundDone: false, retrievals: {} }));
    void requestRound(loans);
  };

  return {
    startedAt: memory.startedAt,
    retrievals: memory.retrievals,
    phase: phase === 'settled' && completed ? ('completed' as const) : phase,
    requestConsent,
    resend,
    verify,
    retryAll,
  };
}
