import type { Translation } from '../../translation';
import type { en } from '../en/index';
import { balanceTransfer } from './balanceTransfer';
import { batchConsent } from './batchConsent';
import { batchOtp } from './batchOtp';
import { cibilConsent } from './cibilConsent';
import { common } from './common';
import { consent } from './consent';
import { dashboard } from './dashboard';
import { documentCenter } from './documentCenter';
import { documentSelection } from './documentSelection';
import { documents } from './documents';
import { home } from './home';
import { landing } from './landing';
import { learnMore } from './learnMore';
import { loansList } from './loansList';
import { myConsents } from './myConsents';
import { panEntry } from './panEntry';
import { panVerification } from './panVerification';
import { publicPages } from './publicPages';
import { signIn } from './signIn';
import { taxPack } from './taxPack';

/** All Tamil texts; loaded only when the user switches to Tamil. */
export const ta: Translation<typeof en> = {
  common,
  landing,
  learnMore,
  panVerification,
  cibilConsent,
  loansList,
  documentSelection,
  batchConsent,
  batchOtp,
  documentCenter,
  panEntry,
  consent,
  dashboard,
  documents,
  signIn,
  home,
  myConsents,
  publicPages,
  taxPack,
  balanceTransfer,
};
