import type { Translation } from '../../translation';
import type { taxPack as english } from '../en/taxPack';

export const taxPack: Translation<typeof english> = {
  year: {
    label: 'অর্থবর্ষ',
    option: '{{year}} (এপ্রিল {{from}} – মার্চ {{to}})',
    optionProvisional: '{{year}} (এপ্রিল {{from}} – মার্চ {{to}}), অস্থায়ী',
    hint: 'এপ্রিল থেকে মার্চ। চলতি বছরের জন্য অস্থায়ী শংসাপত্র পাওয়া যায়।',
  },
  summary: {
    heading: 'কর সারাংশ',
    text: 'এক অর্থবর্ষে আপনার সব ঋণের সুদ ও আসল, একটি PDF-এ, সাধারণত যে আয়কর ধারাগুলির সঙ্গে সম্পর্কিত সেগুলি সহ। শুধু তথ্যের জন্য, কর সংক্রান্ত পরামর্শ নয়।',
    download: 'কর সারাংশ ডাউনলোড করুন',
    downloading: 'তৈরি হচ্ছে…',
    downloaded: '{{year}}-এর কর সারাংশ ডাউনলোড হয়েছে',
    failed: 'আমরা আপনার কর সারাংশ তৈরি করতে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
};
