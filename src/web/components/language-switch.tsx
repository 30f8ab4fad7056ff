import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n/i18n';

/** English ⇄ हिन्दी toggle; the choice is remembered on this device. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const next: Language = current === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      onClick={() => void changeLanguage(next)}
      // Plain class joining: the switch is on the landing page, which does without tailwind-merge.
      className={`inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-brand-800 hover:bg-brand-50 ${className ?? 'px-2.5'}`}
      aria-label={`${t('language.label')}: ${next === 'hi' ? t('language.hindi') : t('language.english')}`}
      lang={next}
    >
      <Languages className="size-4" aria-hidden />
      <span className={next === 'hi' ? 'font-system' : undefined}>
        {next === 'hi' ? t('language.hindi') : t('language.english')}
      </span>
    </button>
  );
}
