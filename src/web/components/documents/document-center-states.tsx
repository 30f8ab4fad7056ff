import { CircleAlert, FileSearch, LockKeyhole, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

function StateCard({
  icon,
  title,
  text,
  action,
  tone = 'neutral',
  role,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  role?: 'status' | 'alert';
}) {
  return (
    <Card
      role={role}
      className="flex flex-col items-center justify-center gap-3 px-6 py-10 text-center"
    >
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700',
        )}
      >
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="max-w-md text-sm leading-relaxed text-muted">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </Card>
  );
}

/** 'Loading Documents', with placeholders in the shape of the screen. */
export function DocumentsLoading() {
  const { t } = useTranslation('documentCenter');
  return (
    <div aria-busy="true" className="flex flex-col gap-5">
      <StateCard
        role="status"
        icon={<Spinner className="size-7" />}
        title={t('loading.title')}
        text={t('loading.text')}
      />
      <div aria-hidden className="grid animate-pulse grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <div key={tile} className="h-[4.5rem] rounded-xl bg-slate-200/70" />
        ))}
      </div>
    </div>
  );
}

/** The list could not be fetched: say so and offer Retry. Never stand-in documents. */
export function DocumentsError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <StateCard
      role="alert"
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

/** No access token, or the server refused it: the documents open again after a new OTP. */
export function DocumentsSessionEnded({
  expired,
  onVerify,
}: {
  /** True when the server refused the token; false when this tab has none. */
  expired: boolean;
  onVerify: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <StateCard
      icon={<LockKeyhole className="size-7" aria-hidden />}
      title={t('session.title')}
      text={expired ? t('session.text') : t('session.noToken')}
      action={
        <Button size="lg" onClick={onVerify}>
          {t('session.action')}
        </Button>
      }
    />
  );
}

/** 'No Documents Found', with Clear Search while a search is active. */
export function DocumentsEmpty({
  searching,
  onClearSearch,
}: {
  searching: boolean;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  return (
    <StateCard
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('empty.title')}
      text={searching ? t('empty.searching') : t('empty.category')}
      action={
        searching ? (
          <Button variant="secondary" size="lg" onClick={onClearSearch}>
            {t('empty.clearSearch')}
          </Button>
        ) : undefined
      }
    />
  );
}
