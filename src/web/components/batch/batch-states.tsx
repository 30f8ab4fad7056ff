import { CircleAlert, LockKeyhole, RefreshCw, SearchX, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { BatchStateCard } from './batch-state-card';

/** The session was refused: consent has to be given again. */
export function BatchSessionEnded({
  message,
  onConsentAgain,
}: {
  message: string | undefined;
  onConsentAgain: () => void;
}) {
  const { t } = useTranslation('batchOtp');
  return (
    <BatchStateCard
      icon={<LockKeyhole className="size-8" aria-hidden />}
      title={t('session.title')}
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={onConsentAgain}>
          {t('session.action')}
        </Button>
      }
    >
      <p>{message ?? t('session.text')}</p>
    </BatchStateCard>
  );
}

/** Not this borrower's batch, or none at all. */
export function BatchNotFound({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation('batchOtp');
  return (
    <BatchStateCard
      icon={<SearchX className="size-8" aria-hidden />}
      title={t('notFound.title')}
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={onReview}>
          {t('notFound.action')}
        </Button>
      }
    >
      <p>{t('notFound.text')}</p>
    </BatchStateCard>
  );
}

/** A failure the borrower can retry: the status check, or sending the first OTP. */
export function BatchRetry({
  title,
  message,
  retryLabel,
  retryIcon,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  retryLabel: string;
  retryIcon: 'refresh' | 'send';
  onRetry: () => void;
  retrying: boolean;
}) {
  const Icon = retryIcon === 'send' ? Send : RefreshCw;
  return (
    <BatchStateCard
      tone="error"
      icon={<CircleAlert className="size-8" aria-hidden />}
      title={title}
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner /> : <Icon aria-hidden />}
          {retryLabel}
        </Button>
      }
    >
      <p>{message}</p>
    </BatchStateCard>
  );
}

/** Something is under way (checking the batch, sending the OTP, the first status). */
export function BatchWorking({ title, text }: { title: string; text: string }) {
  return (
    <BatchStateCard live icon={<Spinner className="size-8" />} title={title}>
      <p>{text}</p>
    </BatchStateCard>
  );
}

/** No bank could provide a document: say so where the progress is, and offer a new request. */
export function BatchFailed({ onTryAgain }: { onTryAgain: () => void }) {
  const { t } = useTranslation('batchOtp');
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
        {/* The toast says 'Document generation failed'; this says why and what next, not the same again. */}
        <span>{t('failedText')}</span>
      </p>
      <Button variant="secondary" className="shrink-0" onClick={onTryAgain}>
        <RefreshCw aria-hidden />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
