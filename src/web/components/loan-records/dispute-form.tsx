import { Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisputeParty, Loan } from '../../../shared/api/loans';
import { serverMessage } from '../../api/http';
import { useFileDispute } from '../../api/loans';
import { toast } from '../../lib/toast';
import { useDates } from '../../lib/use-dates';
import { toastFailure } from '../failure-toast';
import { indiaToday } from '../tax/india-today';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Spinner } from '../ui/spinner';

/**
 * "I raised a dispute": with whom (the credit bureau, the lender or both) and on which day —
 * today or earlier (the server also refuses a day before the loan). The RBI's clocks run from it.
 */
export function DisputeForm({ loan }: { loan: Pick<Loan, 'loanId' | 'bankName'> }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const id = useId();
  const [today] = useState(indiaToday);
  const [open, setOpen] = useState(false);
  const [against, setAgainst] = useState<ReadonlySet<DisputeParty>>(new Set(['bureau']));
  const [filedOn, setFiledOn] = useState(today);
  const [missing, setMissing] = useState(false);
  const file = useFileDispute();

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Flag aria-hidden />
        {t('dispute.open')}
      </Button>
    );
  }

  const toggle = (party: DisputeParty, checked: boolean) => {
    setMissing(false);
    setAgainst((current) => {
      const next = new Set(current);
      if (checked) next.add(party);
      else next.delete(party);
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (against.size === 0) {
      setMissing(true);
      return;
    }
    file.mutate(
      { loanId: loan.loanId, against: [...against], filed_on: filedOn },
      {
        onSuccess: () => toast.success(t('dispute.form.saved', { date: formatDate(filedOn) })),
        onError: (failure) =>
          toastFailure(failure, serverMessage(failure) || t('dispute.form.failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-missing`}>
        <legend className="mb-1 text-sm font-medium text-ink">{t('dispute.form.legend')}</legend>
        {(['bureau', 'lender'] as const).map((party) => (
          <div key={party} className="flex items-center gap-3">
            <Checkbox
              id={`${id}-${party}`}
              checked={against.has(party)}
              onCheckedChange={(value) => toggle(party, value === true)}
            />
            <label htmlFor={`${id}-${party}`} className="cursor-pointer text-sm text-ink">
              {t(`dispute.form.${party}`, { bank: loan.bankName })}
            </label>
          </div>
        ))}
        <p id={`${id}-missing`} role="alert" className="text-sm text-red-700">
          {missing ? t('dispute.form.chooseOne', { bank: loan.bankName }) : null}
        </p>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-1.5 sm:w-56">
          <Label htmlFor={`${id}-date`}>{t('dispute.form.date')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            required
            max={today}
            value={filedOn}
            onChange={(event) => setFiledOn(event.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={file.isPending}>
            {file.isPending && <Spinner />}
            {file.isPending ? t('dispute.form.saving') : t('dispute.form.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            {t('dispute.form.cancel')}
          </Button>
        </div>
      </div>
    </form>
  );
}
