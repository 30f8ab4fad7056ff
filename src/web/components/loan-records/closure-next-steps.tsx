import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loan, LoanClosure } from '../../../shared/api/loans';
import { cn } from '../../lib/cn';
import { useDates } from '../../lib/use-dates';
import { DisputeForm } from './dispute-form';
import { LoanLetterButton } from './loan-letter-button';

/** CERSAI's public search, where anyone can see whether a charge over a property is satisfied. */
const CERSAI_URL = 'https://www.cersai.org.in';
/** The transport ministry's portal, where the hypothecation can be ended online (VAHAN). */
const PARIVAHAN_URL = 'https://parivahan.gov.in';

const LINK =
  'inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * What a repaid secured loan needs beyond its papers: the credit report showing it closed (RBI's
 * fortnightly reporting), and for a house the charge's satisfaction at CERSAI, for a vehicle
 * Form 35 to take the hypothecation off the RC.
 */
export function ClosureNextSteps({ loan, closure }: { loan: Loan; closure: LoanClosure }) {
  return (
    <>
      {closure.bureauWatch && <BureauWatch loan={loan} watch={closure.bureauWatch} />}
      {closure.cersai && <CersaiStep loan={loan} cersai={closure.cersai} />}
      {closure.security === 'vehicle' && <Form35Step loan={loan} />}
    </>
  );
}

function Step({ title, alarm, children }: { title: string; alarm?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3',
        alarm ? 'border-red-200 bg-red-50' : 'border-slate-200',
      )}
    >
      <h3 className={cn('text-sm font-semibold', alarm ? 'text-red-800' : 'text-ink')}>{title}</h3>
      {children}
    </div>
  );
}

function BureauWatch({
  loan,
  watch,
}: {
  loan: Loan;
  watch: NonNullable<LoanClosure['bureauWatch']>;
}) {
  const { t } = useTranslation('loansList');
  return (
    <Step title={t('closure.bureau.heading')} alarm={watch.bureauStillOpen}>
      <BureauWatchText loan={loan} watch={watch} />
    </Step>
  );
}

/**
 * By when the credit report should show a repaid loan closed, whether it does, and once it is
 * late, the dispute on the RBI's clocks one tap away: on the closure tracker of a secured loan,
 * and on a card of its own for an unsecured one.
 */
export function BureauWatchText({
  loan,
  watch,
}: {
  loan: Loan;
  watch: NonNullable<Loan['bureauWatch']>;
}) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const dates = {
    bank: loan.bankName,
    asOf: formatDate(watch.reportAsOf),
    sentBy: formatDate(watch.reportSentBy),
    date: formatDate(watch.bureauShowsClosedBy),
  };
  const state = watch.bureauStillOpen
    ? 'stillOpen'
    : watch.bureauShowsClosed
      ? 'showsClosed'
      : 'pending';
  return (
    <>
      <p
        className={cn(
          'text-sm leading-relaxed',
          watch.bureauStillOpen ? 'font-medium text-red-800' : 'text-ink',
        )}
      >
        {t(`closure.bureau.${state}`, dates)}
      </p>
      <p className="text-xs leading-relaxed text-muted">{t('closure.bureau.rule', dates)}</p>
      {watch.bureauStillOpen && (!loan.dispute || loan.dispute.status === 'resolved') && (
        <DisputeForm loan={loan} />
      )}
    </>
  );
}

function CersaiStep({ loan, cersai }: { loan: Loan; cersai: NonNullable<LoanClosure['cersai']> }) {
  const { t } = useTranslation('loansList');
  const { formatDate } = useDates();
  const date = formatDate(cersai.fileBy);
  return (
    <Step title={t('closure.cersai.heading')}>
      <p className="text-sm leading-relaxed text-ink">
        {t('closure.cersai.rule', { bank: loan.bankName, date })}
        {/* The days left are the papers' own (30 days from the same closure); only a passed date is news. */}
        {cersai.daysLeft === 0 && (
          <span className="font-medium text-red-700"> {t('closure.cersai.passed')}</span>
        )}
      </p>
      <p className="text-sm leading-relaxed text-ink">{t('closure.cersai.check')}</p>
      <a href={CERSAI_URL} target="_blank" rel="noreferrer" className={LINK}>
        {t('closure.cersai.search')}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-muted">
          {t('closure.cersai.letter', { bank: loan.bankName, date })}
        </p>
        <LoanLetterButton
          letter="cersai-letter"
          loan={loan}
          texts={{
            download: t('closure.cersai.download'),
            downloading: t('closure.downloading'),
            downloaded: t('closure.cersai.downloaded', { bank: loan.bankName }),
            failed: t('closure.failed'),
          }}
        />
      </div>
    </Step>
  );
}

function Form35Step({ loan }: { loan: Loan }) {
  const { t } = useTranslation('loansList');
  const steps = ['noc', 'submit', 'newRc'] as const;
  return (
    <Step title={t('closure.form35.heading')}>
      <ol className="list-decimal space-y-1 ps-5 text-sm leading-relaxed text-ink">
        {steps.map((step) => (
          <li key={step}>{t(`closure.form35.steps.${step}`, { bank: loan.bankName })}</li>
        ))}
      </ol>
      <a href={PARIVAHAN_URL} target="_blank" rel="noreferrer" className={LINK}>
        {t('closure.form35.online')}
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-muted">{t('closure.form35.prefilled')}</p>
        <LoanLetterButton
          letter="form-35"
          loan={loan}
          texts={{
            download: t('closure.form35.download'),
            downloading: t('closure.downloading'),
            downloaded: t('closure.form35.downloaded', { bank: loan.bankName }),
            failed: t('closure.form35.failed'),
          }}
        />
      </div>
    </Step>
  );
}
