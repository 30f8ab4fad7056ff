import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchStatusResponse } from '../../../shared/api/batch';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { Progress } from '../ui/progress';
import { Spinner } from '../ui/spinner';
import { PROCESSING_STAGES } from './batch-phase';

type Batch = BatchStatusResponse['batch'];

/** How long is left, in minutes (rounded up), from the lenders' recent real times. */
function useEstimateText() {
  const { t } = useTranslation('batchOtp');
  return (seconds: number) =>
    seconds < 60
      ? t('estimate.underAMinute')
      : t('estimate.minutes', { count: Math.ceil(seconds / 60) });
}

/** Overall progress, the stage the batch is in with its friendly message, and the stages as steps. */
export function BatchProgress({ batch }: { batch: Batch }) {
  const { t } = useTranslation('batchOtp');
  const id = useId();
  const estimateText = useEstimateText();
  const failed = batch.status === 'failed';
  const finished = batch.status === 'completed' || failed;
  const currentIndex = (PROCESSING_STAGES as readonly string[]).indexOf(batch.currentStage);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-label`} className="text-sm font-semibold text-ink">
          {t('progress.label')}
        </h2>
        <span className="text-2xl font-bold tabular-nums text-ink">{batch.progress}%</span>
      </div>
      <Progress
        value={batch.progress}
        aria-labelledby={`${id}-label`}
        aria-valuetext={t('progress.percent', { percent: batch.progress })}
        className={cn('mt-2 h-3', failed && '[&>div]:bg-red-500')}
      />
      <p role="status" className="mt-3 flex items-start gap-2 text-sm font-medium text-ink">
        {!finished && <Spinner className="mt-0.5 text-brand-700" />}
        <span>
          {failed
            ? t('stages.FAILED')
            : t(`stages.${batch.currentStage}`, { defaultValue: batch.stageMessage })}
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">
        {t('progress.documents', {
          generated: batch.documentsGenerated,
          count: batch.documentsRequested,
        })}
      </p>
      {!finished && batch.estimatedSecondsLeft !== null && (
        <p className="mt-1 text-sm text-muted">{estimateText(batch.estimatedSecondsLeft)}</p>
      )}
      <ol aria-label={t('stages.label')} className="mt-5 grid grid-cols-4 gap-2">
        {PROCESSING_STAGES.map((stage, index) => {
          const last = stage === 'COMPLETED';
          const stopped = last && failed;
          const done = !stopped && (index < currentIndex || (last && finished));
          const active = !done && !stopped && index === currentIndex;
          return (
            <li
              key={stage}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                className={cn(
                  'grid size-7 place-items-center rounded-full text-xs font-semibold',
                  done && 'bg-emerald-600 text-white',
                  stopped && 'bg-red-600 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && !stopped && 'bg-slate-200 text-slate-600',
                )}
              >
                {done ? (
                  <Check className="size-4" strokeWidth={3} aria-hidden />
                ) : stopped ? (
                  <X className="size-4" strokeWidth={3} aria-hidden />
                ) : (
                  index + 1
                )}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight',
                  active ? 'font-semibold text-ink' : 'text-muted',
                )}
              >
                {t(`stages.steps.${stage}`)}
                {done && <span className="sr-only"> ({t('stages.done')})</span>}
                {active && <span className="sr-only"> ({t('stages.current')})</span>}
                {stopped && <span className="sr-only"> ({t('stages.failedStep')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
