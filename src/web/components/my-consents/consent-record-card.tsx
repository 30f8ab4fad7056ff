import { Building2, Landmark, Undo2 } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentRecord } from '../../../shared/api/consents';
import type { ConsentStatus } from '../../../shared/consents';
import { useDates } from '../../lib/use-dates';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

const STATUS_TONE = {
  ACTIVE: 'green',
  EXPIRED: 'grey',
  REVOKED: 'amber',
} as const satisfies Record<ConsentStatus, 'green' | 'grey' | 'amber'>;

/**
 * One consent as the borrower reads it, after the Account Aggregator consent artefact: why,
 * what was fetched from whom, how often, how long it is kept, when, and where it stands.
 */
export function ConsentRecordCard({
  consent,
  onWithdraw,
}: {
  consent: ConsentRecord;
  onWithdraw: (consent: ConsentRecord) => void;
}) {
  const { t } = useTranslation('myConsents');
  const { formatDateTime } = useDates();
  const id = useId();
  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold text-ink">
            {t(`purpose.${consent.purpose.kind}`)}
          </h3>
          <p className="text-xs text-muted">
            {t('record.created')} {formatDateTime(consent.createdAt)}
          </p>
        </div>
        <Badge tone={STATUS_TONE[consent.status]}>{t(`status.${consent.status}`)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-3 px-4 py-4 text-sm sm:grid-cols-[max-content_1fr] sm:px-5">
        <Field label={t('record.purpose')}>
          <span>{consent.purpose.text}</span>
          <span className="block text-xs text-muted">
            {t('record.purposeCode', { code: consent.purpose.code })}
          </span>
        </Field>
        <Field label={t('record.dataFetched')}>
          <ul className="space-y-0.5">
            {consent.dataFetched.map((data, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the record's own list, fixed
              <li key={index}>{data}</li>
            ))}
          </ul>
        </Field>
        <Field label={t('record.from')}>
          <ul className="space-y-0.5">
            {consent.providers.map((provider, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the record's own list, fixed
              <li key={index} className="flex items-center gap-1.5">
                {provider.type === 'BUREAU' ? (
                  <Landmark className="size-4 shrink-0 text-muted" aria-hidden />
                ) : (
                  <Building2 className="size-4 shrink-0 text-muted" aria-hidden />
                )}
                {provider.name}
              </li>
            ))}
          </ul>
        </Field>
        <Field label={t('record.fetchType')}>{t('record.oneTime')}</Field>
        <Field label={t('record.dataLife')}>
          {t('record.days', { count: consent.dataLife.value })}
        </Field>
        {consent.phoneMasked && (
          <Field label={t('record.otpTo')}>
            <span className="tabular-nums">{consent.phoneMasked}</span>
          </Field>
        )}
        {consent.revokedAt ? (
          <Field label={t('record.withdrawnOn')}>{formatDateTime(consent.revokedAt)}</Field>
        ) : (
          <Field label={t('record.expires')}>{formatDateTime(consent.expiresAt)}</Field>
        )}
      </dl>
      {consent.status === 'ACTIVE' && (
        <div className="mt-auto border-t border-slate-100 px-4 py-3 sm:px-5">
          <Button
            variant="secondary"
            className="w-full text-red-700 ring-red-200 hover:bg-red-50 sm:w-auto"
            onClick={() => onWithdraw(consent)}
            aria-describedby={`${id}-title`}
          >
            <Undo2 aria-hidden />
            {t('record.withdraw')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid sm:gap-x-4">
      <dt className="text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}
