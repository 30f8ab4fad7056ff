import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastCompleteFinancialYear } from '../../../shared/financial-year';
import { serverMessage } from '../../api/http';
import { useTaxSummaryDownload } from '../../api/tax-summary';
import { toast } from '../../lib/toast';
import { DownloadCard } from '../download-card';
import { toastFailure } from '../failure-toast';
import { FinancialYearSelect } from './financial-year-select';
import { indiaToday } from './india-today';

/**
 * The tax summary of all the borrower's loans for a financial year they choose (the last
 * complete one first), downloaded as one PDF.
 */
export function TaxSummaryCard() {
  const { t } = useTranslation('taxPack');
  const [today] = useState(indiaToday);
  const [year, setYear] = useState(() => lastCompleteFinancialYear(today));
  const download = useTaxSummaryDownload();
  return (
    <DownloadCard
      icon={<ReceiptText />}
      tint="bg-teal-50 text-teal-800 ring-1 ring-teal-100"
      heading={t('summary.heading')}
      text={t('summary.text')}
      download={t('summary.download')}
      downloading={t('summary.downloading')}
      pending={download.isPending}
      onDownload={() =>
        download.mutate(year, {
          onSuccess: (downloaded) => toast.success(t('summary.downloaded', { year: downloaded })),
          onError: (failure) =>
            toastFailure(failure, serverMessage(failure) || t('summary.failed'), {
              retry: () => download.mutate(year),
            }),
        })
      }
    >
      <FinancialYearSelect value={year} onChange={setYear} today={today} className="sm:w-72" />
    </DownloadCard>
  );
}
