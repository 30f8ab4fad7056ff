import type { Translation } from '../../translation';
import type { documentSelection as english } from '../en/documentSelection';

export const documentSelection: Translation<typeof english> = {
  title: 'तुमचे दस्तऐवज निवडा',
  subtitle: 'प्रत्येक कर्जासाठी हवे असलेले दस्तऐवज निवडा. सर्वांसाठी एकच OTP पुरेसा आहे.',
  types: {
    statement_of_account: {
      name: 'खाते उतारा',
      description: 'कर्जावरील प्रत्येक भरणा, शुल्क आणि शिल्लक, व्यवहारानुसार.',
    },
    repayment_schedule: {
      name: 'परतफेडीचे वेळापत्रक',
      description: 'तुमची संपूर्ण EMI योजना: प्रत्येक हप्ता, त्यातील मुद्दल, व्याज आणि शिल्लक.',
    },
    sanction_letter: {
      name: 'मंजुरी पत्र',
      description: 'तुमचे कर्ज कोणत्या अटींवर मंजूर झाले: रक्कम, व्याजदर, मुदत आणि शुल्क.',
    },
    foreclosure_letter: {
      name: 'मुदतपूर्व कर्जफेड पत्र',
      description: 'आज कर्ज बंद करण्यासाठी लागणारी रक्कम, आणि ती कोणत्या तारखेपर्यंत वैध आहे.',
    },
    interest_certificate: {
      name: 'व्याज प्रमाणपत्र',
      description: 'एका आर्थिक वर्षाचे मुद्दल आणि व्याज, महिन्यानुसार, तुमच्या आयकर विवरणपत्रासाठी.',
    },
    no_dues_certificate: {
      name: 'बेबाकी प्रमाणपत्र',
      description: 'कर्ज पूर्ण फेडले आहे आणि काहीही देय नाही, याची कर्जदात्याने दिलेली हमी. हे कायमचे जपून ठेवा.',
    },
    documents_held: {
      name: 'बँकेकडील कागदपत्रांची यादी',
      description:
        'तुमच्या गृहकर्ज किंवा वाहन कर्जापोटी कर्जदात्याकडे ठेवलेली मूळ कागदपत्रे, उदा. मालकी हक्काची कागदपत्रे. कर्ज ताब्यात घेण्यासाठी नवा कर्जदाता ही यादी मागतो.',
    },
  },
  popular: 'लोकप्रिय',
  quick: {
    heading: 'झटपट निवड',
    clearAll: 'सर्व काढा',
    selectPopular: 'लोकप्रिय निवडा',
    selectAllDocuments: 'सर्व दस्तऐवज निवडा',
  },
  loan: {
    account: 'खाते {{accountId}}',
    accountShort: 'खाते {{accountId}}',
    selectAll: 'सर्व निवडा',
    clear: 'काढा',
    forLoan: '{{bankName}} {{accountId}} साठी',
    chosen: '{{total}} पैकी {{count}} $t(loan.document, {"count": {{total}} })',
    document_one: 'दस्तऐवज',
    document_other: 'दस्तऐवज',
    documentsLabel: '{{bankName}}, {{loanType}} चे दस्तऐवज',
  },
  summary: {
    heading: 'तुमची निवड',
    documents_one: '{{count}} दस्तऐवज निवडला',
    documents_other: '{{count}} दस्तऐवज निवडले',
    acrossBanks_one: '{{count}} बँकेकडून',
    acrossBanks_other: '{{count}} बँकांकडून',
    none: 'अजून एकही दस्तऐवज निवडलेला नाही',
    bankDocuments_one: '{{count}} दस्तऐवज',
    bankDocuments_other: '{{count}} दस्तऐवज',
  },
  recent: {
    have: '{{date}} चा एक तुमच्याकडे आहे',
    title_one: 'हा दस्तऐवज तुमच्याकडे आधीच आहे',
    title_other: 'यांपैकी {{count}} दस्तऐवज तुमच्याकडे आधीच आहेत',
    text: 'ते गेल्या 24 तासांत तयार झाले आहेत. ते येथे उघडा, तुमच्याकडे असलेले ठेवा, किंवा तरीही बँकांकडून नव्या प्रती मागवा.',
    made: '{{date}} रोजी तयार',
    open: 'उघडा',
    useExisting: 'माझ्याकडे असलेलेच ठेवा',
    requestAnyway: 'तरीही नव्या प्रती मागवा',
    downloadStarted: 'डाउनलोड सुरू झाले!',
    downloadFailed: 'दस्तऐवज डाउनलोड करता आला नाही',
  },
  required: 'कृपया किमान एक दस्तऐवज प्रकार निवडा',
  continue: 'पुढे जा',
};
