import { deflateSync } from 'node:zlib';
import type { DocumentData } from '../../shared/api/document-data';
import { joinBytes } from '../../shared/bytes';

/**
 * A loan document's data and a small PDF carrying it as the real ones do (an embedded JSON file,
 * deflated), for screen tests. The reading of real, signed documents is tested beside the reader.
 */

/** A sanction letter's data, issued by HDFC Bank with code K7QM-2XWD-9PRT on 20 Nov 2026. */
export function sanctionLetterData(overrides: Partial<DocumentData> = {}): DocumentData {
  return {
    schemaVersion: 1,
    documentId: 'doc_7Hq2mX9kLp4R',
    documentType: 'sanction_letter',
    displayName: 'Sanction Letter',
    issuedOn: '2026-11-20',
    generatedAt: '2026-11-20T10:00:00.000Z',
    verification: {
      code: 'K7QM-2XWD-9PRT',
      url: 'https://loan-documents.example/verify/K7QM-2XWD-9PRT',
    },
    sandbox: true,
    lender: {
      name: 'HDFC Bank',
      grievanceEmail: 'care@hdfc.example',
      grievancePhone: '1800 000 0000',
    },
    borrower: { name: 'Rahul Kumar Sharma', panMasked: 'ABXXXX234F' },
    loan: {
      loanId: 'loan-567891',
      accountMasked: 'XXXX7891',
      loanType: 'personal_loan',
      ownership: 'INDIVIDUAL',
      principalPaise: 50_000_000,
      annualRatePercent: 12,
      rateType: 'FIXED',
      tenureMonths: 36,
      sanctionedOn: '2025-02-26',
      disbursedOn: '2025-03-03',
    },
    content: {
      sanctionedOn: '2025-02-26',
      amountPaise: 50_000_000,
      tenureMonths: 36,
      instalments: { count: 36, firstDueDate: '2025-04-05', lastDueDate: '2028-03-05' },
      annualRatePercent: 12,
      rateType: 'FIXED',
      emiPaise: 1_660_715,
      totalInterestPaise: 9_785_740,
      processingFee: { percent: 1.5, feePaise: 750_000, gstPaise: 135_000, totalPaise: 885_000 },
      netDisbursedPaise: 49_115_000,
      totalPayablePaise: 59_785_740,
      aprPercent: 13.05,
      penalRatePercent: 24,
      foreclosureChargePercent: 4,
      grievance: { email: 'care@hdfc.example', phone: '1800 000 0000' },
    },
    ...overrides,
  } as DocumentData;
}

const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** A PDF whose only content is the document's data, or (given null) one without data. */
export function pdfWithData(data: DocumentData | null): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  if (data) {
    const json = deflateSync(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`));
    parts.push(
      latin1(
        `4 0 obj\n<<\n  /Length ${json.length}\n  /Type /EmbeddedFile\n  /Filter /FlateDecode\n  /Subtype /application#2Fjson\n>>\nstream\n`,
      ),
      new Uint8Array(json),
      latin1('\nendstream\nendobj\n'),
    );
  }
  parts.push(latin1('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return joinBytes(parts);
}
