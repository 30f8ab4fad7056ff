import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { LoanAccount } from '../src/server/bureau/credit-report.js';
import { renderLoanDocument } from '../src/server/pdf/loan-documents.js';
import {
  homeLoan,
  personalLoan,
  sampleInput,
  sampleLoan,
} from '../src/server/pdf/testing/sample-loans.js';
import { DOCUMENT_TYPES, type DocumentType } from '../src/shared/documents.js';

/**
 * PDF generation speed on one core (DESIGN.md §6 budget: ≥ 100 documents/s): each of the four
 * documents for a typical loan (₹5 lakh personal loan, 36 months) and for a 240-month home
 * loan, rendered back to back in one thread. Every document gets a slightly different loan
 * so no figure repeats between documents, as in a real batch.
 *
 * Two rates per case: by wall clock, and by the CPU time this process used — the second is
 * what one core delivers even when other work shares the machine (the load average is
 * reported alongside).
 */

const MEASURE_MS = 2000;
/** Renders of each document before any measurement, so the JIT has settled. */
const WARM_UP = 20;

interface CaseResult {
  document: DocumentType;
  loan: string;
  docsPerSecond: number;
  docsPerCpuSecond: number;
  cpuMsPerDoc: number;
  pages: number;
  averageKb: number;
}

function variant(loan: LoanAccount, index: number): LoanAccount {
  return sampleLoan({ ...loan, principalPaise: loan.principalPaise + index * 1_234 });
}

/** Warms the JIT on loans whose figures the measured documents never repeat. */
async function warmUp(): Promise<void> {
  for (let index = 0; index < WARM_UP; index++) {
    for (const type of DOCUMENT_TYPES) {
      await renderLoanDocument(type, sampleInput(variant(personalLoan, 100_000 + index)));
    }
  }
}

async function measure(
  type: DocumentType,
  loanName: string,
  loan: LoanAccount,
): Promise<CaseResult> {
  let documents = 0;
  let bytes = 0;
  let pages = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    const pdf = await renderLoanDocument(type, sampleInput(variant(loan, documents)));
    documents++;
    bytes += pdf.length;
    if (pages === 0) pages = countPages(pdf);
    elapsed = performance.now() - started;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return {
    document: type,
    loan: loanName,
    docsPerSecond: round((documents / elapsed) * 1000),
    docsPerCpuSecond: round((documents / cpuMs) * 1000),
    cpuMsPerDoc: round(cpuMs / documents),
    pages,
    averageKb: round(bytes / documents / 1024),
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Counts page objects; good enough for pdfkit's uncompressed object dictionaries. */
function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
}

export async function run(): Promise<Record<string, unknown>> {
  const loadBefore = os.loadavg().map(round);
  await warmUp();
  const cases: CaseResult[] = [];
  for (const [loanName, loan] of [
    ['typical (36 months)', personalLoan],
    ['home loan (240 months)', homeLoan],
  ] as const) {
    for (const type of DOCUMENT_TYPES) cases.push(await measure(type, loanName, loan));
  }
  const typical = cases.filter((result) => result.loan.startsWith('typical'));
  const slowestTypical = Math.min(...typical.map((result) => result.docsPerCpuSecond));
  return {
    budgetDocsPerSecond: 100,
    slowestTypicalDocsPerCpuSecond: slowestTypical,
    typicalWithinBudget: slowestTypical >= 100,
    averageKb: round(cases.reduce((sum, result) => sum + result.averageKb, 0) / cases.length),
    // 1, 5 and 15-minute load averages before and after: with other work on the machine, CPU
    // time per document rises too (shared caches and cores), so read the rates with them.
    loadAverageBefore: loadBefore,
    loadAverageAfter: os.loadavg().map(round),
    cores: os.cpus().length,
    cases,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run(), null, 2));
}
