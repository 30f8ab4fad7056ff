import { Link2, X } from 'lucide-react';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoanDocument } from '../../../shared/api/documents';
import { useDocuments } from '../../api/documents-list';
import { ApiError, serverMessage } from '../../api/http';
import { usePreloadAfterLoad } from '../../lib/lazy-part';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { toastOffline } from '../failure-toast';
import { LoadFailed, SessionEnded } from '../state-card';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Tabs, TabsContent } from '../ui/tabs';
import { DocumentCard } from './document-card';
import { DocumentsEmpty, DocumentsLoading } from './document-center-states';
import { DocumentCounts } from './document-counts';
import { shareDialogPart, viewerPart } from './document-dialogs';
import { DOCUMENT_TABS, type DocumentTab } from './document-filter';
import { DocumentFilters, DocumentTabsList } from './document-filters';
import { LoanGroupSection } from './loan-group';
import { RetryFailedDocument } from './retry-failed-document';
import { useDigiLockerReturn } from './save-to-digilocker';
import { ShareSeveralBar } from './share-several-bar';
import { useDocumentActions } from './use-document-actions';
import { useDocumentFilters } from './use-document-filters';
import { useShareSelection } from './use-share-selection';
// Remembers the control that opens a dialog from the first tap on, before the dialogs' code is
// there (it is fetched after the first paint).
import '../ui/return-focus';

const DIALOGS = [viewerPart, shareDialogPart];

const NONE: readonly LoanDocument[] = [];

/**
 * Cards drawn with the list's first paint: more than a phone's screen holds. The others follow
 * at once, in a render the phone may break up (ten cards in one go kept it busy for a quarter of
 * a second on a slow phone, taps waiting); they are below the screen, so nothing moves.
 */
const FIRST_CARDS = 3;

function useAllCards(ready: boolean): boolean {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (ready && !all) startTransition(() => setAll(true));
  }, [ready, all]);
  return all;
}

/**
 * The borrower's documents from the server: counts, filters, tabs, and the cards grouped by
 * loan; Share several picks documents across loans for one link.
 */
export function DocumentList({
  onVerifyAgain,
  below,
}: {
  onVerifyAgain: () => void;
  /** Shown under the list once it is drawn (not beside the loading state). */
  below?: ReactNode;
}) {
  const { t } = useTranslation('documentCenter');
  const navigate = useNavigate();
  const documents = useDocuments();
  // The cards are drawn from a deferred copy of the answer: React renders them in slices once it
  // arrives, rather than in one long task that would hold up a slow phone's every tap.
  const answer = useDeferredValue(documents.data);
  const all = answer?.documents;
  const filters = useDocumentFilters(all ?? NONE);
  const actions = useDocumentActions(() => documents.refetch());
  const selection = useShareSelection();
  const digilocker = answer?.saveToDigiLocker === true;
  useDigiLockerReturn(all);
  const allCards = useAllCards(all !== undefined);
  usePreloadAfterLoad(DIALOGS);
  const viewing = actions.viewing;
  const DocumentViewer = viewerPart.use(viewing !== null, () => {
    actions.closeViewer();
    if (viewing) toastOffline(() => actions.act('view', viewing));
  });
  const ShareDialog = shareDialogPart.use(actions.sharing !== null, () => {
    actions.closeSharing();
    toastOffline();
  });

  // Also while the answer that has arrived is still being drawn.
  if (documents.isPending || (all === undefined && documents.data !== undefined)) {
    return <DocumentsLoading />;
  }
  if (documents.error instanceof ApiError && documents.error.status === 401) {
    return (
      <>
        <SessionEnded namespace="documentCenter" onConsentAgain={onVerifyAgain} />
        {below}
      </>
    );
  }
  if (documents.isError && !all) {
    return (
      <>
        <LoadFailed
          namespace="documentCenter"
          role="alert"
          message={serverMessage(documents.error) || t('error.text')}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
        {below}
      </>
    );
  }

  const { shown } = filters;
  // Each group with the cards drawn now (its heading still counts all of its documents).
  let room = allCards ? Number.POSITIVE_INFINITY : FIRST_CARDS;
  const groups = filters.groups.flatMap((group) => {
    if (room <= 0) return [];
    const families = group.families.slice(0, room);
    room -= families.length;
    return [{ group, families }];
  });
  const byId = new Map((all ?? NONE).map((document) => [document.documentId, document]));
  const picked = selection.selected.flatMap((id) => byId.get(id) ?? []);
  const shareSeveral = async () => {
    if (await actions.shareSeveral(picked)) selection.stop();
  };

  return (
    <>
      <div className="flex flex-col gap-5">
        <DocumentCounts counts={filters.counts} />
        {filters.counts.processing > 0 && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
          >
            <Spinner className="mt-0.5 shrink-0" />
            {t('processingNote')}
          </p>
        )}
        <DocumentFilters
          search={filters.search}
          onSearch={filters.setSearch}
          bank={filters.bank}
          banks={filters.banks}
          onBank={filters.setBank}
          refreshing={documents.isFetching}
          onRefresh={() =>
            void documents.refetch().then((result) => {
              if (result.isError) toast.error(t('error.title'), { id: 'documents-refresh' });
            })
          }
        />
        <Tabs value={filters.tab} onValueChange={(value) => filters.setTab(value as DocumentTab)}>
          <DocumentTabsList counts={filters.perTab} />
          {DOCUMENT_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              {value === filters.tab &&
                (shown.length === 0 ? (
                  <DocumentsEmpty
                    searching={filters.searching}
                    noDocuments={(all ?? NONE).length === 0}
                    onClearSearch={() => filters.setSearch('')}
                    onGetDocuments={() => navigate(paths.panVerification)}
                  />
                ) : (
                  <>
                    <h2 className="sr-only">{t('listHeading')}</h2>
                    <div className="mb-3 flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                      <p aria-live="polite" className="text-sm text-muted">
                        {t('shown', { count: shown.length })}
                        {selection.selecting && (
                          <span className="block text-ink">{t('several.hint')}</span>
                        )}
                      </p>
                      {selection.selecting ? (
                        <Button variant="ghost" className="-mr-3 px-3" onClick={selection.stop}>
                          <X aria-hidden />
                          {t('several.cancel')}
                        </Button>
                      ) : (
                        <Button
                          variant="ghost"
                          className="-mr-3 px-3"
                          onClick={selection.start}
                          disabled={filters.counts.ready === 0}
                        >
                          <Link2 aria-hidden />
                          {t('several.start')}
                        </Button>
                      )}
                    </div>
                    <div className="flex flex-col gap-4">
                      {groups.map(({ group, families }) => (
                        <LoanGroupSection key={group.loanId} group={group}>
                          {families.map(({ current, previous }) => (
                            <li key={current.documentId} className="flex">
                              <DocumentCard
                                document={current}
                                failedAction={
                                  current.status === 'failed' ? (
                                    <RetryFailedDocument document={current} />
                                  ) : undefined
                                }
                                previous={previous}
                                digilocker={digilocker}
                                busyWith={actions.busyWith}
                                onAction={actions.act}
                                selection={
                                  selection.selecting
                                    ? {
                                        selected: selection.isSelected(current.documentId),
                                        disabled:
                                          !current.canDownload ||
                                          (selection.full &&
                                            !selection.isSelected(current.documentId)),
                                        onToggle: () => selection.toggle(current.documentId),
                                      }
                                    : undefined
                                }
                              />
                            </li>
                          ))}
                        </LoanGroupSection>
                      ))}
                    </div>
                  </>
                ))}
            </TabsContent>
          ))}
        </Tabs>
        {selection.selecting && (
          <ShareSeveralBar
            count={picked.length}
            full={selection.full}
            creating={actions.sharingSeveral}
            onCancel={selection.stop}
            onCreate={() => void shareSeveral()}
          />
        )}
        {DocumentViewer && (
          <DocumentViewer
            document={actions.viewing}
            onClose={actions.closeViewer}
            onDownload={(document) => void actions.download(document)}
            downloading={
              actions.viewing !== null &&
              actions.busyWith(actions.viewing.documentId) === 'download'
            }
          />
        )}
        {ShareDialog && (
          <ShareDialog
            digilocker={digilocker}
            documents={actions.sharing?.documents ?? NONE}
            created={actions.sharing?.created}
            onClose={actions.closeSharing}
          />
        )}
      </div>
      {below}
    </>
  );
}
