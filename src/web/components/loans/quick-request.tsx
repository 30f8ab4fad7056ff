import { Zap } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/**
 * The request most borrowers make, one tap from their loans: the popular documents (statement
 * of account and repayment schedule) of every loan. The whole request is shown on the consent
 * screen before anything is asked, and Back there leads to the full choice.
 */
export function QuickRequest({ loans, onRequest }: { loans: number; onRequest: () => void }) {
  const { t } = useTranslation('loansList');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:gap-5"
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold text-ink">
          {t('quickRequest.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('quickRequest.text', { count: loans })}</p>
      </div>
      <Button size="lg" className="shrink-0" onClick={onRequest}>
        <Zap aria-hidden />
        {t('quickRequest.action')}
      </Button>
    </section>
  );
}
