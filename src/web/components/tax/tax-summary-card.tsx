import { Download, ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { lastCompleteFinancialYear } from '../../../shared/financial-year';
import { serverMessage } from '../../api/http';
import { useTaxSummaryDownload } from '../../api/tax-summary';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon-badge';
import { Spinner } from '../ui/spinner';
import { FinancialYearSelect } from './financial-year-select';
import { indiaToday } from './india-today';

/**
 * The tax summary of all the borrower's loans for a financial year they choose (the last
 * complete one first), downloaded as one PDF.
 */
export function TaxSummaryCard() {
  const { t } = useTranslation('taxPack');
  const headingId = useId();
  const [today] = useState(indiaToday);
  const [year, setYear] = useState(() => lastCompleteFinancialYear(today));
  const download = useTaxSummaryDownload();

  const start = () =>
    download.mutate(year, {
      onSuccess: (downloaded) => toast.success(t('summary.downloaded', { year: downloaded })),
      onError: (failure) => toast.error(serverMessage(failure) || t('summary.failed')),
    });

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <IconBadge className="bg-teal-50 text-teal-800 ring-1 ring-teal-100">
            <ReceiptText />
          </IconBadge>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink">
              {t('summary.heading')}
            </h2>
            <p className="mt-0.5 text-sm leading-relaxed text-muted">{t('summary.text')}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FinancialYearSelect value={year} onChange={setYear} today={today} className="sm:w-72" />
          <Button variant="secondary" onClick={start} disabled={download.isPending}>
            {download.isPending ? <Spinner /> : <Download aria-hidden />}
            {download.isPending ? t('summary.downloading') : t('summary.download')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
