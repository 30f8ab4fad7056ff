import type { ConsentPurpose } from '../../shared/consents.js';
import type { DocumentType } from '../../shared/documents.js';
import type { PanHolderTypeCode } from '../../shared/pan.js';
import type { SentenceTable } from './english.js';
import { listInWords } from './words.js';

/**
 * The API's sentences in Bengali (keys and parameters: ./english.ts). Standard Bengali as banks
 * in West Bengal write to their customers: ঋণ for a loan, নথি for a document, the dari (।) at the
 * end of a sentence; a bank's name takes its case ending after a hyphen ("HDFC Bank-এর") and a
 * postposition after a space ("HDFC Bank থেকে"); a count takes the classifier টি ("2টি নথি"),
 * so no noun changes with the number.
 */

const HOLDER_TYPES: Record<PanHolderTypeCode, string> = {
  P: 'ব্যক্তি',
  C: 'কোম্পানি',
  H: 'হিন্দু অবিভক্ত পরিবার (HUF)',
  F: 'ফার্ম',
  A: 'ব্যক্তিসংঘ (AOP)',
  T: 'ট্রাস্ট',
  B: 'ব্যক্তিসমষ্টি (BOI)',
  L: 'স্থানীয় কর্তৃপক্ষ',
  J: 'কৃত্রিম আইনি ব্যক্তি',
  G: 'সরকারি সংস্থা',
};

const DOCUMENT_NAMES: Record<DocumentType, string> = {
  statement_of_account: 'অ্যাকাউন্ট স্টেটমেন্ট',
  repayment_schedule: 'পরিশোধের সময়সূচি',
  sanction_letter: 'ঋণ অনুমোদন পত্র',
  foreclosure_letter: 'মেয়াদপূর্ব পরিশোধ পত্র',
  interest_certificate: 'সুদের শংসাপত্র',
  no_dues_certificate: 'নো-ডিউজ শংসাপত্র',
  documents_held: 'ব্যাংকের কাছে রাখা নথির তালিকা',
};

const PURPOSES: Record<ConsentPurpose, string> = {
  'bureau-report': 'আপনার ঋণগুলির তালিকা তৈরির জন্য আপনার ক্রেডিট রিপোর্ট দেখা',
  'batch-documents': 'আপনার বেছে নেওয়া ঋণের নথি আপনার ব্যাংকগুলি থেকে আনা',
  'lender-documents': 'একটি ঋণের নথি তার ব্যাংক থেকে আনা',
};

export const bn: SentenceTable = {
  // Any route
  notFound: () => 'পাওয়া যায়নি।',
  tooManyRequests: () => 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  tooManyRequestsFor: ({ seconds }) =>
    `অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ${seconds} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।`,
  internal: () => 'আমাদের দিক থেকে কোনো সমস্যা হয়েছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  invalidJson: () => 'অনুরোধের ডেটা সঠিক JSON নয়।',
  unsupportedMediaType: () => 'এই ধরনের কনটেন্ট এখানে গ্রহণ করা হয় না।',
  requestTooLarge: ({ limit }) => `অনুরোধটি খুব বড়। সর্বোচ্চ ${limit} পর্যন্ত অনুমতি আছে।`,
  badRequest: () => 'অনুরোধটি বোঝা যায়নি।',
  requestNotValid: () => 'অনুরোধটি বৈধ নয়।',
  idNotValid: () =>
    'এই লিঙ্ক বা রেফারেন্স আমাদের দেওয়া নয়। পুরোটা ঠিকমতো কপি হয়েছে কি না দেখে নিন, অথবা পিছনে গিয়ে আবার শুরু করুন।',
  controlCharacters: () => 'অনুরোধে এমন অক্ষর আছে যা টাইপ করা যায় না (যেমন NUL)। সেগুলি মুছে আবার চেষ্টা করুন।',
  uploadBroken: () => 'ছবিটি পুরোপুরি পৌঁছায়নি। অনুগ্রহ করে ছবিটি আবার বেছে নিয়ে চেষ্টা করুন।',

  // Request bodies that do not fit their schema (field names are the API's own)
  fieldRequired: ({ field }) => `${field} দেওয়া আবশ্যক।`,
  fieldWrongType: ({ field, type }) => `${field}-এর ধরন ${type} হওয়া উচিত।`,
  fieldsUnexpected: ({ fields }) => `অপ্রত্যাশিত ফিল্ড: ${fields}।`,
  fieldTooLong: ({ field, maximum }) => `${field} খুব লম্বা (সর্বোচ্চ ${maximum}টি অক্ষর)।`,
  fieldTooShort: ({ field, minimum }) => `${field} খুব ছোট (অন্তত ${minimum}টি অক্ষর)।`,
  fieldTooManyItems: ({ field, maximum }) => `${field}-এ অনেক বেশি উপাদান আছে (সর্বোচ্চ ${maximum}টি)।`,
  fieldTooFewItems: ({ field, minimum }) => `${field}-এ অন্তত ${minimum}টি উপাদান থাকা উচিত।`,
  fieldTooBig: ({ field, maximum }) => `${field} সর্বোচ্চ ${maximum} হতে পারে।`,
  fieldTooSmall: ({ field, minimum }) => `${field} অন্তত ${minimum} হওয়া উচিত।`,
  fieldNotOneOf: ({ field, values }) => `${field} এগুলির একটি হওয়া উচিত: ${values}।`,
  fieldBadFormat: ({ field }) => `${field} প্রত্যাশিত ফরম্যাটে নেই।`,

  // Sessions and consent
  consentRequired: () => 'এগিয়ে যেতে অনুগ্রহ করে আপনার সম্মতি যাচাই করে দিন।',
  sessionExpired: () => 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আপনার সম্মতি আবার যাচাই করে দিন।',
  consentNotFound: () => 'এই সম্মতির অনুরোধটি পাওয়া যায়নি। অনুগ্রহ করে নতুন OTP চেয়ে নিন।',
  consentVerified: () => 'সম্মতি সফলভাবে যাচাই হয়েছে।',
  foreignOrigin: () =>
    'এই অনুরোধটি Loan Documents অ্যাপ থেকে আসেনি। অনুগ্রহ করে অ্যাপটি খুলে আবার চেষ্টা করুন।',
  signedIn: () => 'আপনি সাইন ইন করেছেন।',
  signedOut: () => 'আপনি সাইন আউট করেছেন।',
  signedOutEverywhere: () => 'আপনি সব ডিভাইস থেকে সাইন আউট করেছেন।',
  bureauConsentNeeded: () => 'আপনার ঋণগুলি দেখতে অনুগ্রহ করে আগে ক্রেডিট রিপোর্ট দেখার জন্য সম্মতি দিন।',

  // OTPs
  otpSent: ({ phone }) => `${phone} নম্বরে OTP পাঠানো হয়েছে`,
  lenderOtpSent: ({ phone, bank }) =>
    `${bank}-এর কাছে আপনার অনুরোধ অনুমোদন করতে ${phone} নম্বরে OTP পাঠানো হয়েছে`,
  invalidMobile: () => 'অনুগ্রহ করে সঠিক 10 অঙ্কের মোবাইল নম্বর দিন',
  invalidOtp: () => 'অনুগ্রহ করে সঠিক 6 অঙ্কের OTP দিন',
  invalidLegacyOtp: () => 'অনুগ্রহ করে সঠিক OTP দিন',
  otpNotSent: () => 'অনুগ্রহ করে আগে OTP চেয়ে নিন।',
  lenderOtpNotSent: () => 'অনুগ্রহ করে আগে এই ঋণের জন্য OTP চেয়ে নিন।',
  otpIncorrect: ({ attemptsLeft }) =>
    attemptsLeft <= 0
      ? 'ভুল OTP। আপনার আর কোনো চেষ্টা বাকি নেই। অনুগ্রহ করে নতুন OTP চেয়ে নিন।'
      : `ভুল OTP। আপনার আর ${attemptsLeft} বার চেষ্টা বাকি আছে।`,
  otpExpired: () => 'এই OTP-র মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন OTP চেয়ে নিন।',
  otpLocked: () => 'অনেকবার ভুল চেষ্টা হয়েছে। অনুগ্রহ করে নতুন OTP চেয়ে নিন।',
  otpUsed: () => 'এই OTP আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন OTP চেয়ে নিন।',
  otpReplaced: () => 'একটি নতুন OTP পাঠানো হয়েছে। অনুগ্রহ করে সবচেয়ে নতুন কোডটি দিন।',
  otpNotValid: () => 'এই OTP এই অনুরোধের জন্য বৈধ নয়। অনুগ্রহ করে নতুন OTP চেয়ে নিন।',
  otpCooldown: ({ seconds }) => `নতুন OTP চাওয়ার আগে অনুগ্রহ করে ${seconds} সেকেন্ড অপেক্ষা করুন।`,
  otpHourlyLimit: ({ time }) =>
    `এই মোবাইল নম্বরে অনেকগুলি OTP পাঠানো হয়েছে। অনুগ্রহ করে ${time}-এর পরে আবার চেষ্টা করুন।`,
  smsNotSent: () => 'আমরা এখন OTP পাঠাতে পারিনি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  mobileNotOnRecord: ({ phone }) =>
    `এটি আপনার ক্রেডিট রেকর্ডে থাকা মোবাইল নম্বর নয়। ক্রেডিট ব্যুরোতে এই PAN-এর জন্য ${phone} নথিভুক্ত আছে: অনুগ্রহ করে সেই নম্বরটিই ব্যবহার করুন। আপনার নম্বর বদলে থাকলে, আপনার ঋণদাতা ব্যাংক বা ক্রেডিট ব্যুরোর মাধ্যমে সেটি আপডেট করিয়ে নিন।`,
  noMobileOnRecord: () =>
    'ক্রেডিট ব্যুরোতে এই PAN-এর জন্য কোনো মোবাইল নম্বর নথিভুক্ত নেই, তাই আমরা OTP পাঠাতে পারছি না। অনুগ্রহ করে আপনার ঋণদাতা ব্যাংক বা ক্রেডিট ব্যুরোর কাছে আপনার মোবাইল নম্বর নথিভুক্ত করান, তারপর আবার চেষ্টা করুন।',
  bureauUnreachableForOtp: () =>
    'OTP পাঠানোর জন্য ক্রেডিট ব্যুরোর সঙ্গে যোগাযোগ করা যায়নি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',

  // DigiLocker
  digilockerSaved: ({ folder }) =>
    `আপনার DigiLocker-এ সেভ করা হয়েছে: Uploaded Documents / loan-documents / ${folder}।`,
  digilockerAllow: () =>
    'Loan Documents-কে আপনার DigiLocker-এ ফাইল সেভ করার অনুমতি দিন, তারপর আমরা এই নথিটি সেখানে সেভ করব।',
  digilockerUnavailable: () =>
    'আমরা এখন এই নথিটি DigiLocker-এ সেভ করতে পারিনি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  digilockerNotConfigured: () => 'এখানে DigiLocker-এ সেভ করার সুবিধা নেই।',
  activityDocumentSavedToDigiLocker: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) DigiLocker-এ সেভ করা হয়েছে`,

  // PAN
  panVerified: () => 'PAN সফলভাবে যাচাই হয়েছে',
  panLength: () => 'PAN নম্বর 10টি অক্ষরের হওয়া উচিত',
  panLetters: () => 'PAN-এর প্রথম পাঁচটি অক্ষর ইংরেজি বর্ণ (A–Z) হওয়া উচিত।',
  panDigits: () => 'PAN-এর 6 থেকে 9 নম্বর অক্ষরগুলি সংখ্যা হওয়া উচিত।',
  panLastLetter: () => 'PAN-এর শেষ অক্ষরটি ইংরেজি বর্ণ (A–Z) হওয়া উচিত।',
  panHolderType: ({ letter }) =>
    `এটি বৈধ PAN নয়: এর চতুর্থ অক্ষর "${letter}" কোনো ধরনের PAN-ধারককে বোঝায় না (ব্যক্তির জন্য P, কোম্পানির জন্য C, অথবা H, F, A, T, B, L, J, G)।`,
  panNotIndividual: ({ holderType }) =>
    `এটি ${HOLDER_TYPES[holderType]} ধরনের PAN (এর চতুর্থ অক্ষর ${holderType})। এই পরিষেবা ব্যক্তিগত ঋণগ্রহীতাদের জন্য: অনুগ্রহ করে আপনার নিজের PAN দিন, যার চতুর্থ অক্ষর P।`,
  panNotIndividualForReport: ({ holderType }) =>
    `এটি ${HOLDER_TYPES[holderType]} ধরনের PAN। এখানে ক্রেডিট রিপোর্ট শুধু ব্যক্তিদের জন্য: অনুগ্রহ করে আপনার নিজের PAN ব্যবহার করুন।`,
  nameMismatch: () =>
    'এই নাম এই PAN-এর রেকর্ডের সঙ্গে মেলে না। অনুগ্রহ করে আপনার PAN কার্ডে যেমন ছাপা আছে ঠিক তেমনই নামটি লিখুন।',
  nameFormat: () =>
    'অনুগ্রহ করে আপনার PAN কার্ডে যেমন ছাপা আছে ঠিক তেমনই নামটি লিখুন, শুধু অক্ষর আর ফাঁকা জায়গা দিয়ে।',
  panRegistryUnavailable: () =>
    'আমরা এখন PAN যাচাই করতে পারছি না। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  imageWrongType: () => 'অনুগ্রহ করে একটি ছবির ফাইল আপলোড করুন (jpg, png, webp)',
  imageTooLarge: () => 'ফাইলটি খুব বড়। সর্বোচ্চ 5MB পর্যন্ত অনুমতি আছে।',
  imageMissing: () => 'অনুগ্রহ করে আপলোড করার জন্য আপনার PAN কার্ডের একটি ছবি বেছে নিন',
  imageUnreadable: () =>
    'এই ছবি থেকে PAN পড়া যায়নি। অনুগ্রহ করে PAN নিজে লিখুন অথবা আরও স্পষ্ট একটি ছবি আপলোড করুন।',
  imageUndecodable: () =>
    'এই ছবিটি খোলা যায়নি। অনুগ্রহ করে আপনার PAN কার্ডের একটি স্পষ্ট ছবি আপলোড করুন (jpg, png, webp)।',
  ocrUnavailable: () =>
    'আমরা এখন আপনার ছবিটি পড়তে পারিনি। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন, অথবা আপনার PAN নিজে লিখুন।',

  // Credit report and loans
  reportNotFound: () => 'এই PAN-এর জন্য কোনো ক্রেডিট রিপোর্ট পাওয়া যায়নি।',
  bureauUnavailable: () =>
    'আমরা এখন আপনার ক্রেডিট রিপোর্ট আনতে পারিনি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  loanNotFound: () =>
    'এই ঋণটি আপনার ক্রেডিট রিপোর্টে পাওয়া যায়নি। অনুগ্রহ করে আপনার ঋণগুলি রিফ্রেশ করে আবার চেষ্টা করুন।',
  loanJustApproved: () => 'এই ঋণটি সবে অনুমোদিত হয়েছে। অনুগ্রহ করে এর নথিগুলি আবার চেয়ে নিন।',
  selectLoan: () => 'অনুগ্রহ করে অন্তত একটি ঋণ বেছে নিন',
  selectDocument: () => 'অনুগ্রহ করে অন্তত একটি নথি বেছে নিন',
  oneLoanAtATime: () => 'অনুগ্রহ করে একবারে একটি ঋণেরই নথি চেয়ে নিন।',
  tooManyLoans: ({ maximum }) => `আপনি একবারে সর্বোচ্চ ${maximum}টি ঋণের নথি চাইতে পারেন।`,
  loanNotInReport: ({ loanId }) =>
    `ঋণ ${loanId} আপনার ক্রেডিট রিপোর্টে নেই। অনুগ্রহ করে আপনার ঋণগুলি রিফ্রেশ করে আবার বেছে নিন।`,
  loanSelectedTwice: ({ loanId }) =>
    `ঋণ ${loanId} একাধিকবার বেছে নেওয়া হয়েছে। অনুগ্রহ করে প্রতিটি ঋণ একবারই বেছে নিন।`,
  noDuesForRunningLoan: ({ bank, account }) =>
    `নো-ডিউজ শংসাপত্র ঋণ পুরোপুরি শোধ হওয়ার পরেই দেওয়া হয়, আর আপনার ${bank} ঋণ ${account} এখনও চলছে। অনুগ্রহ করে এটি বাদ দিয়ে এগিয়ে যান।`,
  documentsHeldNotOffered: ({ bank, account }) =>
    `ব্যাংকের কাছে রাখা নথির তালিকা শুধু চলতি গৃহঋণ বা গাড়ির ঋণের জন্য দেওয়া হয়, যার কাগজপত্র ব্যাংক নিজের কাছে রাখে, আর আপনার ${bank} ঋণ ${account} সেরকম নয়। অনুগ্রহ করে এটি বাদ দিয়ে এগিয়ে যান।`,
  foreclosureForRepaidLoan: ({ bank, account }) =>
    `আপনার ${bank} ঋণ ${account} আগেই শোধ হয়ে গেছে, তাই মেয়াদের আগে বন্ধ করার কিছু নেই। অনুগ্রহ করে মেয়াদপূর্ব পরিশোধ পত্র বাদ দিয়ে এগিয়ে যান।`,
  lenderAccountNotFound: ({ bank }) =>
    `${bank} এই ঋণ অ্যাকাউন্টটি খুঁজে পায়নি। অনুগ্রহ করে ${bank}-এর কাছে খোঁজ নিয়ে তারপর আবার চেষ্টা করুন।`,
  lenderAddressUnknown: ({ bank }) =>
    `আমাদের কাছে ${bank}-এর অভিযোগ জানানোর ঠিকানা নেই, তাই আমরা এই চিঠি তৈরি করতে পারছি না। অনুগ্রহ করে ${bank}-এর ওয়েবসাইট বা কোনো শাখার মাধ্যমে তাদের লিখুন।`,
  lenderUnavailable: ({ bank }) => `${bank} এখন সাড়া দিচ্ছে না। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।`,
  documentsRetrieved: ({ count, bank }) => `${bank} থেকে ${count}টি নথি পাওয়া গেছে`,

  // Document requests (batches)
  batchCreated: ({ documents, banks }) =>
    `${banks}টি ব্যাংক থেকে ${documents}টি নথির অনুরোধ তৈরি হয়েছে। অনুগ্রহ করে OTP দিয়ে অনুরোধটি অনুমোদন করুন।`,
  batchNotFound: () => 'এই নথির অনুরোধটি পাওয়া যায়নি। অনুগ্রহ করে আপনার নথিগুলি আবার বেছে নিন।',
  batchAlreadyApproved: () => 'এই নথির অনুরোধটি আগেই অনুমোদিত হয়েছে। আপনার নথিগুলি তৈরি হচ্ছে।',
  batchApproved: () => 'OTP যাচাই হয়েছে। আমরা আপনার ব্যাংকগুলি থেকে আপনার নথি আনছি।',
  stageConsentPending: () => 'আপনার সম্মতির অপেক্ষায়',
  stageOtpVerification: () => 'আপনার OTP যাচাই করা হচ্ছে',
  stageProcessingStarted: () => 'আপনার ব্যাংকগুলির সঙ্গে যোগাযোগ শুরু হচ্ছে',
  stageFetchingDocuments: () => 'আপনার ব্যাংকগুলি থেকে নথি আনা হচ্ছে',
  stageGeneratingDocuments: () => 'আপনার PDF নথি তৈরি হচ্ছে',
  batchAllDone: () => 'সব হয়ে গেছে — আপনার নথি তৈরি',
  batchNothingProduced: () =>
    'আমরা আপনার ব্যাংকগুলি থেকে একটিও নথি আনতে পারিনি। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  batchSomeBanksFailed: ({ banks, ready, total }) =>
    `${total}টির মধ্যে ${ready}টি ব্যাংকের নথি তৈরি। ${listInWords(banks, 'ও')} থেকে নথি পাওয়া যায়নি: আবার চাইতে "আবার চেষ্টা করুন" বেছে নিন।`,
  batchSomeBanksStillFailing: ({ banks, ready, total }) =>
    `${total}টির মধ্যে ${ready}টি ব্যাংকের নথি তৈরি। ${listInWords(banks, 'ও')} থেকে নথি পাওয়া যায়নি: এর জন্য আমরা কী করতে পারি বা করছি, তা নিচে দেখুন।`,
  bankNotFailed: () => 'এই ব্যাংকটি আবার চেষ্টার অপেক্ষায় নেই। এর নথিগুলি তৈরি অথবা আসার পথে।',
  bankNotInBatch: () => 'এই ব্যাংকটি এই নথির অনুরোধে নেই।',
  requestLetterBankNotFailed: ({ bank }) =>
    `অনুরোধ পত্র এমন ব্যাংকের জন্য, যে বারবার চেষ্টার পরেও আপনার নথি পাঠায়নি। ${bank}-এর নথিগুলি তৈরি অথবা আসার পথে।`,
  batchConsentEnded: () =>
    'এই নথিগুলির জন্য আপনার সম্মতির মেয়াদ শেষ হয়েছে, তাই আমরা এই ব্যাংকের কাছে আবার চাইতে পারি না। অনুগ্রহ করে আপনার ঋণগুলি থেকে একটি নতুন অনুরোধ শুরু করুন।',
  bankRetryStarted: ({ bank }) => `${bank}-এর কাছে আবার চাওয়া হচ্ছে। আপনি এই স্ক্রিনেই তা দেখতে পাবেন।`,
  bankTriesSpent: ({ bank, tries }) =>
    `আপনি ইতিমধ্যে ${bank}-এর কাছে ${tries} বার আবার চেয়েছেন। "আমার হয়ে চেষ্টা চালিয়ে যান" বেছে নিন, আমরা আপনার হয়ে চাইতে থাকব।`,
  keepTryingTryAgainFirst: ({ bank }) =>
    `আপনি এখনও নিজেই ${bank}-এর কাছে আবার চাইতে পারেন: আগে "আবার চেষ্টা করুন" বেছে নিন। "আমার হয়ে চেষ্টা চালিয়ে যান" আসে তার পরে।`,
  keepTryingAlready: ({ bank }) => `আমরা আগে থেকেই আপনার হয়ে ${bank}-এর কাছে আবার চাইছি।`,
  keepTryingEnded: ({ bank }) =>
    `আমরা ${bank}-এর কাছে চাওয়া বন্ধ করেছি: আমরা চাইতে থাকলেও তারা আপনার নথি পাঠায়নি। অনুগ্রহ করে সরাসরি ${bank}-এর সঙ্গে যোগাযোগ করুন।`,
  keepTryingStarted: ({ bank, next, until }) =>
    `আমরা আপনার হয়ে ${bank}-এর কাছে চাইতে থাকব: পরের চেষ্টা ${next}-এ, ${until} পর্যন্ত। আপনি এই স্ক্রিন বন্ধ করতে পারেন।`,
  keepTryingNotOn: () => 'আমরা এখন আপনার হয়ে এই ব্যাংকের কাছে চাইছি না, তাই বন্ধ করার কিছু নেই।',
  keepTryingStopped: ({ bank }) => `আমরা আপনার হয়ে ${bank}-এর কাছে চাওয়া বন্ধ করেছি।`,

  // Financial years: interest certificates and tax summaries
  financialYearFormat: () =>
    'অনুগ্রহ করে 2025-26 (এপ্রিল 2025 থেকে মার্চ 2026)-এর মতো একটি অর্থবর্ষ বেছে নিন।',
  financialYearOutOfRange: ({ earliest, latest }) =>
    `অনুগ্রহ করে ${earliest} থেকে ${latest}-এর মধ্যে একটি অর্থবর্ষ বেছে নিন: চলতি বছর বা তার আগের আট বছরের একটি।`,
  financialYearNotForDocument: () => 'অর্থবর্ষ শুধু সুদের শংসাপত্রের জন্য বেছে নেওয়া যায়।',
  interestCertificateTwice: () => 'অনুগ্রহ করে প্রতিটি ঋণের সুদের শংসাপত্রের জন্য একটিই অর্থবর্ষ বেছে নিন।',
  closureLoanNotFound: () =>
    'এই ঋণটি আপনার ক্রেডিট রিপোর্টে নেই। অনুগ্রহ করে আপনার ঋণগুলি রিফ্রেশ করে আবার চেষ্টা করুন।',
  balanceTransferRepaidLoan: ({ bank }) =>
    `আপনার ${bank} ঋণ আগেই শোধ হয়ে গেছে, তাই অন্য ব্যাংকে নিয়ে যাওয়ার কিছু নেই।`,
  balanceTransferNotReady: ({ documentType, bank }) =>
    `আপনার ${bank} ঋণের ${DOCUMENT_NAMES[documentType]} এখনও তৈরি নয়। অনুগ্রহ করে কিটের নথিগুলি চেয়ে নিন, অথবা সেগুলি তৈরি হওয়া পর্যন্ত অপেক্ষা করে আবার চেষ্টা করুন।`,
  balanceTransferTooManyLinks: ({ documentType, bank, maximum }) =>
    `আপনার ${bank} ঋণের ${DOCUMENT_NAMES[documentType]} ইতিমধ্যে ${maximum}টি চালু লিঙ্কে আছে। অনুগ্রহ করে আর দরকার নেই এমন একটি প্যাক বা শেয়ার লিঙ্ক বাতিল করে আবার চেষ্টা করুন।`,
  closureNothingToAsk: () =>
    'আসল কাগজপত্র ফেরত চাওয়ার চিঠি শুধু এমন শোধ হয়ে যাওয়া গৃহঋণ বা গাড়ির ঋণের জন্য, যার কাগজপত্র ব্যাংক এখনও সময়মতো ফেরত দেয়নি।',
  cersaiNotRepaidHomeLoan: () =>
    'CERSAI-তে চার্জ মুক্তির (satisfaction of charge) নথিভুক্তির চিঠি শুধু শোধ হয়ে যাওয়া গৃহঋণের জন্য।',
  form35NotRepaidVehicleLoan: () =>
    'ফর্ম 35, যা রেজিস্ট্রেশন সার্টিফিকেট থেকে হাইপোথিকেশন তুলে দেয়, শুধু শোধ হয়ে যাওয়া গাড়ির ঋণের জন্য।',
  returnDateFormat: () => 'অনুগ্রহ করে যে তারিখে আপনার কাগজপত্র ফেরত পেয়েছেন সেটি দিন, যেমন 2026-11-24।',
  returnNotTracked: () =>
    'শুধু শোধ হয়ে যাওয়া গৃহঋণ বা গাড়ির ঋণের কাগজপত্রই ট্র্যাক করা হয়। অনুগ্রহ করে আপনার ঋণগুলি রিফ্রেশ করুন।',
  returnDateOutOfRange: ({ closedOn, today }) =>
    `কাগজপত্র ফেরত পাওয়ার তারিখ ঋণ বন্ধ হওয়ার তারিখ (${closedOn}) থেকে আজ (${today})-এর মধ্যে হওয়া উচিত।`,
  disputeNeedsStatement: ({ bank }) =>
    `আপনার ক্রেডিট রেকর্ড যাচাই করতে অনুগ্রহ করে আগে ${bank}-এর কাছ থেকে এই ঋণের অ্যাকাউন্ট স্টেটমেন্ট চেয়ে নিন: রিপোর্টটি সেটির সঙ্গেই মিলিয়ে দেখা হয়।`,
  chargesNeedStatement: ({ bank }) =>
    `এই ঋণের চার্জ যাচাই করতে অনুগ্রহ করে আগে ${bank}-এর কাছ থেকে এর অ্যাকাউন্ট স্টেটমেন্ট চেয়ে নিন: চার্জগুলি সেখান থেকেই পড়া হয়।`,
  chargesNothingToQuestion: ({ bank }) =>
    `এই ঋণের ${bank} স্টেটমেন্টের প্রতিটি চার্জ আপনার ঋণ অনুমোদন পত্রে ঠিক করা ছিল, তাই ফেরত চাওয়ার মতো কিছু নেই।`,
  disputeNothingToDispute: ({ bank }) =>
    `এই ঋণের ক্ষেত্রে আপনার ক্রেডিট রিপোর্ট ${bank}-এর স্টেটমেন্টের সঙ্গে মেলে, তাই আপত্তি জানানোর কিছু নেই।`,
  disputeAgainst: () =>
    'অনুগ্রহ করে জানান আপনি আপত্তি কার কাছে জানিয়েছেন: ক্রেডিট ব্যুরো, ঋণদাতা, নাকি উভয়ের কাছেই।',
  disputeDateFormat: () => 'অনুগ্রহ করে যে তারিখে আপত্তি জানিয়েছেন সেটি দিন, যেমন 2026-11-24।',
  disputeDateInFuture: ({ today }) =>
    `আপত্তি জানানোর তারিখ আজকের (${today}) পরে হতে পারে না। আপত্তি জানানোর পরেই এখানে সেটি লিখুন।`,
  disputeDateBeforeLoan: ({ openedOn }) =>
    `আপত্তি জানানোর তারিখ ঋণ শুরু হওয়ার (${openedOn}) আগে হতে পারে না।`,
  disputeAlreadyOpen: ({ bank, filedOn }) =>
    `আপনার ${bank} ঋণে ${filedOn} তারিখে জানানো একটি আপত্তি ইতিমধ্যে খোলা আছে। আরেকটি জানানোর আগে সেটিকে মীমাংসিত বলে চিহ্নিত করুন।`,
  disputeNotOpen: ({ bank }) =>
    `আপনার ${bank} ঋণে কোনো খোলা আপত্তি নেই। আগে আপনার জানানো আপত্তিটি এখানে লিখুন।`,
  disputeStillDifferent: ({ bank, reportDate }) =>
    `${reportDate} তারিখের আপনার ক্রেডিট রিপোর্ট এখনও এই ঋণটি ${bank}-এর স্টেটমেন্ট থেকে আলাদাভাবে দেখাচ্ছে, তাই আপত্তিটি খোলা থাকবে। ব্যুরো সংশোধনের কথা জানালে আপনার ক্রেডিট রিপোর্ট রিফ্রেশ করে আবার 'মীমাংসিত' চাপুন।`,
  disputeLetterNotDue: ({ bank }) =>
    `এই চিঠি আপনার ${bank} ঋণের এমন আপত্তির জন্য, যার সময়সীমা সংশোধন ছাড়াই পেরিয়ে গেছে। এটির সময়সীমা এখনও পেরোয়নি।`,
  taxSummaryConsentNeeded: () =>
    'আপনার কর সারাংশ তৈরি করতে অনুগ্রহ করে আগে ক্রেডিট রিপোর্ট দেখার জন্য সম্মতি দিন: আপনার ঋণগুলি সেখান থেকেই নেওয়া হয়।',
  taxSummaryNoLoans: () => 'আপনার ক্রেডিট রিপোর্টে কোনো ঋণ নেই, তাই কর সারাংশ তৈরি করার কিছু নেই।',
  taxSummaryNothingInYear: ({ year }) =>
    `${year} অর্থবর্ষে আপনার কোনো ঋণের একটিও কিস্তি বকেয়া ছিল না। অনুগ্রহ করে অন্য একটি বছর বেছে নিন।`,

  // Documents and share links
  fileNotAvailable: () => 'ফাইলটি ডাউনলোডের জন্য পাওয়া যাচ্ছে না।',
  documentDataNotKept: () =>
    'এই নথিটি এমন সময়ে তৈরি হয়েছিল যখন নথি ডেটা আকারে রাখা হত না। ডেটা আকারে ডাউনলোড করতে এটি আবার চেয়ে নিন।',
  documentNotFound: () => 'এই নথিটি পাওয়া যায়নি। অনুগ্রহ করে আপনার নথিগুলি রিফ্রেশ করে আবার চেষ্টা করুন।',
  documentsNotFound: () => 'এই PAN-এর জন্য কোনো নথি পাওয়া যায়নি।',
  downloadLinkExpired: () =>
    'এই ডাউনলোড লিঙ্কের মেয়াদ শেষ হয়ে গেছে। ডকুমেন্ট সেন্টারে ফিরে গিয়ে আবার চেষ্টা করুন।',
  shareLinkDead: () =>
    'এই লিঙ্কের মেয়াদ শেষ হয়ে গেছে বা এটি প্রত্যাহার করা হয়েছে। অনুগ্রহ করে যিনি পাঠিয়েছেন তাঁর কাছে নতুন লিঙ্ক চেয়ে নিন।',
  shareHasSeveralDocuments: ({ count, page }) =>
    `এই লিঙ্কে ${count}টি নথি আছে। প্রতিটি নথি দেখতে বা ডাউনলোড করতে ${page} খুলুন।`,
  sharedDocumentNotInLink: () =>
    'এই নথিটি এই লিঙ্কে নেই। লিঙ্কটি আবার খুলে এর মধ্যে থেকে একটি নথি বেছে নিন।',
  documentNotReadyToShare: ({ documentType, bank }) =>
    `${bank}-এর ${DOCUMENT_NAMES[documentType]} শেয়ার করার জন্য তৈরি নয়। অনুগ্রহ করে এটি বাদ দিয়ে আবার চেষ্টা করুন।`,
  tooManySharedDocuments: () =>
    'একটি লিঙ্কে সর্বোচ্চ 20টি নথি থাকতে পারে। অনুগ্রহ করে কম নথি বেছে নিয়ে আবার চেষ্টা করুন।',
  documentTwice: () => 'একটি নথি দুবার বেছে নেওয়া হয়েছে। অনুগ্রহ করে প্রতিটি নথি একবারই বেছে নিন।',
  shareLinkUnknown: () => 'এই শেয়ার লিঙ্কটি পাওয়া যায়নি।',
  shareLinkRevoked: () => 'এই শেয়ার লিঙ্কটি আর কাজ করে না।',
  documentNotShareable: () => 'এই নথিটি আর শেয়ার করা যায় না।',
  documentStillProcessing: () => 'এই নথিটি এখনও তৈরি হচ্ছে। তৈরি হয়ে গেলে শেয়ার করুন।',
  tooManyShareLinks: ({ maximum }) =>
    `এই নথির ইতিমধ্যে ${maximum}টি চালু শেয়ার লিঙ্ক আছে। অনুগ্রহ করে একটি বাতিল করে আবার চেষ্টা করুন।`,
  verificationCodeUnknown: () =>
    'এই কোডের কোনো নথি পাওয়া যায়নি। নথিতে ছাপা কোডটি মিলিয়ে দেখে আবার চেষ্টা করুন।',
  dataDeleted: () =>
    'আপনার নথি, শেয়ার লিঙ্ক ও ক্রেডিট রিপোর্ট মুছে ফেলা হয়েছে। আপনার সম্মতির একটি পরিচয়-গোপন রেকর্ড এক বছর রাখা হয়।',

  // Consent records
  consentPurpose: ({ purpose }) => PURPOSES[purpose],
  dataCreditScore: () => 'আপনার ক্রেডিট স্কোর',
  dataLoanAccounts: () => 'ক্রেডিট ব্যুরোতে নথিভুক্ত আপনার ঋণ অ্যাকাউন্টগুলি',
  dataDocument: ({ documentType, bank, account, year }) =>
    `${DOCUMENT_NAMES[documentType]}${year ? ` (অর্থবর্ষ ${year})` : ''} — ${bank}, ঋণ ${account}`,
  providerBureau: () => 'ক্রেডিট ব্যুরো',
  documentOfBank: ({ documentType, bank }) => `${DOCUMENT_NAMES[documentType]} — ${bank}`,
  consentNotFound404: () => 'এই সম্মতিটি পাওয়া যায়নি। অনুগ্রহ করে তালিকাটি রিফ্রেশ করে আবার চেষ্টা করুন।',
  consentNotActive: () =>
    'এই সম্মতিটি আর সক্রিয় নেই, তাই প্রত্যাহার করার কিছু নেই। এর ভিত্তিতে আনা ডেটা 30 দিন পূর্ণ হলে মুছে ফেলা হয়।',
  consentWithdrawn: ({ documents, reports }) =>
    `সম্মতি প্রত্যাহার করা হয়েছে। এর ভিত্তিতে আনা ${documents}টি নথি ও ${reports}টি ক্রেডিট রিপোর্ট আমরা মুছে ফেলেছি।`,

  // The activity log
  activityReportFetched: () => 'ক্রেডিট ব্যুরো থেকে ক্রেডিট রিপোর্ট আনা হয়েছে',
  activityDocumentsFetched: ({ count, bank }) => `${bank} থেকে ${count}টি নথি আনা হয়েছে`,
  activityBankRetried: ({ bank }) => `আপনি ${bank}-এর কাছে আপনার নথি আবার চেয়েছেন`,
  activityKeepTryingStarted: ({ bank }) => `আপনি আমাদের ${bank}-এর কাছে আপনার নথি চাইতে থাকতে বলেছেন`,
  activityKeepTryingStopped: ({ bank }) => `আপনি আমাদের ${bank}-এর কাছে চাওয়া বন্ধ করতে বলেছেন`,
  activityKeepTryingRecovered: ({ count, bank }) =>
    `আমরা ${bank}-এর কাছে চাইতে থাকায় তারা সাড়া দিয়েছে: ${count}টি নথি আপনার ডকুমেন্ট সেন্টারে তৈরি`,
  activityKeepTryingGaveUp: ({ bank }) =>
    `আমরা ${bank}-এর কাছে চাওয়া বন্ধ করেছি: আমরা চাইতে থাকলেও তারা আপনার নথি পাঠায়নি। অনুগ্রহ করে সরাসরি ${bank}-এর সঙ্গে যোগাযোগ করুন — তাদের অভিযোগ বিভাগের ইমেল ও ফোন নম্বর আপনার অনুরোধের স্ক্রিনে আছে`,
  activityDocumentDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) ডাউনলোড করা হয়েছে`,
  activityDocumentDataDownloaded: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) ডেটা (JSON) আকারে ডাউনলোড করা হয়েছে`,
  activityDocumentViewed: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank}) দেখা হয়েছে`,
  activityShareCreated: ({ documentType, bank }) =>
    `${DOCUMENT_NAMES[documentType]} (${bank})-এর জন্য শেয়ার লিঙ্ক তৈরি করা হয়েছে`,
  activityBalanceTransferPack: ({ bank, count }) =>
    `আপনার ${bank} ঋণের জন্য ব্যালান্স ট্রান্সফার প্যাক তৈরি করা হয়েছে: ${count}টি নথির জন্য একটি লিঙ্ক`,
  activityShareCreatedSeveral: ({ count }) => `${count}টি নথির জন্য শেয়ার লিঙ্ক তৈরি করা হয়েছে`,
  activityShareOpened: ({ documentType, bank }) =>
    `শেয়ার লিঙ্ক খোলা হয়েছে: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevoked: ({ documentType, bank }) =>
    `শেয়ার লিঙ্ক বাতিল করা হয়েছে: ${DOCUMENT_NAMES[documentType]} (${bank})`,
  activityShareRevokedSeveral: ({ count }) => `${count}টি নথির শেয়ার লিঙ্ক বাতিল করা হয়েছে`,
  activityConsentGiven: ({ purpose }) => `সম্মতি দেওয়া হয়েছে: ${PURPOSES[purpose]}`,
  activityConsentWithdrawn: ({ purpose }) => `সম্মতি প্রত্যাহার করা হয়েছে: ${PURPOSES[purpose]}`,
  activityTaxSummary: ({ year }) => `${year} অর্থবর্ষের কর সারাংশ ডাউনলোড করা হয়েছে`,
  activityClosureLetter: ({ bank }) =>
    `আপনার ঋণের কাগজপত্র নিয়ে ${bank}-এর অভিযোগ নিষ্পত্তি আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`,
  activityCersaiLetter: ({ bank }) =>
    `CERSAI-তে চার্জ মুক্তি নথিভুক্ত করার জন্য ${bank}-এর অভিযোগ নিষ্পত্তি আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`,
  activityForm35: ({ bank }) => `আপনার ${bank} গাড়ির ঋণের ফর্ম 35 ডাউনলোড করা হয়েছে`,
  activityChargesLetter: ({ bank }) =>
    `চার্জ ফেরতের জন্য ${bank}-এর অভিযোগ নিষ্পত্তি আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`,
  activityRequestLetter: ({ bank }) =>
    `আপনার নথি চেয়ে ${bank}-এর অভিযোগ নিষ্পত্তি আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`,
  activityDisputeSummary: ({ bank }) =>
    `আপনার ${bank} ঋণের ক্রেডিট রিপোর্ট আপত্তির সারাংশ ডাউনলোড করা হয়েছে`,
  activityDisputeRecorded: ({ bank }) =>
    `আপনার ${bank} ঋণের ক্রেডিট রেকর্ড নিয়ে আপত্তি নথিভুক্ত করা হয়েছে`,
  activityDisputeResolved: ({ bank }) => `আপনার ${bank} ঋণের ক্রেডিট রেকর্ড নিয়ে আপত্তির মীমাংসা হয়েছে`,
  activityDisputeLetter: ({ bank, to }) =>
    to === 'ombudsman'
      ? `আপনার ${bank} ঋণের ক্রেডিট রেকর্ড নিয়ে RBI ন্যায়পালের কাছে অভিযোগ ডাউনলোড করা হয়েছে`
      : to === 'bureau'
        ? `আপনার ${bank} ঋণ নিয়ে ক্রেডিট ব্যুরোর নোডাল আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`
        : `আপনার ক্রেডিট রেকর্ড নিয়ে ${bank}-এর নোডাল আধিকারিককে লেখা চিঠি ডাউনলোড করা হয়েছে`,
  activityDataDeleted: () => 'আপনার সমস্ত ডেটা মুছে ফেলা হয়েছে',
  activityDataExported: ({ count }) => `আপনার সমস্ত ডেটার একটি কপি ডাউনলোড করা হয়েছে (${count}টি নথি)`,
  activitySignedIn: () => 'সাইন ইন করা হয়েছে',
  activitySignedOut: ({ everywhere }) =>
    everywhere ? 'সব ডিভাইস থেকে সাইন আউট করা হয়েছে' : 'সাইন আউট করা হয়েছে',

  // Sandbox
  sandboxInvalidPhone: () => '6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 অঙ্কের মোবাইল নম্বর দিন, +91 ছাড়া।',
};
