import type { Translation } from '../../translation';
import type { panEntry as english } from '../en/panEntry';

export const panEntry: Translation<typeof english> = {
  title: 'আপনার PAN দিন',
  subtitle: 'ক্রেডিট ব্যুরোতে আপনার ঋণ অ্যাকাউন্টগুলি খুঁজে পেতে আমরা আপনার PAN ব্যবহার করি।',
  tabs: {
    label: 'আপনি কীভাবে PAN দিতে চান?',
    manual: 'নিজে লিখুন',
    upload: 'PAN কার্ড আপলোড করুন',
  },
  manual: {
    panLabel: 'PAN নম্বর',
    panPlaceholder: '10 অক্ষরের PAN',
    panHint: 'ফরম্যাট: 5টি অক্ষর + 4টি সংখ্যা + 1টি অক্ষর (যেমন, ABCDE1234F)',
    panCount: '10টির মধ্যে {{count}}টি অক্ষর',
    submit: 'PAN যাচাই করে এগিয়ে যান',
    validating: 'PAN যাচাই করা হচ্ছে...',
  },
  upload: {
    choose: 'আপনার PAN কার্ডের একটি ছবি বেছে নিন',
    chooseHint: 'ছবি তুলতে বা গ্যালারি থেকে বেছে নিতে এখানে চাপুন',
    formats: 'JPG, PNG বা WebP, সর্বোচ্চ 5 MB',
    reading: 'আপনার PAN কার্ড পড়া হচ্ছে…',
  },
  demo: {
    heading: 'ডেমো মোড',
    text: 'স্যান্ডবক্সের কিছু PAN, চেষ্টা করে দেখতে পারেন। বসাতে একটিতে চাপুন।',
    use: 'এই PAN নিন',
    scenarios: {
      'several-loans': 'একাধিক ঋণ',
      'no-loans': 'কোনো ঋণ নেই',
      overdue: 'একটি বকেয়া ঋণ',
      'failing-lender': 'একটি ব্যাংক সাড়া দেয় না',
      'no-history': 'কোনো ক্রেডিট ইতিহাস নেই',
      'closed-loans': 'বন্ধ হয়ে যাওয়া ঋণ',
      'bureau-mismatch': 'ক্রেডিট রিপোর্টে অমিল',
      'unexpected-charges': 'অপ্রত্যাশিত চার্জ',
    },
  },
  verified: {
    heading: 'PAN যাচাই হয়েছে',
    pan: 'PAN',
    name: 'নাম',
    continuing: 'আপনাকে আপনার ঋণের ড্যাশবোর্ডে নিয়ে যাওয়া হচ্ছে…',
  },
  privacy:
    'আপনার PAN এনক্রিপ্ট করা সংযোগে পাঠানো হয় এবং শুধু আপনার ক্রেডিট রিপোর্ট আনতে ব্যবহার করা হয়। আপনার কার্ডের ছবি একবার পড়া হয়, কখনও সংরক্ষণ করা হয় না।',
  messages: {
    panLength: 'অনুগ্রহ করে সঠিক 10 অক্ষরের PAN নম্বর দিন',
    validationFailed: 'PAN যাচাই হয়নি',
    requestFailed: 'PAN যাচাই করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    success: 'PAN সফলভাবে যাচাই হয়েছে!',
    imageType: 'অনুগ্রহ করে একটি ছবির ফাইল আপলোড করুন',
    imageTooLarge: 'ফাইলের মাপ 5MB-এর কম হওয়া উচিত',
    imageFailed: 'ছবিটি প্রসেস করা যায়নি। অনুগ্রহ করে নিজে লিখে দিন।',
  },
};
