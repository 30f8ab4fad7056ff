import { FolderLock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { DigiLockerOutcome } from '../../../shared/api/digilocker';
import type { LoanDocument } from '../../../shared/api/documents';
import { useSaveToDigiLocker } from '../../api/documents-digilocker';
import { serverMessage } from '../../api/http';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** Leaving for DigiLocker's page: one place, so tests can stand in for the browser's navigation. */
export const leaveFor = { url: (url: string) => window.location.assign(url) };

/** Where a document card is on the page, for coming back to it from DigiLocker. */
export function documentCardId(documentId: string): string {
  return `document-${documentId}`;
}

/**
 * Save to DigiLocker: straight in once the borrower has allowed it; the first time (or once
 * DigiLocker's permission has ended) off to DigiLocker to allow it, coming back to this card.
 */
export function SaveToDigiLockerButton({
  document,
  which,
  className,
}: {
  document: LoanDocument;
  /** Names the document for screen readers. */
  which: string;
  className?: string;
}) {
  const { t } = useTranslation('documentCenter');
  const save = useSaveToDigiLocker();
  const onClick = () =>
    save.mutate(document.documentId, {
      onSuccess: (answer) => {
        if (answer.saved) {
          toast.success(t('digilocker.saved'), {
            description: t('digilocker.where', { folder: document.lenderId }),
          });
        } else if (answer.authorizeUrl) {
          toast.info(t('digilocker.toAllow'), { id: 'digilocker' });
          leaveFor.url(answer.authorizeUrl);
        }
      },
      onError: (error) => {
        const description = serverMessage(error);
        toastFailure(error, t('digilocker.failed'), {
          retry: onClick,
          ...(description ? { description } : {}),
        });
      },
    });
  return (
    <Button
      variant="ghost"
      className={cn('min-h-11 w-full text-sm text-brand-800', className)}
      disabled={!document.canDownload || save.isPending}
      onClick={onClick}
    >
      {save.isPending ? <Spinner /> : <FolderLock aria-hidden />}
      {t('digilocker.save')}
      <span className="sr-only"> {which}</span>
    </Button>
  );
}

const OUTCOMES: readonly DigiLockerOutcome[] = ['saved', 'denied', 'expired', 'failed'];

/**
 * Back from DigiLocker (`?digilocker=<outcome>&document=<id>`): says how it went and what to do,
 * and swaps the outcome in the address for the card's `#fragment`, which brings the card into
 * view (a screen scrolls to its own fragments once its content is there).
 */
export function useDigiLockerReturn(documents: readonly LoanDocument[] | undefined): void {
  const { t } = useTranslation('documentCenter');
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  const outcome = params.get('digilocker') as DigiLockerOutcome | null;
  const documentId = params.get('document');
  const loaded = documents !== undefined;

  useEffect(() => {
    if (!outcome || !loaded) return;
    const document = documents?.find((each) => each.documentId === documentId);
    if (OUTCOMES.includes(outcome)) {
      const say = outcome === 'saved' ? toast.success : toast.error;
      say(t(`digilocker.outcome.${outcome}`), {
        id: 'digilocker',
        ...(outcome === 'saved' && document
          ? { description: t('digilocker.where', { folder: document.lenderId }) }
          : {}),
      });
    }
    navigate(
      { search: '', hash: document ? documentCardId(document.documentId) : '' },
      { replace: true },
    );
  }, [outcome, documentId, loaded, documents, navigate, t]);

  useEffect(() => {
    if (!loaded || !hash.startsWith('#document-')) return;
    window.document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'center' });
  }, [hash, loaded]);
}
