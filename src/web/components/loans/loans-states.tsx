import { CircleAlert, FileSearch, LockKeyhole, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RetryButton, StateCard } from '../state-card';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Placeholders in the shape of the screen while the report loads. */
export function LoansLoading() {
  const { t } = useTranslation('loansList');
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 inline-flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
      <div aria-hidden className="grid animate-pulse gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="h-44 rounded-xl bg-slate-200/70" />
          <div className="h-44 rounded-xl bg-slate-200/70" />
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="h-52 rounded-xl bg-slate-200/70" />
          <div className="h-52 rounded-xl bg-slate-200/70" />
        </div>
      </div>
    </div>
  );
}

/** The report could not be fetched: say so, and offer to try again. Never stand-in data. */
export function LoansError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('loansList');
  return (
    <StateCard
      className="h-full"
      tone="error"
      icon={<CircleAlert className="size-7" aria-hidden />}
      title={t('error.title')}
      text={message}
      action={<RetryButton label={t('error.retry')} onRetry={onRetry} retrying={retrying} />}
    />
  );
}

/** The access token was refused (expired or revoked): consent has to be given again. */
export function LoansSessionEnded({ onConsentAgain }: { onConsentAgain: () => void }) {
  const { t } = useTranslation('loansList');
  return (
    <StateCard
      className="h-full"
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
export function LoansEmpty({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('loansList');
  return (
    <StateCard
      className="h-full"
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <Button size="lg" variant="secondary" onClick={onRefresh}>
          <RefreshCw aria-hidden />
          {t('empty.refresh')}
        </Button>
      }
    />
  );
}
