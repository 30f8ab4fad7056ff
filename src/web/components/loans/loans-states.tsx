import { FileSearch, House, IdCard, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { StateCard } from '../state-card';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** The two screens of a credit report: /loans-list and the older /dashboard. */
type ReportScreen = 'loansList' | 'dashboard';

/** 'Fetching your credit report...', over placeholders in the shape of the screen. */
export function ReportLoading({
  namespace,
  placeholders,
}: {
  namespace: ReportScreen;
  /** Grey blocks where the screen's cards will be. */
  placeholders: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <div aria-busy="true">
      <p role="status" className="mb-4 inline-flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('loading')}
      </p>
      {placeholders}
    </div>
  );
}

/**
 * The report lists no loan accounts: what that means and what the borrower can do — check the
 * PAN, come back once a new loan has reached the bureau (/loans-list can fetch it again), or go
 * home. Never a screen with only a refresh button.
 */
export function NoLoans({
  namespace,
  onRefresh,
  className,
}: {
  namespace: ReportScreen;
  onRefresh?: () => void;
  className?: string;
}) {
  const { t } = useTranslation(namespace);
  const { t: tLoans } = useTranslation('loansList');
  const panScreen = namespace === 'loansList' ? paths.panVerification : paths.panEntry;
  return (
    <StateCard
      {...(className ? { className } : {})}
      icon={<FileSearch className="size-7" aria-hidden />}
      title={t('empty.title')}
      text={t('empty.text')}
      action={
        <div className="flex max-w-md flex-col gap-4 text-left">
          <div>
            <h3 className="text-sm font-semibold text-ink">{tLoans('nextSteps.heading')}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted">
              <li>{tLoans('nextSteps.checkPan')}</li>
              <li>{tLoans('nextSteps.newLoan')}</li>
            </ul>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild size="lg">
              <Link to={panScreen}>
                <IdCard aria-hidden />
                {tLoans('nextSteps.checkPanAction')}
              </Link>
            </Button>
            {onRefresh && (
              <Button size="lg" variant="secondary" onClick={onRefresh}>
                <RefreshCw aria-hidden />
                {tLoans('empty.refresh')}
              </Button>
            )}
            <Button asChild size="lg" variant="ghost">
              <Link to={paths.landing}>
                <House aria-hidden />
                {tLoans('nextSteps.home')}
              </Link>
            </Button>
          </div>
        </div>
      }
    />
  );
}
