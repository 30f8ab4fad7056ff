import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';
import { Button } from '../ui/button';
import { DeleteMyData } from './delete-data-dialog';

/**
 * The delete action on /learn-more#your-data. Deleting needs a session on this device (only the
 * borrower may erase their data); without one, how deletion happens anyway and how to get one.
 */
export function DeleteDataSection() {
  const { t } = useTranslation('learnMore');
  const session = useSession();
  if (session.status === 'signed-in') {
    return (
      <div className="mt-5 flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-slate-700">{t('yourData.deleteNow')}</p>
        <DeleteMyData className="shrink-0" />
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-sm leading-relaxed text-slate-700">{t('yourData.signedOut')}</p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to={paths.signIn}>
          {t('yourData.verify')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
