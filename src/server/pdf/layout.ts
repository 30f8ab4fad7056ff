import QRCode from 'qrcode';
import { formatDate, formatInrPaise, maskAccountNumber, maskPan } from '../../shared/format.js';
import { type Language, languageInfo } from '../../shared/languages.js';
import type { LoanType, RateType } from '../../shared/loans.js';
import type { LenderLetterhead, LoanDocumentInput } from './loan-document-input.js';
import type {
  Alignment,
  Block,
  ColumnWidth,
  Inline,
  TableColumn,
  TypesetDocument,
} from './typeset/document-model.js';

/**
 * The frame every loan document shares: A4, the lender's letterhead, the document title, the
 * borrower block (PAN and account number masked), and a footer with page x of y, the document
 * id and — for sandbox documents — a line saying no lender issued it. Templates fill the body
 * with the blocks below; typeset/loan-document.typ lays it all out.
 */

const DEFAULT_BRAND = '#1f3a68';

export const LOAN_TYPE_NAMES: Record<LoanType, string> = {
  home_loan: 'Home Loan',
  personal_loan: 'Personal Loan',
  business_loan: 'Business Loan',
  auto_loan: 'Auto Loan',
  credit_card: 'Credit Card',
  other: 'Loan',
};

/** The language a document is written in. */
export type DocumentLanguage = Language;

/** Loan types as a formal letter in each language names them. */
const LOAN_TYPE_NAMES_IN: Record<Language, Record<LoanType, string>> = {
  en: LOAN_TYPE_NAMES,
  hi: {
    home_loan: 'आवास ऋण',
    personal_loan: 'व्यक्तिगत ऋण',
    business_loan: 'व्यावसायिक ऋण',
    auto_loan: 'वाहन ऋण',
    credit_card: 'क्रेडिट कार्ड',
    other: 'ऋण',
  },
  // As banks in Maharashtra name them: कर्ज, not the Hindi ऋण.
  mr: {
    home_loan: 'गृहकर्ज',
    personal_loan: 'वैयक्तिक कर्ज',
    business_loan: 'व्यवसाय कर्ज',
    auto_loan: 'वाहन कर्ज',
    credit_card: 'क्रेडिट कार्ड',
    other: 'कर्ज',
  },
  // As banks in Andhra Pradesh and Telangana name them: రుణం.
  te: {
    home_loan: 'గృహ రుణం',
    personal_loan: 'వ్యక్తిగత రుణం',
    business_loan: 'వ్యాపార రుణం',
    auto_loan: 'వాహన రుణం',
    credit_card: 'క్రెడిట్ కార్డ్',
    other: 'రుణం',
  },
  // As banks in West Bengal name them: ঋণ, a home loan গৃহঋণ.
  bn: {
    home_loan: 'গৃহঋণ',
    personal_loan: 'ব্যক্তিগত ঋণ',
    business_loan: 'ব্যবসায়িক ঋণ',
    auto_loan: 'গাড়ির ঋণ',
    credit_card: 'ক্রেডিট কার্ড',
    other: 'ঋণ',
  },
  // As banks in Tamil Nadu name them.
  ta: {
    home_loan: 'வீட்டுக் கடன்',
    personal_loan: 'தனிநபர் கடன்',
    business_loan: 'வணிகக் கடன்',
    auto_loan: 'வாகனக் கடன்',
    credit_card: 'கிரெடிட் கார்டு',
    other: 'கடன்',
  },
};

/** "Home Loan"; "आवास ऋण" in Hindi, "गृहकर्ज" in Marathi. */
export function loanTypeName(loanType: LoanType, language: DocumentLanguage = 'en'): string {
  return LOAN_TYPE_NAMES_IN[language][loanType];
}

export const RATE_TYPE_NAMES: Record<RateType, string> = { FIXED: 'Fixed', FLOATING: 'Floating' };
const RATE_WORDS: Record<Language, { perYear: string; types: Record<RateType, string> }> = {
  en: { perYear: 'p.a.', types: RATE_TYPE_NAMES },
  hi: { perYear: 'वार्षिक', types: { FIXED: 'स्थिर', FLOATING: 'फ़्लोटिंग' } },
  mr: { perYear: 'वार्षिक', types: { FIXED: 'स्थिर', FLOATING: 'फ्लोटिंग' } },
  te: { perYear: 'వార్షికం', types: { FIXED: 'స్థిర', FLOATING: 'ఫ్లోటింగ్' } },
  bn: { perYear: 'বার্ষিক', types: { FIXED: 'স্থির', FLOATING: 'ফ্লোটিং' } },
  ta: { perYear: 'ஆண்டுக்கு', types: { FIXED: 'நிலையான', FLOATING: 'மாறுபடும்' } },
};

/** ₹12,34,567.89 */
export const money = formatInrPaise;

/**
 * A count and its noun: "1 day", "13 days". Hindi nouns change with the case too, so a Hindi
 * text passes the forms its sentence needs: "13 दिन बाद" but "13 दिनों के भीतर".
 */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** ISO date → 05 Jan 2026; in a Hindi letter 05 जन॰ 2026. */
export function date(iso: string, language: DocumentLanguage = 'en'): string {
  return formatDate(iso, language);
}

/** 8.5 → "8.50 %" */
export function percent(value: number): string {
  return `${value.toFixed(2)} %`;
}

/** "8.50 % p.a. (Floating)"; "8.50 % वार्षिक (फ़्लोटिंग)" in Hindi. */
export function rateText(
  annualRatePercent: number,
  rateType: RateType,
  language: DocumentLanguage = 'en',
): string {
  const words = RATE_WORDS[language];
  return `${percent(annualRatePercent)} ${words.perYear} (${words.types[rateType]})`;
}

export function sandboxNotice(lenderName: string): string {
  return `SANDBOX DOCUMENT: generated from sandbox data, not issued by ${lenderName}. Not valid for any purpose.`;
}

export interface DocumentFrame {
  title: string;
  /** The title in Hindi, printed beneath the English one as Indian lenders do. */
  hindiTitle: string;
  /**
   * The title in the borrower's language, for a document written in it (a letter, a summary):
   * printed first, the English title beneath. Unused in English.
   */
  languageTitle?: string;
  /** The date the document speaks for, printed beside the title. */
  dated: string;
  content: Block[];
}

/** The words of the frame itself, in the document's language. */
const FRAME_WORDS: Record<Language, { date: string; page: string; of: string }> = {
  en: { date: 'Date', page: 'Page', of: 'of' },
  // "पृष्ठ 1 / 4": Hindi puts the total first ("4 में से 1"), so a slash keeps one order.
  hi: { date: 'दिनांक', page: 'पृष्ठ', of: '/' },
  // Marathi too ("4 पैकी 1"): the same slash.
  mr: { date: 'दिनांक', page: 'पृष्ठ', of: '/' },
  // Telugu too ("4 లో 1"): the same slash.
  te: { date: 'తేదీ', page: 'పేజీ', of: '/' },
  // Bengali too ("4-এর মধ্যে 1"): the same slash.
  bn: { date: 'তারিখ', page: 'পৃষ্ঠা', of: '/' },
  // Tamil too ("4-இல் 1"): the same slash.
  ta: { date: 'தேதி', page: 'பக்கம்', of: '/' },
};

export function loanDocument(input: LoanDocumentInput, frame: DocumentFrame): TypesetDocument {
  const { lender, loan, documentId, sandbox } = input;
  const brand = brandColor(lender);
  const accountMasked = maskAccountNumber(loan.accountNumber);
  return {
    language: 'en',
    tallScript: false,
    info: {
      title: `${frame.title} - ${lender.name}`,
      author: lender.name,
      subject: `${frame.title}, loan account ${accountMasked}`,
    },
    brand,
    letterhead: {
      mark: lenderMark(lender),
      name: lender.name,
      subtitle: lenderSubtitle(lender),
      contact: [['Customer care'], [lender.grievancePhone], [lender.grievanceEmail]],
    },
    title: {
      title: frame.title,
      otherTitle: frame.hindiTitle,
      otherTitleLanguage: 'hi',
      dated: [FRAME_WORDS.en.date, frame.dated],
      references: [
        ['Reference', documentId],
        ['Verification code', input.verification.code],
      ],
      note: 'Scan to check this document is genuine',
      qr: { svg: qrCodeSvg(input.verification.url), url: input.verification.url },
    },
    parties: [
      ['Borrower', input.borrower.holderName],
      ['PAN', maskPan(input.borrower.panNumber)],
      ['Loan account', accountMasked],
      ['Loan type', LOAN_TYPE_NAMES[loan.loanType]],
    ],
    runningHeader: [lender.name, `${frame.title} · Loan account ${accountMasked}`],
    footerLines: [
      `Document ID ${documentId} · Generated on ${date(input.issuedOn)} · Digitally signed by ${lender.name}`,
      `Check this document is genuine at ${input.verification.url}`,
    ],
    pageOf: [FRAME_WORDS.en.page, FRAME_WORDS.en.of],
    sandboxNotice: sandbox ? sandboxNotice(lender.name) : null,
    body: frame.content,
  };
}

/** Who a summary of the borrower's own loans is for, and what it was made from. */
export interface BorrowerSummaryInput {
  borrower: { holderName: string; panNumber: string };
  /** ISO date the summary was prepared on. */
  issuedOn: string;
  /** Label/value pairs printed under the borrower (e.g. the financial year). */
  facts: readonly (readonly [string, string])[];
  /** The footer's line on what the figures come from. */
  source: string;
  sandbox: boolean;
  /** The borrower's language; the summary is written in it. English when absent. */
  language?: DocumentLanguage;
}

/** The service's own name on what it prepares itself (no lender issues a summary across lenders). */
export const SERVICE_NAME = 'Loan Documents';

export const SERVICE_SANDBOX_NOTICE =
  'SANDBOX DOCUMENT: prepared from sandbox data, not from any real loan. Not valid for any purpose.';

/** The words of a summary's frame, in the borrower's language. */
interface SummaryWords {
  subtitle: string;
  contact: readonly string[];
  borrower: string;
  pan: string;
  preparedOn: (day: string) => string;
  sandboxNotice: string;
}

const SUMMARY_WORDS: Record<Language, SummaryWords> = {
  en: {
    subtitle: 'Prepared for you from your own loan records',
    contact: ['For you to keep', 'Not issued by a lender'],
    borrower: 'Borrower',
    pan: 'PAN',
    preparedOn: (day: string) => `Prepared by ${SERVICE_NAME} on ${day}`,
    sandboxNotice: SERVICE_SANDBOX_NOTICE,
  },
  hi: {
    subtitle: 'आपके अपने ऋण रिकॉर्ड से आपके लिए तैयार',
    contact: ['आपके अपने पास रखने के लिए', 'किसी ऋणदाता द्वारा जारी नहीं'],
    borrower: 'उधारकर्ता',
    pan: 'पैन',
    preparedOn: (day: string) => `${SERVICE_NAME} द्वारा ${day} को तैयार किया गया`,
    sandboxNotice:
      'सैंडबॉक्स दस्तावेज़: सैंडबॉक्स डेटा से तैयार, किसी वास्तविक ऋण से नहीं। किसी भी प्रयोजन के लिए मान्य नहीं।',
  },
  mr: {
    subtitle: 'तुमच्या स्वतःच्या कर्ज नोंदींवरून तुमच्यासाठी तयार केलेले',
    contact: ['तुमच्याजवळ ठेवण्यासाठी', 'कोणत्याही कर्जदात्याने जारी केलेले नाही'],
    borrower: 'कर्जदार',
    pan: 'पॅन',
    preparedOn: (day: string) => `${SERVICE_NAME} ने ${day} रोजी तयार केले`,
    sandboxNotice:
      'सँडबॉक्स दस्तऐवज: सँडबॉक्स डेटावरून तयार केलेला, कोणत्याही प्रत्यक्ष कर्जावरून नव्हे. कोणत्याही कारणासाठी वैध नाही.',
  },
  te: {
    subtitle: 'మీ సొంత రుణ రికార్డుల నుండి మీ కోసం తయారు చేసినది',
    contact: ['మీ దగ్గర ఉంచుకోవడానికి', 'ఏ రుణదాతా జారీ చేసినది కాదు'],
    borrower: 'రుణగ్రహీత',
    pan: 'PAN',
    preparedOn: (day: string) => `${SERVICE_NAME} ${day} న తయారు చేసింది`,
    sandboxNotice: 'శాండ్‌బాక్స్ పత్రం: శాండ్‌బాక్స్ డేటా నుండి తయారైనది, ఏ నిజమైన రుణం నుండీ కాదు. ఏ ప్రయోజనానికీ చెల్లదు.',
  },
  bn: {
    subtitle: 'আপনার নিজের ঋণের রেকর্ড থেকে আপনার জন্য তৈরি',
    contact: ['আপনার নিজের কাছে রাখার জন্য', 'কোনো ঋণদাতার জারি করা নয়'],
    borrower: 'ঋণগ্রহীতা',
    pan: 'প্যান',
    preparedOn: (day: string) => `${SERVICE_NAME} দ্বারা ${day} তারিখে তৈরি`,
    sandboxNotice: 'স্যান্ডবক্স নথি: স্যান্ডবক্স ডেটা থেকে তৈরি, কোনো প্রকৃত ঋণ থেকে নয়। কোনো কাজে বৈধ নয়।',
  },
  ta: {
    subtitle: 'உங்கள் சொந்தக் கடன் பதிவுகளிலிருந்து உங்களுக்காகத் தயாரிக்கப்பட்டது',
    contact: ['நீங்கள் வைத்துக்கொள்வதற்கு', 'கடன் வழங்குநர் எவரும் வழங்கியது அல்ல'],
    borrower: 'கடன்தாரர்',
    pan: 'PAN',
    preparedOn: (day: string) => `${SERVICE_NAME} ${day} அன்று தயாரித்தது`,
    sandboxNotice:
      'சாண்ட்பாக்ஸ் ஆவணம்: சாண்ட்பாக்ஸ் தரவிலிருந்து தயாரிக்கப்பட்டது, உண்மையான கடன் எதிலிருந்தும் அல்ல. எந்த நோக்கத்துக்கும் செல்லாது.',
  },
};

/**
 * The frame of a document the service prepares from the borrower's own loan records rather than
 * one a lender issues: the service's heading, the borrower, no signature and no verification code.
 */
export function borrowerSummaryDocument(
  input: BorrowerSummaryInput,
  frame: DocumentFrame,
): TypesetDocument {
  const language = input.language ?? 'en';
  const words = { ...FRAME_WORDS[language], ...SUMMARY_WORDS[language] };
  // A summary in the borrower's language is titled in it, its English title beneath; an English
  // one carries its Hindi title, as a lender's documents do.
  if (language !== 'en' && !frame.languageTitle) {
    throw new Error(`A document in ${language} needs its title in ${language}`);
  }
  const [title, beneath, beneathLanguage]: [string, string, Language] =
    language === 'en'
      ? [frame.title, frame.hindiTitle, 'hi']
      : [frame.languageTitle ?? frame.title, frame.title, 'en'];
  return {
    language,
    tallScript: languageInfo(language).script !== 'Latn',
    info: { title, author: SERVICE_NAME, subject: title },
    brand: DEFAULT_BRAND,
    letterhead: {
      mark: 'LD',
      name: SERVICE_NAME,
      subtitle: words.subtitle,
      contact: words.contact.map((line) => [line]),
    },
    title: {
      title,
      otherTitle: beneath,
      otherTitleLanguage: beneathLanguage,
      dated: [words.date, frame.dated],
      references: [],
    },
    parties: [
      [words.borrower, input.borrower.holderName],
      [words.pan, maskPan(input.borrower.panNumber)],
      ...input.facts.map(([label, value]): [string, string] => [label, value]),
    ],
    runningHeader: [SERVICE_NAME, `${title} · ${input.borrower.holderName}`],
    footerLines: [words.preparedOn(date(input.issuedOn, language)), input.source],
    pageOf: [words.page, words.of],
    sandboxNotice: input.sandbox ? words.sandboxNotice : null,
    body: frame.content,
  };
}

function brandColor(lender: LenderLetterhead): string {
  return lender.brandColor && /^#[0-9a-fA-F]{6}$/.test(lender.brandColor)
    ? lender.brandColor
    : DEFAULT_BRAND;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !['of', 'and', 'the', '&'].includes(word))
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 4);
}

function lenderMark(lender: LenderLetterhead): string {
  return lender.shortName?.trim() || initials(lender.name) || lender.name.slice(0, 2);
}

function lenderSubtitle(lender: LenderLetterhead): string {
  return lender.city ? `Registered office: ${lender.city}` : 'Loan servicing';
}

/** The verification page's QR code as SVG: vector, sharp at any zoom, four modules of quiet zone. */
function qrCodeSvg(url: string): string {
  let svg = '';
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }, (error, text) => {
    if (error) throw error;
    svg = text;
  });
  return svg;
}

/** Label/value pairs, two pairs per row, on a shaded panel. */
export function detailsGrid(pairs: readonly (readonly [string, string])[]): Block {
  return {
    kind: 'details',
    pairs: pairs.map(([label, value]): [string, string] => [label, value]),
  };
}

export function section(title: string): Block {
  return { kind: 'section', title };
}

/** Text as runs: a string, one run, or several. */
function inlines(text: Inline | readonly Inline[]): Inline[] {
  return Array.isArray(text) ? [...text] : [text as Inline];
}

export function paragraph(
  text: Inline | readonly Inline[],
  options: { small?: boolean; spaceAbove?: number; alignment?: Alignment } = {},
): Block {
  return { kind: 'paragraph', text: inlines(text), ...options };
}

/** A small, muted note (what a figure means, where it comes from). */
export function note(text: Inline | readonly Inline[], spaceAbove = 8): Block {
  return paragraph(text, { small: true, spaceAbove });
}

/** Short lines one under the other: an address, a signature. */
export function lines(
  items: readonly (Inline | readonly Inline[])[],
  options: {
    spaceAbove?: number;
    alignment?: Alignment;
    keepTogether?: boolean;
    gapsBefore?: Record<number, number>;
  } = {},
): Block {
  return { kind: 'lines', lines: items.map(inlines), ...options };
}

/** Blocks that stay together on one page (a sign-off never stands alone on a page). */
export function keepTogether(blocks: readonly Block[], spaceAbove = 0): Block {
  return { kind: 'group', blocks: [...blocks], keepTogether: true, spaceAbove };
}

/** Blocks set a little apart from what comes before. */
export function spacedGroup(blocks: readonly Block[], spaceAbove = 8): Block {
  return { kind: 'group', blocks: [...blocks], spaceAbove };
}

export type Column = TableColumn;

/**
 * A data table whose header row repeats on every page. Rows are plain strings; each column's
 * alignment is applied by the template so templates only supply values.
 */
export function dataTable(
  columns: readonly Column[],
  rows: readonly (readonly string[])[],
  totals?: readonly string[],
): Block {
  return {
    kind: 'table',
    columns: [...columns],
    rows: rows.map((row) => [...row]),
    ...(totals ? { totals: [...totals] } : {}),
  };
}

/** Two-column terms table (label, value) — Key Fact Statement, payoff breakdown. */
export function termsTable(
  rows: readonly (readonly [string, string])[],
  options: {
    numbered?: boolean;
    emphasiseLast?: boolean;
    valueAlignment?: Alignment;
    widths?: [ColumnWidth, ColumnWidth];
    plain?: boolean;
  } = {},
): Block {
  return {
    kind: 'terms',
    rows: rows.map(([label, value]): [string, string] => [label, value]),
    ...options,
  };
}

export const OMBUDSMAN = 'Reserve Bank of India Ombudsman at cms.rbi.org.in';

/** Where a borrower takes a complaint — every document ends with it. */
export function grievanceContact(lender: LenderLetterhead): Block[] {
  return [
    section('Queries and grievances'),
    paragraph([
      'For any query or complaint about this loan, write to ',
      { text: lender.grievanceEmail, bold: true },
      ' or call ',
      { text: lender.grievancePhone, bold: true },
      '. If you receive no reply within 30 days, or are not satisfied with it, you may complain ' +
        `to the ${OMBUDSMAN}.`,
    ]),
  ];
}

export function bullets(items: readonly (Inline | readonly Inline[])[]): Block {
  return { kind: 'bullets', items: items.map(inlines) };
}

export function signOff(lender: LenderLetterhead): Block {
  return lines(['Yours faithfully,', { text: `For ${lender.name}`, bold: true }], {
    spaceAbove: 8,
  });
}
