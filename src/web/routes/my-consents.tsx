import { CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { ConsentRecord } from '../../shared/api/consents';
import { useActivity } from '../api/activity';
import { useConsents } from '../api/consents';
import { ApiError } from '../api/http';
import { refreshSession, useSession } from '../api/session';
import { ActivityList } from '../components/my-consents/activity-list';
import { ConsentRecordCard } from '../components/my-consents/consent-record-card';
import { DataExportCard } from '../components/my-consents/data-export-card';
import { GrievanceContact } from '../components/my-consents/grievance-contact';
import { WithdrawConsentDialog } from '../components/my-consents/withdraw-consent-dialog';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { paths, signInPath } from '../lib/paths';
import '../i18n/journey-texts';

/**
 * /my-consents (from the account menu): every consent as a record with Withdraw, the activity
 * log, Download all my data, and the grievance contact. Signed-in devices only; others sign in first and come back.
 */
export function MyConsentsPage() {
  const { t } = useTranslation(['myConsents', 'common']);
  const session = useSession();
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);
  if (session.status === 'signed-out') {
    return <Navigate to={signInPath(paths.myConsents)} replace />;
  }
  return <MyConsents ready={session.status === 'signed-in'} />;
}

function MyConsents({ ready }: { ready: boolean }) {
  const { t } = useTranslation(['myConsents', 'common']);
  const navigate = useNavigate();
  return (
    <StepLayout
      title={t('title')}
      subtitle={t('subtitle')}
      backLabel={t('common:account.myDocuments')}
      onBack={() => navigate(paths.documentCenter)}
      wide
    >
      {ready ? <ConsentsAndActivity /> : <Loading />}
    </StepLayout>
  );
}

function ConsentsAndActivity() {
  const { t, i18n } = useTranslation('myConsents');
  // The records' texts come from the server in the screen's language.
  const language = i18n.resolvedLanguage ?? 'en';
  const consents = useConsents(language);
  const activity = useActivity(language);
  const [withdrawing, setWithdrawing] = useState<ConsentRecord | null>(null);

  const ended = [consents.error, activity.error].some(
    (error) => error instanceof ApiError && error.status === 401,
  );
  useEffect(() => {
    // The session ended meanwhile: the page goes to sign-in once the header knows.
    if (ended) void refreshSession();
  }, [ended]);

  if (consents.isPending || activity.isPending) return <Loading />;
  if (consents.isError || activity.isError) {
    return (
      <Failed
        retrying={consents.isFetching || activity.isFetching}
        onRetry={() => {
          void consents.refetch();
          void activity.refetch();
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="consents-heading">
        <h2 id="consents-heading" className="mb-3 text-lg font-semibold text-ink">
          {t('consents.heading')}
        </h2>
        {consents.data.consents.length === 0 ? (
          <p className="text-sm text-muted">{t('consents.empty')}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {consents.data.consents.map((consent) => (
              <li key={consent.consentId} className="flex">
                <ConsentRecordCard consent={consent} onWithdraw={setWithdrawing} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Before the activity log, which can be long. */}
      <DataExportCard />
      <section aria-labelledby="activity-heading">
        <Card className="p-5">
          <h2 id="activity-heading" className="text-lg font-semibold text-ink">
            {t('activity.heading')}
          </h2>
          <p className="mt-1 mb-2 text-sm text-muted">{t('activity.intro')}</p>
          <ActivityList events={activity.data.events} />
        </Card>
      </section>
      <GrievanceContact headingId="grievance-heading" />
      <WithdrawConsentDialog
        consent={withdrawing}
        language={language}
        onClose={() => setWithdrawing(null)}
      />
    </div>
  );
}

function Loading() {
  const { t } = useTranslation('myConsents');
  return (
    <p role="status" className="inline-flex items-center gap-2 text-muted">
      <Spinner />
      {t('loading')}
    </p>
  );
}

function Failed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('myConsents');
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-red-50 text-red-600">
        <CircleAlert className="size-7" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-ink">{t('error.title')}</h2>
      <p className="max-w-md text-sm text-muted">{t('error.text')}</p>
      <Button size="lg" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RefreshCw aria-hidden />}
        {t('error.retry')}
      </Button>
    </Card>
  );
}
