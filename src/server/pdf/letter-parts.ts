import { maskPan } from '../../shared/format.js';
import { type DocumentLanguage, keepTogether, lines, note, SERVICE_NAME } from './layout.js';
import type { LenderLetterhead } from './loan-document-input.js';
import type { Block } from './typeset/document-model.js';

/**
 * What every letter a borrower sends a lender's grievance officer shares: the address, the
 * signature with the PAN masked and what goes with the letter, and where a complaint goes next.
 * Each in the letter's language: English, or an Indian language as an Indian bank letter is
 * written in it.
 */

export const OMBUDSMAN_SCHEME = 'Reserve Bank – Integrated Ombudsman Scheme, 2021';
export const COMPLAINTS_PORTAL = 'https://cms.rbi.org.in';

/** The scheme by its name in the letter's language (the RBI publishes both). */
export function ombudsmanScheme(language: DocumentLanguage): string {
  return SCHEME_NAMES[language];
}

const SCHEME_NAMES: Record<DocumentLanguage, string> = {
  en: OMBUDSMAN_SCHEME,
  hi: 'रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021',
  mr: 'रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021',
  te: 'రిజర్వ్ బ్యాంక్ - సమీకృత అంబుడ్స్‌మన్ పథకం, 2021',
  bn: 'রিজার্ভ ব্যাংক - সমন্বিত ন্যায়পাল প্রকল্প, 2021',
  ta: 'ரிசர்வ் வங்கி - ஒருங்கிணைந்த குறைதீர்ப்பாளர் திட்டம், 2021',
};

interface LetterPartWords {
  to: string;
  officer: string;
  email: string;
  yoursFaithfully: string;
  pan: string;
  enclosure: string;
  prepared: (sendTo: string) => string;
}

const WORDS: Record<DocumentLanguage, LetterPartWords> = {
  en: {
    to: 'To',
    officer: 'The Grievance Redressal Officer',
    email: 'Email',
    yoursFaithfully: 'Yours faithfully,',
    pan: 'PAN',
    enclosure: 'Enclosure',
    prepared: (sendTo: string) =>
      `Prepared by ${SERVICE_NAME} from your loan records for you to check, sign and ` +
      `send to ${sendTo}. It is your letter: no lender issued it.`,
  },
  hi: {
    to: 'सेवा में,',
    officer: 'शिकायत निवारण अधिकारी',
    email: 'ईमेल',
    yoursFaithfully: 'भवदीय,',
    pan: 'पैन',
    enclosure: 'संलग्नक',
    prepared: (sendTo: string) =>
      `${SERVICE_NAME} द्वारा आपके ऋण रिकॉर्ड से तैयार, ताकि आप इसे जाँचकर और हस्ताक्षर करके ` +
      `${sendTo} पर भेज सकें। यह आपका पत्र है: इसे किसी ऋणदाता ने जारी नहीं किया है।`,
  },
  mr: {
    to: 'प्रति,',
    officer: 'तक्रार निवारण अधिकारी',
    email: 'ईमेल',
    yoursFaithfully: 'आपला विश्वासू,',
    pan: 'पॅन',
    enclosure: 'सोबत',
    prepared: (sendTo: string) =>
      `${SERVICE_NAME} ने तुमच्या कर्ज नोंदींवरून तयार केलेले पत्र: ते तपासून, त्यावर सही करून ` +
      `${sendTo} येथे पाठवा. हे तुमचे स्वतःचे पत्र आहे: ते कोणत्याही कर्जदात्याने जारी केलेले नाही.`,
  },
  te: {
    to: 'గౌరవనీయులైన',
    officer: 'ఫిర్యాదుల పరిష్కార అధికారి గారికి,',
    email: 'ఈమెయిల్',
    yoursFaithfully: 'భవదీయులు,',
    pan: 'PAN',
    enclosure: 'జతపరచినవి',
    prepared: (sendTo: string) =>
      `మీ రుణ రికార్డుల నుండి ${SERVICE_NAME} తయారు చేసిన లేఖ: దీన్ని సరిచూసి, సంతకం చేసి ` +
      `${sendTo} కు పంపండి. ఇది మీ సొంత లేఖ: ఏ రుణదాతా దీన్ని జారీ చేయలేదు.`,
  },
  bn: {
    to: 'প্রতি,',
    officer: 'অভিযোগ নিষ্পত্তি আধিকারিক',
    email: 'ইমেল',
    yoursFaithfully: 'বিনীত,',
    pan: 'প্যান',
    enclosure: 'সংযুক্তি',
    prepared: (sendTo: string) =>
      `${SERVICE_NAME} আপনার ঋণের রেকর্ড থেকে এই চিঠি তৈরি করেছে: মিলিয়ে দেখে, সই করে ` +
      `${sendTo}-এ পাঠিয়ে দিন। এটি আপনার নিজের চিঠি: কোনো ঋণদাতা এটি জারি করেনি।`,
  },
  ta: {
    to: 'பெறுநர்,',
    officer: 'குறைதீர்ப்பு அதிகாரி',
    email: 'மின்னஞ்சல்',
    yoursFaithfully: 'தங்கள் உண்மையுள்ள,',
    pan: 'PAN',
    enclosure: 'இணைப்பு',
    prepared: (sendTo: string) =>
      `உங்கள் கடன் பதிவுகளிலிருந்து ${SERVICE_NAME} தயாரித்த கடிதம்: இதைச் சரிபார்த்து, கையொப்பமிட்டு ` +
      `${sendTo} முகவரிக்கு அனுப்பவும். இது உங்கள் சொந்தக் கடிதம்: கடன் வழங்குநர் எவரும் இதை வழங்கவில்லை.`,
  },
};

/** "To / The Grievance Redressal Officer / <lender> / <city> / Email: …" */
export function grievanceOfficerAddress(
  lender: LenderLetterhead,
  language: DocumentLanguage = 'en',
): Block {
  const words = WORDS[language];
  return lines([
    words.to,
    words.officer,
    { text: lender.name, bold: true },
    ...(lender.city ? [lender.city] : []),
    `${words.email}: ${lender.grievanceEmail}`,
  ]);
}

/**
 * The borrower's signature, PAN masked, what is enclosed, and a line saying the service prepared
 * the letter for the borrower to send. Never stands alone on a page of its own.
 */
export function borrowerSignature(input: {
  borrower: { holderName: string; panNumber: string };
  lender: LenderLetterhead;
  /** What goes with the letter; none when absent. */
  enclosure?: string;
  /** Where the borrower sends it, when not to the lender's grievance email. */
  sendTo?: string;
  /** The letter's language; English when absent. */
  language?: DocumentLanguage;
}): Block {
  const words = WORDS[input.language ?? 'en'];
  const prepared = words.prepared(input.sendTo ?? input.lender.grievanceEmail);
  const signed = [
    words.yoursFaithfully,
    { text: input.borrower.holderName, bold: true },
    `${words.pan}: ${maskPan(input.borrower.panNumber)}`,
  ];
  return keepTogether(
    [
      lines(input.enclosure ? [...signed, `${words.enclosure}: ${input.enclosure}`] : signed, {
        gapsBefore: input.enclosure ? { 1: 24, 3: 12 } : { 1: 24 },
      }),
      note(prepared, 12),
    ],
    8,
  );
}
