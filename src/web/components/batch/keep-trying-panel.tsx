import { CalendarClock, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankProcessingStatus } from '../../../shared/api/batch';
import { useDates } from '../../lib/use-dates';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Spinner } from '../ui/spinner';

export interface KeepTryingActions {
  /** `notifyBySms`: the borrower ticked "also send me an SMS" (unticked unless they do). */
  start: (bank: BankProcessingStatus, notifyBySms: boolean) => void;
  stop: (bank: BankProcessingStatus) => void;
  /** The lender whose start or stop is on its way. */
  busy?: string | undefined;
}

/**
 * Keep trying for me, under a bank: offered once the borrower's Try again taps are spent, with
 * an unticked choice of an SMS when it ends (to the mobile the request was approved with); while
 * on, when the next try is and until when, with a way to stop; how it ended.
 */
export function KeepTryingPanel({
  bank,
  actions,
}: {
  bank: BankProcessingStatus;
  actions: KeepTryingActions;
}) {
  const { t } = useTranslation('batchOtp');
  const { formatDate, formatDateTime } = useDates();
  const busy = actions.busy === bank.lenderId;
  const { keepTrying } = bank;

  if (keepTrying?.state === 'on') {
    return (
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <p className="inline-flex items-start gap-1.5">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {keepTrying.nextTryAt
              ? t('keepTrying.on', {
                  next: formatDateTime(keepTrying.nextTryAt),
                  until: keepTrying.until ? formatDate(keepTrying.until) : '',
                })
              : t('keepTrying.lastTry', {
                  until: keepTrying.until ? formatDate(keepTrying.until) : '',
                })}
          </span>
        </p>
        {keepTrying.sms && <p className="basis-full">{t('keepTrying.smsOn')}</p>}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('keepTrying.stopBank', { bank: bank.bankName })}
          disabled={actions.busy !== undefined}
          onClick={() => actions.stop(bank)}
        >
          {busy && <Spinner />}
          {t('keepTrying.stop')}
        </Button>
      </div>
    );
  }
  if (keepTrying?.state === 'gave_up') {
    return (
      <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
        {t('keepTrying.gaveUp', { bank: bank.bankName })}
      </p>
    );
  }
  if (keepTrying?.state === 'recovered') {
    return <p className="mt-1 text-xs text-muted">{t('keepTrying.recovered')}</p>;
  }
  if (!bank.canKeepTrying) return null;
  return <KeepTryingOffer bank={bank} actions={actions} />;
}

/** The offer, with its SMS choice: unticked each time it is shown, until the borrower ticks it. */
function KeepTryingOffer({
  bank,
  actions,
}: {
  bank: BankProcessingStatus;
  actions: KeepTryingActions;
}) {
  const { t } = useTranslation('batchOtp');
  const smsId = useId();
  const [notifyBySms, setNotifyBySms] = useState(false);
  const busy = actions.busy === bank.lenderId;
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink">
      <p>{t('keepTrying.offer', { bank: bank.bankName })}</p>
      {/* The choice comes before the button, in reading and tab order. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-start gap-2">
          <Checkbox
            id={smsId}
            checked={notifyBySms}
            onCheckedChange={(value) => setNotifyBySms(value === true)}
            // Each failed bank has one: the name tells them apart to a screen reader.
            aria-label={t('keepTrying.smsBank', { bank: bank.bankName })}
            disabled={actions.busy !== undefined}
            className="mt-0.5"
          />
          <label htmlFor={smsId} className="cursor-pointer text-sm text-ink">
            {t('keepTrying.sms')}
          </label>
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('keepTrying.startBank', { bank: bank.bankName })}
          disabled={actions.busy !== undefined}
          onClick={() => actions.start(bank, notifyBySms)}
        >
          {busy ? <Spinner /> : <RefreshCw aria-hidden />}
          {t('keepTrying.start')}
        </Button>
      </div>
    </div>
  );
}
