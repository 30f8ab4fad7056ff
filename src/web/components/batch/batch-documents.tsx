import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES } from '../../../shared/documents';
import { documentsQueryOptions } from '../../api/documents-list';
import { DownloadList, downloadable } from '../documents/download-list';

/**
 * A finished batch's documents, each a Download away on the batch screen itself: the borrower
 * who came for one statement need not open the Document Center to get it. `documentsGenerated`
 * changes when a bank asked again answers, and the list is read again then.
 */
export function BatchDocuments({
  batchId,
  documentsGenerated,
}: {
  batchId: string;
  documentsGenerated: number;
}) {
  const { t } = useTranslation('batchOtp');
  const headingId = useId();
  const list = useQuery({ ...documentsQueryOptions(), refetchInterval: false });
  const { refetch } = list;
  // Read again only when the count changes after the first read (which the query makes itself).
  const countRead = useRef(documentsGenerated);
  useEffect(() => {
    if (countRead.current === documentsGenerated) return;
    countRead.current = documentsGenerated;
    void refetch();
  }, [documentsGenerated, refetch]);
  const ready = downloadable(list.data?.documents ?? [])
    .filter((document) => document.requestId === batchId)
    .sort(
      (a, b) =>
        a.bankName.localeCompare(b.bankName) ||
        DOCUMENT_TYPES.indexOf(a.documentType) - DOCUMENT_TYPES.indexOf(b.documentType),
    );
  if (ready.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-base font-semibold text-ink">
        {t('completed.downloadHeading')}
      </h2>
      <DownloadList documents={ready} onChanged={list.refetch} />
    </section>
  );
}
