import i18next from 'i18next';
import { publicPages } from './locales/en/publicPages';

/**
 * Registers the English texts of the public pages (a share link's page, checking a document).
 * Imported by those pages only: someone opening a link sent to them loads neither the journey's
 * texts nor its code. Hindi comes with the rest of the Hindi texts when it is chosen.
 */
function register() {
  if (!i18next.hasResourceBundle('en', 'publicPages')) {
    i18next.addResourceBundle('en', 'publicPages', publicPages);
  }
}

if (i18next.isInitialized) register();
else i18next.on('initialized', register);
