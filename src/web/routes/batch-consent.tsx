import { Send } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCreateBatch } from '../api/batch-create';
import { ApiError } from '../api/http';
import { BatchConsentTerms } from '../components/batch/batch-consent-terms';
import { BatchRequestSummary } from '../components/batch/batch-request-summary';
import {
  type ChoiceSummary,
  type DocumentChoice,
  requestedLoans,
  restoreChoice,
  summariseChoice,
} from '../components/batch/document-choice';
import { AgreeCheckbox } from '../components/consent/agree-checkbox';
import { ApplicantSummary } from '../components/consent/applicant-summary';
import { toastFailure } from '../components/failure-toast';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { approvedBatchOf } from '../flow/approved-requests';
import { type SelectedLoan, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../lib/paths';
import '../i18n/journey-texts';

/** /batch-consent: what will be requested from which banks, and the borrower's consent to it. */
export function BatchConsentPage() {
  const flow = useFlowState();
  const loans = flow.selectedLoans ?? [];
  const choice = useMemo(
    () => restoreChoice(loans, flow.selectedDocuments),
    [loans, flow.selectedDocuments],
  );
  const summary = useMemo(() => summariseChoice(loans, choice), [loans, choice]);
  if (!flow.consentVerified || !flow.panNumber) {
    // A first visit back to its start; a bookmark with no journey to the loans, which know a
    // signed-in device (and send a signed-out one to sign-in and back).
    return <Navigate to={flow.panNumber ? paths.panVerification : paths.loansList} replace />;
  }
  // Back from this request's approved batch: to its progress (or result), never a second consent.
  const approvedBatchId = approvedBatchOf(flow.requestKey);
  if (approvedBatchId) {
    return (
      <Navigate to={paths.batchOtpVerify} replace state={{ ...flow, batchId: approvedBatchId }} />
    );
  }
  if (summary.documents === 0) return <Navigate to={paths.documentSelection} replace />;
  return (
    <BatchConsent
      panNumber={flow.panNumber}
      holderName={flow.holderName}
      loans={loans}
      choice={choice}
      summary={summary}
    />
  );
}

interface BatchConsentProps {
  panNumber: string;
  holderName: string | undefined;
  loans: SelectedLoan[];
  choice: DocumentChoice;
  summary: ChoiceSummary;
}

function BatchConsent({ panNumber, holderName, loans, choice, summary }: BatchConsentProps) {
  const { t } = useTranslation('batchConsent');
  const flowNavigate = useFlowNavigate();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string>();
  const checkbox = useRef<HTMLButtonElement>(null);
  const createBatch = useCreateBatch();
  const { interestYears } = useFlowState();

  const create = () =>
    createBatch.mutate(
      {
        panNumber,
        ...(holderName ? { holderName } : {}),
        selectedLoans: requestedLoans(loans, choice, interestYears),
      },
      {
        onSuccess: (response) => flowNavigate(paths.batchOtpVerify, { batchId: response.batchId }),
        onError: (failure) =>
          toastFailure(
            failure,
            (failure instanceof ApiError && failure.serverMessage) || t('createFailed'),
            { retry: create },
          ),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(t('agreeRequired'));
      checkbox.current?.focus();
      return;
    }
    create();
  };

  return (
    <StepLayout
      step={{ current: 3, total: 4 }}
      onBack={() => flowNavigate(paths.documentSelection)}
      title={t('title')}
      subtitle={t('subtitle')}
    >
      <div className="flex flex-col gap-4">
        <ApplicantSummary panNumber={panNumber} holderName={holderName} />
        <BatchRequestSummary summary={summary} interestYears={interestYears} />
        <Card>
          <form noValidate onSubmit={submit} className="flex flex-col gap-5 p-5 sm:p-6">
            <BatchConsentTerms summary={summary} headingId={`${id}-terms`} />
            <AgreeCheckbox
              id={`${id}-agree`}
              checkboxRef={checkbox}
              checked={agreed}
              onCheckedChange={(checked) => {
                setAgreed(checked);
                if (checked) setError(undefined);
              }}
              label={t('agree')}
              error={error}
            />
            <div>
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                disabled={createBatch.isPending}
              >
                {createBatch.isPending ? <Spinner /> : <Send aria-hidden />}
                {createBatch.isPending ? t('submitting') : t('submit')}
              </Button>
            </div>
          </form>
        </Card>
      </div>
    </StepLayout>
  );
}
