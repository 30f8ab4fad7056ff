import {
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Download,
  ExternalLink,
  RefreshCw,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoanDocument } from '../../../shared/api/documents';
import { fetchDocumentPdf } from '../../api/documents-file';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import type { PdfDocument } from './pdf-document';

/** Zoom steps, relative to the page fitting the screen's width. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOMS.indexOf(1);
/** On wide screens a page "fits" at a comfortable reading width, not edge to edge. */
const MAX_FIT_WIDTH = 880;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; pdf: PdfDocument }
  | { state: 'failed'; message: string };

interface DocumentViewerProps {
  /** The document shown; null when the viewer is closed. */
  document: LoanDocument | null;
  onClose: () => void;
  onDownload: (document: LoanDocument) => void;
  downloading: boolean;
}

/**
 * The real PDF, drawn page by page on a canvas in a full-screen dialog: works on phones whose
 * browser cannot show a PDF in a tab. Page navigation, zoom, Download; on larger screens the
 * browser's own viewer is a tab away.
 */
export function DocumentViewer({
  document,
  onClose,
  onDownload,
  downloading,
}: DocumentViewerProps) {
  const { t } = useTranslation('documentCenter');
  const name = document ? t(`types.${document.documentType}`) : '';
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent fullScreen closeLabel={t('viewer.close')} className="bg-slate-100">
        {document && (
          <>
            <header className="flex min-h-14 items-center gap-2 border-b border-slate-200 bg-white py-1.5 pr-14 pl-4">
              <div className="min-w-0 flex-1">
                <DialogTitle className="truncate text-base">{name}</DialogTitle>
                <DialogDescription className="truncate text-xs">
                  {document.bankName} · {document.fileName}
                </DialogDescription>
              </div>
              {document.view_url && (
                <Button asChild variant="ghost" className="hidden md:inline-flex">
                  <a href={document.view_url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden />
                    {t('viewer.openInNewTab')}
                  </a>
                </Button>
              )}
              <Button
                variant="secondary"
                className="shrink-0 px-3"
                onClick={() => onDownload(document)}
                disabled={downloading}
              >
                {downloading ? <Spinner /> : <Download aria-hidden />}
                <span className="sr-only sm:not-sr-only">{t('viewer.download')}</span>
              </Button>
            </header>
            <PdfPages key={document.documentId} document={document} name={name} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PdfPages({ document, name }: { document: LoanDocument; name: string }) {
  const { t } = useTranslation('documentCenter');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(FIT);
  const [fitWidth, setFitWidth] = useState(0);
  const scroller = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  // Fetch the file and open it with pdf.js (itself fetched now, the first time). A new attempt
  // (Try again) fetches afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what triggers a retry
  useEffect(() => {
    const abort = new AbortController();
    let opened: PdfDocument | undefined;
    setLoaded({ state: 'loading' });
    const viewUrl = document.view_url;
    void (async () => {
      let bytes: Uint8Array;
      let pdfModule: typeof import('./pdf-document');
      try {
        if (!viewUrl) throw new Error('No view URL');
        [bytes, pdfModule] = await Promise.all([
          fetchDocumentPdf(viewUrl, abort.signal),
          import('./pdf-document'),
        ]);
      } catch {
        if (abort.signal.aborted) return;
        toast.error(t('view.openFailed'), { id: 'viewer-failed' });
        setLoaded({ state: 'failed', message: t('view.openFailed') });
        return;
      }
      try {
        opened = await pdfModule.openPdf(bytes);
        if (abort.signal.aborted) {
          void opened.destroy();
          return;
        }
        setPageNumber(1);
        setLoaded({ state: 'ready', pdf: opened });
        // 'Opening …' has done its job; it would only cover the page controls now.
        toast.dismiss('opening');
      } catch {
        if (abort.signal.aborted) return;
        toast.error(t('view.failed'), { id: 'viewer-failed' });
        setLoaded({ state: 'failed', message: t('view.failed') });
      }
    })();
    return () => {
      abort.abort();
      void opened?.destroy();
    };
  }, [attempt, document.view_url, t]);

  // The width a page fits into follows the screen (rotation, resizing).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setFitWidth(Math.min(element.clientWidth - 24, MAX_FIT_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pdf = loaded.state === 'ready' ? loaded.pdf : undefined;
  const scale = ZOOMS[zoom] ?? 1;
  useEffect(() => {
    if (!pdf || !canvas.current || fitWidth <= 0) return;
    pdf.renderPage(pageNumber, canvas.current, fitWidth * scale).catch(() => {
      toast.error(t('view.failed'), { id: 'viewer-failed' });
      setLoaded({ state: 'failed', message: t('view.failed') });
    });
  }, [pdf, pageNumber, fitWidth, scale, t]);

  // A new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page number is what triggers it
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [pageNumber]);

  const pages = pdf?.pageCount ?? 0;
  const goTo = (next: number) => setPageNumber(Math.min(Math.max(1, next), pages));
  // Arrow keys and Page Up/Down turn pages while the viewer is open.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!pdf) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        setPageNumber((current) => Math.min(current + 1, pdf.pageCount));
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        setPageNumber((current) => Math.max(current - 1, 1));
      } else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pdf]);

  return (
    <>
      <section
        ref={scroller}
        aria-label={name}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the page area scrolls; the keyboard must reach it
        tabIndex={0}
        className="min-h-0 flex-1 overflow-auto p-3 focus-visible:outline-offset-[-4px]"
      >
        {loaded.state === 'loading' && (
          <p role="status" className="flex h-full items-center justify-center gap-2 text-muted">
            <Spinner className="size-5" />
            {t('viewer.loading')}
          </p>
        )}
        {loaded.state === 'failed' && (
          <div
            role="alert"
            className="mx-auto mt-10 flex max-w-sm flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm"
          >
            <CircleAlert className="size-8 text-red-600" aria-hidden />
            <p className="font-semibold text-ink">{loaded.message}</p>
            <p className="text-sm text-muted">{t('viewer.failedText')}</p>
            <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
              <RefreshCw aria-hidden />
              {t('viewer.retry')}
            </Button>
          </div>
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={t('viewer.pageImage', { page: pageNumber, pages, name })}
          className={pdf ? 'mx-auto block bg-white shadow-md ring-1 ring-slate-300' : 'hidden'}
        />
      </section>
      <footer className="flex items-center justify-center gap-1 border-t border-slate-200 bg-white px-2 py-2 sm:gap-3">
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          onClick={() => goTo(pageNumber - 1)}
          disabled={!pdf || pageNumber <= 1}
        >
          <ChevronLeft className="size-5!" aria-hidden />
          <span className="sr-only">{t('viewer.previous')}</span>
        </Button>
        <p
          aria-live="polite"
          className="min-w-24 text-center text-sm font-medium text-ink tabular-nums"
        >
          {pdf ? t('viewer.page', { page: pageNumber, pages }) : ''}
        </p>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          onClick={() => goTo(pageNumber + 1)}
          disabled={!pdf || pageNumber >= pages}
        >
          <ChevronRight className="size-5!" aria-hidden />
          <span className="sr-only">{t('viewer.next')}</span>
        </Button>
        <span aria-hidden className="mx-1 h-6 w-px bg-slate-200" />
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          onClick={() => setZoom((level) => Math.max(0, level - 1))}
          disabled={!pdf || zoom === 0}
        >
          <ZoomOut className="size-5!" aria-hidden />
          <span className="sr-only">{t('viewer.zoomOut')}</span>
        </Button>
        <Button
          variant="ghost"
          className="h-11 min-w-14 px-1 text-sm tabular-nums"
          onClick={() => setZoom(FIT)}
          disabled={!pdf}
          title={t('viewer.fitWidth')}
        >
          <span aria-hidden>{Math.round(scale * 100)}%</span>
          <span className="sr-only">
            {t('viewer.zoomLevel', { percent: Math.round(scale * 100) })}, {t('viewer.fitWidth')}
          </span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-11"
          onClick={() => setZoom((level) => Math.min(ZOOMS.length - 1, level + 1))}
          disabled={!pdf || zoom === ZOOMS.length - 1}
        >
          <ZoomIn className="size-5!" aria-hidden />
          <span className="sr-only">{t('viewer.zoomIn')}</span>
        </Button>
      </footer>
    </>
  );
}
