import ChevronDown from 'lucide-react/icons/chevron-down';
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, languageInfo } from '../../shared/languages';
import { changeLanguage, type Language } from '../i18n/i18n';

/**
 * The header's language picker: every language the app speaks, each named in its own script
 * (English, हिन्दी, मराठी); the choice is remembered on this device. A native select laid over
 * the icon and the current language's name: the phone's own picker, the keyboard and screen
 * readers work as they do with any select, and it costs the landing page no menu code.
 * `compact`: below 640 px only the icon shows (a 44 × 44 target), as a crowded header needs.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const current: Language = isLanguage(resolved) ? resolved : 'en';
  return (
    // Plain class joining: the picker is on the landing page, which does without tailwind-merge.
    <span
      className={`relative inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg text-sm font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50 ${compact ? 'px-2.5 sm:px-2' : 'px-2'}`}
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span
        aria-hidden
        lang={current}
        className={`whitespace-nowrap ${compact ? 'hidden sm:inline' : ''}`}
      >
        {languageInfo(current).name}
      </span>
      <ChevronDown
        className={`size-3.5 shrink-0 opacity-70 ${compact ? 'hidden sm:block' : ''}`}
        aria-hidden
      />
      <select
        aria-label={t('language.label')}
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void changeLanguage(chosen);
        }}
        // Over the whole target, invisible: what is seen is the icon and the name beneath it.
        // The phone's own font for the names: an English page need not fetch Devanagari for them.
        className="font-system absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </span>
  );
}
