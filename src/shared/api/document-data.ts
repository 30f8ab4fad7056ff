import { z } from 'zod';
import type { DOCUMENT_TYPES } from '../documents.js';
import {
  ACCOUNT_STATUSES,
  CHARGE_KINDS,
  HELD_DOCUMENT_FORMS,
  HELD_DOCUMENT_KINDS,
  LOAN_TYPES,
  RATE_TYPES,
} from '../loans.js';

export { documentDataFileName } from './files.js';

/**
 * A loan document as data: what its PDF says, figure for figure and row for row, made at the
 * same moment from the same lender's record (docs/document-data.md). Money is whole paise
 * (₹1 = 100), dates are ISO calendar dates (YYYY-MM-DD, India), times ISO date-times.
 * `schemaVersion` changes only when a field is removed or changes meaning; new fields may
 * appear within a version.
 */

export const DOCUMENT_DATA_SCHEMA_VERSION = 1;

const paise = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percent = z.number();

/** Where an instalment stands on the document's date. */
export const INSTALMENT_STATUSES = ['PAID', 'OVERDUE', 'DUE'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

// ---------------------------------------------------------------- statement of account

export const STATEMENT_ENTRY_KINDS = [
  'disbursement',
  'processing_fee',
  'processing_fee_gst',
  'fee_deducted',
  'emi_received',
  'emi_overdue',
  'charge',
] as const;

/** One line of the statement's transactions table; a blank cell is null. */
export const statementEntry = z.object({
  date: isoDate,
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** As printed, e.g. "EMI 12 received". */
  particulars: z.string(),
  /** For an EMI line, its number in the schedule. */
  instalmentNumber: z.number().int().nullable(),
  /** For a charge line, what kind of charge. */
  chargeKind: z.enum(CHARGE_KINDS).nullable(),
  debitPaise: paise.nullable(),
  creditPaise: paise.nullable(),
  principalPaise: paise.nullable(),
  interestPaise: paise.nullable(),
  principalBalancePaise: paise.nullable(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const statementContent = z.object({
  period: z.object({ from: isoDate, to: isoDate }),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  emiPaise: paise,
  firstDueDate: isoDate,
  instalmentsPaid: z.number().int(),
  principalRepaidPaise: paise,
  interestPaidPaise: paise,
  principalOutstandingPaise: paise,
  overduePaise: paise,
  overdueInstalments: z.number().int(),
  daysPastDue: z.number().int(),
  otherChargesPaise: paise,
  /** Null once every instalment has fallen due. */
  nextEmi: z.object({ dueDate: isoDate, amountPaise: paise }).nullable(),
  transactions: z.array(statementEntry),
});
export type StatementContent = z.infer<typeof statementContent>;

// ---------------------------------------------------------------- repayment schedule

export const scheduleInstalment = z.object({
  number: z.number().int(),
  dueDate: isoDate,
  emiPaise: paise,
  principalPaise: paise,
  interestPaise: paise,
  closingBalancePaise: paise,
  status: z.enum(INSTALMENT_STATUSES),
});
export type ScheduleInstalment = z.infer<typeof scheduleInstalment>;

export const scheduleContent = z.object({
  /** The day the instalments' standing is given for. */
  statusAsOf: isoDate,
  emiPaise: paise,
  firstDueDate: isoDate,
  lastDueDate: isoDate.nullable(),
  instalmentsPaid: z.number().int(),
  principalOutstandingPaise: paise,
  instalments: z.array(scheduleInstalment),
  totals: z.object({ emiPaise: paise, principalPaise: paise, interestPaise: paise }),
});
export type ScheduleContent = z.infer<typeof scheduleContent>;

// ---------------------------------------------------------------- sanction letter

/** The Key Fact Statement, as the sanction letter sets it out. */
export const sanctionContent = z.object({
  sanctionedOn: isoDate,
  amountPaise: paise,
  tenureMonths: z.number().int(),
  instalments: z.object({
    count: z.number().int(),
    firstDueDate: isoDate.nullable(),
    lastDueDate: isoDate.nullable(),
  }),
  annualRatePercent: percent,
  rateType: z.enum(RATE_TYPES),
  emiPaise: paise,
  totalInterestPaise: paise,
  processingFee: z.object({
    percent,
    feePaise: paise,
    gstPaise: paise,
    totalPaise: paise,
  }),
  netDisbursedPaise: paise,
  totalPayablePaise: paise,
  /** As printed: two decimals. */
  aprPercent: percent,
  penalRatePercent: percent,
  /** Percent of the principal outstanding, plus GST; null when none may be charged (floating). */
  foreclosureChargePercent: percent.nullable(),
  grievance: z.object({ email: z.string(), phone: z.string() }),
});
export type SanctionContent = z.infer<typeof sanctionContent>;

// ---------------------------------------------------------------- foreclosure letter

export const foreclosureContent = z.object({
  quoteDate: isoDate,
  validUntil: isoDate,
  instalmentsPaid: z.number().int(),
  unpaidInstalments: z.number().int(),
  principalOutstandingPaise: paise,
  overdueInterestPaise: paise,
  accruedInterest: z.object({
    from: isoDate,
    to: isoDate,
    days: z.number().int(),
    interestPaise: paise,
  }),
  /** Null percent: floating-rate loan, no charge allowed. */
  foreclosureCharge: z.object({
    percent: percent.nullable(),
    chargePaise: paise,
    gstPaise: paise,
  }),
  totalPaise: paise,
  perDiemInterestPaise: paise,
});
export type ForeclosureContent = z.infer<typeof foreclosureContent>;

// ---------------------------------------------------------------- interest certificate

export const certificateInstalment = scheduleInstalment
  .omit({ closingBalancePaise: true })
  .extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });

export const interestCertificateContent = z.object({
  financialYear: z.string().regex(/^\d{4}-\d{2}$/),
  /** The year had not ended on the certificate's date. */
  provisional: z.boolean(),
  period: z.object({ from: isoDate, to: isoDate }),
  interestPaise: paise,
  principalPaise: paise,
  emiPaise: paise,
  balanceAtYearEndPaise: paise,
  instalments: z.array(certificateInstalment),
});
export type InterestCertificateContent = z.infer<typeof interestCertificateContent>;

// ---------------------------------------------------------------- no-dues certificate

export const securityReturn = z.object({
  kind: z.enum(['property', 'vehicle']),
  /** null: the record has no closure date to count the 30 days from. */
  stage: z.enum(['waiting', 'late', 'returned']).nullable(),
  returnBy: isoDate.nullable(),
  returnedOn: isoDate.nullable(),
  daysLate: z.number().int(),
  compensationPaise: paise,
});

export const noDuesContent = z.discriminatedUnion('repaid', [
  z.object({
    repaid: z.literal(true),
    closedOn: isoDate,
    instalmentsPaid: z.number().int(),
    principalRepaidPaise: paise,
    interestPaidPaise: paise,
    totalRepaidPaise: paise,
    /** Null for an unsecured loan. */
    security: securityReturn.nullable(),
  }),
  // The lender's record shows the loan still running: no certificate, what is outstanding.
  z.object({
    repaid: z.literal(false),
    asOf: isoDate,
    principalOutstandingPaise: paise,
    instalmentsPaid: z.number().int(),
    overduePaise: paise,
    overdueInstalments: z.number().int(),
    nextDueDate: isoDate.nullable(),
  }),
]);
export type NoDuesContent = z.infer<typeof noDuesContent>;

// ---------------------------------------------------------------- list of documents held

/** One row of the list: what the lender holds, in what form, since when. */
export const heldDocumentEntry = z.object({
  number: z.number().int(),
  kind: z.enum(HELD_DOCUMENT_KINDS),
  /** As the lender words it, e.g. "Registered sale deed of the property". */
  title: z.string(),
  form: z.enum(HELD_DOCUMENT_FORMS),
  /** The document's own number; null when it has none. */
  reference: z.string().nullable(),
  receivedOn: isoDate,
});

export const documentsHeldContent = z.object({
  asOf: isoDate,
  /** What the loan is secured on; null for an unsecured loan (then nothing is held). */
  security: z.enum(['property', 'vehicle']).nullable(),
  principalOutstandingPaise: paise,
  originals: z.number().int(),
  documents: z.array(heldDocumentEntry),
});
export type DocumentsHeldContent = z.infer<typeof documentsHeldContent>;

// ---------------------------------------------------------------- the document

const envelope = z.object({
  schemaVersion: z.literal(DOCUMENT_DATA_SCHEMA_VERSION),
  documentId: z.string(),
  /** As the Document Center names it, e.g. "Interest Certificate FY 2025-26". */
  displayName: z.string(),
  /** The date the document speaks for (its footer's "Generated on"). */
  issuedOn: isoDate,
  generatedAt: z.string(),
  /** Printed on the PDF; anyone can check the PDF at `verification.url`. */
  verification: z.object({ code: z.string(), url: z.string() }),
  /** A sandbox document: made from sandbox data, issued by no lender. */
  sandbox: z.boolean(),
  lender: z.object({
    name: z.string(),
    grievanceEmail: z.string(),
    grievancePhone: z.string(),
  }),
  borrower: z.object({ name: z.string(), panMasked: z.string() }),
  loan: z.object({
    loanId: z.string(),
    accountMasked: z.string(),
    loanType: z.enum(LOAN_TYPES),
    ownership: z.enum(['INDIVIDUAL', 'JOINT']),
    principalPaise: paise,
    annualRatePercent: percent,
    rateType: z.enum(RATE_TYPES),
    tenureMonths: z.number().int(),
    sanctionedOn: isoDate,
    disbursedOn: isoDate,
  }),
});

export const documentData = z.discriminatedUnion('documentType', [
  envelope.extend({ documentType: z.literal('statement_of_account'), content: statementContent }),
  envelope.extend({ documentType: z.literal('repayment_schedule'), content: scheduleContent }),
  envelope.extend({ documentType: z.literal('sanction_letter'), content: sanctionContent }),
  envelope.extend({ documentType: z.literal('foreclosure_letter'), content: foreclosureContent }),
  envelope.extend({
    documentType: z.literal('interest_certificate'),
    content: interestCertificateContent,
  }),
  envelope.extend({ documentType: z.literal('no_dues_certificate'), content: noDuesContent }),
  envelope.extend({ documentType: z.literal('documents_held'), content: documentsHeldContent }),
]);
export type DocumentData = z.infer<typeof documentData>;

/** What each document type's `content` is. */
export type DocumentContentOf = {
  [Type in (typeof DOCUMENT_TYPES)[number]]: Extract<
    DocumentData,
    { documentType: Type }
  >['content'];
};
