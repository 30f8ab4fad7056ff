import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { documentDataFileName } from '../../../shared/api/files';
import { documentsQueryKey } from '../../api/documents-list';
import { serverMessage } from '../../api/http';
import { useCreateShareLink } from '../../api/shares-create';
import { toast } from '../../lib/toast';
import { toastFailure, toastOffline } from '../failure-toast';
import { shareDialogPart } from './document-dialogs';
import { downloadDocument } from './document-files';
import type { CreatedShareLink } from './share-dialog';
import { absoluteShareUrl, shareLink } from './share-link';

/** `data`: the document's content as JSON (docs/document-data.md). */
export type DocumentAction = 'view' | 'download' | 'share' | 'data';

/** After a download starts, the list is asked again so its count shows the new download. */
const RECOUNT_AFTER_DOWNLOAD_MS = 1500;

interface Busy {
  documentId: string;
  action: DocumentAction;
}

export interface Sharing {
  /** One document, or several sent with one link. */
  documents: LoanDocument[];
  created: CreatedShareLink;
}

/**
 * View, Download, Share and Download as data on the Document Center: which document is busy with what, the one
 * being viewed, and the share link just made. `refetch` asks the list again (fresh signed URLs).
 */
export function useDocumentActions(refetch: () => Promise<unknown>) {
  const { t } = useTranslation('documentCenter');
  const queryClient = useQueryClient();
  const createShare = useCreateShareLink();
  const [busy, setBusy] = useState<Busy>();
  const [viewing, setViewing] = useState<LoanDocument | null>(null);
  const [sharing, setSharing] = useState<Sharing | null>(null);

  /** The newest copy of a document: its signed URLs are the freshest. */
  const latest = useCallback(
    (documentId: string) =>
      queryClient
        .getQueryData<{ documents: LoanDocument[] }>(documentsQueryKey())
        ?.documents.find((document) => document.documentId === documentId),
    [queryClient],
  );

  /**
   * Saves one of the document's files — the PDF, or its content as JSON — through its signed
   * URL (a fresh one if it has expired), saying how it went. True once the download started.
   */
  const save = async (
    document: LoanDocument,
    file: {
      action: 'download' | 'data';
      url: 'download_url' | 'data_url';
      fileName: string;
      /** Tapped again from the offline message. */
      retry: () => void;
    },
  ): Promise<boolean> => {
    const url = (latest(document.documentId) ?? document)[file.url];
    if (!url) {
      toast.error(t('download.noUrl'));
      return false;
    }
    setBusy({ documentId: document.documentId, action: file.action });
    const outcome = await downloadDocument(url, file.fileName, async () => {
      await refetch();
      return latest(document.documentId)?.[file.url];
    });
    setBusy(undefined);
    if (outcome === 'unavailable') toast.error(t('download.unavailable'));
    if (outcome === 'failed') toast.error(t('download.failed'));
    if (outcome === 'offline') toastOffline(file.retry);
    return outcome === 'started';
  };

  const download = async (document: LoanDocument) => {
    const started = await save(document, {
      action: 'download',
      url: 'download_url',
      fileName: document.fileName,
      retry: () => void download(document),
    });
    if (!started) return;
    toast.success(t('download.started'));
    // Asks again only if the list is still on screen (an inactive query is just marked stale).
    window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey() }),
      RECOUNT_AFTER_DOWNLOAD_MS,
    );
  };

  /** The document's content as JSON, saved under the PDF's name with .json. */
  const downloadData = async (document: LoanDocument) => {
    const started = await save(document, {
      action: 'data',
      url: 'data_url',
      fileName: documentDataFileName(document.fileName),
      retry: () => void downloadData(document),
    });
    if (started) toast.success(t('download.dataStarted'));
  };

  const view = (document: LoanDocument) => {
    if (!document.view_url) {
      toast.error(t('view.openFailed'));
      return;
    }
    toast.info(t('view.opening', { fileName: document.fileName }), { id: 'opening' });
    setViewing(document);
  };

  /**
   * One link for these documents, handed to the share sheet or copied at once (while the tap
   * still counts), then shown in the share dialog. False when no link could be made.
   */
  const share = async (documents: LoanDocument[]): Promise<boolean> => {
    const [first] = documents;
    if (!first) return false;
    if (documents.length === 1) setBusy({ documentId: first.documentId, action: 'share' });
    // The dialog's code arrives while the link is being made (it is not fetched before the
    // screen's first paint); the share sheet does not wait for it.
    const dialog = shareDialogPart.preload();
    try {
      const link = await createShare.mutateAsync(documents.map((document) => document.documentId));
      const url = absoluteShareUrl(link.shareUrl, window.location.origin);
      const outcome = await shareLink(
        url,
        documents.length === 1
          ? t('share.message', { name: t(`types.${first.documentType}`), bank: first.bankName })
          : t('share.messageSeveral', { count: documents.length }),
      );
      await dialog;
      toast.success(
        t('share.generated'),
        outcome === 'copied' ? { description: t('share.copied') } : {},
      );
      setSharing({ documents, created: { shareId: link.shareId, url, outcome } });
      return true;
    } catch (error) {
      const description = serverMessage(error);
      toastFailure(error, t('share.failed'), {
        retry: () => void share(documents),
        ...(description ? { description } : {}),
      });
      return false;
    } finally {
      setBusy(undefined);
    }
  };

  const act = (action: DocumentAction, document: LoanDocument) => {
    if (action === 'view') view(document);
    else if (action === 'download') void download(document);
    else if (action === 'data') void downloadData(document);
    else void share([document]);
  };

  return {
    /** What this document is busy with, if anything. */
    busyWith: (documentId: string) => (busy?.documentId === documentId ? busy.action : undefined),
    act,
    download,
    viewing,
    closeViewer: () => setViewing(null),
    /** Several documents, one link (Share several). */
    shareSeveral: share,
    sharingSeveral: createShare.isPending && busy === undefined,
    sharing,
    closeSharing: () => setSharing(null),
  };
}
