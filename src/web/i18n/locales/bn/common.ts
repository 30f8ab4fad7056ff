import type { Translation } from '../../translation';
import type { common as english } from '../en/common';

/**
 * Bengali texts shared by every screen. Standard Bengali as banks in West Bengal write to their
 * customers: ঋণ for a loan, নথি for a document, the dari (।) at the end of a sentence.
 */
export const common: Translation<typeof english> = {
  appName: 'Loan Documents',
  tagline: 'আপনার সব ঋণের নথি, এক জায়গায়',
  language: {
    label: 'ভাষা',
  },
  step: 'ধাপ {{current}} / {{total}}',
  backToHome: 'হোমে ফিরুন',
  back: 'পিছনে',
  loading: 'লোড হচ্ছে…',
  notifications: 'বিজ্ঞপ্তি',
  skipToContent: 'মূল অংশে যান',
  offline: {
    banner: 'আপনি অফলাইন। আপনি যা লিখেছেন তা রাখা আছে; কিছু চাপলে ইন্টারনেট সংযোগ লাগবে।',
    backOnline: 'আপনি আবার অনলাইন।',
  },
  screenError: {
    loadTitle: 'এই স্ক্রিনটি লোড হয়নি',
    loadText: 'এর পাতাটি আসেনি। আপনি যা লিখেছেন তা রাখা আছে — আবার চেষ্টা করুন।',
    offlineText: 'আপনি অফলাইন। আপনি যা লিখেছেন তা রাখা আছে — সংযোগ ফিরলে আবার চেষ্টা করুন।',
    failedTitle: 'এই স্ক্রিনে কোনো সমস্যা হয়েছে',
    failedText: 'আপনি যা লিখেছেন তা রাখা আছে। আবার চেষ্টা করুন, অথবা হোম পেজে ফিরে যান।',
    tryAgain: 'আবার চেষ্টা করুন',
  },
  sandbox: {
    label: 'স্যান্ডবক্স মোড',
    banner: 'স্যান্ডবক্স মোড: কোনো আসল ব্যাংকের সঙ্গে যোগাযোগ করা হয় না, কোনো SMS পাঠানো হয় না।',
    outboxHint: 'স্যান্ডবক্স আউটবক্সে OTP দেখুন',
  },
  errors: {
    offline: 'আপনি অফলাইন — সংযোগ ফিরলে আবার চেষ্টা করুন',
    tryAgain: 'আবার চেষ্টা করুন',
  },
  header: {
    getStarted: 'শুরু করুন',
    navigation: 'প্রধান মেনু',
  },
  otp: {
    sendNew: 'নতুন OTP পাঠান',
    waitToResend: '{{time}} পরে নতুন OTP চাইতে পারবেন',
  },
  account: {
    home: 'আপনার হোম',
    myDocuments: 'আমার নথি',
    menu: 'অ্যাকাউন্ট',
    signedInAs: 'সাইন ইন করেছেন',
    myConsents: 'আমার সম্মতি ও কার্যকলাপ',
    signOut: 'সাইন আউট',
    signOutEverywhere: 'সব ডিভাইস থেকে সাইন আউট',
    signOutFailed: 'আমরা আপনাকে সাইন আউট করাতে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  footer: {
    about: 'আপনার সব ঋণের স্টেটমেন্ট, সময়সূচি ও চিঠি, আপনার সম্মতিতে 25টিরও বেশি ব্যাংক ও NBFC থেকে আনা।',
    services: 'পরিষেবা',
    servicesList: {
      statement: 'অ্যাকাউন্ট স্টেটমেন্ট',
      schedule: 'পরিশোধের সময়সূচি',
      sanction: 'ঋণ অনুমোদন পত্র',
      foreclosure: 'মেয়াদপূর্ব পরিশোধ পত্র',
    },
    security: 'নিরাপত্তা',
    securityList: {
      otp: 'OTP দিয়ে সম্মতি',
      encryption: 'এনক্রিপ্ট করা সংরক্ষণ',
      retention: '30 দিন পরে নথি মুছে ফেলা হয়',
      learnMore: 'আমরা কীভাবে আপনার ডেটা সুরক্ষিত রাখি',
    },
    grievance: 'আপনার ডেটা নিয়ে অভিযোগ: {{name}},',
    copyright: '© 2024 Loan Documents। সর্বস্বত্ব সংরক্ষিত।',
  },
};
