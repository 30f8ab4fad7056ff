import FileStack from 'lucide-react/icons/file-stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

/**
 * The product's name and mark, linking home. On phones the header also carries the language,
 * My Documents and Get Started, so the name is spoken there but only the mark is shown.
 */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.landing}
      className="-ml-1.5 inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg px-1.5 font-semibold text-brand-900"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-brand-900 text-white">
        <FileStack className="size-4.5" aria-hidden />
      </span>
      <span className="sr-only sm:not-sr-only sm:text-lg">{t('appName')}</span>
    </Link>
  );
}
