import i18next from 'i18next';
import { en } from './locales/en/index';

/**
 * Registers the English texts of every screen after the landing page. Imported by the journey
 * layout, so these texts load with the first journey screen instead of with the landing page.
 */
for (const [namespace, texts] of Object.entries(en)) {
  if (!i18next.hasResourceBundle('en', namespace)) {
    i18next.addResourceBundle('en', namespace, texts);
  }
}
