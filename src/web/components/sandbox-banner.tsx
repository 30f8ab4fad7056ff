import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sandboxPersonasQueryOptions } from '../api/sandbox-personas';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { paths } from '../lib/paths';

/** A slim notice on every journey screen while the server runs in sandbox mode; nothing otherwise. */
export function SandboxBanner() {
  const { t } = useTranslation();
  // Asked after the screen's first paint: the banner sits below the screen and can wait.
  const { data } = useQuery({ ...sandboxPersonasQueryOptions, enabled: useAfterFirstPaint() });
  if (!data) return null;
  return (
    <aside
      aria-label={t('sandbox.label')}
      className="border-t border-amber-200 bg-amber-50 text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <span>
          {t('sandbox.banner')}{' '}
          <Link
            to={`${paths.learnMore}#sandbox`}
            className="font-semibold whitespace-nowrap text-amber-900 underline underline-offset-2 hover:text-amber-950"
          >
            {t('sandbox.outboxHint')}
          </Link>
        </span>
      </p>
    </aside>
  );
}
