import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApplicantSummary } from '../consent/applicant-summary';

/** Whose report is asked for: the PAN (masked), the name, and where the OTP goes. */
export function BureauApplicant({
  panNumber,
  holderName,
  phoneMasked,
}: {
  panNumber: string;
  holderName: string | undefined;
  /** Known once the OTP is sent; until then, the bureau's registered mobile is named. */
  phoneMasked: string | undefined;
}) {
  const { t } = useTranslation('consent');
  return (
    <ApplicantSummary namespace="consent" panNumber={panNumber} holderName={holderName}>
      <dt className="text-muted">{t('applicant.mobile')}</dt>
      <dd className="inline-flex items-center gap-1.5 text-ink">
        <Smartphone className="size-3.5 shrink-0 text-muted" aria-hidden />
        {phoneMasked ? (
          <span className="font-semibold tabular-nums">{phoneMasked}</span>
        ) : (
          <span>{t('applicant.registeredMobile')}</span>
        )}
      </dd>
    </ApplicantSummary>
  );
}
