import { popplerInstalled } from '../../src/server/pdf/testing/pdf-text.js';
import { reportSkip } from './skips.js';

/**
 * Whether the words of a letter written in an Indian language can be read back here: poppler's
 * pdftotext reads them exactly; MuPDF, which reads every other PDF check on a machine without
 * poppler, gives some clusters' letters twice in each Indian script (Tamil's "வைக்கப்பட்ட" as
 * "வைவைக்கப்பட்ட", Telugu's words broken apart). Else the suite is reported skipped (and fails under TEST_STRICT=1, as in CI).
 */
export async function readsIndianLetters(suite: string): Promise<boolean> {
  if (await popplerInstalled()) return true;
  reportSkip(suite, 'needs poppler-utils (pdftotext) to read the letters’ Indian scripts back');
  return false;
}
