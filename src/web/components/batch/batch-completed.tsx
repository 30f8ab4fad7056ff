import { ArrowRight, CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BatchStatusResponse } from '../../../shared/api/batch';
import { listLocale } from '../../../shared/languages';
import { Button } from '../ui/button';
import { BatchStateCard } from './batch-state-card';

/**
 * The batch is done: how many documents are ready, which banks (if any) failed — then it says
 * "4 of 5 banks ready", not a green "ready" — what can be done about them, and the way on.
 */
export function BatchCompleted({
  batch,
  canTryAgain,
  keepTrying = false,
  onOpenDocumentCenter,
}: {
  batch: BatchStatusResponse['batch'];
  /** A failed bank may be asked again (its Try again is in the bank list). */
  canTryAgain: boolean;
  /** A failed bank's Try again is spent and Keep trying for me is offered, on or over. */
  keepTrying?: boolean;
  onOpenDocumentCenter: () => void;
}) {
  const { t, i18n } = useTranslation('batchOtp');
  const failedBanks = new Intl.ListFormat(listLocale(i18n.language), {
    type: 'conjunction',
  }).format(batch.failedBanks);
  const partial = batch.failedBanks.length > 0;
  return (
    <BatchStateCard
      live
      tone={partial ? 'warning' : 'success'}
      icon={
        partial ? (
          <TriangleAlert className="size-10" aria-hidden />
        ) : (
          <CircleCheck className="size-10" aria-hidden />
        )
      }
      title={
        partial
          ? t('completed.headingPartial', { ready: batch.banksReady, total: batch.banksTotal })
          : t('completed.heading')
      }
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={onOpenDocumentCenter}>
          {t('completed.open')}
          <ArrowRight aria-hidden />
        </Button>
      }
    >
      <p className="text-base text-ink">
        {t('completed.text', { count: batch.documentsGenerated })}
      </p>
      {batch.failedBanks.length > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-left text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <span>
            {t('completed.partial', { banks: failedBanks })}{' '}
            {canTryAgain
              ? t('completed.partialRetry')
              : keepTrying
                ? t('completed.partialKeepTrying')
                : t('completed.partialConsentEnded')}
          </span>
        </p>
      )}
      <p>{t('completed.retention')}</p>
    </BatchStateCard>
  );
}
