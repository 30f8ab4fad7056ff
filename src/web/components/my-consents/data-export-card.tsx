import { Download, FolderArchive } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDataExport } from '../../api/data-export';
import { serverMessage } from '../../api/http';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon-badge';
import { Spinner } from '../ui/spinner';

/**
 * "Download all my data": one ZIP of every current document and the borrower's consents and
 * activity, to keep after the 30 days.
 */
export function DataExportCard() {
  const { t } = useTranslation('myConsents');
  const headingId = useId();
  const download = useDataExport();

  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(t('export.downloaded')),
      onError: (failure) => toast.error(serverMessage(failure) || t('export.failed')),
    });

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <IconBadge className="bg-brand-50 text-brand-800 ring-1 ring-brand-100">
            <FolderArchive />
          </IconBadge>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {t('export.heading')}
            </h2>
            <p className="mt-0.5 text-sm leading-relaxed text-muted">{t('export.text')}</p>
          </div>
        </div>
        <Button
          variant="secondary"
          onClick={start}
          disabled={download.isPending}
          className="sm:self-start"
        >
          {download.isPending ? <Spinner /> : <Download aria-hidden />}
          {download.isPending ? t('export.downloading') : t('export.download')}
        </Button>
      </section>
    </Card>
  );
}
