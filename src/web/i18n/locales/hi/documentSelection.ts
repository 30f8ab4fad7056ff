import type { Translation } from '../../translation';
import type { documentSelection as english } from '../en/documentSelection';

export const documentSelection: Translation<typeof english> = {
  title: 'अपने दस्तावेज़ चुनें',
  subtitle: 'हर लोन के लिए ज़रूरी दस्तावेज़ चुनें। सभी के लिए एक ही OTP काफ़ी होगा।',
  types: {
    statement_of_account: {
      name: 'खाते का विवरण (स्टेटमेंट)',
      description: 'लोन का हर भुगतान, हर शुल्क और बकाया राशि, एक-एक लेन-देन के साथ।',
    },
    repayment_schedule: {
      name: 'पुनर्भुगतान अनुसूची (रीपेमेंट शेड्यूल)',
      description: 'आपकी पूरी EMI योजना: हर किस्त का मूलधन, ब्याज और बकाया।',
    },
    sanction_letter: {
      name: 'स्वीकृति पत्र (सैंक्शन लेटर)',
      description: 'जिन शर्तों पर आपका लोन मंज़ूर हुआ: राशि, ब्याज दर, अवधि और शुल्क।',
    },
    foreclosure_letter: {
      name: 'फ़ोरक्लोज़र पत्र',
      description: 'आज लोन बंद करने के लिए देय राशि, और वह किस तारीख तक मान्य है।',
    },
    interest_certificate: {
      name: 'ब्याज प्रमाणपत्र (इंटरेस्ट सर्टिफ़िकेट)',
      description: 'एक वित्त वर्ष का मूलधन और ब्याज, महीने-दर-महीने, आपके आयकर रिटर्न के लिए।',
    },
    no_dues_certificate: {
      name: 'अदेयता प्रमाणपत्र (नो-ड्यूज़ सर्टिफ़िकेट)',
      description:
        'बैंक का लिखित प्रमाण कि लोन पूरा चुका दिया गया है और कुछ बकाया नहीं है। इसे हमेशा संभालकर रखें।',
    },
    documents_held: {
      name: 'धारित दस्तावेज़ सूची',
      description:
        'आपके होम या वाहन लोन के बदले बैंक के पास रखे मूल काग़ज़, जैसे संपत्ति के दस्तावेज़। लोन दूसरे बैंक में ले जाने पर नया बैंक इसे माँगता है।',
    },
  },
  popular: 'लोकप्रिय',
  quick: {
    heading: 'झटपट चुनें',
    clearAll: 'सब हटाएँ',
    selectPopular: 'लोकप्रिय चुनें',
    selectAllDocuments: 'सभी दस्तावेज़ चुनें',
  },
  loan: {
    account: 'खाता {{accountId}}',
    accountShort: 'खाता {{accountId}}',
    selectAll: 'सभी चुनें',
    clear: 'हटाएँ',
    forLoan: '{{bankName}} {{accountId}} के लिए',
    chosen: '{{total}} में से {{count}} $t(loan.document, {"count": {{count}} })',
    document_one: 'दस्तावेज़',
    document_other: 'दस्तावेज़',
    documentsLabel: '{{bankName}}, {{loanType}} के दस्तावेज़',
  },
  summary: {
    heading: 'आपका चयन',
    documents_one: '{{count}} दस्तावेज़ चुना गया',
    documents_other: '{{count}} दस्तावेज़ चुने गए',
    acrossBanks_one: '{{count}} बैंक से',
    acrossBanks_other: '{{count}} बैंकों से',
    none: 'अभी कोई दस्तावेज़ नहीं चुना गया',
    bankDocuments_one: '{{count}} दस्तावेज़',
    bankDocuments_other: '{{count}} दस्तावेज़',
  },
  recent: {
    have: 'आपके पास {{date}} का एक है',
    title_one: 'यह दस्तावेज़ आपके पास पहले से है',
    title_other: 'इनमें से {{count}} दस्तावेज़ आपके पास पहले से हैं',
    text: 'ये पिछले 24 घंटों में बने हैं। इन्हें यहीं खोलें, जो हैं उन्हें रखें, या फिर भी बैंकों से नए वर्ज़न माँगें।',
    made: '{{date}} को बना',
    open: 'खोलें',
    useExisting: 'जो हैं, वही रखें',
    requestAnyway: 'फिर भी नए वर्ज़न माँगें',
    downloadStarted: 'डाउनलोड शुरू हो गया!',
    downloadFailed: 'दस्तावेज़ डाउनलोड नहीं हो सका',
  },
  required: 'कृपया कम से कम एक दस्तावेज़ प्रकार चुनें',
  continue: 'आगे बढ़ें',
};
