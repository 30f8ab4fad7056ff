import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../shared/api/loans';
import { ActionCard } from '../action-card';

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

/** Something to do about one loan's records: which loan, the rule behind it, then the card's body. */
export function LoanRecordCard({
  loan,
  icon,
  tint,
  heading,
  intro,
  children,
}: LoanRecordCardProps) {
  const { t } = useTranslation('loansList');
  return (
    <ActionCard
      icon={icon}
      tint={tint}
      heading={heading}
      about={
        <>
          <p className="text-sm text-ink">
            {t('loanLine', {
              bank: loan.bankName,
              loanType: t(`loanTypes.${loan.loanType}`),
              accountId: loan.accountId,
            })}
          </p>
          {intro && <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p>}
        </>
      }
    >
      {children}
    </ActionCard>
  );
}
