import type { Translation } from '../../translation';
import type { batchConsent as english } from '../en/batchConsent';

export const batchConsent: Translation<typeof english> = {
  title: 'দেখে নিয়ে সম্মতি দিন',
  subtitle: 'আপনার ব্যাংকগুলির কাছে কী চাওয়া হবে তা দেখে নিন, তারপর একটি OTP দিয়ে নিশ্চিত করুন।',
  summary: {
    heading: 'আপনার অনুরোধ',
    banks_one: 'ব্যাংক',
    banks_other: 'ব্যাংক',
    loans_one: 'ঋণ',
    loans_other: 'ঋণ',
    documents_one: 'নথি',
    documents_other: 'নথি',
    perBank: 'ব্যাংক অনুযায়ী',
    bankDocuments_one: '{{count}}টি নথি',
    bankDocuments_other: '{{count}}টি নথি',
    loan: '{{loanType}} · অ্যাকা. {{accountId}}',
    loanLabel: '{{loanType}}, অ্যাকাউন্ট {{accountId}}',
  },
  terms: {
    heading: 'সম্মতির শর্ত',
    what: {
      label: 'আমরা কী আনি',
      text_one: 'উপরে দেওয়া {{count}}টি নথি, আপনার ঋণদাতার কাছ থেকে।',
      text_other: 'উপরে দেওয়া {{count}}টি নথি, আপনার ঋণদাতাদের কাছ থেকে।',
    },
    from: {
      label: 'কোন ব্যাংকগুলি থেকে',
      text: 'শুধু {{banks}}। অন্য কোনো ব্যাংকের সঙ্গে যোগাযোগ করা হয় না।',
    },
    otp: {
      label: 'সবার জন্য একটি OTP',
      text_one: 'আপনার মোবাইল নম্বরে পাঠানো একটিই OTP {{count}}টি ব্যাংকের কাছে এই অনুরোধের অনুমতি দেয়।',
      text_other:
        'আপনার মোবাইল নম্বরে পাঠানো একটিই OTP সব {{count}}টি ব্যাংকের কাছে এই অনুরোধের অনুমতি দেয়। প্রতিটি ব্যাংকের জন্য আলাদা OTP লাগবে না।',
    },
    time: {
      label: 'কত সময় লাগে',
      text: 'সাধারণত 5-10 মিনিট। পরের স্ক্রিনে প্রতিটি ব্যাংকের কাজ কতদূর এগোল দেখতে পাবেন।',
    },
    retention: {
      label: 'কতদিন রাখা হয়',
      text: 'আপনার নথি এনক্রিপ্ট করে 30 দিন রাখা হয়, তারপর নিজে থেকেই মুছে যায়।',
    },
    delete: {
      label: 'কীভাবে মুছবেন',
      text: 'ডকুমেন্ট সেন্টার থেকে যে কোনো সময় আপনার নথি ও ডেটা মুছে ফেলুন।',
    },
  },
  agree:
    'আমি Loan Documents-কে আমার হয়ে এই ব্যাংকগুলির কাছে উপরে দেওয়া নথিগুলি চাওয়ার অনুমতি দিচ্ছি, যা একটি OTP দিয়ে নিশ্চিত করা হবে।',
  agreeRequired: 'এগিয়ে যেতে অনুগ্রহ করে আপনার সম্মতি দিন',
  submit: 'এগিয়ে যান ও OTP পাঠান',
  submitting: 'আপনার অনুরোধ তৈরি হচ্ছে...',
  createFailed: 'নথির অনুরোধে সম্মতি তৈরি করা যায়নি',
};
