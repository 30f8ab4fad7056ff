import { CalendarCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan } from '../../../shared/api/loans';
import { serverMessage } from '../../api/http';
import { useSecurityReturn } from '../../api/loans';
import { toast } from '../../lib/toast';
import { useDates } from '../../lib/use-dates';
import { toastFailure } from '../failure-toast';
import { indiaToday } from '../tax/india-today';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';

/**
 * "I have them back": the day a repaid loan's original documents came back, when the lender's
 * record does not say. The tracker stops counting on it.
 */
export function SecurityReturnForm({ loan }: { loan: Pick<Loan, 'loanId' | 'closedOn'> }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const id = useId();
  const [today] = useState(indiaToday);
  const [open, setOpen] = useState(false);
  const [returnedOn, setReturnedOn] = useState(today);
  const save = useSecurityReturn();

  if (!open) {
    return (
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden />
        {t('closure.back.open')}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { loanId: loan.loanId, returnedOn },
      {
        onSuccess: () => toast.success(t('closure.back.saved', { date: formatDate(returnedOn) })),
        onError: (failure) =>
          toastFailure(failure, serverMessage(failure) || t('closure.back.failed')),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-date`}>{t('closure.back.label')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          required
          min={loan.closedOn ?? undefined}
          max={today}
          value={returnedOn}
          onChange={(event) => setReturnedOn(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('closure.back.saving') : t('closure.back.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('closure.back.cancel')}
        </Button>
      </div>
    </form>
  );
}
