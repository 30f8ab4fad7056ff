// pdf.js ships its worker without type declarations; tests only hand the module back to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
