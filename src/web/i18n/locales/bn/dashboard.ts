import type { Translation } from '../../translation';
import type { dashboard as english } from '../en/dashboard';

export const dashboard: Translation<typeof english> = {
  title: 'ঋণের ড্যাশবোর্ড',
  subtitle: 'একটি ঋণে টিক দিন, তারপর তার ব্যাংক থেকে যে নথি দরকার সেগুলিতে।',
  actions: {
    refresh: 'ডেটা রিফ্রেশ করুন',
    backToPanEntry: 'PAN দেওয়ার পাতায় ফিরুন',
  },
  loading: 'আপনার ক্রেডিট রিপোর্ট আনা হচ্ছে...',
  error: {
    toast: 'CIBIL রিপোর্ট আনা যায়নি',
    title: 'কোনো ডেটা পাওয়া যায়নি',
    text: 'আমরা এখন আপনার ক্রেডিট রিপোর্ট আনতে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
  sessionEnded: {
    title: 'অনুগ্রহ করে আবার সম্মতি দিন',
    text: 'আপনার নিরাপত্তার জন্য আপনার ক্রেডিট রিপোর্ট দেখার অনুমতি শেষ হয়েছে। আপনার ঋণগুলি দেখতে আবার OTP যাচাই করুন।',
    action: 'আবার সম্মতি দিন',
  },
  cards: {
    label: 'আপনার ক্রেডিট রিপোর্টের সারাংশ',
    score: 'ক্রেডিট স্কোর',
    noScore: 'কোনো স্কোর নেই',
    noScoreHint: 'ব্যুরোর কাছে এই PAN-এর এখনও কোনো ক্রেডিট ইতিহাস নেই।',
    bands: {
      Excellent: 'চমৎকার',
      Good: 'ভালো',
      Fair: 'মোটামুটি',
    },
    activeLoans: 'চালু ঋণ',
    ofAccounts_one: '{{count}}টি অ্যাকাউন্টের মধ্যে',
    ofAccounts_other: '{{count}}টি অ্যাকাউন্টের মধ্যে',
    outstanding: 'মোট বকেয়া',
    outstandingHint: 'আপনার সব অ্যাকাউন্ট মিলিয়ে',
    holder: 'অ্যাকাউন্টধারী',
  },
  loans: {
    heading: 'আপনার ঋণ অ্যাকাউন্ট',
    hint: 'নথি বেছে নিতে একটি ঋণে টিক দিন।',
    account: 'অ্যাকাউন্ট {{account}}',
    accountShort: 'অ্যাকা. {{account}}',
    principal: 'আসল',
    outstanding: 'বকেয়া',
    emi: 'EMI',
    tenure: 'মেয়াদ',
    tenureMonths_one: '{{count}} মাস',
    tenureMonths_other: '{{count}} মাস',
    documentsLabel: '{{bank}}-এর নথি',
    status: {
      active: 'চালু',
      overdue: 'বকেয়া',
      other: 'বন্ধ',
    },
  },
  documentTypes: {
    soa: 'অ্যাকাউন্ট স্টেটমেন্ট',
    repayment_schedule: 'পরিশোধের সময়সূচি',
    sanction_letter: 'ঋণ অনুমোদন পত্র',
    foreclosure_letter: 'মেয়াদপূর্ব পরিশোধ পত্র',
  },
  bar: {
    label: 'আপনার বাছাই',
    loans_one: '{{count}}টি ঋণ বেছে নেওয়া হয়েছে',
    loans_other: '{{count}}টি ঋণ বেছে নেওয়া হয়েছে',
    documents_one: '{{count}}টি নথি',
    documents_other: '{{count}}টি নথি',
    retrieve: 'নথি আনুন',
  },
  messages: {
    selectLoan: 'অনুগ্রহ করে অন্তত একটি ঋণ বেছে নিন',
    selectDocument: 'অনুগ্রহ করে অন্তত একটি নথি বেছে নিন',
  },
  empty: {
    title: 'কোনো ঋণ অ্যাকাউন্ট পাওয়া যায়নি',
    text: 'আপনার ক্রেডিট রিপোর্টে এই PAN-এর কোনো ঋণ অ্যাকাউন্ট নেই। সম্প্রতি ঋণ নিয়ে থাকলে, তা দেখাতে কয়েক সপ্তাহ লাগতে পারে।',
  },
};
