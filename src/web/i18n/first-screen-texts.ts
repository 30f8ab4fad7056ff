import { panEntry } from './locales/en/panEntry';
import { panVerification } from './locales/en/panVerification';
import { registerEnglish } from './register-texts';

/**
 * The English texts of the screen a first visit opens after the landing page, loaded with the
 * journey layout. The other screens' texts come with those screens (./journey-texts).
 */
registerEnglish({ panVerification, panEntry });
