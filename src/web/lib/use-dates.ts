import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/format';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages';

/** Dates said in the screen's language: "22 Nov 2026" in English, "22 नव॰ 2026" in Hindi. */
export function useDates() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      formatDate: (value: Date | string) => formatDate(value, language),
      formatDateTime: (value: Date | string) => formatDateTime(value, language),
    }),
    [language],
  );
}
