import { CalendarX2, Clock, type LucideIcon, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus, VerifyDocumentResponse } from '../../../shared/api/documents';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';

const LOOK: Record<VerificationStatus, { Icon: LucideIcon; tone: string; icon: string }> = {
  valid: {
    Icon: ShieldCheck,
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    icon: 'bg-emerald-600 text-white',
  },
  processing: {
    Icon: Clock,
    tone: 'border-blue-200 bg-blue-50 text-blue-950',
    icon: 'bg-blue-600 text-white',
  },
  expired: {
    Icon: CalendarX2,
    tone: 'border-amber-300 bg-amber-50 text-amber-950',
    icon: 'bg-amber-600 text-white',
  },
  deleted: {
    Icon: Trash2,
    tone: 'border-slate-300 bg-slate-100 text-slate-900',
    icon: 'bg-slate-600 text-white',
  },
};

/**
 * What a verification code stands for: whether the document still stands, who issued it, what
 * it is and when. Nothing about the borrower: the answer carries nothing personal.
 */
export function VerificationSummary({
  code,
  verification,
}: {
  code: string;
  verification: VerifyDocumentResponse;
}) {
  const { t } = useTranslation('publicPages');
  const { formatDateTime } = useDates();
  const { Icon, tone, icon } = LOOK[verification.status];
  return (
    <section
      aria-labelledby="verification-status"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className={cn('flex items-start gap-3 border-b p-4 sm:p-6', tone)}>
        <span className={cn('grid size-11 shrink-0 place-items-center rounded-full', icon)}>
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="verification-status" className="text-lg font-bold">
            {t(`verify.status.${verification.status}.title`)}
          </h2>
          <p className="mt-0.5 text-sm leading-relaxed">
            {t(`verify.status.${verification.status}.text`, {
              lender: verification.lender_name,
            })}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 p-4 text-sm sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="text-muted">{t('verify.lender')}</dt>
        <dd className="-mt-2.5 font-semibold text-ink sm:mt-0">{verification.lender_name}</dd>
        <dt className="text-muted">{t('verify.document')}</dt>
        <dd className="-mt-2.5 font-semibold text-ink sm:mt-0">
          {t(`types.${verification.document_type}`)}
        </dd>
        <dt className="text-muted">{t('verify.issued')}</dt>
        <dd className="-mt-2.5 font-semibold text-ink tabular-nums sm:mt-0">
          {verification.issued_at ? formatDateTime(verification.issued_at) : t('verify.notYet')}
        </dd>
        <dt className="text-muted">{t('verify.code')}</dt>
        <dd className="-mt-2.5 font-mono font-semibold tracking-wide text-ink sm:mt-0">{code}</dd>
      </dl>
    </section>
  );
}
