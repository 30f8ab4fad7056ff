import type { Translation } from '../../translation';
import type { home as english } from '../en/home';

export const home: Translation<typeof english> = {
  pageTitle: 'আপনার হোম',
  title: 'আপনার ঋণ ও নথি',
  subtitle: '{{pan}} হিসেবে সাইন ইন করেছেন। আপনি যা যা চেয়েছেন, আর এরপর কী করতে পারেন।',
  documents: {
    latest: 'আপনার সবচেয়ে নতুন নথি',
    title: 'আপনার নথি',
    count_zero: 'এখনও কোনো নথি নেই',
    count_one: '{{count}}টি নথি, 30 দিন রাখা হবে',
    count_other: '{{count}}টি নথি, 30 দিন রাখা হবে',
    loading: 'আপনার নথি গোনা হচ্ছে...',
  },
  consents: {
    title: 'আপনার সম্মতি ও কার্যকলাপ',
    text: 'আপনি কীসে সম্মতি দিয়েছেন, কবে পর্যন্ত, আর আপনার ডেটা নিয়ে যা যা করা হয়েছে।',
  },
  loans: {
    heading: 'আপনার ঋণ',
    text: 'আপনার ক্রেডিট রিপোর্ট থেকে। আরও নথি পেতে ঋণ বেছে নিন; চিঠি ও কর সারাংশ তালিকার নিচে আছে।',
  },
  checking: 'এই ডিভাইসে সাইন ইন করা আছে কি না দেখা হচ্ছে...',
  unreachable: 'Loan Documents-এর সঙ্গে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
};
