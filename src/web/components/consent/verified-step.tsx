import { ArrowRight, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

/**
 * Consent recorded: just now, and the screen moves on by itself; or earlier in this visit (the
 * borrower came Back to this screen), and the way on is a button — moving on by itself would
 * take Back away from them.
 */
export function VerifiedStep({
  namespace = 'cibilConsent',
  onContinue,
}: {
  /** The screen's texts: both namespaces have the same `verified.*` keys. */
  namespace?: 'cibilConsent' | 'consent';
  /** Given when the consent was given earlier: the way on. */
  onContinue?: () => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Card>
      {/* Just given: a live status that says the screen is moving on. */}
      <div
        role={onContinue ? undefined : 'status'}
        className="flex flex-col items-center gap-3 px-6 py-10 text-center"
      >
        <span className="grid size-16 place-items-center rounded-full bg-emerald-50 ring-8 ring-emerald-50/60">
          <CircleCheck className="size-10 text-emerald-600" aria-hidden />
        </span>
        <p className="text-lg font-semibold text-ink">{t('verified.heading')}</p>
        {onContinue ? (
          <>
            <p className="text-sm text-muted">{t('verified.earlier')}</p>
            <Button size="lg" className="mt-2" onClick={onContinue}>
              {t('verified.continue')}
              <ArrowRight aria-hidden />
            </Button>
          </>
        ) : (
          <p className="inline-flex items-center gap-2 text-sm text-muted">
            <Spinner />
            {t('verified.text')}
          </p>
        )}
      </div>
    </Card>
  );
}
