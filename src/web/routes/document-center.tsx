import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, House } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LoanDocument } from '../../shared/api/documents';
import { isDocumentFileAvailable } from '../api/documents-file';
import { documentsQueryKey, useDocuments } from '../api/documents-list';
import { useCreateShareLink } from '../api/documents-share';
import { ApiError } from '../api/http';
import { DeleteMyData } from '../components/documents/delete-data-dialog';
import type { DocumentAction } from '../components/documents/document-card';
import { DocumentCard } from '../components/documents/document-card';
import {
  DocumentsEmpty,
  DocumentsError,
  DocumentsLoading,
  DocumentsSessionEnded,
} from '../components/documents/document-center-states';
import { DocumentCounts } from '../components/documents/document-counts';
import {
  ALL_BANKS,
  bankNames,
  countDocuments,
  DOCUMENT_TABS,
  type DocumentTab,
  filterDocuments,
  tabCounts,
} from '../components/documents/document-filter';
import { DocumentFilters, DocumentTabsList } from '../components/documents/document-filters';
import { DocumentViewer } from '../components/documents/document-viewer';
import { type CreatedShareLink, ShareDialog } from '../components/documents/share-dialog';
import { absoluteShareUrl, shareLink } from '../components/documents/share-link';
import { StepLayout } from '../components/step-layout';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent } from '../components/ui/tabs';
import { clearFlowState, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** After a download starts, the list is asked again so its count shows the new download. */
const RECOUNT_AFTER_DOWNLOAD_MS = 1500;

/** /document-center: the borrower's documents, from the server, to view, download and share. */
export function DocumentCenterPage() {
  const flow = useFlowState();
  const { t } = useTranslation(['documentCenter', 'common']);
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);
  if (!flow.panNumber) return <Navigate to={paths.panVerification} replace />;
  return <DocumentCenter accessToken={flow.accessToken} batchId={flow.batchId} />;
}

function DocumentCenter({
  accessToken,
  batchId,
}: {
  accessToken: string | undefined;
  batchId: string | undefined;
}) {
  const { t } = useTranslation('documentCenter');
  const flowNavigate = useFlowNavigate();
  const navigate = useNavigate();

  // Consent again from /cibil-consent; a refused token is not carried along.
  const verifyAgain = () => flowNavigate(paths.cibilConsent, { accessToken: undefined });
  const returnHome = () => {
    clearFlowState();
    navigate(paths.landing, { replace: true });
  };

  return (
    <StepLayout title={t('title')} subtitle={t('subtitle')} wide>
      {accessToken ? (
        <DocumentList accessToken={accessToken} onVerifyAgain={verifyAgain} />
      ) : (
        <DocumentsSessionEnded expired={false} onVerify={verifyAgain} />
      )}
      <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
        {/* The batch screen needs both; without a token it would only send back to the start. */}
        {batchId && accessToken ? (
          <Button variant="secondary" size="lg" onClick={() => flowNavigate(paths.batchOtpVerify)}>
            <ArrowLeft aria-hidden />
            {t('actions.backToProcessing')}
          </Button>
        ) : (
          <span aria-hidden className="hidden sm:block" />
        )}
        <Button variant="secondary" size="lg" onClick={returnHome}>
          <House aria-hidden />
          {t('actions.returnHome')}
        </Button>
      </div>
      {accessToken && <YourData accessToken={accessToken} />}
    </StepLayout>
  );
}

/** 'Delete my data now', and when it would happen anyway. */
function YourData({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation(['documentCenter', 'learnMore']);
  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="your-data-title" className="font-semibold text-ink">
          {t('learnMore:yourData.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
          {t('learnMore:yourData.body')}
        </p>
      </div>
      <DeleteMyData accessToken={accessToken} className="shrink-0" />
    </section>
  );
}

interface Busy {
  documentId: string;
  action: DocumentAction;
}

interface Sharing {
  document: LoanDocument;
  created: CreatedShareLink;
}

function DocumentList({
  accessToken,
  onVerifyAgain,
}: {
  accessToken: string;
  onVerifyAgain: () => void;
}) {
  const { t } = useTranslation('documentCenter');
  const queryClient = useQueryClient();
  const documents = useDocuments(accessToken);
  const createShare = useCreateShareLink(accessToken);
  const [search, setSearch] = useState('');
  const [bank, setBank] = useState(ALL_BANKS);
  const [tab, setTab] = useState<DocumentTab>('all');
  const [busy, setBusy] = useState<Busy>();
  const [viewing, setViewing] = useState<LoanDocument | null>(null);
  const [sharing, setSharing] = useState<Sharing | null>(null);

  const all = documents.data?.documents;
  const banks = useMemo(() => bankNames(all ?? []), [all]);
  // A bank that is no longer listed (its documents expired) is no filter.
  const bankFilter = banks.includes(bank) ? bank : ALL_BANKS;
  // In the server's order: newest request first, then by bank, loan and document type.
  const shown = useMemo(
    () => filterDocuments(all ?? [], { search, bank: bankFilter, tab }),
    [all, search, bankFilter, tab],
  );
  const perTab = useMemo(
    () => tabCounts(all ?? [], { search, bank: bankFilter }),
    [all, search, bankFilter],
  );
  const counts = useMemo(() => countDocuments(all ?? []), [all]);

  /** The newest copy of a document: its signed URLs are the freshest. */
  const latest = useCallback(
    (documentId: string) =>
      queryClient
        .getQueryData<{ documents: LoanDocument[] }>(documentsQueryKey(accessToken))
        ?.documents.find((document) => document.documentId === documentId),
    [queryClient, accessToken],
  );

  /** The download URL, checked with HEAD; a URL that has expired meanwhile is fetched anew once. */
  const availableDownloadUrl = async (document: LoanDocument): Promise<string | undefined> => {
    const url = latest(document.documentId)?.download_url ?? document.download_url;
    if (url && (await isDocumentFileAvailable(url))) return url;
    await documents.refetch();
    const fresh = latest(document.documentId)?.download_url;
    if (fresh && fresh !== url && (await isDocumentFileAvailable(fresh))) return fresh;
    return undefined;
  };

  const download = async (document: LoanDocument) => {
    if (!(latest(document.documentId) ?? document).download_url) {
      toast.error(t('download.noUrl'));
      return;
    }
    setBusy({ documentId: document.documentId, action: 'download' });
    try {
      const url = await availableDownloadUrl(document);
      if (!url) {
        toast.error(t('download.unavailable'));
        return;
      }
      const link = window.document.createElement('a');
      link.href = url;
      link.download = document.fileName;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
      toast.success(t('download.started'));
      // Asks again only if the list is still on screen (an inactive query is just marked stale).
      window.setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey(accessToken) }),
        RECOUNT_AFTER_DOWNLOAD_MS,
      );
    } catch {
      toast.error(t('download.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  const view = (document: LoanDocument) => {
    if (!document.view_url) {
      toast.error(t('view.openFailed'));
      return;
    }
    toast.info(t('view.opening', { fileName: document.fileName }), { id: 'opening' });
    setViewing(document);
  };

  const share = async (document: LoanDocument) => {
    setBusy({ documentId: document.documentId, action: 'share' });
    try {
      const link = await createShare.mutateAsync(document.documentId);
      const url = absoluteShareUrl(link.shareUrl, window.location.origin);
      const outcome = await shareLink(
        url,
        t('share.message', {
          name: t(`types.${document.documentType}`),
          bank: document.bankName,
        }),
      );
      toast.success(
        t('share.generated'),
        outcome === 'copied' ? { description: t('share.copied') } : {},
      );
      setSharing({ document, created: { shareId: link.shareId, url, outcome } });
    } catch (error) {
      toast.error(
        t('share.failed'),
        error instanceof ApiError && error.serverMessage
          ? { description: error.serverMessage }
          : {},
      );
    } finally {
      setBusy(undefined);
    }
  };

  const onAction = (action: DocumentAction, document: LoanDocument) => {
    if (action === 'view') view(document);
    else if (action === 'download') void download(document);
    else void share(document);
  };

  if (documents.isPending) return <DocumentsLoading />;
  if (documents.error instanceof ApiError && documents.error.status === 401) {
    return <DocumentsSessionEnded expired onVerify={onVerifyAgain} />;
  }
  if (documents.isError && !all) {
    return (
      <DocumentsError
        message={
          (documents.error instanceof ApiError && documents.error.serverMessage) || t('error.text')
        }
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  }

  const searching = search.trim() !== '';
  return (
    <div className="flex flex-col gap-5">
      <DocumentCounts counts={counts} />
      {counts.processing > 0 && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
        >
          <Spinner className="mt-0.5 shrink-0" />
          {t('processingNote')}
        </p>
      )}
      <DocumentFilters
        search={search}
        onSearch={setSearch}
        bank={bankFilter}
        banks={banks}
        onBank={setBank}
        refreshing={documents.isFetching}
        onRefresh={() =>
          void documents.refetch().then((result) => {
            if (result.isError) toast.error(t('error.title'), { id: 'documents-refresh' });
          })
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as DocumentTab)}>
        <DocumentTabsList counts={perTab} />
        {DOCUMENT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab &&
              (shown.length === 0 ? (
                <DocumentsEmpty searching={searching} onClearSearch={() => setSearch('')} />
              ) : (
                <>
                  <h2 className="sr-only">{t('listHeading')}</h2>
                  <p aria-live="polite" className="mb-3 text-sm text-muted">
                    {t('shown', { count: shown.length })}
                  </p>
                  <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    {shown.map((document) => (
                      <li key={document.documentId} className="flex">
                        <DocumentCard
                          document={document}
                          busy={busy?.documentId === document.documentId ? busy.action : undefined}
                          onAction={onAction}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              ))}
          </TabsContent>
        ))}
      </Tabs>
      <DocumentViewer
        document={viewing}
        onClose={() => setViewing(null)}
        onDownload={(document) => void download(document)}
        downloading={busy?.action === 'download' && busy.documentId === viewing?.documentId}
      />
      <ShareDialog
        accessToken={accessToken}
        document={sharing?.document ?? null}
        created={sharing?.created}
        onClose={() => setSharing(null)}
      />
    </div>
  );
}
