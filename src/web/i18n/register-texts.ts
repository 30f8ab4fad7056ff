import i18next from 'i18next';

/**
 * Adds English namespaces not registered yet: a screen's texts come with its code. A module
 * evaluated before i18next is set up (a test's imports are) registers them once it is.
 */
export function registerEnglish(texts: Record<string, object>): void {
  const add = () => {
    for (const [namespace, resources] of Object.entries(texts)) {
      if (!i18next.hasResourceBundle('en', namespace)) {
        i18next.addResourceBundle('en', namespace, resources);
      }
    }
  };
  if (i18next.store) add();
  else i18next.on('initialized', add);
}
