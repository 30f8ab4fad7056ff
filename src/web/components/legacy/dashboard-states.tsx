import { CircleAlert, FileSearch, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RetryButton, StateCard } from '../state-card';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Placeholders in the shape of the dashboard while the report loads. */
export function DashboardLoading() {
  const { t } = useTranslation('dashboard');
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 inline-flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
      <div aria-hidden className="grid animate-pulse gap-3">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[0, 1, 2, 3].map((card) => (
            <div key={card} className="h-28 rounded-xl bg-slate-200/70" />
          ))}
        </div>
        <div className="h-40 rounded-xl bg-slate-200/70" />
        <div className="h-40 rounded-xl bg-slate-200/70" />
      </div>
    </div>
  );
}

/** The report could not be fetched: 'No Data Available', and a way to try again. */
export function DashboardNoData({
  message,
  onRetry,
  retrying,
}: {
  message: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <StateCard
      tone="error"
      icon={<CircleAlert className="size-7" aria-hidden />}
      title={t('error.title')}
      text={message ?? t('error.text')}
      action={<RetryButton label={t('error.retry')} onRetry={onRetry} retrying={retrying} />}
    />
  );
}

/** The access token was refused (expired or revoked): consent has to be given again. */
export function DashboardSessionEnded({ onConsentAgain }: { onConsentAgain: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <StateCard
      icon={<LockKeyhole className="size-7" aria-hidden />}
      title={t('sessionEnded.title')}
      text={t('sessionEnded.text')}
      action={
        <Button size="lg" onClick={onConsentAgain}>
          {t('sessionEnded.action')}
        </Button>
      }
    />
  );
}

/** The report lists no loan accounts. */
export function DashboardNoLoans() {
  const { t } = useTranslation('dashboard');
  return (
    <StateCard
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('loans.empty.title')}
      text={t('loans.empty.text')}
    />
  );
}
