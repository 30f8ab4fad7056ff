import { beforeAll, describe, expect, it } from 'vitest';
import { reportSkip } from '../../../../tests/support/skips.js';
import { DOCUMENT_TYPES } from '../../../shared/documents.js';
import { loanDocumentModel } from '../loan-documents.js';
import { mupdfText, popplerInstalled, popplerText, unspaced } from './pdf-text.js';
import { homeLoan, sampleInput } from './sample-loans.js';
import { renderPdf } from './typeset.js';

/**
 * The two readers of a PDF's text give the same lines: poppler's (CI, and wherever it is
 * installed) and MuPDF's (a machine with only Node). A Devanagari line is compared with its
 * spaces taken out: poppler puts a space after some conjuncts ("स्वीकृ ति").
 */

const bothReaders = await popplerInstalled();
if (!bothReaders) reportSkip('the PDF readers compared', 'needs poppler-utils (pdftotext)');

const comparable = (line: string) => (/[\u0900-\u097f]/.test(line) ? unspaced(line) : line);

describe.skipIf(!bothReaders)('reading a PDF’s text', () => {
  const documents = new Map<string, Uint8Array>();

  beforeAll(async () => {
    for (const type of DOCUMENT_TYPES) {
      documents.set(type, await renderPdf(loanDocumentModel(type, sampleInput(homeLoan))));
    }
  });

  it.each(DOCUMENT_TYPES)('gives the same lines, pages and title for the %s', async (type) => {
    const pdf = documents.get(type)!;
    const [poppler, mupdf] = await Promise.all([popplerText(pdf), mupdfText(pdf)]);
    expect(mupdf.pages.map((page) => page.lines.map(comparable))).toEqual(
      poppler.pages.map((page) => page.lines.map(comparable)),
    );
    expect(mupdf.pages.map((page) => Math.round(page.width))).toEqual(
      poppler.pages.map((page) => Math.round(page.width)),
    );
    expect(mupdf.info).toEqual(poppler.info);
  });
});
