import { FolderArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDataExport } from '../../api/data-export';
import { serverMessage } from '../../api/http';
import { toast } from '../../lib/toast';
import { DownloadCard } from '../download-card';
import { toastFailure } from '../failure-toast';

/**
 * "Download all my data": one ZIP of every current document and the borrower's consents and
 * activity, to keep after the 30 days.
 */
export function DataExportCard() {
  const { t } = useTranslation('myConsents');
  const exported = useDataExport();
  return (
    <DownloadCard
      icon={<FolderArchive />}
      tint="bg-brand-50 text-brand-800 ring-1 ring-brand-100"
      heading={t('export.heading')}
      text={t('export.text')}
      download={t('export.download')}
      downloading={t('export.downloading')}
      pending={exported.isPending}
      onDownload={() =>
        exported.mutate(undefined, {
          onSuccess: () => toast.success(t('export.downloaded')),
          onError: (failure) =>
            toastFailure(failure, serverMessage(failure) || t('export.failed'), {
              retry: () => exported.mutate(undefined),
            }),
        })
      }
    />
  );
}
