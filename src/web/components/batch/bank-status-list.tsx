import {
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  type LucideIcon,
  Mail,
  Phone,
  RefreshCw,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankProcessingStatus } from '../../../shared/api/batch';
import type { BankStatus } from '../../../shared/batch';
import { cn } from '../../lib/cn';
import { BankBadge } from '../bank-badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { type KeepTryingActions, KeepTryingPanel } from './keep-trying-panel';
import { RequestLetterButton } from './request-letter-button';

const LOOK: Record<BankStatus, { icon: LucideIcon; badge: string; bar: string }> = {
  pending: { icon: Clock, badge: 'bg-slate-100 text-slate-700', bar: 'bg-slate-300' },
  processing: {
    icon: LoaderCircle,
    badge: 'bg-blue-100 text-blue-800',
    bar: 'bg-brand-600',
  },
  completed: {
    icon: CircleCheck,
    badge: 'bg-emerald-100 text-emerald-800',
    bar: 'bg-emerald-600',
  },
  failed: { icon: CircleX, badge: 'bg-red-100 text-red-800', bar: 'bg-red-500' },
};

const RETRYING_LOOK = {
  icon: RefreshCw,
  badge: 'bg-amber-100 text-amber-900',
  bar: 'bg-amber-500',
};

/**
 * Each bank of the batch: its status, how many of its documents are ready, a retry under way
 * ("Retrying, attempt 2 of 4"), Try again for a bank that failed for good, and Keep trying for
 * me once Try again is spent.
 */
export function BankStatusList({
  banks,
  onTryAgain,
  askingAgain,
  keepTrying,
}: {
  banks: readonly BankProcessingStatus[];
  onTryAgain?: (bank: BankProcessingStatus) => void;
  /** The lender whose Try again is on its way. */
  askingAgain?: string | undefined;
  keepTrying?: KeepTryingActions;
}) {
  const { t } = useTranslation('batchOtp');
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="p-5 sm:p-6">
        <h2 id={headingId} className="text-sm font-semibold text-ink">
          {t('banks.heading')}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {banks.map((bank) => {
            const look = bank.retrying ? RETRYING_LOOK : LOOK[bank.status];
            const Icon = look.icon;
            const share =
              bank.documentsRequested > 0
                ? Math.round((bank.documentsGenerated / bank.documentsRequested) * 100)
                : 0;
            return (
              <li key={bank.bankName} className="py-3 last:pb-0">
                <div className="flex items-center gap-3">
                  <BankBadge bankName={bank.bankName} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-ink">{bank.bankName}</p>
                    <div className="mt-0.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <span className="text-xs tabular-nums text-muted">
                        {t('banks.documents', {
                          generated: bank.documentsGenerated,
                          count: bank.documentsRequested,
                        })}
                      </span>
                      <span
                        className={cn(
                          'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
                          look.badge,
                        )}
                      >
                        <Icon
                          className={cn(
                            'size-3.5',
                            bank.status === 'processing' && !bank.retrying && 'animate-spin',
                          )}
                          aria-hidden
                        />
                        {bank.retrying
                          ? t('banks.retrying', { attempt: bank.attempt, max: bank.maxAttempts })
                          : t(`banks.status.${bank.status}`)}
                      </span>
                    </div>
                    <span
                      aria-hidden
                      className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-200"
                    >
                      <span
                        className={cn('block h-full rounded-full transition-[width]', look.bar)}
                        style={{ width: `${bank.status === 'failed' ? 100 : share}%` }}
                      />
                    </span>
                  </div>
                  {bank.canRetry && onTryAgain && (
                    <Button
                      variant="secondary"
                      size="sm"
                      className="shrink-0"
                      // The visible words first, then which bank (label in name).
                      aria-label={t('banks.tryAgainBank', { bank: bank.bankName })}
                      disabled={askingAgain !== undefined}
                      onClick={() => onTryAgain(bank)}
                    >
                      {askingAgain === bank.lenderId ? <Spinner /> : <RefreshCw aria-hidden />}
                      {t('banks.tryAgain')}
                    </Button>
                  )}
                </div>
                {bank.status === 'failed' && <FailedBankHelp bank={bank} />}
                {keepTrying && <KeepTryingPanel bank={bank} actions={keepTrying} />}
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

/**
 * Why a bank's row is red, in plain words, and the bank's own grievance desk: what a borrower
 * can do besides Try again.
 */
function FailedBankHelp({ bank }: { bank: BankProcessingStatus }) {
  const { t } = useTranslation('batchOtp');
  return (
    <div className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      <p>
        {t(bank.failureReason ? `failureReason.${bank.failureReason}` : 'banks.failedWhy', {
          bank: bank.bankName,
          count: bank.attempt,
        })}
      </p>
      {bank.contact && (
        <p className="mt-1">
          {t('banks.askDirectly', { bank: bank.bankName })}{' '}
          <span className="inline-flex flex-wrap gap-x-3">
            <a
              href={`mailto:${bank.contact.email}`}
              className="inline-flex min-h-11 items-center font-semibold break-all underline underline-offset-2"
            >
              <Mail className="mr-1 size-4 shrink-0" aria-hidden />
              {bank.contact.email}
            </a>
            <a
              href={`tel:${bank.contact.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2"
            >
              <Phone className="mr-1 size-4 shrink-0" aria-hidden />
              {bank.contact.phone}
            </a>
          </span>
        </p>
      )}
      <RequestLetterButton bank={bank} />
    </div>
  );
}
