import { CircleAlert, FileSearch, LockKeyhole, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
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

function StateCard({
  icon,
  title,
  text,
  action,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <Card className="flex h-full flex-col items-center justify-center gap-3 px-6 py-10 text-center">
      <span
        className={
          tone === 'error'
            ? 'grid size-14 place-items-center rounded-full bg-red-50 text-red-600'
            : 'grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700'
        }
      >
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm leading-relaxed text-muted">{text}</p>
      <div className="mt-2">{action}</div>
    </Card>
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
      tone="error"
      icon={<CircleAlert className="size-7" aria-hidden />}
      title={t('error.title')}
      text={message}
      action={
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <RefreshCw aria-hidden />}
          {t('error.retry')}
        </Button>
      }
    />
  );
}

/** The access token was refused (expired or revoked): consent has to be given again. */
export function LoansSessionEnded({ onConsentAgain }: { onConsentAgain: () => void }) {
  const { t } = useTranslation('loansList');
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
export function LoansEmpty({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('loansList');
  return (
    <StateCard
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
