import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { LoanDocument } from '../../shared/api/documents';
import { ActionBar } from '../components/action-bar';
import {
  chooseEverything,
  chooseNone,
  choosePopular,
  type DocumentChoice,
  restoreChoice,
  summariseChoice,
  toggleAllFor,
  toggleDocument,
  toStoredChoice,
} from '../components/batch/document-choice';
import { useInterestYears } from '../components/batch/interest-year-field';
import { LoanDocumentsCard } from '../components/batch/loan-documents-card';
import { QuickSelection } from '../components/batch/quick-selection';
import {
  type RecentChoice,
  RecentDocumentsDialog,
} from '../components/batch/recent-documents-dialog';
import { useRecentDocuments } from '../components/batch/use-recent-documents';
import { downloadDocument } from '../components/documents/document-files';
import { DocumentViewer } from '../components/documents/document-viewer';
import { toastOffline } from '../components/failure-toast';
import { StepLayout } from '../components/step-layout';
import { newRequestKey } from '../flow/approved-requests';
import {
  rememberFlowState,
  type SelectedLoan,
  storedFlowState,
  useFlowNavigate,
  useFlowState,
} from '../flow/flow-state';
import { paths } from '../lib/paths';
import { toast } from '../lib/toast';
import { useRefusal } from '../lib/use-refusal';
import '../i18n/journey-texts';

/** /document-selection: which documents to fetch for each selected loan. */
export function DocumentSelectionPage() {
  const flow = useFlowState();
  if (!flow.selectedLoans?.length) return <Navigate to={paths.loansList} replace />;
  return (
    <DocumentSelection
      loans={flow.selectedLoans}
      stored={flow.selectedDocuments}
      consentVerified={flow.consentVerified === true}
    />
  );
}

function DocumentSelection({
  loans,
  stored,
  consentVerified,
}: {
  loans: SelectedLoan[];
  stored: Record<string, string[]> | undefined;
  /** The consent of this journey signed the device in: its documents can be asked for. */
  consentVerified: boolean;
}) {
  const { t } = useTranslation('documentSelection');
  const flowNavigate = useFlowNavigate();
  // Coming back from /batch-consent, or a reload, keeps what was chosen: this tab remembers the
  // choice as it is made (the navigation that brought the borrower here may be older).
  const [choice, setChoice] = useState<DocumentChoice>(() =>
    restoreChoice(loans, storedFlowState().selectedDocuments ?? stored),
  );
  useEffect(() => {
    rememberFlowState({ selectedDocuments: toStoredChoice(choice) });
  }, [choice]);
  const summary = useMemo(() => summariseChoice(loans, choice), [loans, choice]);
  const interestYears = useInterestYears(loans);
  const recent = useRecentDocuments(consentVerified);
  const [offered, setOffered] = useState<readonly RecentChoice[]>([]);
  const [viewing, setViewing] = useState<LoanDocument | null>(null);
  const refusal = useRefusal<DocumentChoice, 'required'>(choice);

  const request = (documents: DocumentChoice) =>
    flowNavigate(paths.batchConsent, {
      selectedDocuments: toStoredChoice(documents),
      interestYears: interestYears.years,
      // A new selection is a new request: the previous batch (if any) is not this one.
      batchId: undefined,
      requestKey: newRequestKey(),
    });

  const proceed = () => {
    if (summary.documents === 0) {
      refusal.refuse('required');
      return;
    }
    // Documents made in the last day are offered before asking the banks again.
    const already = loans.flatMap((loan) =>
      (choice[loan.loanId] ?? []).flatMap((type) => {
        const document = recent.of(loan.loanId, type, interestYears.years[loan.loanId]);
        return document ? [{ loan, document }] : [];
      }),
    );
    if (already.length > 0) setOffered(already);
    else request(choice);
  };

  /** Keeps the documents the borrower has; asks only for the others, if any are left. */
  const keepExisting = () => {
    const kept = new Set(offered.map(({ document }) => document.documentId));
    const rest = Object.fromEntries(
      loans.map((loan) => [
        loan.loanId,
        (choice[loan.loanId] ?? []).filter(
          (type) =>
            !kept.has(
              recent.of(loan.loanId, type, interestYears.years[loan.loanId])?.documentId ?? '',
            ),
        ),
      ]),
    );
    setOffered([]);
    setChoice(rest);
    if (summariseChoice(loans, rest).documents > 0) request(rest);
    else flowNavigate(paths.documentCenter, { selectedDocuments: toStoredChoice(rest) });
  };

  const download = async (document: LoanDocument) => {
    const outcome = document.download_url
      ? await downloadDocument(document.download_url, document.fileName)
      : 'unavailable';
    if (outcome === 'started') toast.success(t('recent.downloadStarted'));
    else if (outcome === 'offline') toastOffline();
    else toast.error(t('recent.downloadFailed'));
  };

  return (
    <StepLayout
      step={{ current: 3, total: 4 }}
      onBack={() =>
        flowNavigate(paths.loansList, {
          selectedDocuments: toStoredChoice(choice),
          interestYears: interestYears.years,
        })
      }
      title={t('title')}
      subtitle={t('subtitle')}
      wide
    >
      <QuickSelection
        onClearAll={() => setChoice(chooseNone(loans))}
        onSelectPopular={() => setChoice(choosePopular(loans))}
        onSelectAll={() => setChoice(chooseEverything(loans))}
      />
      <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {loans.map((loan) => (
          <li key={loan.loanId} className="flex min-w-0 flex-col">
            <LoanDocumentsCard
              loan={loan}
              chosen={choice[loan.loanId] ?? []}
              onToggle={(type) =>
                setChoice((current) => toggleDocument(current, loan.loanId, type))
              }
              onToggleAll={() => setChoice((current) => toggleAllFor(current, loan))}
              recent={(type) => recent.of(loan.loanId, type, interestYears.years[loan.loanId])}
              below={(type, checked) => interestYears.fieldFor(loan.loanId, type, checked)}
            />
          </li>
        ))}
      </ul>
      <ActionBar
        label={t('summary.heading')}
        summary={
          summary.documents === 0 ? (
            <span className="text-muted">{t('summary.none')}</span>
          ) : (
            <>
              <span className="block font-semibold">
                {t('summary.documents', { count: summary.documents })}
              </span>
              <span className="block text-muted">
                {t('summary.acrossBanks', { count: summary.banks })}
              </span>
            </>
          )
        }
        action={t('continue')}
        onAction={proceed}
        error={refusal.reason && t(refusal.reason)}
      />
      <RecentDocumentsDialog
        recent={offered}
        onOpen={(document) => {
          // One dialog at a time: Continue offers them again after viewing.
          setOffered([]);
          setViewing(document);
        }}
        onUseExisting={keepExisting}
        onRequestAnyway={() => {
          setOffered([]);
          request(choice);
        }}
        onClose={() => setOffered([])}
      />
      <DocumentViewer
        document={viewing}
        onClose={() => setViewing(null)}
        onDownload={(document) => void download(document)}
        downloading={false}
      />
    </StepLayout>
  );
}
