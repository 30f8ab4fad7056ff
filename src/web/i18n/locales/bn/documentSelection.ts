import type { Translation } from '../../translation';
import type { documentSelection as english } from '../en/documentSelection';

export const documentSelection: Translation<typeof english> = {
  title: 'আপনার নথি বেছে নিন',
  subtitle: 'প্রতিটি ঋণের জন্য যে নথি দরকার তা বেছে নিন। সবগুলির জন্য একটিই OTP লাগবে।',
  types: {
    statement_of_account: {
      name: 'অ্যাকাউন্ট স্টেটমেন্ট',
      description: 'ঋণের প্রতিটি পেমেন্ট, চার্জ ও ব্যালান্স, লেনদেন ধরে ধরে।',
    },
    repayment_schedule: {
      name: 'পরিশোধের সময়সূচি',
      description: 'আপনার পুরো EMI পরিকল্পনা: প্রতিটি কিস্তির আসল, সুদ ও বাকি ব্যালান্স।',
    },
    sanction_letter: {
      name: 'ঋণ অনুমোদন পত্র',
      description: 'যে শর্তে আপনার ঋণ অনুমোদিত হয়েছিল: পরিমাণ, সুদের হার, মেয়াদ ও ফি।',
    },
    foreclosure_letter: {
      name: 'মেয়াদপূর্ব পরিশোধ পত্র',
      description: 'আজ ঋণটি বন্ধ করতে কত টাকা লাগবে, আর সেই হিসাব কোন তারিখ পর্যন্ত বৈধ।',
    },
    interest_certificate: {
      name: 'সুদের শংসাপত্র',
      description: 'এক অর্থবর্ষের আসল ও সুদ, মাস ধরে ধরে, আপনার আয়কর রিটার্নের জন্য।',
    },
    no_dues_certificate: {
      name: 'নো-ডিউজ শংসাপত্র',
      description: 'ঋণদাতার লিখিত কথা যে ঋণ পুরো শোধ হয়েছে এবং কিছুই বকেয়া নেই। এটি চিরকাল রেখে দিন।',
    },
    documents_held: {
      name: 'ব্যাংকের কাছে রাখা নথির তালিকা',
      description:
        'আপনার গৃহঋণ বা গাড়ির ঋণের বিপরীতে ঋণদাতা যে আসল কাগজপত্র রাখে, যেমন মালিকানার দলিল। নতুন ঋণদাতা ঋণটি নিজের কাছে নিতে এটি চায়।',
    },
  },
  popular: 'জনপ্রিয়',
  quick: {
    heading: 'দ্রুত বাছাই',
    clearAll: 'সব মুছুন',
    selectPopular: 'জনপ্রিয়গুলি বাছুন',
    selectAllDocuments: 'সব নথি বাছুন',
  },
  loan: {
    account: 'অ্যাকাউন্ট {{accountId}}',
    accountShort: 'অ্যাকা. {{accountId}}',
    selectAll: 'সব বাছুন',
    clear: 'মুছুন',
    forLoan: '{{bankName}} {{accountId}}-এর জন্য',
    // A count takes the classifier টি and the noun stays the same ("4টির মধ্যে 1টি নথি").
    chosen: '{{total}}টির মধ্যে {{count}}টি $t(loan.document, {"count": {{total}} })',
    document_one: 'নথি',
    document_other: 'নথি',
    documentsLabel: '{{bankName}}, {{loanType}}-এর নথি',
  },
  summary: {
    heading: 'আপনার বাছাই',
    documents_one: '{{count}}টি নথি বেছে নেওয়া হয়েছে',
    documents_other: '{{count}}টি নথি বেছে নেওয়া হয়েছে',
    acrossBanks_one: '{{count}}টি ব্যাংক থেকে',
    acrossBanks_other: '{{count}}টি ব্যাংক থেকে',
    none: 'এখনও কোনো নথি বেছে নেওয়া হয়নি',
    bankDocuments_one: '{{count}}টি নথি',
    bankDocuments_other: '{{count}}টি নথি',
  },
  recent: {
    have: 'আপনার কাছে {{date}}-এর একটি আছে',
    title_one: 'এই নথিটি আপনার কাছে আগে থেকেই আছে',
    title_other: 'এই নথিগুলির {{count}}টি আপনার কাছে আগে থেকেই আছে',
    text: 'এগুলি গত 24 ঘণ্টার মধ্যে তৈরি। এখানে খুলে দেখুন, যেগুলি আছে সেগুলিই রাখুন, অথবা তবুও ব্যাংকের কাছে নতুন কপি চেয়ে নিন।',
    made: '{{date}}-এ তৈরি',
    open: 'খুলুন',
    useExisting: 'যেগুলি আছে সেগুলিই রাখুন',
    requestAnyway: 'তবুও নতুন কপি চেয়ে নিন',
    downloadStarted: 'ডাউনলোড শুরু হয়েছে!',
    downloadFailed: 'নথিটি ডাউনলোড করা যায়নি',
  },
  required: 'অনুগ্রহ করে অন্তত এক ধরনের নথি বেছে নিন',
  continue: 'এগিয়ে যান',
};
