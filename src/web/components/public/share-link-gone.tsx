import { FileSearch, Link2Off, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Card } from '../ui/card';

/** A share link that has expired or was withdrawn: said plainly, with what to do next. */
export function ShareLinkGone() {
  const { t } = useTranslation('publicPages');
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center gap-3 px-6 pt-10 pb-8 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-slate-100 text-slate-600">
          <Link2Off className="size-8" aria-hidden />
        </span>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('share.dead.title')}</h1>
        <p className="max-w-md leading-relaxed text-slate-700">{t('share.dead.text')}</p>
      </div>
      <section
        aria-labelledby="share-gone-next"
        className="border-t border-slate-200 bg-slate-50 px-6 py-6"
      >
        <h2 id="share-gone-next" className="font-semibold text-ink">
          {t('share.dead.nextTitle')}
        </h2>
        <ul className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
          <li className="flex items-start gap-3">
            <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            {t('share.dead.askAgain')}
          </li>
          <li className="flex items-start gap-3">
            <FileSearch className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <span>
              {t('share.dead.ownDocuments')}{' '}
              <Link
                to={paths.landing}
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {t('share.dead.getStarted')}
              </Link>
            </span>
          </li>
        </ul>
      </section>
    </Card>
  );
}
