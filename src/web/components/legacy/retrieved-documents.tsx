import { Download, Eye, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RetrievedDocument } from '../../../shared/api/legacy';
import type { LegacyLoanSelection } from '../../flow/flow-state';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { formatKb } from './retrieval-state';

interface RetrievedDocumentsProps {
  groups: Array<{ loan: LegacyLoanSelection; documents: RetrievedDocument[] }>;
  onView: (document: RetrievedDocument) => void;
  onDownload: (document: RetrievedDocument) => void;
  /** The document whose View or Download is under way. */
  busyId: string | null;
}

/** The documents retrieved, loan by loan, each with its size in KB, View and Download. */
export function RetrievedDocuments({
  groups,
  onView,
  onDownload,
  busyId,
}: RetrievedDocumentsProps) {
  const { t } = useTranslation('documents');
  return (
    <div className="flex flex-col gap-3">
      {groups.map(({ loan, documents }) => (
        <Card key={loan.id} className="min-w-0">
          <h3 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-ink sm:px-5">
            {loan.bank_name}
            <span className="font-normal text-muted">
              {' · '}
              {t('loan.accountShort', { account: loan.account_number })}
            </span>
          </h3>
          <ul className="divide-y divide-slate-100">
            {documents.map((document) => {
              const name = t(`documentTypes.${document.document_type}`);
              const busy = busyId === document.document_id;
              return (
                <li
                  key={document.document_id}
                  className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-3 sm:px-5"
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    <FileText className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                    <div className="min-w-0">
                      <p className="text-sm font-medium text-ink">{name}</p>
                      <p className="text-xs text-muted [overflow-wrap:anywhere]">
                        {document.file_name} · {formatKb(document.file_size)}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
                    <Button
                      variant="secondary"
                      size="md"
                      disabled={busy}
                      onClick={() => onView(document)}
                      aria-label={t('completed.viewLabel', { name, bank: loan.bank_name })}
                    >
                      {busy ? <Spinner /> : <Eye aria-hidden />}
                      {t('completed.view')}
                    </Button>
                    <Button
                      size="md"
                      disabled={busy}
                      onClick={() => onDownload(document)}
                      aria-label={t('completed.downloadLabel', { name, bank: loan.bank_name })}
                    >
                      <Download aria-hidden />
                      {t('completed.download')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </div>
  );
}
