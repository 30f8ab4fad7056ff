import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  choosableFinancialYears,
  financialYearDates,
  isProvisionalYear,
} from '../../../shared/financial-year';
import { cn } from '../../lib/cn';
import { Select } from '../ui/select';

interface FinancialYearSelectProps {
  value: string;
  onChange: (financialYear: string) => void;
  /** Today in India (YYYY-MM-DD): which years may be chosen and which one is still running. */
  today: string;
  /** Says under the field that the year runs April to March and the current one is provisional. */
  withHint?: boolean;
  className?: string;
}

/** A financial year to choose: the current one (provisional) and the eight before it, newest first. */
export function FinancialYearSelect({
  value,
  onChange,
  today,
  withHint = false,
  className,
}: FinancialYearSelectProps) {
  const { t } = useTranslation('taxPack');
  const id = useId();
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {t('year.label')}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={withHint ? `${id}-hint` : undefined}
        className="mt-1"
      >
        {choosableFinancialYears(today).map((year) => {
          const { from, to } = financialYearDates(year);
          const words = { year, from: from.slice(0, 4), to: to.slice(0, 4) };
          return (
            <option key={year} value={year}>
              {isProvisionalYear(year, today)
                ? t('year.optionProvisional', words)
                : t('year.option', words)}
            </option>
          );
        })}
      </Select>
      {withHint && (
        <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-muted">
          {t('year.hint')}
        </p>
      )}
    </div>
  );
}
