import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../shared/api/loans';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon-badge';

interface LoanRecordCardProps {
  loan: Pick<Loan, 'bankName' | 'loanType' | 'accountId'>;
  icon: ReactNode;
  /** The icon's tint, e.g. "bg-amber-50 text-amber-800 ring-1 ring-amber-100". */
  tint: string;
  heading: string;
  /** A line on the rule behind the card, under the loan. */
  intro?: string;
  children: ReactNode;
}

/** Something to do about one loan's records: what it is about, which loan, then the card's body. */
export function LoanRecordCard({
  loan,
  icon,
  tint,
  heading,
  intro,
  children,
}: LoanRecordCardProps) {
  const { t } = useTranslation('loansList');
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <IconBadge className={tint}>{icon}</IconBadge>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink">
              {heading}
            </h2>
            <p className="text-sm text-ink">
              {t('loanLine', {
                bank: loan.bankName,
                loanType: t(`loanTypes.${loan.loanType}`),
                accountId: loan.accountId,
              })}
            </p>
            {intro && <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p>}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
