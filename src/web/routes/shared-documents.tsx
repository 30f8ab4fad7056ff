import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SharedDocumentsResponse } from '../../shared/api/documents';
import { ApiError } from '../api/http';
import { getSharedDocuments } from '../api/shared-documents';
import { PublicLayout } from '../components/public/public-layout';
import { PublicFailed, PublicLoading } from '../components/public/public-states';
import { ShareLinkGone } from '../components/public/share-link-gone';
import { SharedDocumentCard } from '../components/public/shared-document-card';
import { usePublicAnswer } from '../components/public/use-public-answer';
import { useDates } from '../lib/use-dates';

/**
 * /s/:token — what someone sent the receiver: each document's lender, type and loan, until when
 * the link works, and View and Download. A link that has expired or was withdrawn says so, and
 * what to do next, instead of an error.
 */
export function SharedDocumentsPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('publicPages');
  const { answer, retry } = usePublicAnswer(token, (signal) => getSharedDocuments(token, signal));
  // A link withdrawn while the page was open: found out when a file is no longer there.
  const [withdrawn, setWithdrawn] = useState(false);

  /** A file was not there: the link died meanwhile, or only that file is missing. */
  const stillShared = async (): Promise<boolean> => {
    try {
      await getSharedDocuments(token);
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        setWithdrawn(true);
        return false;
      }
      return true;
    }
  };

  const gone = withdrawn || answer.state === 'gone';
  return (
    <PublicLayout title={gone ? t('share.dead.title') : t('share.pageTitle')}>
      {gone ? (
        <ShareLinkGone />
      ) : answer.state === 'loading' ? (
        <PublicLoading text={t('share.loading')} />
      ) : answer.state === 'failed' ? (
        <PublicFailed
          title={t('share.failed.title')}
          text={t('share.failed.text')}
          retry={t('share.failed.retry')}
          onRetry={retry}
        />
      ) : (
        <SharedDocuments shared={answer.data} stillShared={stillShared} />
      )}
    </PublicLayout>
  );
}

function SharedDocuments({
  shared,
  stillShared,
}: {
  shared: SharedDocumentsResponse;
  stillShared: () => Promise<boolean>;
}) {
  const { t } = useTranslation('publicPages');
  const { formatDateTime } = useDates();
  const count = shared.documents.length;
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t('share.title', { count })}
      </h1>
      <p className="mt-2 leading-relaxed text-slate-700">{t('share.intro')}</p>
      <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <Clock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <span>{t('share.expires', { date: formatDateTime(shared.expiresAt) })}</span>
      </p>
      <ul className="mt-6 flex flex-col gap-4">
        {shared.documents.map((document) => (
          <li key={document.documentId}>
            <SharedDocumentCard document={document} stillShared={stillShared} />
          </li>
        ))}
      </ul>
    </>
  );
}
