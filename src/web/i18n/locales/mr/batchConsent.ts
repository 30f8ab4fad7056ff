import type { Translation } from '../../translation';
import type { batchConsent as english } from '../en/batchConsent';

export const batchConsent: Translation<typeof english> = {
  title: 'तपासा आणि संमती द्या',
  subtitle: 'तुमच्या बँकांकडे काय मागितले जाईल ते तपासा, मग एका OTP ने त्याची पुष्टी करा.',
  summary: {
    heading: 'तुमची विनंती',
    banks_one: 'बँक',
    banks_other: 'बँका',
    loans_one: 'कर्ज',
    loans_other: 'कर्जे',
    documents_one: 'दस्तऐवज',
    documents_other: 'दस्तऐवज',
    perBank: 'बँकेनुसार',
    bankDocuments_one: '{{count}} दस्तऐवज',
    bankDocuments_other: '{{count}} दस्तऐवज',
    loan: '{{loanType}} · खाते {{accountId}}',
    loanLabel: '{{loanType}}, खाते {{accountId}}',
  },
  terms: {
    heading: 'संमतीच्या अटी',
    what: {
      label: 'आम्ही काय मिळवतो',
      text_one: 'वर दिलेला {{count}} दस्तऐवज, तुमच्या कर्जदात्याकडून.',
      text_other: 'वर दिलेले {{count}} दस्तऐवज, तुमच्या कर्जदात्यांकडून.',
    },
    from: {
      label: 'कोणत्या बँकांकडून',
      text: 'फक्त {{banks}}. इतर कोणत्याही बँकेशी संपर्क केला जात नाही.',
    },
    otp: {
      label: 'सर्वांसाठी एकच OTP',
      text_one: 'तुमच्या मोबाइल नंबरवर पाठवलेला एकच OTP {{count}} बँकेकडे जाणाऱ्या या विनंतीला अधिकृत करतो.',
      text_other:
        'तुमच्या मोबाइल नंबरवर पाठवलेला एकच OTP सर्व {{count}} बँकांकडे जाणाऱ्या या विनंतीला अधिकृत करतो. प्रत्येक बँकेसाठी वेगळ्या OTP ची गरज नाही.',
    },
    time: {
      label: 'किती वेळ लागतो',
      text: 'सहसा 5-10 मिनिटे. पुढच्या स्क्रीनवर प्रत्येक बँकेचे काम होताना तुम्ही पाहू शकता.',
    },
    retention: {
      label: 'आम्ही ते किती काळ ठेवतो',
      text: 'तुमचे दस्तऐवज 30 दिवस एन्क्रिप्ट करून साठवले जातात आणि नंतर आपोआप हटवले जातात.',
    },
    delete: {
      label: 'ते कसे हटवावे',
      text: 'डॉक्युमेंट सेंटरमधून तुम्ही कधीही तुमचे दस्तऐवज आणि डेटा हटवू शकता.',
    },
  },
  agree:
    'वर दिलेले दस्तऐवज माझ्या वतीने या बँकांकडे मागण्यासाठी, एका OTP ने पुष्टी करून, मी Loan Documents ला अधिकृत करतो/करते.',
  agreeRequired: 'पुढे जाण्यासाठी कृपया तुमची संमती द्या',
  submit: 'पुढे जा आणि OTP पाठवा',
  submitting: 'तुमची विनंती तयार करत आहोत...',
  createFailed: 'बॅच संमती तयार करता आली नाही',
};
