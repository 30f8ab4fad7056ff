import { en } from './locales/en/index';
import { registerEnglish } from './register-texts';

/**
 * Registers the English texts of every screen after the landing page. Imported by each journey
 * screen but the first one a visit usually opens (/pan-verification, whose texts come with the
 * journey layout: ./first-screen-texts), so these load with the second screen — fetched while
 * the first is read — instead of before the first can paint.
 */
registerEnglish(en);
