import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  RenderingCancelledException,
  type RenderTask,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

/**
 * PDF rendering for the in-app viewer (Android Chrome cannot show a PDF in a tab). Loaded only
 * when a document is opened. pdf.js's legacy build: it also runs on the older Chrome and
 * WebView versions of cheap phones. Its worker is a same-origin file, as the CSP allows only
 * 'self' scripts; eval stays off (no 'unsafe-eval').
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Canvases above this many pixels fail or crawl on low-memory phones. */
const MAX_CANVAS_PIXELS = 4096 * 4096;

export interface PdfDocument {
  pageCount: number;
  /** Width of a page at 100 % (CSS pixels). */
  pageWidth: (pageNumber: number) => Promise<number>;
  /**
   * Draws a page `cssWidth` CSS pixels wide, sharp on the screen's pixel density. Resolves
   * false when a newer render of the same canvas cancelled this one.
   */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<boolean>;
  destroy: () => Promise<void>;
}

export async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  const loading = getDocument({
    data,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf: PDFDocumentProxy = await loading.promise;
  const running = new WeakMap<HTMLCanvasElement, RenderTask>();
  const latest = new WeakMap<HTMLCanvasElement, number>();
  let renders = 0;

  return {
    pageCount: pdf.numPages,
    pageWidth: async (pageNumber) =>
      (await pdf.getPage(pageNumber)).getViewport({ scale: 1 }).width,
    renderPage: async (pageNumber, canvas, cssWidth) => {
      // One render per canvas at a time (resizing a canvas under a running render garbles it),
      // and only the newest request is drawn.
      const render = ++renders;
      latest.set(canvas, render);
      const previous = running.get(canvas);
      if (previous) {
        previous.cancel();
        await previous.promise.catch(() => undefined);
      }
      const page = await pdf.getPage(pageNumber);
      if (latest.get(canvas) !== render) return false;
      const viewport = page.getViewport({ scale: cssWidth / page.getViewport({ scale: 1 }).width });
      const wanted = Math.min(window.devicePixelRatio || 1, 3);
      const density = Math.min(
        wanted,
        Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
      );
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw the document.');
      canvas.width = Math.floor(viewport.width * density);
      canvas.height = Math.floor(viewport.height * density);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvasContext: context,
        viewport,
        ...(density !== 1 ? { transform: [density, 0, 0, density, 0, 0] } : {}),
      });
      running.set(canvas, task);
      try {
        await task.promise;
        return true;
      } catch (error) {
        if (error instanceof RenderingCancelledException) return false;
        throw error;
      } finally {
        if (running.get(canvas) === task) running.delete(canvas);
      }
    },
    destroy: () => loading.destroy(),
  };
}
