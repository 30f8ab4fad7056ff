import { ArrowLeft, House } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { refreshSession, useSession } from '../api/session';
import { DeleteMyData } from '../components/documents/delete-data-dialog';
import { DocumentsLoading } from '../components/documents/document-center-states';
import { DocumentList } from '../components/documents/document-list';
import { LoadFailed, SessionEnded } from '../components/state-card';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { clearFlowState, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths, signInPath } from '../lib/paths';
import '../i18n/document-center-texts';

/**
 * /document-center: the borrower's documents, from the server, to view, download and share.
 * The session decides (this tab's journey, another tab, or a sign-in); with neither a session
 * nor a journey, the journey starts (spec §2).
 */
export function DocumentCenterPage() {
  const flow = useFlowState();
  const session = useSession();
  const { t } = useTranslation(['documentCenter', 'common']);
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);
  // A bookmark or link without a session: sign in, then back here (a first visit in progress
  // has a journey and keeps its own way).
  if (session.status === 'signed-out' && !flow.panNumber) {
    return <Navigate to={signInPath(paths.documentCenter)} replace />;
  }
  return <DocumentCenter session={session.status} batchId={flow.batchId} />;
}

function DocumentCenter({
  session,
  batchId,
}: {
  session: ReturnType<typeof useSession>['status'];
  batchId: string | undefined;
}) {
  const { t } = useTranslation(['documentCenter', 'common']);
  const flowNavigate = useFlowNavigate();
  const navigate = useNavigate();
  const signedIn = session === 'signed-in';

  // Documents need only a session: a sign-in, not a new consent.
  const signInAgain = () => navigate(signInPath(paths.documentCenter));
  const returnHome = () => {
    clearFlowState();
    navigate(paths.landing, { replace: true });
  };

  // What sits below the list appears with the list's cards (DocumentList shows it once they
  // are drawn): shown beside a loading list, it would jump down a screen or more when ten
  // documents arrive (layout shift).
  const below = (
    <>
      <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
        {/* Without a session the batch screen could only send back to the start. */}
        {batchId && signedIn ? (
          <Button variant="secondary" size="lg" onClick={() => flowNavigate(paths.batchOtpVerify)}>
            <ArrowLeft aria-hidden />
            {t('actions.backToProcessing')}
          </Button>
        ) : signedIn ? (
          <Button variant="secondary" size="lg" onClick={() => navigate(paths.home)}>
            <ArrowLeft aria-hidden />
            {t('common:account.home')}
          </Button>
        ) : (
          <span aria-hidden className="hidden sm:block" />
        )}
        <Button variant="secondary" size="lg" onClick={returnHome}>
          <House aria-hidden />
          {t('actions.returnHome')}
        </Button>
      </div>
      {signedIn && <YourData />}
    </>
  );

  return (
    <StepLayout title={t('title')} subtitle={t('subtitle')} wide>
      {signedIn ? (
        <DocumentList onVerifyAgain={signInAgain} below={below} />
      ) : session === 'unreachable' ? (
        <>
          <LoadFailed
            namespace="documentCenter"
            role="alert"
            message={t('error.text')}
            onRetry={() => void refreshSession()}
            retrying={false}
          />
          {below}
        </>
      ) : session === 'unknown' ? (
        <DocumentsLoading />
      ) : (
        <>
          <SessionEnded
            namespace="documentCenter"
            text={t('sessionEnded.noToken')}
            onConsentAgain={signInAgain}
          />
          {below}
        </>
      )}
    </StepLayout>
  );
}

/** 'Delete my data now', and when it would happen anyway. */
function YourData() {
  const { t } = useTranslation(['documentCenter', 'learnMore']);
  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="your-data-title" className="font-semibold text-ink">
          {t('learnMore:yourData.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
          {t('learnMore:yourData.body')}
        </p>
      </div>
      <DeleteMyData className="shrink-0" />
    </section>
  );
}
