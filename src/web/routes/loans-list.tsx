import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { refreshSession, useSession } from '../api/session';
import { LoansSection } from '../components/loans/loans-report';
import { LoadFailed } from '../components/state-card';
import { StepLayout } from '../components/step-layout';
import { useFlowState } from '../flow/flow-state';
import { paths, signInPath } from '../lib/paths';
import '../i18n/journey-texts';

/**
 * /loans-list: the loans of the credit report fetched under the borrower's consent. During a
 * first visit, the consent given in this tab's journey; without one, a signed-in device's
 * session (its PAN, and the bureau consent still active on the server); signed out, sign-in
 * and back here.
 */
export function LoansListPage() {
  const flow = useFlowState();
  const session = useSession();
  const { t } = useTranslation('loansList');
  if (flow.consentVerified && flow.panNumber) return <LoansScreen panNumber={flow.panNumber} />;
  // A first visit still before its consent keeps its own way.
  if (flow.panNumber) return <Navigate to={paths.panVerification} replace />;
  if (session.status === 'signed-in') return <LoansScreen panNumber={session.panNumber} />;
  if (session.status === 'signed-out') return <Navigate to={signInPath(paths.loansList)} replace />;
  return (
    <StepLayout step={{ current: 2, total: 4 }} title={t('title')} subtitle={t('subtitle')} wide>
      {session.status === 'unreachable' ? (
        <LoadFailed
          namespace="loansList"
          role="alert"
          message={t('error.fallback')}
          onRetry={() => void refreshSession()}
          retrying={false}
        />
      ) : (
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
      )}
    </StepLayout>
  );
}

function LoansScreen({ panNumber }: { panNumber: string }) {
  const { t } = useTranslation('loansList');
  return (
    <StepLayout step={{ current: 2, total: 4 }} title={t('title')} subtitle={t('subtitle')} wide>
      <LoansSection panNumber={panNumber} />
    </StepLayout>
  );
}
