import { documentCenter } from './locales/en/documentCenter';
import { learnMore } from './locales/en/learnMore';
import { loansList } from './locales/en/loansList';
import { registerEnglish } from './register-texts';

/**
 * The English texts the Document Center shows (its own, the loan type names and the 'your
 * data' section): a visit that starts there (a bookmark, a sign-in) does not download every
 * other screen's texts before it can paint. Those come with the next screen (./journey-texts).
 */
registerEnglish({ documentCenter, learnMore, loansList });
