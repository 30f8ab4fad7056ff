import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
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
import { LoanDocumentsCard } from '../components/batch/loan-documents-card';
import { QuickSelection } from '../components/batch/quick-selection';
import { SelectionSummaryBar } from '../components/batch/selection-summary-bar';
import { StepLayout } from '../components/step-layout';
import { type SelectedLoan, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** /document-selection: which documents to fetch for each selected loan. */
export function DocumentSelectionPage() {
  const flow = useFlowState();
  if (!flow.selectedLoans?.length) return <Navigate to={paths.loansList} replace />;
  return <DocumentSelection loans={flow.selectedLoans} stored={flow.selectedDocuments} />;
}

function DocumentSelection({
  loans,
  stored,
}: {
  loans: SelectedLoan[];
  stored: Record<string, string[]> | undefined;
}) {
  const { t } = useTranslation('documentSelection');
  const flowNavigate = useFlowNavigate();
  // Coming back from /batch-consent keeps what was chosen before.
  const [choice, setChoice] = useState<DocumentChoice>(() => restoreChoice(loans, stored));
  const summary = useMemo(() => summariseChoice(loans, choice), [loans, choice]);

  const proceed = () => {
    if (summary.documents === 0) {
      toast.error(t('required'), { id: 'documents-required' });
      return;
    }
    flowNavigate(paths.batchConsent, {
      selectedDocuments: toStoredChoice(choice),
      // A new selection is a new request: the previous batch (if any) is not this one.
      batchId: undefined,
    });
  };

  return (
    <StepLayout
      step={{ current: 3, total: 4 }}
      onBack={() => flowNavigate(paths.loansList, { selectedDocuments: toStoredChoice(choice) })}
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
              onToggleAll={() => setChoice((current) => toggleAllFor(current, loan.loanId))}
            />
          </li>
        ))}
      </ul>
      <SelectionSummaryBar summary={summary} onContinue={proceed} />
    </StepLayout>
  );
}
