import { LANGUAGE_CODES as LANGUAGES, type Language } from '../../shared/languages.js';

/**
 * Every SMS the product can send, as DLT content templates: TRAI's rules let an operator deliver
 * only a text that matches a template registered for the sender, `{#var#}` marking each slot.
 * Texts are rendered from these templates and nothing else, so what is registered (printed by
 * `npm run sms:templates`) is exactly what goes out. Pure: no I/O.
 */

/** One kind per OTP purpose: each carries a code and ends with the WebOTP line. */
export const OTP_SMS_KINDS = [
  'otp-bureau-consent',
  'otp-batch-consent',
  'otp-lender-consent',
  'otp-sign-in',
] as const;
/**
 * Notices the borrower asked for (no code): how Keep trying for me ended for a bank — the
 * documents came, or we stopped and they should contact the bank. Only the bank's name varies.
 */
export const NOTICE_SMS_KINDS = ['keep-trying-recovered', 'keep-trying-gave-up'] as const;
export const SMS_KINDS = [...OTP_SMS_KINDS, ...NOTICE_SMS_KINDS] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export type OtpSmsKind = (typeof OTP_SMS_KINDS)[number];

export function isOtpKind(kind: SmsKind): kind is OtpSmsKind {
  return (OTP_SMS_KINDS as readonly SmsKind[]).includes(kind);
}

/** What fills a template's slots. */
export interface SmsValues {
  /** The code of an OTP; notices have none. */
  code?: string;
  /** The lender a per-bank code or a notice is about. */
  bank?: string;
}
type SlotName = keyof SmsValues;
/** Fixed for a deployment, so part of the registered text rather than a `{#var#}`. */
type FixedName = 'host';

/** What a template depends on besides its values: fixed for a deployment. */
export interface SmsContext {
  /** Host of PUBLIC_ORIGIN: the WebOTP line binds the code to it. */
  host: string;
  /** Android SMS Retriever's 11-character app hash, when the operator has an app. */
  androidAppHash?: string | undefined;
}

/** DLT's own limit on what one `{#var#}` may stand for. */
export const DLT_VARIABLE_MAX_LENGTH = 30;
export const DLT_VARIABLE = '{#var#}';
/**
 * Both OTPs and the notices are texts a borrower triggered for a service they use (asked for a
 * code, ticked "also send me an SMS"), none is promotional: TRAI's Service Implicit category.
 */
export const DLT_CATEGORY = 'Service Implicit';

/** A body with its slots (and the host) in order; the WebOTP line is added to every OTP body. */
interface Body {
  parts: readonly (string | SlotName | FixedName)[];
}
const body = (strings: TemplateStringsArray, ...slots: (SlotName | FixedName)[]): Body => ({
  parts: strings.flatMap((text, index) =>
    index < slots.length ? [text, slots[index] as SlotName | FixedName] : [text],
  ),
});

// Short on purpose: an SMS in an Indian script is UCS-2, 70 characters to a segment, the WebOTP line included.
// The notices name the app's host so the borrower knows where to look; they carry no PAN, no
// account and nothing of the documents, only the bank's name.
const BODIES: Record<SmsKind, Record<Language, Body>> = {
  'otp-bureau-consent': {
    en: body`${'code'} is your Loan Documents OTP to allow a credit report check. Valid 5 min. Do not share it.`,
    hi: body`${'code'} क्रेडिट जाँच OTP। किसी को न बताएँ।`,
    mr: body`${'code'} क्रेडिट तपासणी OTP. कोणालाही सांगू नका.`,
    te: body`${'code'} క్రెడిట్ తనిఖీ OTP. ఎవరికీ చెప్పకండి.`,
    bn: body`${'code'} ক্রেডিট যাচাই OTP। কাউকে বলবেন না।`,
    ta: body`${'code'} கிரெடிட் சோதனை OTP. யாரிடமும் பகிராதீர்.`,
  },
  'otp-batch-consent': {
    en: body`${'code'} is your Loan Documents OTP to approve fetching your loan documents. Valid 5 min. Do not share it.`,
    hi: body`${'code'} लोन दस्तावेज़ OTP। किसी को न बताएँ।`,
    mr: body`${'code'} कर्ज दस्तऐवज OTP. कोणालाही सांगू नका.`,
    te: body`${'code'} రుణ పత్రాల OTP. ఎవరికీ చెప్పకండి.`,
    bn: body`${'code'} ঋণের নথি OTP। কাউকে বলবেন না।`,
    ta: body`${'code'} கடன் ஆவண OTP. யாரிடமும் பகிராதீர்.`,
  },
  'otp-lender-consent': {
    en: body`${'code'} is your Loan Documents OTP to approve a document request to ${'bank'}. Valid 5 min. Do not share it.`,
    hi: body`${'code'} ${'bank'} दस्तावेज़ OTP। किसी को न बताएँ।`,
    mr: body`${'code'} ${'bank'} दस्तऐवज OTP. कोणालाही सांगू नका.`,
    te: body`${'code'} ${'bank'} పత్రాల OTP. ఎవరికీ చెప్పకండి.`,
    bn: body`${'code'} ${'bank'} নথি OTP। কাউকে বলবেন না।`,
    ta: body`${'code'} ${'bank'} ஆவண OTP. யாரிடமும் பகிராதீர்.`,
  },
  'otp-sign-in': {
    en: body`${'code'} is your Loan Documents OTP to sign in to your documents. Valid 5 min. Do not share it.`,
    hi: body`${'code'} साइन इन OTP। किसी को न बताएँ।`,
    mr: body`${'code'} साइन इन OTP. कोणालाही सांगू नका.`,
    te: body`${'code'} సైన్ ఇన్ OTP. ఎవరికీ చెప్పకండి.`,
    bn: body`${'code'} সাইন ইন OTP। কাউকে বলবেন না।`,
    ta: body`${'code'} உள்நுழைவு OTP. யாரிடமும் பகிராதீர்.`,
  },
  'keep-trying-recovered': {
    en: body`Loan Documents: we kept trying ${'bank'} and your documents are ready. See them at ${'host'}`,
    hi: body`लोन दस्तावेज़: ${'bank'} से आपके दस्तावेज़ आ गए। देखें ${'host'}`,
    mr: body`कर्ज दस्तऐवज: ${'bank'} कडून तुमचे दस्तऐवज आले. पाहा ${'host'}`,
    te: body`రుణ పత్రాలు: ${'bank'} నుండి మీ పత్రాలు వచ్చాయి. చూడండి ${'host'}`,
    bn: body`ঋণের নথি: ${'bank'} থেকে আপনার নথি এসেছে। দেখুন ${'host'}`,
    ta: body`கடன் ஆவணங்கள்: ${'bank'} அனுப்பிய ஆவணங்கள் தயார். பார்க்க ${'host'}`,
  },
  'keep-trying-gave-up': {
    en: body`Loan Documents: we kept trying ${'bank'} but it did not send your documents, so we stopped. Please contact the bank. ${'host'}`,
    hi: body`लोन दस्तावेज़: ${'bank'} ने दस्तावेज़ नहीं भेजे, हमने कोशिश बंद की। कृपया बैंक से संपर्क करें। ${'host'}`,
    mr: body`कर्ज दस्तऐवज: ${'bank'} ने दस्तऐवज पाठवले नाहीत, प्रयत्न थांबवले. बँकेशी संपर्क साधा. ${'host'}`,
    te: body`రుణ పత్రాలు: ${'bank'} మీ పత్రాలు పంపలేదు, ప్రయత్నం ఆపాము. దయచేసి బ్యాంకును సంప్రదించండి. ${'host'}`,
    bn: body`ঋণের নথি: ${'bank'} নথি পাঠায়নি, আমরা চেষ্টা বন্ধ করেছি। ব্যাংকের সঙ্গে যোগাযোগ করুন। ${'host'}`,
    ta: body`கடன் ஆவணங்கள்: ${'bank'} ஆவணங்களை அனுப்பவில்லை, கேட்பதை நிறுத்தினோம். வங்கியை அணுகவும். ${'host'}`,
  },
};

/** The default slot value when a per-bank code names no bank. */
const SOME_LENDER: Record<Language, string> = {
  en: 'your lender',
  hi: 'आपके बैंक',
  mr: 'तुमची बँक',
  te: 'మీ బ్యాంకు',
  bn: 'আপনার ব্যাংক',
  ta: 'உங்கள் வங்கி',
};

export interface SmsTemplate {
  /** `<kind>.<language>`: the key of this template in SMS_DLT_TEMPLATES. */
  key: string;
  kind: SmsKind;
  language: Language;
  /** The text to register, `{#var#}` for each slot. */
  text: string;
  /** What each `{#var#}` stands for, in order. */
  slots: readonly SlotName[];
}

export function templateKey(kind: SmsKind, language: Language): string {
  return `${kind}.${language}`;
}

/**
 * The template of a kind in a language. Every OTP ends with the WebOTP line `@<host> #<code>`
 * (browsers fill the code in only from the last line); the Android app hash, when given, goes on
 * the line before it, as SMS Retriever reads it anywhere in the text. A notice has no code, so
 * neither line: its host is in its own words.
 */
export function smsTemplate(kind: SmsKind, language: Language, context: SmsContext): SmsTemplate {
  const slots: SlotName[] = [];
  let text = '';
  for (const part of BODIES[kind][language].parts) {
    if (part === 'code' || part === 'bank') {
      slots.push(part);
      text += DLT_VARIABLE;
    } else if (part === 'host') {
      text += context.host;
    } else {
      text += part;
    }
  }
  if (isOtpKind(kind)) {
    if (context.androidAppHash) text += `\n${context.androidAppHash}`;
    text += `\n@${context.host} #${DLT_VARIABLE}`;
    slots.push('code');
  }
  return { key: templateKey(kind, language), kind, language, text, slots };
}

/** Every template, each kind in each language. */
export function smsTemplates(context: SmsContext): SmsTemplate[] {
  return SMS_KINDS.flatMap((kind) =>
    LANGUAGES.map((language) => smsTemplate(kind, language, context)),
  );
}

/** A message rendered from its template: the text, and what filled each slot (for providers that fill them). */
export interface RenderedSms {
  key: string;
  kind: SmsKind;
  language: Language;
  text: string;
  variables: string[];
}

export function renderSms(
  kind: SmsKind,
  language: Language,
  values: SmsValues,
  context: SmsContext,
): RenderedSms {
  const template = smsTemplate(kind, language, context);
  const variables = template.slots.map((slot) => {
    if (slot === 'bank') return dltVariable(values.bank ?? SOME_LENDER[language]);
    if (values.code === undefined) throw new Error(`SMS ${kind} needs a code`);
    return values.code;
  });
  let index = 0;
  const text = template.text.replaceAll(DLT_VARIABLE, () => variables[index++] ?? '');
  return { key: template.key, kind, language, text, variables };
}

/**
 * A value cut to DLT's 30 characters at a word boundary ("Mahindra & Mahindra Financial
 * Services" → "Mahindra & Mahindra Financial"): a longer one makes the operator drop the SMS.
 */
export function dltVariable(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= DLT_VARIABLE_MAX_LENGTH) return clean;
  const cut = clean.slice(0, DLT_VARIABLE_MAX_LENGTH + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, DLT_VARIABLE_MAX_LENGTH)).trim();
}

/**
 * Whether `text` is what the operator would accept for a registered template: the literal parts
 * exactly, each `{#var#}` up to 30 characters of anything.
 */
export function matchesTemplate(templateText: string, text: string): boolean {
  const pattern = templateText
    .split(DLT_VARIABLE)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(`[\\s\\S]{0,${DLT_VARIABLE_MAX_LENGTH}}`);
  return new RegExp(`^${pattern}$`).test(text);
}

// GSM 03.38: the basic set costs one septet, the extension table two (escape + character).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * How an operator carries a text: GSM-7 when every character is in the GSM alphabet (160 to one
 * segment, 153 to each of several), else UCS-2 (70, then 67 each).
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const character of text) {
    if (GSM_BASIC.has(character)) septets += 1;
    else if (GSM_EXTENSION.has(character)) septets += 2;
    else return ucs2(text.length);
  }
  return { encoding: 'GSM-7', units: septets, segments: segmentsOf(septets, 160, 153) };
}

function ucs2(units: number): SmsLength {
  return { encoding: 'UCS-2', units, segments: segmentsOf(units, 70, 67) };
}

function segmentsOf(units: number, single: number, each: number): number {
  if (units === 0) return 0;
  return units <= single ? 1 : Math.ceil(units / each);
}

/** Values as long as the product ever sends: how a template is measured and checked. */
export const LONGEST_VALUES: SmsValues = {
  code: '000000',
  bank: 'x'.repeat(DLT_VARIABLE_MAX_LENGTH),
};
