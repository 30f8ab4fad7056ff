import type { Translation } from '../../translation';
import type { consent as english } from '../en/consent';

export const consent: Translation<typeof english> = {
  title: {
    consent: 'ক্রেডিট রিপোর্ট দেখার জন্য সম্মতি',
    otp: 'OTP দিন',
    verified: 'সম্মতি যাচাই হয়েছে',
  },
  subtitle: {
    consent: 'আপনার সম্মতি নিয়ে আমরা কী করব তা পড়ুন, তারপর OTP পেতে সম্মতি দিন।',
    otp: 'ক্রেডিট ব্যুরোতে নথিভুক্ত মোবাইল নম্বরে আমরা একটি ওয়ান-টাইম পাসওয়ার্ড পাঠিয়েছি।',
    verified: 'আপনার সম্মতি নথিভুক্ত হয়েছে।',
  },
  applicant: {
    heading: 'যাঁর জন্য অনুরোধ',
    pan: 'PAN',
    name: 'নাম',
    mobile: 'মোবাইল',
    registeredMobile: 'ক্রেডিট ব্যুরোতে নথিভুক্ত',
  },
  agree:
    'আমি সম্মতি দিচ্ছি যে Loan Documents ক্রেডিট ব্যুরো থেকে আমার ক্রেডিট রিপোর্ট আনবে এবং আমার বেছে নেওয়া ঋণের নথি আমার ঋণদাতাদের কাছে চাইবে। আমি বুঝি যে OTP এই PAN-এর জন্য ব্যুরোতে নথিভুক্ত মোবাইল নম্বরে যায়।',
  agreeRequired: 'এগিয়ে যেতে অনুগ্রহ করে আপনার সম্মতি দিন',
  send: 'সম্মতি দিয়ে OTP পাঠান',
  sending: 'OTP পাঠানো হচ্ছে...',
  sendFailed: 'সম্মতির প্রক্রিয়া শুরু করা যায়নি',
  otp: {
    label: 'ওয়ান-টাইম পাসওয়ার্ড (OTP)',
    sentTo: '{{phone}} নম্বরে OTP পাঠানো হয়েছে',
    invalid: 'অনুগ্রহ করে সঠিক OTP দিন',
    wrong: 'ভুল OTP। অনুগ্রহ করে আবার চেষ্টা করুন।',
    verify: 'OTP যাচাই করুন',
    verifying: 'যাচাই করা হচ্ছে...',
    expiresIn: '{{time}} পরে OTP-র মেয়াদ শেষ হবে',
    expired: 'OTP-র মেয়াদ শেষ হয়ে গেছে। নতুন একটি চেয়ে নিন।',
    resend: 'আবার OTP পাঠান',
    resending: 'নতুন OTP পাঠানো হচ্ছে...',
    resent: 'একটি নতুন OTP পাঠানো হয়েছে',
    resendFailed: 'OTP আবার পাঠানো যায়নি',
  },
  verified: {
    heading: 'আপনার সম্মতি নথিভুক্ত হয়েছে',
    earlier: 'এই ভিজিটেই আপনি আগে এই সম্মতি দিয়েছেন: নতুন OTP লাগবে না।',
    continue: 'আপনার ঋণগুলি দেখুন',
    text: 'আপনার ঋণের ড্যাশবোর্ড খোলা হচ্ছে…',
  },
};
